import ChatLayout
import Foundation

/// The frames of issue 14's parts of a bubble, relative to its origin (the bubble composer's working value: a
/// message's frames list them as ``MessagePart``s): pictures, voice notes, stickers, link previews, forwarded headers,
/// reaction pills, inline keyboards, progress rings and custom trees.
struct ContentFrames: Hashable, Sendable {
    /// "Forwarded from …" at the top of the bubble.
    var forwarded: CGRect?
    /// The tiles of a photo, video or album, flush with the bubble's sides.
    var media: [CGRect] = []
    /// A voice note's row: play button, waveform and duration.
    var voice: CGRect?
    /// The play button of a voice note.
    var voiceButton: CGRect?
    /// The waveform's bars of a voice note.
    var waveform: CGRect?
    /// A voice note's duration under the waveform.
    var voiceDuration: CGRect?
    /// A sticker's picture (no bubble).
    var sticker: CGRect?
    /// A link preview's block (bar, texts and picture).
    var linkPreview: CGRect?
    /// A link preview's site name.
    var linkSite: CGRect?
    /// A link preview's title.
    var linkTitle: CGRect?
    /// A link preview's description.
    var linkDescription: CGRect?
    /// A link preview's picture: wide ones below the texts, others as a thumbnail beside them.
    var linkImage: CGRect?
    /// The reaction pills, in order (they wrap into rows).
    var reactions: [CGRect] = []
    /// The inline keyboard's buttons under the bubble, by row.
    var keyboard: [[CGRect]] = []
    /// An upload/download ring.
    var progress: CGRect?
    /// A custom message's component tree.
    var custom: CGRect?
    /// The parts a ``PartTemplate`` laid out (a contact card's), in tree order.
    var templateParts: [PlacedPart] = []
    /// Whether the time sits on a translucent pill over a picture (media without a caption, stickers, jumbo emoji).
    var timeOverPicture = false

    /// No parts.
    init() {}

    /// Whether there are no parts (without building an empty value to compare with).
    var isEmpty: Bool {
        media.isEmpty && reactions.isEmpty && keyboard.isEmpty && forwarded == nil && voice == nil && sticker == nil
            && linkPreview == nil && progress == nil && custom == nil && templateParts.isEmpty && !timeOverPicture
    }
}

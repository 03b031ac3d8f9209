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
    /// A sticker's picture (no bubble).
    var sticker: CGRect?
    /// A link preview's block (its texts and picture are template parts; the block keeps its place among the parts).
    var linkPreview: CGRect?
    /// The reaction pills, in order (they wrap into rows).
    var reactions: [CGRect] = []
    /// The inline keyboard's buttons under the bubble, by row.
    var keyboard: [[CGRect]] = []
    /// An upload/download ring.
    var progress: CGRect?
    /// A custom message's component tree.
    var custom: CGRect?
    /// The named nodes of the parts' templates (quotes, file cards, call rows, cards, voice notes, link previews, contact
    /// cards), in tree order.
    var templateParts: [PlacedPart] = []
    /// Whether the time sits on a translucent pill over a picture (media without a caption, stickers, jumbo emoji).
    var timeOverPicture = false

    /// No parts.
    init() {}

    /// Whether there are no parts (without building an empty value to compare with).
    var isEmpty: Bool {
        media.isEmpty && reactions.isEmpty && keyboard.isEmpty && forwarded == nil && sticker == nil
            && linkPreview == nil && progress == nil && custom == nil && templateParts.isEmpty && !timeOverPicture
    }
}

import Foundation

/// The frames of issue 14's parts of a message (in content coordinates in ``MessageFrames``): pictures, voice notes,
/// stickers, link previews, forwarded headers, reaction pills, inline keyboards, progress rings and custom trees.
public struct ContentFrames: Hashable, Sendable {
    /// "Forwarded from …" at the top of the bubble.
    public var forwarded: CGRect?
    /// The tiles of a photo, video or album, flush with the bubble's sides.
    public var media: [CGRect] = []
    /// A voice note's row: play button, waveform and duration.
    public var voice: CGRect?
    /// The play button of a voice note.
    public var voiceButton: CGRect?
    /// The waveform's bars of a voice note.
    public var waveform: CGRect?
    /// A voice note's duration under the waveform.
    public var voiceDuration: CGRect?
    /// A sticker's picture (no bubble).
    public var sticker: CGRect?
    /// A link preview's block (bar, texts and picture).
    public var linkPreview: CGRect?
    /// A link preview's site name.
    public var linkSite: CGRect?
    /// A link preview's title.
    public var linkTitle: CGRect?
    /// A link preview's description.
    public var linkDescription: CGRect?
    /// A link preview's picture: wide ones below the texts, others as a thumbnail beside them.
    public var linkImage: CGRect?
    /// The reaction pills, in order (they wrap into rows).
    public var reactions: [CGRect] = []
    /// The inline keyboard's buttons under the bubble, by row.
    public var keyboard: [[CGRect]] = []
    /// An upload/download ring.
    public var progress: CGRect?
    /// A custom message's component tree.
    public var custom: CGRect?
    /// Whether the time sits on a translucent pill over a picture (media without a caption, stickers, jumbo emoji).
    public var timeOverPicture = false

    /// No parts.
    public init() {}

    /// Whether there are no parts (without building an empty value to compare with).
    var isEmpty: Bool {
        media.isEmpty && reactions.isEmpty && keyboard.isEmpty && forwarded == nil && voice == nil && sticker == nil
            && linkPreview == nil && progress == nil && custom == nil && !timeOverPicture
    }

    /// Every frame transformed by `transform` (moved to content coordinates, mirrored for right-to-left layouts).
    public func mapped(_ transform: (CGRect) -> CGRect) -> ContentFrames {
        var frames = self
        func m(_ rect: CGRect?) -> CGRect? { rect.map(transform) }
        frames.forwarded = m(forwarded)
        frames.media = media.map(transform)
        frames.voice = m(voice)
        frames.voiceButton = m(voiceButton)
        frames.waveform = m(waveform)
        frames.voiceDuration = m(voiceDuration)
        frames.sticker = m(sticker)
        frames.linkPreview = m(linkPreview)
        frames.linkSite = m(linkSite)
        frames.linkTitle = m(linkTitle)
        frames.linkDescription = m(linkDescription)
        frames.linkImage = m(linkImage)
        frames.reactions = reactions.map(transform)
        frames.keyboard = keyboard.map { $0.map(transform) }
        frames.progress = m(progress)
        frames.custom = m(custom)
        return frames
    }
}

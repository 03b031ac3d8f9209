import Foundation

/// Sizes of issue 14's parts (pictures, voice notes, stickers, jumbo emoji, link previews, reactions, keyboards,
/// progress rings), Telegram's and iMessage's proportions on iOS by default. Every length is in
/// whole points, so parts built from them and pixel-rounded text boxes stay on the pixel grid.
package struct ContentGeometry: Hashable, Sendable {
    /// The largest photo or album (within the widest bubble); one picture is fitted inside it keeping its aspect.
    package var mediaMaximumSize = CGSize(width: 270, height: 340)
    /// The smallest photo: a tiny or extremely thin picture is enlarged or cropped (aspect-filled) to it.
    package var mediaMinimumSize = CGSize(width: 120, height: 60)
    /// The gap between album tiles.
    package var albumSpacing: CGFloat = 2
    /// The largest side of a sticker.
    package var stickerMaximumSide: CGFloat = 160
    /// The side of a voice note's play button.
    package var voiceButtonSize: CGFloat = 40
    /// The height of a voice note's waveform.
    package var waveformHeight: CGFloat = 20
    /// A voice note's waveform width: the shortest and longest (it grows 2 pt a second between them).
    package var waveformWidths: ClosedRange<CGFloat> = 100...180
    /// The height of a reaction pill.
    package var reactionHeight: CGFloat = 26
    /// The gap between reaction pills, and between their rows.
    package var reactionSpacing: CGFloat = 6
    /// The padding inside a reaction pill, at each end.
    package var reactionPadding: CGFloat = 8
    /// The height of an inline keyboard button.
    package var keyboardButtonHeight: CGFloat = 38
    /// The gap between keyboard buttons, between their rows, and above the first row.
    package var keyboardSpacing: CGFloat = 4
    /// The side of the upload/download ring over a picture (a file's ring takes its icon's place).
    package var progressRingSize: CGFloat = 48
    /// The side of a link preview's thumbnail (pictures that are not wide).
    package var linkThumbnailSide: CGFloat = 56
    /// The tallest a link preview's wide picture may be.
    package var linkImageMaximumHeight: CGFloat = 170
    /// The font size of a text of one, two or three emoji only, drawn without a bubble.
    package var jumboEmojiSizes: [CGFloat] = [56, 44, 36]

    /// The default sizes.
    package init() {}

    /// The lengths by name, for validation.
    var lengths: [(String, CGFloat)] {
        [("mediaMaximumSize.width", mediaMaximumSize.width), ("mediaMaximumSize.height", mediaMaximumSize.height),
         ("mediaMinimumSize.width", mediaMinimumSize.width), ("mediaMinimumSize.height", mediaMinimumSize.height),
         ("albumSpacing", albumSpacing), ("stickerMaximumSide", stickerMaximumSide), ("voiceButtonSize", voiceButtonSize),
         ("waveformHeight", waveformHeight), ("waveformWidths.lowerBound", waveformWidths.lowerBound),
         ("waveformWidths.upperBound", waveformWidths.upperBound), ("reactionHeight", reactionHeight),
         ("reactionSpacing", reactionSpacing), ("reactionPadding", reactionPadding),
         ("keyboardButtonHeight", keyboardButtonHeight), ("keyboardSpacing", keyboardSpacing),
         ("progressRingSize", progressRingSize), ("linkThumbnailSide", linkThumbnailSide),
         ("linkImageMaximumHeight", linkImageMaximumHeight)]
            + jumboEmojiSizes.enumerated().map { ("jumboEmojiSizes[\($0)]", $1) }
    }
}

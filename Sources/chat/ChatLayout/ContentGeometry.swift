import Foundation

/// Sizes of issue 14's parts (pictures, voice notes, stickers, jumbo emoji, link previews, reactions, keyboards,
/// progress rings, the empty state), Telegram's and iMessage's proportions on iOS by default. Every length is in
/// whole points, so parts built from them and pixel-rounded text boxes stay on the pixel grid.
public struct ContentGeometry: Hashable, Sendable {
    /// The largest photo or album (within the widest bubble); one picture is fitted inside it keeping its aspect.
    public var mediaMaximumSize = CGSize(width: 270, height: 340)
    /// The smallest photo: a tiny or extremely thin picture is enlarged or cropped (aspect-filled) to it.
    public var mediaMinimumSize = CGSize(width: 120, height: 60)
    /// The gap between album tiles.
    public var albumSpacing: CGFloat = 2
    /// The largest side of a sticker.
    public var stickerMaximumSide: CGFloat = 160
    /// The side of a voice note's play button.
    public var voiceButtonSize: CGFloat = 40
    /// The height of a voice note's waveform.
    public var waveformHeight: CGFloat = 20
    /// A voice note's waveform width: the shortest and longest (it grows 2 pt a second between them).
    public var waveformWidths: ClosedRange<CGFloat> = 100...180
    /// The height of a reaction pill.
    public var reactionHeight: CGFloat = 26
    /// The gap between reaction pills, and between their rows.
    public var reactionSpacing: CGFloat = 6
    /// The padding inside a reaction pill, at each end.
    public var reactionPadding: CGFloat = 8
    /// The height of an inline keyboard button.
    public var keyboardButtonHeight: CGFloat = 38
    /// The gap between keyboard buttons, between their rows, and above the first row.
    public var keyboardSpacing: CGFloat = 4
    /// The side of the upload/download ring over a picture (a file's ring takes its icon's place).
    public var progressRingSize: CGFloat = 48
    /// The side of a link preview's thumbnail (pictures that are not wide).
    public var linkThumbnailSide: CGFloat = 56
    /// The tallest a link preview's wide picture may be.
    public var linkImageMaximumHeight: CGFloat = 170
    /// The font size of a text of one, two or three emoji only, drawn without a bubble.
    public var jumboEmojiSizes: [CGFloat] = [56, 44, 36]
    /// The empty-state placeholder of a transcript without messages.
    public var emptyStateSize = CGSize(width: 250, height: 110)

    /// The default sizes.
    public init() {}

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
         ("linkImageMaximumHeight", linkImageMaximumHeight), ("emptyStateSize.width", emptyStateSize.width),
         ("emptyStateSize.height", emptyStateSize.height)]
            + jumboEmojiSizes.enumerated().map { ("jumboEmojiSizes[\($0)]", $1) }
    }

    /// Whether a file size format lacks one of its five units.
    func fileSizeUnitsInvalid(_ format: FileSizeFormat) -> Bool { format.units.count != 5 }
}

/// How file sizes are written: "21.1 MB" in English, «Размер 21,1 МБ» in Russian.
public struct FileSizeFormat: Hashable, Sendable {
    /// Words before the number («Размер »).
    public var prefix = ""
    /// The decimal separator.
    public var decimalSeparator = "."
    /// Byte, kilobyte, megabyte, gigabyte and terabyte (decimal units).
    public var units = ["B", "KB", "MB", "GB", "TB"]

    /// English: "21.1 MB".
    public init() {}

    /// Another language's words.
    public init(prefix: String, decimalSeparator: String, units: [String]) {
        self.prefix = prefix
        self.decimalSeparator = decimalSeparator
        self.units = units
    }
}

/// How call durations are written: as a clock ("2:00", nil units) or in words («2 мин», «1 мин 5 с»).
public struct DurationUnits: Hashable, Sendable {
    /// Hours («ч»).
    public var hours: String
    /// Minutes («мин»).
    public var minutes: String
    /// Seconds («с»).
    public var seconds: String

    /// Units of a language.
    public init(hours: String, minutes: String, seconds: String) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }
}

/// What a message carries besides text, file, call and card (issue 14): a kind's content (media, voice note,
/// sticker, custom tree) and what any message may have (forwarded header, link preview, reactions, keyboard,
/// progress). A value: equal when every field is.
public struct MessageExtras: Hashable, Sendable {
    /// The photos and videos of a `media` message (1–10).
    public var media: [MediaItem]?
    /// The recording of a `voice` message.
    public var voice: VoiceNote?
    /// The picture of a `sticker` message.
    public var sticker: ImageReference?
    /// The tree of a `custom` message.
    public var custom: CustomContent?
    /// Who wrote the forwarded original.
    public var forwardedFrom: String?
    /// A link's preview below the text.
    public var linkPreview: LinkPreview?
    /// Reaction pills.
    public var reactions: [Reaction]
    /// Inline keyboard rows under the bubble.
    public var buttons: [[String]]
    /// An upload or download in progress, 0…1 (file and media messages).
    public var progress: Double?

    /// The most media items of an album, as in both apps.
    public static let maximumMediaItems = 10
    /// The most reactions, keyboard rows and buttons in a row a message may have (hostile input stays small).
    public static let maximumReactions = 20, maximumButtonRows = 12, maximumButtonsPerRow = 8
    /// The most waveform samples of a voice note.
    public static let maximumWaveformSamples = 1000
    /// The largest picture side taken from a transcript, in pixels.
    public static let maximumPixelSide = 100_000

    /// Extras with the given fields (none by default).
    public init(media: [MediaItem]? = nil, voice: VoiceNote? = nil, sticker: ImageReference? = nil,
                custom: CustomContent? = nil, forwardedFrom: String? = nil, linkPreview: LinkPreview? = nil,
                reactions: [Reaction] = [], buttons: [[String]] = [], progress: Double? = nil) {
        self.media = media
        self.voice = voice
        self.sticker = sticker
        self.custom = custom
        self.forwardedFrom = forwardedFrom
        self.linkPreview = linkPreview
        self.reactions = reactions
        self.buttons = buttons
        self.progress = progress
    }

    /// Whether the message has none of these.
    public var isEmpty: Bool {
        media == nil && voice == nil && sticker == nil && custom == nil && forwardedFrom == nil && linkPreview == nil
            && reactions.isEmpty && buttons.isEmpty && progress == nil
    }

    /// Checks every value and that a kind's content sits on that kind only; the error names the message and the key
    /// (`media[2].width`).
    func validate(kind: MessageKind, messageID: String) throws(TranscriptError) {
        // Most messages have none of these: checked for every message of a transcript as it is read.
        if isEmpty && kind != .media && kind != .voice && kind != .sticker && kind != .custom { return }
        func fail(_ field: String, _ problem: String) -> TranscriptError {
            .invalidField(messageID: messageID, field: field, problem: problem)
        }
        func only(_ field: String, _ present: Bool, on kinds: [MessageKind]) throws(TranscriptError) {
            if present && !kinds.contains(kind) {
                throw fail(field, "only a \(kinds.map(\.rawValue).joined(separator: " or ")) message has it")
            }
        }
        try only("media", media != nil, on: [.media])
        try only("voice", voice != nil, on: [.voice])
        try only("sticker", sticker != nil, on: [.sticker])
        try only("layout", custom != nil, on: [.custom])
        try only("progress", progress != nil, on: [.file, .media])
        if let media {
            guard (1...Self.maximumMediaItems).contains(media.count) else {
                throw fail("media", "must have 1 to \(Self.maximumMediaItems) items (has \(media.count))")
            }
            for (index, item) in media.enumerated() {
                try Self.checkPicture(path: item.path, width: item.width, height: item.height, field: "media[\(index)]", fail)
                if let seconds = item.seconds, seconds < 0 { throw fail("media[\(index)].seconds", "is negative (\(seconds))") }
            }
        }
        if let voice {
            if voice.seconds < 0 { throw fail("voice.seconds", "is negative (\(voice.seconds))") }
            if voice.waveform.count > Self.maximumWaveformSamples {
                throw fail("voice.waveform", "has \(voice.waveform.count) samples (at most \(Self.maximumWaveformSamples))")
            }
            if let index = voice.waveform.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
                throw fail("voice.waveform[\(index)]", "must be in 0…1 (\(voice.waveform[index]))")
            }
        }
        if let sticker { try Self.checkPicture(path: sticker.path, width: sticker.width, height: sticker.height, field: "sticker", fail) }
        if let custom, case .object = custom.layout {} else if custom != nil {
            throw fail("layout", "must be a component tree (an object)")
        }
        if let forwardedFrom, forwardedFrom.isEmpty { throw fail("forwardedFrom", "is empty") }
        if let preview = linkPreview {
            if preview.url.isEmpty { throw fail("linkPreview.url", "is empty") }
            if let image = preview.image {
                try Self.checkPicture(path: image.path, width: image.width, height: image.height, field: "linkPreview.image", fail)
            }
        }
        if reactions.count > Self.maximumReactions {
            throw fail("reactions", "has \(reactions.count) reactions (at most \(Self.maximumReactions))")
        }
        for (index, reaction) in reactions.enumerated() {
            if reaction.emoji.isEmpty { throw fail("reactions[\(index)].emoji", "is empty") }
            if reaction.count < 1 { throw fail("reactions[\(index)].count", "must be at least 1 (\(reaction.count))") }
        }
        if buttons.count > Self.maximumButtonRows {
            throw fail("buttons", "has \(buttons.count) rows (at most \(Self.maximumButtonRows))")
        }
        for (row, labels) in buttons.enumerated() {
            guard (1...Self.maximumButtonsPerRow).contains(labels.count) else {
                throw fail("buttons[\(row)]", "must have 1 to \(Self.maximumButtonsPerRow) buttons (has \(labels.count))")
            }
            if let column = labels.firstIndex(where: \.isEmpty) { throw fail("buttons[\(row)][\(column)]", "is empty") }
        }
        if let progress, !(progress >= 0 && progress <= 1) { throw fail("progress", "must be in 0…1 (\(progress))") }
    }

    private static func checkPicture(path: String, width: Int, height: Int, field: String,
                                     _ fail: (String, String) -> TranscriptError) throws(TranscriptError) {
        if path.isEmpty { throw fail(field + ".path", "is empty") }
        for (name, value) in [("width", width), ("height", height)] where !(1...maximumPixelSide).contains(value) {
            throw fail("\(field).\(name)", "must be 1…\(maximumPixelSide) pixels (\(value))")
        }
    }
}

import Foundation
import JSON

/// A message's fields as a transcript writes them (the JSON keys, each optional), before they are checked and made
/// into a ``Message``: what both decoders read, so that they accept and refuse the same messages with the same errors.
struct MessageDraft {
    var id: MessageID
    var author: String
    var time: Date
    var kind: MessageKind
    var text: String?
    var status: MessageStatus?
    var edited = false
    var deleted = false
    var replyTo: MessageID?
    var file: FileAttachment?
    var call: CallInfo?
    var card: CardContent?
    var media: [MediaItem]?
    var voice: VoiceNote?
    var sticker: ImageReference?
    var custom: CustomContent?
    /// The payloads read under keys named like kinds (`ContentPayload`), whatever the message's kind.
    var payloads: [any ContentPayload] = []
    var forwardedFrom: String?
    var linkPreview: LinkPreview?
    var reactions: [Reaction] = []
    var buttons: [[String]] = []
    var progress: Double?

    init(id: MessageID, author: String, time: Date, kind: MessageKind) {
        self.id = id
        self.author = author
        self.time = time
        self.kind = kind
    }

    /// The message: its values checked, a key that belongs to another kind refused, and its kind's payload required
    /// unless it was deleted (a deleted message keeps only its kind). Errors name the message and the key.
    func message() throws(TranscriptError) -> Message {
        let messageID = id.rawValue
        func fail(_ field: String, _ problem: String) -> TranscriptError {
            .invalidField(messageID: messageID, field: field, problem: problem)
        }
        if author.isEmpty { throw fail("author", "is empty") }
        func only(_ field: String, _ present: Bool, on kinds: [MessageKind]) throws(TranscriptError) {
            if present && !kinds.contains(kind) {
                throw fail(field, "only a \(kinds.map(\.rawValue).joined(separator: " or ")) message has it")
            }
        }
        try only("media", media != nil, on: [.media])
        try only("voice", voice != nil, on: [.voice])
        try only("sticker", sticker != nil, on: [.sticker])
        try only("layout", custom != nil, on: [.custom])
        for payload in payloads {
            let key = type(of: payload).kind
            try only(key.rawValue, true, on: [key])
        }
        try only("progress", progress != nil, on: [.file, .media])
        try MessageValues.check(media: media, voice: voice, sticker: sticker, custom: custom, forwardedFrom: forwardedFrom,
                                linkPreview: linkPreview, reactions: reactions, buttons: buttons, progress: progress,
                                messageID: messageID)
        func missing(_ field: String) -> TranscriptError { fail(field, "a \(kind.rawValue) message needs it") }
        let content: MessageContent
        if deleted {
            content = .deleted(kind)
        } else {
            switch kind {
            case .text:
                guard let text else { throw missing("text") }
                content = .text(text)
            case .system:
                guard let text else { throw missing("text") }
                content = .system(text)
            case .file:
                guard let file else { throw missing("file") }
                try MessageValues.check(file, messageID: messageID)
                content = .file(file, caption: text, progress: progress)
            case .call:
                guard let call else { throw missing("call") }
                try MessageValues.check(call, messageID: messageID)
                content = .call(call)
            case .card:
                guard let card else { throw missing("card") }
                content = .card(card)
            case .media:
                guard let media else { throw missing("media") }
                content = .media(media, caption: text, progress: progress)
            case .voice:
                guard let voice else { throw missing("voice") }
                content = .voice(voice)
            case .sticker:
                guard let sticker else { throw missing("sticker") }
                content = .sticker(sticker)
            case .custom:
                guard let custom else { throw missing("layout") }
                content = .custom(custom, caption: text)
            default:
                guard let payload = payloads.first(where: { type(of: $0).kind == kind }) else {
                    throw missing(kind.rawValue)
                }
                try payload.check(fail)
                content = payload.content
            }
        }
        return Message(id: id, author: author, time: time, content: content, status: status, edited: edited,
                       replyTo: replyTo, forwardedFrom: forwardedFrom, linkPreview: linkPreview, reactions: reactions,
                       buttons: buttons)
    }
}

/// The checks of a message's values that its structure cannot hold: ranges, counts, non-empty strings.
enum MessageValues {
    /// Checks the values that may be present on any message; errors name the message and the key (`media[2].width`).
    static func check(media: [MediaItem]?, voice: VoiceNote?, sticker: ImageReference?, custom: CustomContent?,
                      forwardedFrom: String?, linkPreview: LinkPreview?, reactions: [Reaction], buttons: [[String]],
                      progress: Double?, messageID: String) throws(TranscriptError) {
        func fail(_ field: String, _ problem: String) -> TranscriptError {
            .invalidField(messageID: messageID, field: field, problem: problem)
        }
        if let media {
            guard (1...MessageLimits.mediaItems).contains(media.count) else {
                throw fail("media", "must have 1 to \(MessageLimits.mediaItems) items (has \(media.count))")
            }
            for (index, item) in media.enumerated() {
                try checkPicture(path: item.path, width: item.width, height: item.height, field: "media[\(index)]", fail)
                if let seconds = item.seconds, seconds < 0 { throw fail("media[\(index)].seconds", "is negative (\(seconds))") }
            }
        }
        if let voice {
            if voice.seconds < 0 { throw fail("voice.seconds", "is negative (\(voice.seconds))") }
            if voice.waveform.count > MessageLimits.waveformSamples {
                throw fail("voice.waveform", "has \(voice.waveform.count) samples (at most \(MessageLimits.waveformSamples))")
            }
            if let index = voice.waveform.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
                throw fail("voice.waveform[\(index)]", "must be in 0…1 (\(voice.waveform[index]))")
            }
        }
        if let sticker { try checkPicture(path: sticker.path, width: sticker.width, height: sticker.height, field: "sticker", fail) }
        if let custom, case .object = custom.layout {} else if custom != nil {
            throw fail("layout", "must be a component tree (an object)")
        }
        if let forwardedFrom, forwardedFrom.isEmpty { throw fail("forwardedFrom", "is empty") }
        if let preview = linkPreview {
            if preview.url.isEmpty { throw fail("linkPreview.url", "is empty") }
            if let image = preview.image {
                try checkPicture(path: image.path, width: image.width, height: image.height, field: "linkPreview.image", fail)
            }
        }
        if reactions.count > MessageLimits.reactions {
            throw fail("reactions", "has \(reactions.count) reactions (at most \(MessageLimits.reactions))")
        }
        for (index, reaction) in reactions.enumerated() {
            if reaction.emoji.isEmpty { throw fail("reactions[\(index)].emoji", "is empty") }
            if reaction.count < 1 { throw fail("reactions[\(index)].count", "must be at least 1 (\(reaction.count))") }
        }
        if buttons.count > MessageLimits.buttonRows {
            throw fail("buttons", "has \(buttons.count) rows (at most \(MessageLimits.buttonRows))")
        }
        for (row, labels) in buttons.enumerated() {
            guard (1...MessageLimits.buttonsPerRow).contains(labels.count) else {
                throw fail("buttons[\(row)]", "must have 1 to \(MessageLimits.buttonsPerRow) buttons (has \(labels.count))")
            }
            if let column = labels.firstIndex(where: \.isEmpty) { throw fail("buttons[\(row)][\(column)]", "is empty") }
        }
        if let progress, !(progress >= 0 && progress <= 1) { throw fail("progress", "must be in 0…1 (\(progress))") }
    }

    static func check(_ file: FileAttachment, messageID: String) throws(TranscriptError) {
        if file.bytes < 0 {
            throw .invalidField(messageID: messageID, field: "file.bytes", problem: "is negative (\(file.bytes))")
        }
    }

    static func check(_ call: CallInfo, messageID: String) throws(TranscriptError) {
        if call.seconds < 0 {
            throw .invalidField(messageID: messageID, field: "call.seconds", problem: "is negative (\(call.seconds))")
        }
    }

    private static func checkPicture(path: String, width: Int, height: Int, field: String,
                                     _ fail: (String, String) -> TranscriptError) throws(TranscriptError) {
        if path.isEmpty { throw fail(field + ".path", "is empty") }
        for (name, value) in [("width", width), ("height", height)] where !(1...MessageLimits.pixelSide).contains(value) {
            throw fail("\(field).\(name)", "must be 1…\(MessageLimits.pixelSide) pixels (\(value))")
        }
    }
}

extension Message {
    /// Checks the values the message's structure cannot hold (a non-empty author, an album of 1 to 10 pictures within
    /// the pixel limits, a waveform in 0…1, a non-negative file size, a progress in 0…1, …); the error names the
    /// message and the key.
    public func validate() throws(TranscriptError) {
        let messageID = id.rawValue
        if author.isEmpty { throw .invalidField(messageID: messageID, field: "author", problem: "is empty") }
        var media: [MediaItem]?, voice: VoiceNote?, sticker: ImageReference?, custom: CustomContent?
        try content.payload?.check { .invalidField(messageID: messageID, field: $0, problem: $1) }
        switch content {
        case .file(let file, _, _): try MessageValues.check(file, messageID: messageID)
        case .call(let call): try MessageValues.check(call, messageID: messageID)
        case .media(let items, _, _): media = items
        case .voice(let note): voice = note
        case .sticker(let picture): sticker = picture
        case .custom(let tree, _): custom = tree
        default: break
        }
        try MessageValues.check(media: media, voice: voice, sticker: sticker, custom: custom, forwardedFrom: forwardedFrom,
                                linkPreview: linkPreview, reactions: reactions, buttons: buttons,
                                progress: content.progress, messageID: messageID)
    }
}

extension Message: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, author, time, kind, text, status, edited, deleted, replyTo, file, call, card
        case media, voice, sticker, layout, bubble, forwardedFrom, linkPreview, reactions, buttons, progress
    }

    /// The key of a `ContentPayload`: its kind's name.
    private struct PayloadKey: CodingKey {
        let stringValue: String
        init(_ kind: MessageKind) { stringValue = kind.rawValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Decodes a message; any failure names this message's id and the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id: MessageID
        do {
            id = try container.decode(MessageID.self, forKey: .id)
        } catch {
            throw TranscriptError.invalidField(messageID: nil, field: "id", problem: Self.describe(error))
        }
        func field<T: Decodable>(_ key: CodingKeys, _ type: T.Type) throws -> T? {
            do {
                return try container.decodeIfPresent(type, forKey: key)
            } catch {
                throw TranscriptError.invalidField(messageID: id.rawValue, field: key.stringValue, problem: Self.describe(error))
            }
        }
        let payloadContainer = try decoder.container(keyedBy: PayloadKey.self)
        func payload<T: ContentPayload>(_ type: T.Type) throws -> T? {
            do {
                return try payloadContainer.decodeIfPresent(type, forKey: PayloadKey(T.kind))
            } catch {
                throw TranscriptError.invalidField(messageID: id.rawValue, field: T.kind.rawValue, problem: Self.describe(error))
            }
        }
        func required<T: Decodable>(_ key: CodingKeys, _ type: T.Type) throws -> T {
            guard let value = try field(key, type) else {
                throw TranscriptError.invalidField(messageID: id.rawValue, field: key.stringValue, problem: "is missing")
            }
            return value
        }
        let kindText = try required(.kind, String.self)
        guard let kind = MessageKind(rawValue: kindText) else {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "kind",
                problem: "\"\(kindText)\" is not a kind (\(MessageKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let layout = try field(.layout, JSONValue.self)
        let bubble = try field(.bubble, Bool.self)
        if bubble != nil && layout == nil {
            throw TranscriptError.invalidField(messageID: id.rawValue, field: "bubble", problem: "only a custom message (with \"layout\") has it")
        }
        let media = try field(.media, [MediaItem].self), voice = try field(.voice, VoiceNote.self)
        let sticker = try field(.sticker, ImageReference.self), forwardedFrom = try field(.forwardedFrom, String.self)
        let linkPreview = try field(.linkPreview, LinkPreview.self), reactions = try field(.reactions, [Reaction].self)
        let buttons = try field(.buttons, [[String]].self), progress = try field(.progress, Double.self)
        let timeText = try required(.time, String.self)
        guard let time = try? Date(timeText, strategy: .iso8601) else {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "time",
                problem: "\(JSONText.quotedExcerpt(timeText)) is not an ISO 8601 date with a time zone offset")
        }
        // Foundation rolls a day that does not exist over (30 February is 2 March): a date must exist.
        if let (year, month, day) = ISO8601Timestamp.calendarDate(timeText),
           !(1...12).contains(month) || day < 1 || day > ISO8601Timestamp.daysInMonth(month, year: year) {
            throw TranscriptError.invalidField(
                messageID: id.rawValue, field: "time",
                problem: "\(JSONText.quotedExcerpt(timeText)) names a day that does not exist")
        }
        var draft = MessageDraft(id: id, author: try required(.author, String.self), time: time, kind: kind)
        draft.text = try field(.text, String.self)
        draft.status = try field(.status, MessageStatus.self)
        draft.edited = try field(.edited, Bool.self) ?? false
        draft.deleted = try field(.deleted, Bool.self) ?? false
        draft.replyTo = try field(.replyTo, MessageID.self)
        draft.file = try field(.file, FileAttachment.self)
        draft.call = try field(.call, CallInfo.self)
        draft.card = try field(.card, CardContent.self)
        for kind in MessageKind.allCases {
            if let type = kind.payloadType, let value = try payload(type) { draft.payloads.append(value) }
        }
        draft.media = media
        draft.voice = voice
        draft.sticker = sticker
        draft.custom = layout.map { CustomContent(layout: $0, bubble: bubble ?? true) }
        draft.forwardedFrom = forwardedFrom
        draft.linkPreview = linkPreview
        draft.reactions = reactions ?? []
        draft.buttons = buttons ?? []
        draft.progress = progress
        self = try draft.message()
    }

    /// Encodes the message in the transcript JSON format (times in UTC); a deleted message keeps only its kind.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(author, forKey: .author)
        try container.encode(time.formatted(.iso8601), forKey: .time)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(content.text, forKey: .text)
        try container.encodeIfPresent(status, forKey: .status)
        if edited { try container.encode(true, forKey: .edited) }
        if isDeleted { try container.encode(true, forKey: .deleted) }
        try container.encodeIfPresent(replyTo, forKey: .replyTo)
        switch content {
        case .file(let file, _, _): try container.encode(file, forKey: .file)
        case .call(let call): try container.encode(call, forKey: .call)
        case .card(let card): try container.encode(card, forKey: .card)
        case .media(let items, _, _): try container.encode(items, forKey: .media)
        case .voice(let voice): try container.encode(voice, forKey: .voice)
        case .sticker(let sticker): try container.encode(sticker, forKey: .sticker)
        case .custom(let custom, _):
            try container.encode(custom.layout, forKey: .layout)
            if !custom.bubble { try container.encode(false, forKey: .bubble) }
        case .text, .system, .deleted: break
        default:
            if let payload = content.payload {
                var payloads = encoder.container(keyedBy: PayloadKey.self)
                try payloads.encode(payload, forKey: PayloadKey(type(of: payload).kind))
            }
        }
        try container.encodeIfPresent(forwardedFrom, forKey: .forwardedFrom)
        try container.encodeIfPresent(linkPreview, forKey: .linkPreview)
        if !reactions.isEmpty { try container.encode(reactions, forKey: .reactions) }
        if !buttons.isEmpty { try container.encode(buttons, forKey: .buttons) }
        try container.encodeIfPresent(content.progress, forKey: .progress)
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            return "expected \(type)" + Self.path(context)
        case DecodingError.valueNotFound(let type, let context):
            return "expected \(type), found null" + Self.path(context)
        case DecodingError.keyNotFound(let key, let context):
            return "is missing \"\(key.stringValue)\"" + Self.path(context)
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription + Self.path(context)
        case let error as TranscriptError:
            return error.description
        default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "" : " at \(JSONPath.render(context.codingPath))"
    }
}

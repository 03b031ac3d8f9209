import JSON
import Foundation

extension TranscriptDocumentReader {
    /// The `messages` array, and the first message's time as written.
    ///
    /// With several threads, a long array's second half is read by a ``MessageTailReader`` from a guessed element
    /// boundary; its messages are used only if this reader ends an element exactly there (then the guess was a real
    /// boundary, and the other reader read what this one would have). Otherwise this one reads on, as with one thread.
    mutating func messageList() throws(Declined) -> ([Message], String?) {
        var messages: [Message] = []
        // About 280 bytes a message in typical transcripts: one reservation instead of a dozen regrowths.
        messages.reserveCapacity(scanner.bytes.count / 256)
        var firstTime: String?
        try scanner.beginArray()
        var tail = threads > 1 ? MessageTailReader(bytes: scanner.bytes, arrayStart: scanner.position) : nil
        // The other thread reads these bytes: it must be done before they go away, whatever happens here.
        defer { tail?.finish() }
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let (message, time) = try message()
            if messages.isEmpty { firstTime = String(decoding: time, as: UTF8.self) }
            try check(message)
            messages.append(message)
            if let split = tail?.split, scanner.position >= split {
                if scanner.position == split, let rest = tail?.finish() {
                    do { try checks.merge(rest.checks) } catch {
                        throw scanner.declined(.invalidTranscript, error.description)
                    }
                    messages.append(contentsOf: rest.messages)
                    scanner.seek(to: rest.end)
                    return (messages, firstTime)
                }
                tail?.finish()
                tail = nil
            }
        }
        return (messages, firstTime)
    }

    /// The messages of an array from the element at `start` (a `{`) to the array's end, and the position after its
    /// `]`: what ``messageList()`` reads from there.
    mutating func messages(from start: Int) throws(Declined) -> (messages: [Message], end: Int, checks: MessageChecks) {
        scanner.seek(to: start)
        var messages: [Message] = []
        messages.reserveCapacity((scanner.bytes.count - start) / 256)
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let message = try message().0
            try check(message)
            messages.append(message)
        }
        return (messages, scanner.position, checks)
    }

    /// Adds `message` to the checks, declining what `Transcript.validate()` would reject.
    private mutating func check(_ message: Message) throws(Declined) {
        do { try checks.add(message) } catch { throw scanner.declined(.invalidTranscript, error.description) }
    }

    /// One message, and the bytes of its `time`.
    private mutating func message() throws(Declined) -> (Message, UnsafeBufferPointer<UInt8>) {
        var id: MessageID?, author: String?, time: Date?, timeText = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var kind: MessageKind?, text: String?, status: MessageStatus?, edited: Bool?, deleted: Bool?
        var replyTo: MessageID?, file: FileAttachment?, call: CallInfo?, card: CardContent?
        var media: [MediaItem]?, voice: VoiceNote?, sticker: ImageReference?, layout: JSONValue?, bubble: Bool?
        var forwardedFrom: String?, linkPreview: LinkPreview?, reactions: [Reaction] = [], buttons: [[String]] = []
        var progress: Double?, payloads: [any ContentPayload] = []
        var object = try beginObject()
        while let key = try scanner.nextKey(isFirst: &object.isFirst) {
            guard let field = MessageField(key) else {
                // A kind's payload under its kind's name (a contact card), read as its Codable conformance says.
                guard let kind = MessageKind(rawValue: String(decoding: key, as: UTF8.self)), let type = kind.payloadType else {
                    throw scanner.declined(.unknownKey, "a key the format does not define")
                }
                try object.seen.insert(MessageField.payloadKeys + (MessageKind.allCases.firstIndex(of: kind) ?? 0), scanner)
                if try !scanner.consumeNull() { payloads.append(try payload(type)) }
                continue
            }
            try object.seen.insert(field.rawValue, scanner)
            switch field {
            case .id: id = try messageID()
            case .author: author = try scanner.string()
            case .time:
                timeText = try scanner.rawString()
                guard let date = ISO8601Timestamp.parse(timeText) else {
                    throw scanner.declined(.unsupportedValue, "a time that is not strict ISO 8601")
                }
                time = date
            case .kind:
                guard let value = try enumValue(MessageKind.self) else {
                    throw scanner.declined(.unsupportedValue, "unknown kind")
                }
                kind = value
            case .text: text = try scanner.optionalString()
            case .status:
                if try !scanner.consumeNull() {
                    guard let value = try enumValue(MessageStatus.self) else {
                        throw scanner.declined(.unsupportedValue, "unknown status")
                    }
                    status = value
                }
            case .edited: edited = try scanner.consumeNull() ? nil : scanner.bool()
            case .deleted: deleted = try scanner.consumeNull() ? nil : scanner.bool()
            case .replyTo: replyTo = try scanner.consumeNull() ? nil : messageID()
            case .file: file = try scanner.consumeNull() ? nil : fileAttachment()
            case .call: call = try scanner.consumeNull() ? nil : callInfo()
            case .card: card = try scanner.consumeNull() ? nil : cardContent()
            case .media: media = try scanner.consumeNull() ? nil : mediaItems()
            case .voice: voice = try scanner.consumeNull() ? nil : voiceNote()
            case .sticker: sticker = try scanner.consumeNull() ? nil : imageReference("sticker")
            case .layout: layout = try scanner.consumeNull() ? nil : jsonValue()
            case .bubble: bubble = try scanner.consumeNull() ? nil : scanner.bool()
            case .forwardedFrom: forwardedFrom = try scanner.optionalString()
            case .linkPreview: linkPreview = try scanner.consumeNull() ? nil : self.linkPreview()
            case .reactions: reactions = try scanner.consumeNull() ? [] : self.reactions()
            case .buttons: buttons = try scanner.consumeNull() ? [] : buttonRows()
            case .progress: progress = try scanner.consumeNull() ? nil : scanner.double()
            }
        }
        guard let id, let author, let time, let kind else {
            throw scanner.declined(.missingField, "a message's id, author, time or kind")
        }
        if bubble != nil && layout == nil { throw scanner.declined(.invalidTranscript, "bubble without layout") }
        var draft = MessageDraft(id: id, author: author, time: time, kind: kind)
        draft.text = text
        draft.status = status
        draft.edited = edited ?? false
        draft.deleted = deleted ?? false
        draft.replyTo = replyTo
        draft.file = file
        draft.call = call
        draft.card = card
        draft.payloads = payloads
        draft.media = media
        draft.voice = voice
        draft.sticker = sticker
        draft.custom = layout.map { CustomContent(layout: $0, bubble: bubble ?? true) }
        draft.forwardedFrom = forwardedFrom
        draft.linkPreview = linkPreview
        draft.reactions = reactions
        draft.buttons = buttons
        draft.progress = progress
        do {
            return (try draft.message(), timeText)
        } catch {
            throw scanner.declined(.invalidTranscript, error.description)
        }
    }

    /// A string value read as one of an enum's raw values (nil when it is none of them): matched on its bytes when
    /// it has no escapes, else (and for the errors) read as a `String`.
    private mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(Declined) -> Value?
    where Value.RawValue == String {
        if let plain = scanner.peekPlainString(), let value = Value.allCases.first(where: { $0.rawValue.utf8.elementsEqual(plain) }) {
            scanner.skipPlainString(plain)
            return value
        }
        return Value(rawValue: try scanner.string())
    }

    private mutating func fileAttachment() throws(Declined) -> FileAttachment {
        var name: String?, bytes: Int?
        var object = try beginObject()
        while let field = try nextField(of: ["name", "bytes"], in: &object) {
            if field == 0 { name = try scanner.string() } else { bytes = try scanner.integer() }
        }
        guard let name, let bytes else { throw scanner.declined(.missingField, "file name or bytes") }
        return FileAttachment(name: name, bytes: bytes)
    }

    private mutating func callInfo() throws(Declined) -> CallInfo {
        var seconds: Int?
        var object = try beginObject()
        while try nextField(of: ["seconds"], in: &object) != nil { seconds = try scanner.integer() }
        guard let seconds else { throw scanner.declined(.missingField, "call seconds") }
        return CallInfo(seconds: seconds)
    }

    private mutating func cardContent() throws(Declined) -> CardContent {
        var fields: [String?] = [nil, nil, nil]
        var object = try beginObject()
        while let field = try nextField(of: ["title", "body", "button"], in: &object) { fields[field] = try scanner.string() }
        guard let title = fields[0], let body = fields[1], let button = fields[2] else {
            throw scanner.declined(.missingField, "card title, body or button")
        }
        return CardContent(title: title, body: body, button: button)
    }

    /// A ``ContentPayload`` decoded from the value that follows, as the reference decoder decodes it.
    private mutating func payload<T: ContentPayload>(_ type: T.Type) throws(Declined) -> T {
        let value = try jsonValue()
        do throws(JSONDecodingError) {
            return try JSONValueDecoder().decode(type, from: value)
        } catch {
            if case .value(_, "is missing", nil) = error { throw scanner.declined(.missingField, "\(T.kind.rawValue): \(error)") }
            throw scanner.declined(.wrongType, "\(T.kind.rawValue): \(error)")
        }
    }
}

/// The keys of a message object (their raw values index a `KeySet`).
enum MessageField: Int {
    case id, author, time, kind, text, status, edited, deleted, replyTo, file, call, card
    case media, voice, sticker, layout, bubble, forwardedFrom, linkPreview, reactions, buttons, progress

    /// Where the `KeySet` indexes of the payload keys start (one per ``MessageKind``, by its place in `allCases`).
    static let payloadKeys = 32

    /// The field these key bytes spell, if any.
    init?(_ key: UnsafeBufferPointer<UInt8>) {
        guard let first = key.first else { return nil }
        let field: MessageField
        switch (first, key.count) {
        case (UInt8(ascii: "i"), 2): field = .id
        case (UInt8(ascii: "a"), 6): field = .author
        case (UInt8(ascii: "t"), 4): field = key[1] == UInt8(ascii: "i") ? .time : .text
        case (UInt8(ascii: "k"), 4): field = .kind
        case (UInt8(ascii: "s"), 6): field = .status
        case (UInt8(ascii: "e"), 6): field = .edited
        case (UInt8(ascii: "d"), 7): field = .deleted
        case (UInt8(ascii: "r"), 7): field = .replyTo
        case (UInt8(ascii: "f"), 4): field = .file
        case (UInt8(ascii: "c"), 4): field = key[1] == UInt8(ascii: "a") && key[2] == UInt8(ascii: "l") ? .call : .card
        case (UInt8(ascii: "m"), 5): field = .media
        case (UInt8(ascii: "v"), 5): field = .voice
        case (UInt8(ascii: "s"), 7): field = .sticker
        case (UInt8(ascii: "l"), 6): field = .layout
        case (UInt8(ascii: "b"), 6): field = .bubble
        case (UInt8(ascii: "f"), 13): field = .forwardedFrom
        case (UInt8(ascii: "l"), 11): field = .linkPreview
        case (UInt8(ascii: "r"), 9): field = .reactions
        case (UInt8(ascii: "b"), 7): field = .buttons
        case (UInt8(ascii: "p"), 8): field = .progress
        default: return nil
        }
        guard key.equals(field.name) else { return nil }
        self = field
    }

    var name: StaticString {
        switch self {
        case .id: "id"
        case .author: "author"
        case .time: "time"
        case .kind: "kind"
        case .text: "text"
        case .status: "status"
        case .edited: "edited"
        case .deleted: "deleted"
        case .replyTo: "replyTo"
        case .file: "file"
        case .call: "call"
        case .card: "card"
        case .media: "media"
        case .voice: "voice"
        case .sticker: "sticker"
        case .layout: "layout"
        case .bubble: "bubble"
        case .forwardedFrom: "forwardedFrom"
        case .linkPreview: "linkPreview"
        case .reactions: "reactions"
        case .buttons: "buttons"
        case .progress: "progress"
        }
    }
}

import Foundation
import JSON

/// Decodes transcript JSON by scanning its UTF-8 bytes once, without `JSONDecoder`, `Codable` containers or a date
/// formatter: the 10,000-message long chat (2.8 MB) in a few milliseconds instead of about 55.
///
/// It reads the regular form of the format (see `Transcript`) and declines everything else with a
/// ``TranscriptScanDeclined``; callers then decode with the reference decoder, which reads what the fast path declined or
/// throws the `TranscriptError` naming the message id and the field. `Transcript.decode(from:)` does exactly that.
/// Whatever it accepts decodes to the transcript the reference decoder would produce: `null` means absent for
/// optional keys, validation is the same; a key the format does not define is declined (its value would go unchecked
/// for duplicate keys), and so is a key given twice.
public enum FastTranscriptDecoder {
    /// Decodes and validates the transcript in `data`.
    ///
    /// - Parameters:
    ///   - data: the transcript's JSON.
    ///   - capturing: top-level keys outside the transcript format (such as `"locale"`) whose string
    ///     values to return in ``ScannedTranscript/strings``; a captured key with a value that is neither a string
    ///     nor `null` is declined.
    ///   - threads: with 2 or more, the second half of a long `messages` array is read on another thread while this
    ///     one reads the first (the result, and whether it declines, are the same).
    /// - Throws: ``TranscriptScanDeclined`` when the document is not in the regular form or not a valid transcript.
    public static func decode(_ data: Data, capturing: Set<String> = [], threads: Int = 1)
        throws(TranscriptScanDeclined) -> ScannedTranscript {
        let result: Result<ScannedTranscript, TranscriptScanDeclined> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var decoder = TranscriptDocumentReader(scanner: TranscriptScanner(bytes), capturing: capturing, threads: threads)
            do throws(TranscriptScanDeclined) {
                return .success(try decoder.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The transcript format's objects read from a ``TranscriptScanner``, with `Codable`'s rules: required keys,
/// `decodeIfPresent` for optional ones, the first error ends the scan.
struct TranscriptDocumentReader {
    typealias Declined = TranscriptScanDeclined

    var scanner: TranscriptScanner
    let capturing: [(key: [UInt8], name: String)]
    /// Threads the `messages` array may be read on.
    let threads: Int
    /// The checks of the messages read so far.
    var checks: MessageChecks

    init(scanner: TranscriptScanner, capturing: Set<String>, threads: Int = 1, expectedMessages: Int? = nil) {
        self.scanner = scanner
        self.capturing = capturing.sorted().map { (Array($0.utf8), $0) }
        self.threads = threads
        // About 280 bytes a message in typical transcripts.
        checks = MessageChecks(capacity: expectedMessages ?? scanner.bytes.count / 256)
    }

    /// The top-level object.
    mutating func document() throws(Declined) -> ScannedTranscript {
        var title: String?, me: String?, participants: [Participant]?, unreadFrom: MessageID?
        var messages: [Message]?, firstTime: String?, typing: [String]?, loading: LoadingState?
        var strings: [String: String] = [:]
        guard scanner.peek() == UInt8(ascii: "{") else { throw scanner.declined(.syntax, "the document is not an object") }
        var object = try beginObject()
        while let key = try scanner.nextKey(isFirst: &object.isFirst) {
            let known = ["title", "me", "participants", "unreadFrom", "messages", "typing", "loading"] as [StaticString]
            guard let field = known.firstIndex(where: { key.equals($0) })
                    ?? capturing.firstIndex(where: { $0.key.elementsEqual(key) }).map({ known.count + $0 })
            else {
                throw scanner.declined(.unknownKey, "a key the format does not define")
            }
            try object.seen.insert(field, scanner)
            switch field {
            case 0: title = try scanner.string()
            case 1: me = try scanner.string()
            case 2: participants = try participantList()
            case 3: unreadFrom = try scanner.consumeNull() ? nil : messageID()
            case 4: (messages, firstTime) = try messageList()
            case 5:
                if try !scanner.consumeNull() {
                    var ids: [String] = []
                    try scanner.beginArray()
                    var isFirst = true
                    while try scanner.nextElement(isFirst: &isFirst) { ids.append(try scanner.string()) }
                    typing = ids
                }
            case 6:
                if let text = try scanner.optionalString() {
                    guard let state = LoadingState(rawValue: text) else { throw scanner.declined(.unsupportedValue, "loading") }
                    loading = state
                }
            default:
                if let value = try scanner.optionalString() { strings[capturing[field - known.count].name] = value }
            }
        }
        try scanner.expectEnd()
        guard let title, let me, let participants, let messages else {
            throw scanner.declined(.missingField, "a top-level key is missing")
        }
        do {
            let transcript = try Transcript(
                title: title, me: me, participants: participants, unreadFrom: unreadFrom, messages: messages,
                typing: typing ?? [], loading: loading, checks: checks)
            return ScannedTranscript(transcript: transcript, strings: strings, firstMessageTime: firstTime)
        } catch {
            throw scanner.declined(.invalidTranscript, error.description)
        }
    }

    /// A message id: a string, or an integer kept as its decimal text.
    mutating func messageID() throws(Declined) -> MessageID {
        let next = scanner.peek()
        if next == UInt8(ascii: "-") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) {
            return MessageID(String(try scanner.integer()))
        }
        return MessageID(try scanner.string())
    }

    private mutating func participantList() throws(Declined) -> [Participant] {
        var participants: [Participant] = []
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            var id: String?, name: String?, avatar: String?
            var object = try beginObject()
            while let field = try nextField(of: ["id", "name", "avatar"], in: &object) {
                switch field {
                case 0: id = try scanner.string()
                case 1: name = try scanner.string()
                default: avatar = try scanner.optionalString()
                }
            }
            guard let id, let name else { throw scanner.declined(.missingField, "participant id or name") }
            participants.append(Participant(id: id, name: name, avatar: avatar))
        }
        return participants
    }

    /// Starts reading an object whose keys ``nextField(of:in:)`` matches.
    mutating func beginObject() throws(Declined) -> ObjectFields {
        try scanner.beginObject()
        return ObjectFields()
    }

    /// The index in `keys` of the object's next known key (its value is next), skipping unknown keys and their
    /// values; nil at the object's end. A key read twice is declined.
    mutating func nextField(of keys: [StaticString], in object: inout ObjectFields) throws(Declined) -> Int? {
        while let key = try scanner.nextKey(isFirst: &object.isFirst) {
            if let index = keys.firstIndex(where: { key.equals($0) }) {
                try object.seen.insert(index, scanner)
                return index
            }
            throw scanner.declined(.unknownKey, "a key the format does not define")
        }
        return nil
    }
}

/// Where the reading of one object stands: whether a key was read yet, and which known keys.
struct ObjectFields {
    var isFirst = true
    var seen = KeySet()
}

/// The keys already read in one object (by the reader's index for them): a second occurrence is declined,
/// since `JSONDecoder`'s choice between duplicates is its own business.
struct KeySet {
    private var bits: UInt64 = 0

    mutating func insert(_ index: Int, _ scanner: TranscriptScanner) throws(TranscriptScanDeclined) {
        let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
        guard index < 64, bits & bit == 0 else { throw scanner.declined(.duplicateKey, "a key appears twice") }
        bits |= bit
    }
}

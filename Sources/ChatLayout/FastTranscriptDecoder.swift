import Foundation

/// Decodes transcript JSON by scanning its UTF-8 bytes once, without `JSONDecoder`, `Codable` containers or a date
/// formatter: the 10,000-message long chat (2.8 MB) in a few milliseconds instead of about 55.
///
/// It reads the regular form of the format (see `Transcript`) and declines everything else with a
/// ``TranscriptScanDeclined``; callers then decode with `JSONDecoder`, which reads what the fast path declined or
/// throws the `TranscriptError` naming the message id and the field. `Transcript.decode(from:)` does exactly that.
/// Whatever it accepts decodes to the transcript `JSONDecoder` would produce: unknown keys are skipped (after
/// checking they are well-formed), `null` means absent for optional keys, validation is the same.
public enum FastTranscriptDecoder {
    /// Decodes and validates the transcript in `data`.
    ///
    /// - Parameter capturing: top-level keys outside the transcript format (such as `"locale"`) whose string
    ///   values to return in ``ScannedTranscript/strings``; a captured key with a value that is neither a string
    ///   nor `null` is declined.
    /// - Throws: ``TranscriptScanDeclined`` when the document is not in the regular form or not a valid transcript.
    public static func decode(_ data: Data, capturing: Set<String> = []) throws(TranscriptScanDeclined) -> ScannedTranscript {
        let result: Result<ScannedTranscript, TranscriptScanDeclined> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var decoder = TranscriptDocumentReader(scanner: JSONByteScanner(bytes), capturing: capturing)
            do throws(TranscriptScanDeclined) {
                return .success(try decoder.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The transcript format's objects read from a ``JSONByteScanner``, with `Codable`'s rules: required keys,
/// `decodeIfPresent` for optional ones, the first error ends the scan.
struct TranscriptDocumentReader {
    typealias Declined = TranscriptScanDeclined

    var scanner: JSONByteScanner
    let capturing: [(key: [UInt8], name: String)]

    init(scanner: JSONByteScanner, capturing: Set<String>) {
        self.scanner = scanner
        self.capturing = capturing.sorted().map { (Array($0.utf8), $0) }
    }

    /// The top-level object.
    mutating func document() throws(Declined) -> ScannedTranscript {
        var title: String?, me: String?, participants: [Participant]?, unreadFrom: MessageID?
        var messages: [Message]?, firstTime: String?
        var strings: [String: String] = [:]
        var seen = KeySet()
        guard scanner.peek() == UInt8(ascii: "{") else { throw scanner.declined(.syntax, "the document is not an object") }
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            if key.equals("title") {
                try seen.insert(0, scanner)
                title = try scanner.string()
            } else if key.equals("me") {
                try seen.insert(1, scanner)
                me = try scanner.string()
            } else if key.equals("participants") {
                try seen.insert(2, scanner)
                participants = try participantList()
            } else if key.equals("unreadFrom") {
                try seen.insert(3, scanner)
                unreadFrom = try scanner.consumeNull() ? nil : messageID()
            } else if key.equals("messages") {
                try seen.insert(4, scanner)
                (messages, firstTime) = try messageList()
            } else if let index = capturing.firstIndex(where: { $0.key.elementsEqual(key) }) {
                try seen.insert(5 + index, scanner)
                if let value = try scanner.optionalString() { strings[capturing[index].name] = value }
            } else {
                try scanner.skipValue()
            }
        }
        try scanner.expectEnd()
        guard let title, let me, let participants, let messages else {
            throw scanner.declined(.missingField, "a top-level key is missing")
        }
        do {
            let transcript = try Transcript(
                title: title, me: me, participants: participants, unreadFrom: unreadFrom, messages: messages)
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
            var seen = KeySet()
            try scanner.beginObject()
            var isFirstKey = true
            while let key = try scanner.nextKey(isFirst: &isFirstKey) {
                if key.equals("id") {
                    try seen.insert(0, scanner)
                    id = try scanner.string()
                } else if key.equals("name") {
                    try seen.insert(1, scanner)
                    name = try scanner.string()
                } else if key.equals("avatar") {
                    try seen.insert(2, scanner)
                    avatar = try scanner.optionalString()
                } else {
                    try scanner.skipValue()
                }
            }
            guard let id, let name else { throw scanner.declined(.missingField, "participant id or name") }
            participants.append(Participant(id: id, name: name, avatar: avatar))
        }
        return participants
    }
}

/// The keys already read in one object (by the reader's index for them): a second occurrence is declined,
/// since `JSONDecoder`'s choice between duplicates is its own business.
struct KeySet {
    private var bits: UInt64 = 0

    mutating func insert(_ index: Int, _ scanner: JSONByteScanner) throws(TranscriptScanDeclined) {
        let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
        guard index < 64, bits & bit == 0 else { throw scanner.declined(.duplicateKey, "a key appears twice") }
        bits |= bit
    }
}

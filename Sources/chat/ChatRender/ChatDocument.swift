import ChatBubbles
import ChatLayout
import ChatModel
import FileAccess
import JSON
import Foundation

/// A transcript file as `render-chat` reads it: the transcript of issue 5's JSON, plus two optional keys that
/// only change how it is shown:
///
/// - `"locale"`: e.g. `"ru_RU"`: date headers and the screen's words (``ChatStrings``); default `en_US`;
/// - `"timeZone"`: an IANA name (`"Europe/Moscow"`) or an offset (`"+03:00"`): the local days and times shown;
///   default: the offset written in the first message's `time`, so a transcript shows the times it spells.
public struct ChatDocument: Sendable {
    /// The validated transcript.
    public var transcript: Transcript
    /// The locale of dates and words.
    public var locale: Locale
    /// The time zone of days and times.
    public var timeZone: TimeZone
    /// Where the document came from (a path), for messages.
    public var source: String
    /// The directory relative avatar and picture paths are resolved against (the transcript's folder).
    public var baseDirectory: String?

    /// The largest transcript file ``read(contentsOf:threads:maximumBytes:maximumMessages:)`` reads by default: 64 MiB.
    public static let defaultMaximumFileBytes = 64 << 20
    /// The most messages a transcript may have by default: 100,000.
    public static let defaultMaximumMessages = 100_000

    /// Reads and validates the transcript at `path`: a regular file (opened non-blocking, so a FIFO cannot hang the
    /// reader) of at most `maximumBytes`, checked before it is read, with at most `maximumMessages` messages.
    ///
    /// - Throws: `ChatRenderError.unreadableFile` when the file cannot be read (also: not a regular file, larger than
    ///   `maximumBytes`), `.invalidTranscript` (naming the file, the message id and the field) when it is not a valid
    ///   transcript, `.tooManyMessages` past `maximumMessages`.
    /// - Parameters:
    ///   - path: the transcript file; pictures and avatars resolve against its folder.
    ///   - threads: threads a long transcript is decoded on.
    ///   - maximumBytes: the largest file read.
    ///   - maximumMessages: the most messages the transcript may have.
    public static func read(contentsOf path: String, threads: Int = 1, maximumBytes: Int = defaultMaximumFileBytes,
                            maximumMessages: Int = defaultMaximumMessages) throws(ChatRenderError) -> ChatDocument {
        let bytes: [UInt8]
        do throws(FileAccessError) {
            bytes = try FilePolicy.anywhere(maximumBytes: maximumBytes).read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try ChatDocument(data: Data(bytes), source: path, baseDirectory: directory, threads: threads,
                                maximumMessages: maximumMessages)
    }

    /// Decodes and validates a transcript from JSON `data`.
    ///
    /// - Parameters:
    ///   - data: the transcript's JSON.
    ///   - source: names the transcript in errors (a file path, say).
    ///   - baseDirectory: where pictures and avatars resolve (nil: none are read).
    ///   - threads: threads a long transcript is decoded on.
    ///   - maximumMessages: the most messages the transcript may have (checked once it is decoded, before anything
    ///     is laid out; the size of `data` bounds the decoding).
    /// - Throws: `ChatRenderError.invalidTranscript` naming `source`, the message id and the field;
    ///   `.tooManyMessages` naming `source` past `maximumMessages`.
    public init(data: Data, source: String = "transcript", baseDirectory: String? = nil, threads: Int = 1,
                maximumMessages: Int = defaultMaximumMessages) throws(ChatRenderError) {
        try self.init(data: data, source: source, baseDirectory: baseDirectory, tryingFastDecoder: true, threads: threads)
        guard transcript.messages.count <= maximumMessages else {
            throw .tooManyMessages(file: source, count: transcript.messages.count, limit: maximumMessages)
        }
    }

    /// Decodes with ``FastTranscriptDecoder`` first (unless `tryingFastDecoder` is false: the tests' reference),
    /// with `JSONDecoder` for what it declines.
    init(data: Data, source: String, baseDirectory: String?, tryingFastDecoder: Bool, threads: Int = 1) throws(ChatRenderError) {
        let envelope: Envelope
        do {
            if tryingFastDecoder,
               let scanned = try? FastTranscriptDecoder.decode(
                   data, capturing: [Envelope.localeKey, Envelope.timeZoneKey], threads: threads) {
                envelope = Envelope(scanned)
            } else {
                envelope = try Transcript.decodeReference(Envelope.self, from: data)
            }
        } catch {
            // (Only the transcript reader throws here, and only its typed errors.)
            throw .invalidTranscript(file: source, error)
        }
        transcript = envelope.transcript
        locale = Locale(identifier: envelope.locale ?? "en_US")
        guard let zone = Self.timeZone(named: envelope.timeZone) ?? Self.timeZone(ofTime: envelope.firstTime) ?? TimeZone(identifier: "UTC")
        else { throw .invalidTranscript(file: source, .malformed(field: "\"timeZone\"", problem: "no time zone is available")) }
        if let name = envelope.timeZone, Self.timeZone(named: name) == nil {
            throw .invalidTranscript(
                file: source, .malformed(field: "\"timeZone\"", problem: "\(JSONText.quotedExcerpt(name)) is neither an IANA name nor Z nor ±HH:MM"))
        }
        timeZone = zone
        self.source = source
        self.baseDirectory = baseDirectory
    }

    /// The transcript plus the display keys, in one pass over the JSON (``FastTranscriptDecoder``'s, or
    /// `JSONDecoder`'s for what it declines).
    private struct Envelope: Decodable {
        var transcript: Transcript
        var locale: String?
        var timeZone: String?
        var firstTime: String?

        static let localeKey = Keys.locale.rawValue
        static let timeZoneKey = Keys.timeZone.rawValue

        enum Keys: String, CodingKey { case locale, timeZone, messages }
        private struct FirstMessage: Decodable { var time: String? }

        init(_ scanned: ScannedTranscript) {
            transcript = scanned.transcript
            locale = scanned.strings[Self.localeKey]
            timeZone = scanned.strings[Self.timeZoneKey]
            firstTime = scanned.firstMessageTime
        }

        init(from decoder: any Decoder) throws {
            transcript = try Transcript(from: decoder)
            let container = try decoder.container(keyedBy: Keys.self)
            do {
                locale = try container.decodeIfPresent(String.self, forKey: .locale)
            } catch {
                throw TranscriptError.malformed(field: "\"locale\"", problem: "must be a string such as \"ru_RU\"")
            }
            do {
                timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
            } catch {
                throw TranscriptError.malformed(field: "\"timeZone\"", problem: "must be a string such as \"+03:00\"")
            }
            var messages = try container.nestedUnkeyedContainer(forKey: .messages)
            firstTime = messages.isAtEnd ? nil : try messages.decode(FirstMessage.self).time
        }
    }

    /// The `"timeZone"` key's zone: an IANA name (`Europe/Moscow`), `Z` or `UTC`, or a fixed offset `±HH:MM`.
    static func timeZone(named text: String?) -> TimeZone? {
        guard let text, !text.isEmpty, text.utf8.count <= 64 else { return nil }
        if text == "Z" { return TimeZone(secondsFromGMT: 0) }
        if text.first == "+" || text.first == "-" { return offset(text) }
        return TimeZone(identifier: text)
    }

    /// The zone a message's time is written in: its `Z` or `±HH:MM` tail.
    static func timeZone(ofTime text: String?) -> TimeZone? {
        guard let text, !text.isEmpty else { return nil }
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(secondsFromGMT: 0) }
        return offset(String(text.suffix(6)))
    }

    /// `±HH:MM` as a fixed zone (at most ±18:00), or nil.
    private static func offset(_ tail: String) -> TimeZone? {
        guard tail.count == 6, let sign = tail.first, sign == "+" || sign == "-",
              tail[tail.index(tail.startIndex, offsetBy: 3)] == ":",
              let hours = Int(tail.dropFirst().prefix(2)), let minutes = Int(tail.suffix(2)),
              hours <= 18, minutes < 60 else { return nil }
        return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
    }
}

extension ChatDocument {
    /// The folder relative paths resolve against: ``baseDirectory``, or the current directory.
    var folder: String { baseDirectory ?? FileManager.default.currentDirectoryPath }

    /// A path the transcript writes (an avatar, a photo), made absolute against ``folder``.
    func path(of reference: String) -> String {
        reference.hasPrefix("/") ? reference : URL(fileURLWithPath: folder).appendingPathComponent(reference).path
    }

    /// Files the transcript names may be read inside its folder and `allowedFolders`, up to `maximumBytes` each.
    func filePolicy(allowing allowedFolders: [String], maximumBytes: Int) -> FilePolicy {
        .inside([folder] + allowedFolders, maximumBytes: maximumBytes)
    }
}

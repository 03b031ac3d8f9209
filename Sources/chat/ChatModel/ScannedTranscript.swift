/// What ``FastTranscriptDecoder`` read from a document: the validated transcript, plus the top-level string keys
/// the caller asked for and the first message's time as written (from which a reader may take a time zone).
public struct ScannedTranscript: Hashable, Sendable {
    /// The validated transcript, equal to what `JSONDecoder` decodes from the same document.
    public var transcript: Transcript
    /// The captured top-level keys that are present with a string value (absent or `null` ones are missing).
    public var strings: [String: String]
    /// The first message's `time` as the document spells it; nil when there are no messages.
    public var firstMessageTime: String?

    /// Creates a scanned transcript.
    public init(transcript: Transcript, strings: [String: String] = [:], firstMessageTime: String? = nil) {
        self.transcript = transcript
        self.strings = strings
        self.firstMessageTime = firstMessageTime
    }
}

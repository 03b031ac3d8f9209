/// How much input one measurement may take (DESIGN.md, "Errors, bad and hostile input"): past a limit, that item
/// gets an error answer and the stream goes on.
struct InputLimits: Sendable {
    /// The longest `--jsonl` input line, in bytes (`--max-line-bytes`).
    var maxLineBytes = InputLimits.defaultMaxLineBytes
    /// The longest text one measurement takes, in UTF-8 bytes (`--max-text-bytes`).
    var maxTextBytes = InputLimits.defaultMaxTextBytes

    static let defaultMaxLineBytes = 8 << 20
    static let defaultMaxTextBytes = 1 << 20

    /// The error for a text over the limit, or nil.
    func check(text: String) -> String? {
        let bytes = text.utf8.count
        guard bytes > maxTextBytes else { return nil }
        return "text is \(bytes) bytes; the limit is \(maxTextBytes) (--max-text-bytes)"
    }
}

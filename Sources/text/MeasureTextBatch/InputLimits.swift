/// How much input one measurement may take (DESIGN.md, "Errors, bad and hostile input"): past a limit, that item
/// gets an error answer and the stream goes on.
public struct InputLimits: Sendable, Hashable {
    /// The longest `--jsonl` input line, in bytes (`--max-line-bytes`).
    public var maxLineBytes: Int
    /// The longest text one measurement takes, in UTF-8 bytes (`--max-text-bytes`).
    public var maxTextBytes: Int

    /// 8 MiB: the default longest line.
    public static let defaultMaxLineBytes = 8 << 20
    /// 1 MiB: the default longest text.
    public static let defaultMaxTextBytes = 1 << 20

    /// Limits of `maxLineBytes` per line and `maxTextBytes` per text.
    public init(maxLineBytes: Int = InputLimits.defaultMaxLineBytes, maxTextBytes: Int = InputLimits.defaultMaxTextBytes) {
        self.maxLineBytes = maxLineBytes
        self.maxTextBytes = maxTextBytes
    }

    /// The error for a text over the limit, or nil.
    package func check(text: String) -> String? { check(textBytes: text.utf8.count) }

    /// The error for a text of `bytes` UTF-8 bytes over the limit, or nil.
    package func check(textBytes bytes: Int) -> String? {
        guard bytes > maxTextBytes else { return nil }
        return "text is \(bytes) bytes; the limit is \(maxTextBytes) (--max-text-bytes)"
    }
}

/// A JSON document that is not valid JSON (RFC 8259), or that Letterpress refuses to read (a duplicate key, a number
/// too large for a double, nesting past the limit): where and what, in words.
///
/// `description`: `line 3, column 14: expected ":" after the key "width"`.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem, from 1, in characters (Unicode scalars).
    public var column: Int
    /// What is wrong: "expected a value", "duplicate key \"id\"", ….
    public var message: String

    /// An error at `line` and `column` (both from 1) saying `message`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 14: expected ":" after the key "width"`.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// The error at byte `offset` of `bytes`, its line and column counted from the start.
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1   // a scalar starts here (continuation bytes do not count)
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}

/// An OpenType feature setting, like `liga=0` or `tnum`.
public struct FontFeature: Hashable, Sendable, Codable {
    /// The four-letter feature tag.
    public var tag: String
    /// The value: 0 turns a feature off, 1 on, higher values pick alternates.
    public var value: UInt32

    /// Creates a feature setting. The tag must be four printable ASCII characters.
    public init(_ tag: String, value: UInt32 = 1) throws {
        guard tag.utf8.count == 4, tag.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            throw TextMeasureError.invalidArgument(name: "feature tag", value: "'\(tag)'", reason: "must be four ASCII characters")
        }
        self.tag = tag
        self.value = value
    }

    /// Parses `"liga"`, `"liga=0"`, `"-liga"` or `"+kern"`.
    public init(parsing string: String) throws {
        if string.hasPrefix("-") { try self.init(String(string.dropFirst()), value: 0); return }
        if string.hasPrefix("+") { try self.init(String(string.dropFirst())); return }
        let parts = string.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { try self.init(string); return }
        guard let value = UInt32(parts[1]) else {
            throw TextMeasureError.invalidArgument(name: "feature value", value: "'\(string)'", reason: "not a whole number")
        }
        try self.init(parts[0], value: value)
    }
}

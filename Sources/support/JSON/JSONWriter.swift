/// Writes ``JSONValue``s as JSON text: compact, or indented two spaces a level; object keys sorted when asked (a
/// stable text for files people diff).
package enum JSONWriter {
    /// Appends `value` as JSON to `out`.
    package static func append(_ value: JSONValue, to out: inout [UInt8], sortedKeys: Bool = true, indent: Int? = nil) {
        write(value, to: &out, sortedKeys: sortedKeys, indent: indent, level: 0)
    }

    /// `value` as JSON text.
    package static func text(_ value: JSONValue, sortedKeys: Bool = true, pretty: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        append(value, to: &out, sortedKeys: sortedKeys, indent: pretty ? 2 : nil)
        return out
    }

    private static func write(_ value: JSONValue, to out: inout [UInt8], sortedKeys: Bool, indent: Int?, level: Int) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): JSONLiteral.appendNumber(number, to: &out)
        case .string(let string): JSONLiteral.appendString(string, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent: indent, level: level + 1)
                write(element, to: &out, sortedKeys: sortedKeys, indent: indent, level: level + 1)
            }
            newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(UInt8(ascii: "{"))
            let keys = sortedKeys ? members.keys.sorted() : Array(members.keys)
            for (index, key) in keys.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent: indent, level: level + 1)
                JSONLiteral.appendString(key, to: &out)
                out.append(contentsOf: (indent == nil ? ":" : ": ").utf8)
                if let member = members[key] {
                    write(member, to: &out, sortedKeys: sortedKeys, indent: indent, level: level + 1)
                }
            }
            newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }
}

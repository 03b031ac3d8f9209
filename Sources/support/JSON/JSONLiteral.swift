/// JSON text for numbers and strings, for the package's hand-written JSON (`measure-text --json`, the chat layout
/// export), which keeps keys in their documented order and numbers in their shortest form. Each literal can be
/// appended to a byte buffer directly, or made as a `String`; both give the same text.
package enum JSONLiteral {
    /// A JSON number: integers without a fraction, `null` for NaN and infinities (JSON has neither).
    package static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string literal, with quotes, backslashes and control characters escaped.
    package static func string(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendString(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``number(_:)``'s text to `out`.
    package static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(contentsOf: "null".utf8)
            return
        }
        guard value == value.rounded() && abs(value) < 1e15 else {
            out.append(contentsOf: value.description.utf8)   // the shortest text that reads back as `value`
            return
        }
        appendInteger(Int64(value), to: &out)
    }

    /// Appends the decimal digits of `value` to `out`.
    package static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 24 bytes: enough for 20 digits
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// Appends ``string(_:)``'s text to `out`.
    package static func appendString(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            out.append(UInt8(ascii: "\""))
            var start = 0
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == 0x22 || utf8[index] == 0x5C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                appendEscape(utf8[index], to: &out)
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// Appends UTF-16 `units` as a JSON string literal (an unpaired surrogate becomes U+FFFD, as in `String`). The
    /// text is encoded a chunk at a time into a small buffer on the stack and appended in one go per chunk.
    package static func appendString(utf16 units: UnsafeBufferPointer<UInt16>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let chunk = 256
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk * 3 + 8) { buffer in
            var index = 0
            let count = units.count
            while index < count {
                var written = 0
                let stop = min(count, index + chunk)
                while index < stop {
                    let unit = UInt32(units[index])
                    index += 1
                    if unit < 0x80 {
                        if unit >= 0x20 && unit != 0x22 && unit != 0x5C {
                            buffer[written] = UInt8(unit)
                            written += 1
                        } else {
                            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<written]))
                            written = 0
                            appendEscape(UInt8(unit), to: &out)
                        }
                        continue
                    }
                    var scalar = unit
                    if unit & 0xFC00 == 0xD800, index < count, UInt32(units[index]) & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else if unit & 0xF800 == 0xD800 {
                        scalar = 0xFFFD
                    }
                    if scalar < 0x800 {
                        buffer[written] = UInt8(0xC0 | scalar >> 6)
                        written += 1
                    } else if scalar < 0x10000 {
                        buffer[written] = UInt8(0xE0 | scalar >> 12)
                        buffer[written + 1] = UInt8(0x80 | (scalar >> 6) & 0x3F)
                        written += 2
                    } else {
                        buffer[written] = UInt8(0xF0 | scalar >> 18)
                        buffer[written + 1] = UInt8(0x80 | (scalar >> 12) & 0x3F)
                        buffer[written + 2] = UInt8(0x80 | (scalar >> 6) & 0x3F)
                        written += 3
                    }
                    buffer[written] = UInt8(0x80 | scalar & 0x3F)
                    written += 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<written]))
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case 0x22: out.append(contentsOf: #"\""#.utf8)
        case 0x5C: out.append(contentsOf: #"\\"#.utf8)
        case 0x0A: out.append(contentsOf: #"\n"#.utf8)
        case 0x0D: out.append(contentsOf: #"\r"#.utf8)
        case 0x09: out.append(contentsOf: #"\t"#.utf8)
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: #"\u00"#.utf8)
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 15)])
        }
    }
}

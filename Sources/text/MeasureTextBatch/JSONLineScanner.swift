/// Reads the common shape of a `--jsonl` line straight from its bytes: one flat object of the documented keys,
/// each at most once, with string, number, boolean or null values of the key's type. Anything else — an unknown or
/// repeated key, an escaped key, a nested value (`"widths"`' array), a value of another type, a number out of range, malformed JSON —
/// returns nil, and the line goes to `JSONDecoder`, which reports problems as it always has.
package struct JSONLineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Unescaped string bytes.
    private var scratch: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The keys a line may hold, by name (the `BatchOverrides` properties).
    private enum Key: String, CaseIterable {
        case id, text, font, fontFile, weight, italic, size, width, height, maxLines, lineBreak, alignment, lineSpacing,
             lineHeightMultiple, paragraphSpacing, noFontLeading, scale, textStyle, contentSize, adjustsFontSizeToFitWidth,
             minimumScaleFactor, hyphenationFactor

        static let names: [[UInt8]] = allCases.map { Array($0.rawValue.utf8) }

        /// The key spelled by `bytes`.
        static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
            for (index, name) in names.enumerated() where name.count == bytes.count && name.elementsEqual(bytes) {
                return allCases[index]
            }
            return nil
        }

        var bit: UInt32 { 1 << UInt32(Key.allCases.firstIndex(of: self) ?? 0) }
    }

    /// A scalar JSON value.
    private enum Value {
        case string(String)
        /// A number, and whether it was written as a whole number (no fraction, no exponent).
        case number(Double, integer: Int?)
        case bool(Bool)
        case null
    }

    /// The line's overrides, or nil when the line is not of the common shape.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> BatchOverrides? {
        var scanner = JSONLineScanner(bytes)
        return scanner.object()
    }

    private mutating func object() -> BatchOverrides? {
        var result = BatchOverrides()
        var seen: UInt32 = 0
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard let key = key(), seen & key.bit == 0 else { return nil }
                seen |= key.bit
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value(), Self.apply(value, to: key, in: &result) else { return nil }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        return index == bytes.count ? result : nil
    }

    /// Sets `key` from `value` as `JSONDecoder` would (null leaves an optional key unset); false when the type differs.
    private static func apply(_ value: Value, to key: Key, in result: inout BatchOverrides) -> Bool {
        if case .null = value { return true }
        switch key {
        case .id:
            switch value {
            case let .string(string): result.id = .string(string)
            case let .number(number, _): result.id = .number(number)
            case let .bool(bool): result.id = .bool(bool)
            case .null: break
            }
            return true
        case .text, .font, .fontFile, .lineBreak, .alignment, .textStyle, .contentSize:
            guard case let .string(string) = value else { return false }
            switch key {
            case .text: result.text = string
            case .font: result.font = string
            case .fontFile: result.fontFile = string
            case .lineBreak: result.lineBreak = string
            case .textStyle: result.textStyle = string
            case .contentSize: result.contentSize = string
            default: result.alignment = string
            }
            return true
        case .weight:
            switch value {
            case let .string(string): result.weight = .init(name: string)
            case let .number(_, integer?): result.weight = .init(name: String(integer))
            default: return false
            }
            return true
        case .italic, .noFontLeading, .adjustsFontSizeToFitWidth:
            guard case let .bool(bool) = value else { return false }
            switch key {
            case .italic: result.italic = bool
            case .noFontLeading: result.noFontLeading = bool
            default: result.adjustsFontSizeToFitWidth = bool
            }
            return true
        case .maxLines:
            guard case let .number(_, integer?) = value else { return false }
            result.maxLines = integer
            return true
        case .size, .width, .height, .lineSpacing, .lineHeightMultiple, .paragraphSpacing, .scale, .minimumScaleFactor,
             .hyphenationFactor:
            guard case let .number(number, _) = value else { return false }
            switch key {
            case .size: result.size = number
            case .width: result.width = number
            case .height: result.height = number
            case .lineSpacing: result.lineSpacing = number
            case .lineHeightMultiple: result.lineHeightMultiple = number
            case .paragraphSpacing: result.paragraphSpacing = number
            case .minimumScaleFactor: result.minimumScaleFactor = number
            case .hyphenationFactor: result.hyphenationFactor = number
            default: result.scale = number
            }
            return true
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A {
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key without escapes that names a known key.
    private mutating func key() -> Key? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        defer { index += 1 }
        return Key.named(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    private mutating func value() -> Value? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return word("null") ? .null : nil
        default: return number()
        }
    }

    private mutating func word(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a `Double`.
    private mutating func number() -> Value? {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - from
        }
        _ = take(UInt8(ascii: "-"))
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { return nil }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() > 0 else { return nil }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() > 0 else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // Out of range (infinite, or a non-zero mantissa that underflows to 0): left to JSONDecoder's judgement.
        guard let number = Double(text), number.isFinite,
              number != 0 || !bytes[start..<index].contains(where: { (0x31...0x39).contains($0) }) else { return nil }
        if isInteger {
            guard let integer = Int(text) else { return nil }
            return .number(number, integer: integer)
        }
        return .number(number, integer: nil)
    }

    /// A string with JSON's escapes; raw control characters and unpaired surrogate escapes make it unusual.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    scratch.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                scratch.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `XXXX` (after `\u`), or of a surrogate pair `XXXX\uXXXX`; nil for an unpaired surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hex4() else { return nil }
        if (0xDC00...0xDFFF).contains(first) { return nil }
        guard (0xD800...0xDBFF).contains(first) else { return Unicode.Scalar(first) }
        guard word("\\u"), let second = hex4(), (0xDC00...0xDFFF).contains(second) else { return nil }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

import Glibc
import JSON

/// Reads the common shape of a `--jsonl` line straight from its bytes: one flat object of the documented keys,
/// each at most once, with string, number, boolean or null values of the key's type. Anything else — an unknown or
/// repeated key, an escaped key, a nested value (`"widths"`' array), a value of another type, a number out of range, malformed JSON —
/// returns nil, and the line goes to the reference reading (``BatchLineDecoding/decodeReference(_:)``), which reports
/// problems as it always has. The bytes are read with the JSON module's `JSONScanner`.
package struct JSONLineScanner {
    /// Checks that every string is UTF-8; everything else it accepts is ASCII, so an accepted line is UTF-8 and is
    /// not checked again (``BatchLineDecoding``).
    private var json: JSONScanner

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { json = JSONScanner(bytes) }

    /// The keys a line may hold, by name (the `BatchOverrides` properties).
    private enum Key: String, CaseIterable {
        case id, text, font, fontFile, weight, italic, size, width, height, maxLines, lineBreak, alignment, lineSpacing,
             lineHeightMultiple, paragraphSpacing, noFontLeading, scale, textStyle, contentSize, adjustsFontSizeToFitWidth,
             minimumScaleFactor, hyphenationFactor, lineBreakRules

        /// Every key, and its name's bytes, in declaration order (made once: `allCases` makes an array on each use).
        static let all = allCases
        static let names: [[UInt8]] = all.map { Array($0.rawValue.utf8) }

        /// The key spelled by `bytes` and its bit in a set of seen keys (compared as bytes: a line's keys are read once
        /// per line).
        static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> (key: Key, bit: UInt32)? {
            guard let key = bytes.baseAddress else { return nil }
            for (index, name) in names.enumerated() where name.count == bytes.count {
                let same = name.withUnsafeBufferPointer { name in
                    guard let name = name.baseAddress else { return false }
                    return name[0] == key[0] && memcmp(name, key, bytes.count) == 0
                }
                if same { return (all[index], 1 << UInt32(index)) }
            }
            return nil
        }
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
        var plainText: UnsafeBufferPointer<UInt8>?
        guard var result = decode(bytes, plainText: &plainText) else { return nil }
        if let plainText {
            guard UTF8Validation.isValid(plainText) else { return nil }
            result.text = String(decoding: plainText, as: UTF8.self)
        }
        return result
    }

    /// The line's overrides, except that a `"text"` written without escapes is left unset and its bytes (inside
    /// `bytes`) are returned in `plainText`, **not checked to be UTF-8**: a text measured before is then found without
    /// checking it or making a `String` (bytes equal to a cached text's are well-formed), and a new one is checked by
    /// whoever makes its `String` (``MeasureRequest/measure(with:prepared:lines:utf8:)``).
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plainText: inout UnsafeBufferPointer<UInt8>?) -> BatchOverrides? {
        var scanner = JSONLineScanner(bytes)
        return scanner.object(plainText: &plainText)
    }

    private mutating func object(plainText: inout UnsafeBufferPointer<UInt8>?) -> BatchOverrides? {
        var result = BatchOverrides()
        var seen: UInt32 = 0
        do throws(JSONScanDecline) {
            try json.beginObject()
            var isFirst = true
            while let name = try json.nextKey(isFirst: &isFirst) {
                guard let (key, bit) = Key.named(name), seen & bit == 0 else { return nil }
                seen |= bit
                if key == .text, let plain = json.peekPlainString() {
                    json.skipPlainString(plain)
                    plainText = plain
                    continue
                }
                guard let value = try value(), Self.apply(value, to: key, in: &result) else { return nil }
            }
            try json.expectEnd()
            return result
        } catch {
            return nil
        }
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
        case .text, .font, .fontFile, .lineBreak, .alignment, .textStyle, .contentSize, .lineBreakRules:
            guard case let .string(string) = value else { return false }
            switch key {
            case .text: result.text = string
            case .font: result.font = string
            case .fontFile: result.fontFile = string
            case .lineBreak: result.lineBreak = string
            case .textStyle: result.textStyle = string
            case .contentSize: result.contentSize = string
            case .lineBreakRules: result.lineBreakRules = string
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

    /// A scalar value; nil for an array or object, or a number out of range.
    private mutating func value() throws(JSONScanDecline) -> Value? {
        switch json.peek() {
        case UInt8(ascii: "\""): return .string(try json.string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try json.bool())
        case UInt8(ascii: "n"): try json.literal("null"); return .null
        case UInt8(ascii: "["), UInt8(ascii: "{"), nil: return nil
        default: return try number()
        }
    }

    /// A number, finite as a `Double`, with its `Int` when written as a whole number that fits one.
    private mutating func number() throws(JSONScanDecline) -> Value? {
        let (bytes, isInteger) = try json.numberToken()
        if isInteger, let integer = Self.smallInteger(bytes) {
            return .number(integer == 0 && bytes.first == UInt8(ascii: "-") ? -0.0 : Double(integer), integer: integer)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // Out of range (infinite, or a non-zero mantissa that underflows to 0): left to the reference's judgement.
        guard let number = Double(text), number.isFinite,
              number != 0 || !bytes.contains(where: { (0x31...0x39).contains($0) }) else { return nil }
        if isInteger {
            guard let integer = Int(text) else { return nil }
            return .number(number, integer: integer)
        }
        return .number(number, integer: nil)
    }

    /// The value of an integer token of at most 15 digits (exact as a `Double`), read without making a `String`.
    private static func smallInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let digits = bytes.first == UInt8(ascii: "-") ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return digits.count == bytes.count ? value : -value
    }
}

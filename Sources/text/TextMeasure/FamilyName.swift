import Foundation

/// How font family names are compared: without regard to case, as `caseInsensitiveCompare` does, with a fast path for
/// the ASCII names nearly every font has (Foundation's comparison goes through a locale-aware CFString compare that
/// cost a command's start-up a sixth of a millisecond over the embedded fonts' lookups).
enum FamilyName {
    /// Whether `a` and `b` name the same family.
    static func matches(_ a: String, _ b: String) -> Bool {
        var first = a, second = b
        let ascii: Bool? = first.withUTF8 { x in
            second.withUTF8 { y -> Bool? in
                guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
                return x.count == y.count && zip(x, y).allSatisfy { lowered($0) == lowered($1) }
            }
        }
        return ascii ?? (a.caseInsensitiveCompare(b) == .orderedSame)
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}

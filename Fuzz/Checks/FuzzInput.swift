/// Reads parameters from the front of a fuzz input: each call takes the next bytes (zeros once they run out), so
/// that libFuzzer's mutations of the first bytes change sizes and options, and the rest stays data.
package struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been taken.
    package var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next bit of a byte as a flag.
    package mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `range` from the next two bytes.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let raw = Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (range.upperBound - range.lowerBound + 1)
    }

    /// The next `count` bytes (fewer at the end).
    package mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + max(0, count))
        defer { position = max(position, end) }
        return position < end ? Array(bytes[position..<end]) : []
    }

    /// Every byte not taken yet.
    package mutating func rest() -> [UInt8] { bytes(bytes.count - position) }
}

extension FuzzInput {
    /// Any `Int` from the next eight bytes, big-endian (the fuzzer reaches the extremes with 0x00 and 0xFF runs).
    package mutating func anyInt() -> Int {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return Int(truncatingIfNeeded: value)
    }

    /// A number in 0…1 from the next byte (both ends included).
    package mutating func unitFraction() -> Double { Double(byte()) / 255 }
}

/// The prepared-text cache's hash of a text's UTF-8 bytes and its font size: one 64 × 64 → 128-bit multiply per
/// 16 bytes (the folded multiply of wyhash and of Go's and Rust's fast map hashes) instead of SipHash-1-3's rounds per
/// 8 bytes (1,264 instructions of the 15,613 that re-measuring a seen corpus line cost; now about 250).
///
/// Both operands of every multiply are mixed with secret per-cache seeds from the system's random generator, so a
/// caller who does not know them cannot zero a product or aim texts at one bucket; a collision costs only a byte
/// comparison (the cache compares every candidate's text and styles).
struct SeededTextHash: Sendable {
    private let seeds: (UInt64, UInt64)

    /// A hash with fresh random seeds.
    init() {
        var random = SystemRandomNumberGenerator()
        seeds = (random.next(), random.next())
    }

    /// A hash with the given seeds (for tests).
    init(seeds: (UInt64, UInt64)) { self.seeds = seeds }

    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    func hash(_ text: UnsafeBufferPointer<UInt8>, size: Double) -> Int {
        let bytes = UnsafeRawBufferPointer(text)
        let count = bytes.count
        var state = seeds.0 ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 16 <= count {
            let a = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            state = Self.fold(a ^ seeds.1, b ^ state)
            offset += 16
        }
        // The last 0–15 bytes, as two words (the second overlapping the first when there are more than 8).
        var a: UInt64 = 0, b: UInt64 = 0
        let left = count - offset
        if left >= 8 {
            a = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            b = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for index in 0..<left { a |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        }
        state = Self.fold(a ^ seeds.1 ^ UInt64(truncatingIfNeeded: left), b ^ state)
        state = Self.fold(state ^ seeds.0, size.bitPattern ^ seeds.1)
        return Int(truncatingIfNeeded: state)
    }
}

import JSON
import TestSupport
import Testing

/// The scanner's eight-bytes-at-a-time search for the end of plain string content against a byte-by-byte search,
/// over random strings of every length through a few words, with quotes, backslashes, control characters, bytes just
/// above them (0x21, 0x5B, 0x5D, 0x20) and UTF-8 bytes placed anywhere.
@Suite struct PlainRunTests {
    @Test func plainRunEndEqualsAByteByByteSearch() {
        var random = SplitMix64(seed: 41)
        let special: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x0A]
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x61, 0x7F, 0x80, 0xA0, 0xD0, 0xFF]
        for round in 0..<4_000 {
            let count = round % 41
            var bytes = (0..<count).map { _ in plain[Int(random.next() % UInt64(plain.count))] }
            for _ in 0..<Int(random.next() % 3) where count > 0 {
                bytes[Int(random.next() % UInt64(count))] = special[Int(random.next() % UInt64(special.count))]
            }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? count
            let found = bytes.withUnsafeBufferPointer { JSONScanner($0).plainRunEnd(from: start) }
            #expect(found == expected, "\(bytes) from \(start)")
        }
    }
}

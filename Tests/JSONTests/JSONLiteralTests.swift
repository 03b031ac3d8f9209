import TestSupport
import Testing
import JSON

/// The byte writers of JSON literals against the `String` forms they stand in for.
@Suite struct JSONLiteralTests {
    @Test func utf16StringsEscapeAsTheirStringDoes() {
        var random = SplitMix64(seed: 41)
        let pieces: [[UInt16]] = [[0x41], [0x22], [0x5C], [0x0A], [0x01], [0x7F], [0xE9], [0x416], [0x20AC], [0xD83D, 0xDE00],
                                  [0xD800], [0xDC00], [0xFFFF]]
        for _ in 0..<3_000 {
            // Up to 700 units: several 256-unit chunks, with pairs falling across their edges.
            let units = (0..<Int.random(in: 0...350, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            var ours: [UInt8] = [], viaString: [UInt8] = []
            units.withUnsafeBufferPointer { JSONLiteral.appendString(utf16: $0, to: &ours) }
            JSONLiteral.appendString(String(decoding: units, as: UTF16.self), to: &viaString)
            #expect(ours == viaString, "\(units)")
            if ours != viaString { return }
        }
    }

    @Test func numbersAreShortestAndIntegersPlain() {
        #expect(JSONLiteral.number(17) == "17" && JSONLiteral.number(-0.0) == "0" && JSONLiteral.number(.nan) == "null")
        #expect(JSONLiteral.number(20.573863636363637) == "20.573863636363637")
        var random = SplitMix64(seed: 42)
        for _ in 0..<10_000 {
            let value = Double.random(in: -1e6...1e6, using: &random)
            #expect(JSONLiteral.number(value) == "\(value)" || value == value.rounded())
        }
    }
}

import ChatSamples
import Testing
@testable import TextMeasure

/// ``GraphemeSegmenter`` against ICU's character break iterator, which it stands in for.
@Suite struct GraphemeSegmenterTests {
    let icu = ICUServices()

    /// Our boundaries, or ICU's where the segmenter declines (a tailored Indic script), as the itemizer uses them.
    func ours(_ units: [UInt16]) throws -> [Int32] {
        var properties = ScalarPropertyCache()
        var starts: [Int32] = []
        guard units.withUnsafeBufferPointer({ GraphemeSegmenter.boundaries($0, properties: &properties, appendingTo: &starts) }) else {
            return try icus(units)
        }
        return starts
    }

    func declines(_ text: String) -> Bool {
        var properties = ScalarPropertyCache()
        var starts: [Int32] = []
        return !Array(text.utf16).withUnsafeBufferPointer { GraphemeSegmenter.boundaries($0, properties: &properties, appendingTo: &starts) }
    }

    func icus(_ units: [UInt16]) throws -> [Int32] {
        var starts: [Int32] = []
        try units.withUnsafeBufferPointer { try icu.graphemeBoundaries($0, appendingTo: &starts) }
        return starts
    }

    /// One code point of each class the rules tell apart, and a few more: controls, CR, LF, a letter, combining
    /// marks, spacing marks, prepend, ZWJ, ZWNJ, variation selectors, skin tones, Hangul jamo and syllables,
    /// regional indicators, pictographs, keycap parts, Thai and Devanagari, and lone surrogates.
    static let alphabet: [[UInt16]] = [
        "\u{1}", "\r", "\n", "a", "\u{301}", "\u{903}", "\u{600}", "\u{200D}", "\u{200C}", "\u{FE0F}", "🏽", "\u{1100}",
        "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "🇺", "🇦", "😀", "👍", "❤", "1", "\u{20E3}", "ก", "\u{E31}", "\u{E33}",
        "क", "\u{94D}", "©", " ",
    ].map { Array(($0 as String).utf16) } + [[0xD800], [0xDC00]]

    @Test func everyStringOfUpToThreeCodePointsOfTheAlphabet() throws {
        var mismatches: [[UInt16]] = []
        for a in Self.alphabet {
            for b in Self.alphabet {
                for c in Self.alphabet + [[]] {
                    let units = a + b + c
                    if try ours(units) != icus(units) { mismatches.append(units) }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func randomStringsOverTheAlphabet() throws {
        var random = SplitMix64(seed: 29)
        var mismatches: [[UInt16]] = []
        for _ in 0..<20_000 {
            let units = (0..<Int.random(in: 1...10, using: &random)).flatMap { _ in Self.alphabet.randomElement(using: &random)! }
            if try ours(units) != icus(units) { mismatches.append(units) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func randomCodePointsAcrossUnicode() throws {
        var random = SplitMix64(seed: 30)
        var mismatches: [[UInt16]] = []
        for _ in 0..<20_000 {
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let scalar = UInt32.random(in: 0...0x10FFFF, using: &random)
                guard let value = Unicode.Scalar(scalar) else { continue }
                units += Array(String(Character(value)).utf16)
            }
            if !units.isEmpty, try ours(units) != icus(units) { mismatches.append(units) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func theWholeCorpus() throws {
        var mismatches: [Int] = []
        for message in try SampleCorpus.messages() {
            let units = Array(message.text.utf16)
            if try ours(units) != icus(units) { mismatches.append(message.id) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func breakingARuleMakesItDiffer() throws {
        // The test can fail: a flag of two regional indicators is one cluster, and an emoji ZWJ sequence is one too.
        #expect(try icus(Array("🇺🇦🇺🇦".utf16)) == [4, 8] && ours(Array("🇺🇦🇺🇦".utf16)) == [4, 8])
        #expect(try icus(Array("👩‍👧".utf16)) == [5] && ours(Array("👩‍👧".utf16)) == [5])
    }

    @Test func tailoredScriptsGoToICU() {
        // क्क: ICU 72 keeps a Devanagari conjunct (consonant, virama, consonant) in one cluster, a rule UAX #29
        // gained only in Unicode 15.1.
        #expect(declines("क्क") && declines("a क"))
        #expect(!declines("مرحبا") && !declines("👍🏽") && !declines("สวัสดี"))
    }
}

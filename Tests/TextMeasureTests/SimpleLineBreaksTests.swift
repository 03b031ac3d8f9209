import ChatSamples
import Foundation
import Testing
@testable import TextMeasure

/// `SimpleLineBreaks` against ICU's line break iterator, which it stands in for.
@Suite struct SimpleLineBreaksTests {
    let icu = ICUServices()

    /// One character of each class the fast path handles, several for the common ones.
    static let alphabet: [Character] = ["a", "Z", "é", "Я", "1", "9", " ", "\t", "!", "?", "\"", "'", "#", "$", "%",
                                        "(", ")", "[", "]", "{", "}", "+", ",", "-", ".", "/", ":", ";", "\\", "|",
                                        "«", "»", "’", "“", "–", "—", "…"]

    /// Where the fast path and ICU disagree on `text`, described; nil when they agree. Records an issue when the
    /// fast path declines a string made only of its own characters.
    func mismatch(_ text: String) throws -> String? {
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer in
            var fast: [LineBreakOpportunity] = []
            guard SimpleLineBreaks.find(buffer, into: &fast) else {
                Issue.record("the fast path declined \(text.debugDescription), made only of its own characters")
                return nil
            }
            var reference: [LineBreakOpportunity] = [], normal: [LineBreakOpportunity] = []
            try icu.icuLineBreaks(buffer, into: &reference)
            // The fast path also stands in for ICU's `normal` breaking (`LineBreakRules.chromium`).
            try icu.icuLineBreaks(buffer, normal: true, into: &normal)
            #expect(reference.allSatisfy { !$0.isHard }, "ICU found a mandatory break in \(text.debugDescription)")
            let (ours, theirs, normalOnes) = (fast.map(\.offset), reference.map(\.offset), normal.map(\.offset))
            if ours != normalOnes { return "\(text.debugDescription): \(ours) vs ICU's normal \(normalOnes)" }
            return ours == theirs ? nil : "\(text.debugDescription): \(ours) vs ICU \(theirs)"
        }
    }

    /// Every string of up to three characters of the alphabet, and every four-character string of its first half.
    @Test func exhaustiveShortStrings() throws {
        var strings: [String] = Self.alphabet.map { String($0) }
        for length in 2...3 {
            strings = strings.flatMap { prefix in Self.alphabet.map { prefix + String($0) } }
            try check(strings, length: length)
        }
        let half = Array(Self.alphabet.prefix(Self.alphabet.count / 2 + 1))
        var four = half.map { String($0) }
        for _ in 2...4 { four = four.flatMap { prefix in half.map { prefix + String($0) } } }
        try check(four, length: 4)
    }

    private func check(_ strings: [String], length: Int) throws {
        let mismatches = try strings.compactMap(mismatch)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(strings.count) strings of length \(length) differ, e.g. \(mismatches.prefix(8))")
    }

    /// 50,000 seeded random strings of 5 to 40 characters, spaces and letters more frequent.
    @Test func randomStrings() throws {
        var generator = SplitMix64(seed: 14)
        let weighted = Self.alphabet + Array(repeating: " ", count: 6) + Array(repeating: "a", count: 10)
            + Array(repeating: "1", count: 4)
        let strings = (0..<50_000).map { _ in
            let length = Int(generator.next() % 36) + 5
            return String((0..<length).map { _ in weighted[Int(generator.next() % UInt64(weighted.count))] })
        }
        let mismatches = try strings.compactMap(mismatch)
        #expect(mismatches.isEmpty, "\(mismatches.count) random strings differ, e.g. \(mismatches.prefix(8))")
    }

    /// Every paragraph of the 20,000 corpus messages the fast path takes agrees with ICU, and it takes most of them.
    @Test func corpusParagraphs() throws {
        var taken = 0, total = 0
        var mismatches: [String] = []
        for message in try SampleCorpus.messages() {
            for paragraph in message.text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
                total += 1
                let units = Array(paragraph.utf16)
                var probe: [LineBreakOpportunity] = []
                guard units.withUnsafeBufferPointer({ SimpleLineBreaks.find($0, into: &probe) }) else { continue }
                taken += 1
                if let mismatch = try mismatch(String(paragraph)) { mismatches.append("\(message.id): \(mismatch)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) corpus paragraphs differ, e.g. \(mismatches.prefix(5))")
        #expect(Double(taken) > 0.6 * Double(total), "the fast path took \(taken) of \(total) paragraphs")
    }

    /// Other characters make it decline and leave the answers found so far alone.
    @Test func declinesWhatItDoesNotKnow() {
        for text in ["a\u{0301}b", "no\u{00A0}break", "emoji 😀", "عربي", "tab\u{000B}", "日本", "Ελληνικά"] {
            let units = Array(text.utf16)
            var breaks = [LineBreakOpportunity(offset: 7, isHard: true)]
            let taken = units.withUnsafeBufferPointer { SimpleLineBreaks.find($0, into: &breaks) }
            #expect(!taken, "took \(text.debugDescription)")
            #expect(breaks.map(\.offset) == [7] && breaks[0].isHard, "touched the breaks for \(text.debugDescription)")
        }
    }
}

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

    /// nil when the fast path declines; else whether it agrees with ICU (and both answers).
    func compare(_ text: String) throws -> (fast: [Int32], icu: [Int32])? {
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer in
            var fast: [LineBreakOpportunity] = []
            guard SimpleLineBreaks.find(buffer, into: &fast) else { return nil }
            var reference: [LineBreakOpportunity] = []
            try icu.icuLineBreaks(buffer, into: &reference)
            #expect(reference.allSatisfy { !$0.isHard }, "ICU found a mandatory break in \(text.debugDescription)")
            return (fast.map(\.offset), reference.map(\.offset))
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
        var mismatches: [String] = []
        for text in strings {
            guard let answer = try compare(text) else {
                Issue.record("the fast path declined \(text.debugDescription), made only of its own characters")
                return
            }
            if answer.fast != answer.icu { mismatches.append("\(text.debugDescription): \(answer.fast) vs ICU \(answer.icu)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(strings.count) strings of length \(length) differ, e.g. \(mismatches.prefix(8))")
    }

    /// 50,000 seeded random strings of 5 to 40 characters, spaces and letters more frequent.
    @Test func randomStrings() throws {
        var generator = SplitMix64(seed: 14)
        let weighted = Self.alphabet + Array(repeating: " ", count: 6) + Array(repeating: "a", count: 10)
            + Array(repeating: "1", count: 4)
        var mismatches: [String] = []
        for _ in 0..<50_000 {
            let length = Int(generator.next() % 36) + 5
            let text = String((0..<length).map { _ in weighted[Int(generator.next() % UInt64(weighted.count))] })
            guard let answer = try compare(text) else {
                Issue.record("declined \(text.debugDescription)")
                return
            }
            if answer.fast != answer.icu { mismatches.append("\(text.debugDescription): \(answer.fast) vs ICU \(answer.icu)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) random strings differ, e.g. \(mismatches.prefix(8))")
    }

    /// Every paragraph of the 20,000 corpus messages the fast path takes agrees with ICU, and it takes most of them.
    @Test func corpusParagraphs() throws {
        var taken = 0, total = 0
        var mismatches: [String] = []
        for message in try Corpus.messages() {
            for paragraph in message.text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
                total += 1
                guard let answer = try compare(String(paragraph)) else { continue }
                taken += 1
                if answer.fast != answer.icu { mismatches.append("\(message.id): \(answer.fast) vs ICU \(answer.icu)") }
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

/// A small seeded generator (SplitMix64), so the random strings are the same in every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import ChatSamples
import Dispatch
import Foundation
import Testing
@testable import TextMeasure
import Locking

@Suite struct CacheAndConcurrencyTests {
    @Test func relayingOutAtANewWidthDoesNotReshape() throws {
        let measurer = TextMeasurer(fonts: Support.fonts)
        let text = AttributedText("The quick brown fox jumps over the lazy dog. Съешь же ещё этих мягких булок. مرحبا 😀")
        let prepared = try measurer.prepare(text)
        let misses = measurer.shapeCacheStatistics.misses
        #expect(misses > 0)
        var counts: [Int] = []
        for width in stride(from: 40.0, through: 400, by: 20) { counts.append(try prepared.layout(width: width).lineCount) }
        #expect(counts.first! > counts.last!)
        // Measuring the same text again from scratch at another width hits the word cache only.
        _ = try measurer.measure(text, width: 123)
        #expect(measurer.shapeCacheStatistics.misses == misses)
    }

    @Test func shapeCacheStaysWithinItsByteBudget() throws {
        let measurer = TextMeasurer(fonts: Support.fonts, shapeCacheBytes: 16 * 1024)
        for index in 0..<2_000 { _ = try measurer.measure("word\(index) other\(index * 7)") }
        let stats = measurer.shapeCacheStatistics
        #expect(stats.bytes <= 16 * 1024)
        #expect(stats.evictions > 0)
        // Evicted words are shaped again, with the same result.
        #expect(try measurer.measure("word1 other7").rawSize == Support.measurer.measure("word1 other7").rawSize)
    }

    @Test func concurrentMeasuringMatchesSerial() throws {
        let texts = try SampleCorpus.messages(limit: 400).map(\.text)
        let serialMeasurer = TextMeasurer(fonts: Support.fonts)
        let serial = try texts.map { try serialMeasurer.measure($0, width: 260) }
        let shared = TextMeasurer(fonts: Support.fonts)
        let results = ResultBox(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in stride(from: worker, to: texts.count, by: 8) {
                results.set(index, try? shared.measure(texts[index], width: 260))
            }
        }
        for (index, expected) in serial.enumerated() {
            let got = results.get(index)
            #expect(got?.rawSize == expected.rawSize)
            #expect(got?.lines.map(\.text) == expected.lines.map(\.text))
            #expect(got?.inkRect == expected.inkRect)
        }
    }
}

/// Results written by many threads, one slot each.
final class ResultBox: Sendable {
    private let slots: Locked<[TextLayout?]>
    init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }
    func set(_ index: Int, _ value: TextLayout?) { slots.withLock { $0[index] = value } }
    func get(_ index: Int) -> TextLayout? { slots.withLock { $0[index] } }
}


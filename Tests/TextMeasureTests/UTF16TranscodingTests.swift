import ChatSamples
import Testing
@testable import TextMeasure

/// `appendUTF16(of:)` against the standard library's own UTF-16 view.
@Suite struct UTF16TranscodingTests {
    /// One-, two-, three- and four-byte UTF-8 sequences, alone and mixed, appended to empty and non-empty arrays.
    @Test(arguments: ["", "a", "é", "Я", "€", "日本語", "😀", "👍🏽🇷🇺", "a😀b", "x\u{10FFFF}y\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"])
    func matchesTheUTF16View(_ text: String) {
        var fresh: [UInt16] = []
        fresh.appendUTF16(of: text)
        #expect(fresh == Array(text.utf16))
        var appended: [UInt16] = [1, 2]
        appended.appendUTF16(of: text)
        #expect(appended == [1, 2] + Array(text.utf16))
    }

    /// Every corpus message.
    @Test func corpus() throws {
        var mismatches = 0
        for message in try SampleCorpus.messages() {
            var units: [UInt16] = []
            units.appendUTF16(of: message.text)
            if units != Array(message.text.utf16) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}

import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import Testing
@testable import ChatRender

/// The estimate's closed form per paragraph gives what filling lines scalar by scalar gives.
@Suite struct QuickEstimateSizingTests {
    /// The estimate as first written: one scalar at a time, a new line when one more would not fit.
    static func reference(_ text: String, perLine: Int) -> (lines: Int, widest: Int, current: Int) {
        var lines = 0, widest = 0, current = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                lines += 1
                widest = max(widest, current)
                current = 0
            } else if byte & 0xC0 != 0x80 {
                current += 1
                if current > perLine {
                    lines += 1
                    widest = perLine
                    current = 1
                }
            }
        }
        return (lines + 1, max(widest, current), current)
    }

    @Test func closedFormEqualsFillingScalarByScalar() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "bc ", "é", "😀", "👩‍👩‍👧", "\n", "\n\n", "мир ", "中文", "\r\n", " "]
        var texts = ["", "\n", "abc", "abc\n", "\nabc", String(repeating: "x", count: 24), String(repeating: "x", count: 25)]
        for _ in 0..<2_000 {
            texts.append((0..<Int.random(in: 0...60, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined())
        }
        for text in texts {
            for perLine in [1, 2, 3, 7, 24, 1_000] {
                var copy = text
                let fast = copy.withUTF8 { QuickEstimateSizing.lines(of: $0, perLine: perLine) }
                let slow = Self.reference(text, perLine: perLine)
                #expect(fast == slow, "\(text.debugDescription) at \(perLine) per line")
            }
        }
    }
}

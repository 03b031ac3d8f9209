import ChatBubbles
import ChatLayout
import Foundation

/// A cheap estimate of a text's box for messages far from the viewport: one pass over the UTF-8 bytes, no
/// grapheme or word breaking.
///
/// Every scalar is `font.size × advanceFactor` wide (a lead byte counts once, continuation bytes not at all);
/// lines fill to `maxWidth` and `\n` starts a new one. The estimates only place messages nobody sees; a
/// screen measures what it shows exactly before drawing it (see ``ChatScene``), and replacing an estimate
/// keeps the visible content where it was.
struct QuickEstimateSizing: MessageSizing {
    var advanceFactor: CGFloat = 0.5
    var lineHeightFactor: CGFloat = 1.25

    func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) throws -> TextBox {
        let advance = max(0.01, font.size * advanceFactor)
        let perLine = max(1, Int(((maxWidth.isFinite ? maxWidth : 1e6) / advance).rounded(.down)))
        var text = text
        let (count, widest, current) = text.withUTF8 { Self.lines(of: $0, perLine: perLine) }
        let lines = maximumLines > 0 ? min(count, maximumLines) : count
        let lineHeight = (font.size * lineHeightFactor).rounded(.up)
        return TextBox(width: CGFloat(widest) * advance, height: CGFloat(lines) * lineHeight,
                       lastLineWidth: CGFloat(current) * advance, lineCount: lines)
    }

    /// Lines, the widest line and the last line's length, in scalars, when every paragraph of `n` scalars fills
    /// lines of `perLine`: `(n - 1) / perLine` wraps, `n - wraps × perLine` scalars on its last line. Scalars are
    /// lead bytes, counted 32 or eight bytes at a time where there is no `\n` among them.
    static func lines(of bytes: UnsafeBufferPointer<UInt8>, perLine: Int) -> (lines: Int, widest: Int, current: Int) {
        var paragraphs = Paragraphs(perLine: perLine)
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let newline = ones &* UInt64(UInt8(ascii: "\n"))
            // Four words at a time; a block with a `\n` goes byte by byte.
            while index + 32 <= bytes.count {
                let w0 = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let w1 = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                let w2 = raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                let w3 = raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                let n0 = w0 ^ newline, n1 = w1 ^ newline, n2 = w2 ^ newline, n3 = w3 ^ newline
                let zeros = ((n0 &- ones) & ~n0) | ((n1 &- ones) & ~n1) | ((n2 &- ones) & ~n2) | ((n3 &- ones) & ~n3)
                if zeros & highs != 0 {
                    for offset in 0..<32 { paragraphs.scan(bytes[index + offset]) }
                    index += 32
                    continue
                }
                let continuations = (w0 & (~w0 << 1) & highs).nonzeroBitCount + (w1 & (~w1 << 1) & highs).nonzeroBitCount
                    + (w2 & (~w2 << 1) & highs).nonzeroBitCount + (w3 & (~w3 << 1) & highs).nonzeroBitCount
                paragraphs.scalars += 32 - continuations
                index += 32
            }
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let newlines = word ^ newline
                if (newlines &- ones) & ~newlines & highs == 0 {
                    // Continuation bytes are 10xxxxxx: bit 7 set, bit 6 (shifted up to bit 7) clear.
                    paragraphs.scalars += 8 - (word & (~word << 1) & highs).nonzeroBitCount
                } else {
                    for offset in 0..<8 { paragraphs.scan(bytes[index + offset]) }
                }
                index += 8
            }
        }
        while index < bytes.count {
            paragraphs.scan(bytes[index])
            index += 1
        }
        let current = paragraphs.end()
        return (paragraphs.lines, paragraphs.widest, current)
    }

    /// Paragraphs filling lines of `perLine` scalars, one byte or one paragraph end at a time.
    private struct Paragraphs {
        let perLine: Int
        var lines = 0, widest = 0, scalars = 0

        init(perLine: Int) { self.perLine = perLine }

        mutating func scan(_ byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                _ = end()
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
            }
        }

        /// Ends the current paragraph; returns the length of its last line.
        mutating func end() -> Int {
            let wraps = scalars > 0 ? (scalars - 1) / perLine : 0
            let last = scalars - wraps * perLine
            lines += wraps + 1
            widest = max(widest, wraps > 0 ? perLine : 0, last)
            scalars = 0
            return last
        }
    }
}

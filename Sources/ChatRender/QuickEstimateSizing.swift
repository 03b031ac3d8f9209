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
        lines += 1
        widest = max(widest, current)
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        let lineHeight = (font.size * lineHeightFactor).rounded(.up)
        return TextBox(width: CGFloat(widest) * advance, height: CGFloat(lines) * lineHeight,
                       lastLineWidth: CGFloat(current) * advance, lineCount: lines)
    }
}

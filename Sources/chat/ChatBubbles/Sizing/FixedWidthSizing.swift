import Foundation

/// A deterministic sizing in which every character (grapheme cluster) has the same advance.
///
/// A character is `font.size × advanceFactor` wide and a line `font.size × lineHeightFactor` tall. Lines break
/// greedily at spaces; a word longer than the line breaks between characters; `\n` forces a break. Spaces at
/// a line's end hang (they do not count towards its width). Good for hand-worked frames and for estimates.
package struct FixedWidthSizing: MessageSizing, Hashable {
    /// The advance of one character per point of font size.
    package var advanceFactor: CGFloat
    /// The height of one line per point of font size.
    package var lineHeightFactor: CGFloat

    /// Creates a sizing; with the defaults a 16 pt font has 8 pt characters and 20 pt lines.
    package init(advanceFactor: CGFloat = 0.5, lineHeightFactor: CGFloat = 1.25) {
        self.advanceFactor = advanceFactor
        self.lineHeightFactor = lineHeightFactor
    }

    /// The lines `text` breaks into at `maxWidth`, each as its character count without hanging spaces.
    package func lineLengths(_ text: String, font: FontSpec, maxWidth: CGFloat) -> [Int] {
        let advance = font.size * advanceFactor
        // Characters per line; a width that is not a usable number does not wrap (NaN, ∞) or fits one (≤ 0).
        let fitting = (maxWidth / advance + 1e-9).rounded(.down)
        let capacity = fitting.isNaN || fitting >= CGFloat(Int32.max) ? Int(Int32.max) : max(1, Int(fitting))
        var lengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0  // characters on the current line, including a trailing space
            var trimmed = 0  // the same without trailing spaces
            func flush() {
                lengths.append(trimmed)
                line = 0
                trimmed = 0
            }
            for word in Self.words(paragraph) {
                let letters = word.count - word.trailingSpaces
                if line > 0 && line + letters > capacity { flush() }
                var remaining = letters
                while line + remaining > capacity {
                    let taken = capacity - line
                    remaining -= taken
                    line += taken
                    trimmed = line
                    flush()
                }
                line += remaining
                trimmed = line
                line += word.trailingSpaces
            }
            flush()
        }
        return lengths
    }

    /// Measures `text` with fixed advances.
    package func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) -> TextBox {
        var lengths = lineLengths(text, font: font, maxWidth: maxWidth)
        if maximumLines > 0 && lengths.count > maximumLines {
            lengths.removeLast(lengths.count - maximumLines)
        }
        let advance = font.size * advanceFactor
        let widest = lengths.max() ?? 0
        return TextBox(
            width: CGFloat(widest) * advance,
            height: CGFloat(lengths.count) * font.size * lineHeightFactor,
            lastLineWidth: CGFloat(lengths.last ?? 0) * advance,
            lineCount: lengths.count)
    }

    private struct Word {
        var count: Int
        var trailingSpaces: Int
    }

    private static func words(_ paragraph: Substring) -> [Word] {
        var words: [Word] = []
        var current = Word(count: 0, trailingSpaces: 0)
        for character in paragraph {
            if character == " " {
                current.count += 1
                current.trailingSpaces += 1
            } else {
                if current.trailingSpaces > 0 {
                    words.append(current)
                    current = Word(count: 0, trailingSpaces: 0)
                }
                current.count += 1
            }
        }
        if current.count > 0 { words.append(current) }
        return words
    }
}

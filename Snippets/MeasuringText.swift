// Measure text the way `NSAttributedString.boundingRect` does: pixel-rounded sizes, lines, truncation.
import TextMeasure

let measurer = try TextMeasurer()                       // the embedded fonts; Sendable, thread-safe
var paragraph = ParagraphStyle()
paragraph.maximumLines = 2
paragraph.lineBreakMode = .truncateTail
let layout = try measurer.measure(
    "The quick brown fox jumps over the lazy dog",
    style: TextStyle(family: "Inter", size: 17),
    width: 120, paragraphStyle: paragraph, options: MeasureOptions(scale: 3))
print(layout.size)              // 112.333 × 41.333: ceil(raw × 3 − 1e-6) / 3
print(layout.lines.map(\.text)) // ["The quick ", "brown fox ju…"]

// Shape once, lay out at any width: only line breaking runs again.
let prepared = try measurer.prepare(AttributedText("Hello, world"))
let narrow = try prepared.layout(width: 60), wide = try prepared.layout(width: 300)
// snippet.hide
precondition(layout.isTruncated && layout.lineCount == 2 && narrow.lineCount == 2 && wide.lineCount == 1)

import FlexLayout
import Geometry

/// Yoga's test measure function (`IntrinsicSizeMeasure` in facebook/yoga `tests/util/TestUtil.cpp`): monospace
/// text of 10 × 10 characters wrapping at spaces, a stand-in for text in the conformance cases.
///
/// Width: the given width when exact, `min(characters × 10, width)` at most, `characters × 10` undefined.
/// Height: the given height when exact, else lines × 10 (capped by the height at most), lines coming from greedy
/// wrapping into the measured width (for a node whose own flex direction is not column, into the larger of that
/// width and the longest word), each word costing `characters × 10` plus 10 for the space after it, and a word
/// longer than the width taking a line of its own.
struct YogaTestMeasure: FlexMeasurable {
    let text: String
    /// The node's own flex direction is `column` (Yoga's function looks at it).
    let isColumn: Bool
    let charWidth = 10.0
    let charHeight = 10.0

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let characters = Double(text.utf8.count)
        let width: Double = switch request.width {
        case .exactly(let length): length
        case .atMost(let length): min(characters * charWidth, length)
        case .unconstrained: characters * charWidth
        }
        let wrapWidth = isColumn ? width : max(longestWordWidth, width)
        let height: Double = switch request.height {
        case .exactly(let length): length
        case .atMost(let length): min(textHeight(wrappingAt: wrapWidth), length)
        case .unconstrained: textHeight(wrappingAt: wrapWidth)
        }
        return FlexMeasurement(size: Size(width: width, height: height))
    }

    /// The longest word: where the text can wrap no narrower.
    func minContentWidth() throws -> Double? { longestWordWidth }

    var longestWordWidth: Double {
        text.split(separator: " ", omittingEmptySubsequences: false).map { Double($0.utf8.count) * charWidth }.max() ?? 0
    }

    func textHeight(wrappingAt measuredWidth: Double) -> Double {
        if Double(text.utf8.count) * charWidth <= measuredWidth { return charHeight }
        var lines = 1.0
        var currentLineLength = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = Double(word.utf8.count) * charWidth
            if wordWidth > measuredWidth {
                if currentLineLength > 0 { lines += 1 }
                lines += 1
                currentLineLength = 0
            } else if currentLineLength + wordWidth <= measuredWidth {
                currentLineLength += wordWidth + charWidth
            } else {
                lines += 1
                currentLineLength = wordWidth + charWidth
            }
        }
        return (currentLineLength == 0 ? lines - 1 : lines) * charHeight
    }
}

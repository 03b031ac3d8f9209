import Testing
@testable import TextMeasure

/// Issue 26, shrink-to-fit: the largest size on the 0.5 pt grid at which the text fits, found by a plain scan of
/// every step from the top (the independent answer), never one that overflows.
@Suite struct ShrinkToFitTests {
    let measurer = Support.measurer

    func fits(_ text: String, size: Double, width: Double, paragraph: ParagraphStyle) throws -> Bool {
        let layout = try measurer.measure(text, style: TextStyle(size: size), width: width, paragraphStyle: paragraph)
        let unwrappedWords = text.split(separator: " ").map { word in
            (try? measurer.measure(String(word), style: TextStyle(size: size)).rawSize.width) ?? .infinity
        }
        return !layout.isTruncated && unwrappedWords.allSatisfy { $0 <= width + 1e-9 } && layout.lines.allSatisfy { $0.width <= width + 1e-9 }
    }

    @Test(arguments: [(1, 150.0), (1, 100), (2, 120), (3, 60)])
    func returnsTheLargestFittingHalfPointSize(maxLines: Int, width: Double) throws {
        let text = "The quick brown fox jumps over the lazy dog"
        var paragraph = ParagraphStyle()
        paragraph.maximumLines = maxLines
        paragraph.lineBreakMode = .truncateTail
        let fitted = try measurer.measureShrinkingToFit(AttributedText(text, style: TextStyle(size: 17)), width: width,
                                                        minimumScaleFactor: 0.25, paragraphStyle: paragraph)
        var scanned: Double?
        for step in stride(from: 34, through: 9, by: -1) where try fits(text, size: Double(step) * 0.5, width: width, paragraph: paragraph) {
            scanned = Double(step) * 0.5
            break
        }
        #expect(fitted.fontSize == scanned, "scan: \(String(describing: scanned))")
        #expect(fitted.scaleFactor == fitted.fontSize / 17 && !fitted.layout.isTruncated)
        #expect(fitted.layout.lines.allSatisfy { $0.width <= width + 1e-9 } && fitted.layout.lineCount <= maxLines)
    }

    @Test func textThatFitsKeepsItsSizeAndTooLongTextStopsAtTheMinimum() throws {
        let short = try measurer.measureShrinkingToFit(AttributedText("Hi", style: TextStyle(size: 17.3)), width: 100, minimumScaleFactor: 0.5)
        #expect(short.fontSize == 17.3 && short.scaleFactor == 1)
        var paragraph = ParagraphStyle()
        paragraph.maximumLines = 1
        paragraph.lineBreakMode = .truncateTail
        let long = try measurer.measureShrinkingToFit(AttributedText(String(repeating: "word ", count: 40), style: TextStyle(size: 17)),
                                                      width: 100, minimumScaleFactor: 0.5, paragraphStyle: paragraph)
        #expect(long.fontSize == 8.5 && long.scaleFactor == 0.5 && long.layout.isTruncated)
        #expect(throws: TextMeasureError.self) {
            try measurer.measureShrinkingToFit(AttributedText("x"), width: 10, minimumScaleFactor: 0)
        }
    }
}

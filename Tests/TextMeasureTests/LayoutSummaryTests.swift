import Testing
@testable import TextMeasure

/// `PreparedText.summary`, the sizes-only layout `measure-text --fields width,height,lineCount` answers with, reports
/// exactly the sizes, line count and truncation of the full layout: the reference it skips building.
@Suite struct LayoutSummaryTests {
    static let texts = [
        "", "Hello", "The quick brown fox jumps over the lazy dog again and again",
        "Славный сустав народ совет умолять висеть стакан наслаждение иной дурацкий.",
        "co\u{AD}operation and пере\u{AD}писка with soft hyphens", "مرحبا بالعالم هذا نص عربي طويل قليلا",
        "first paragraph\nsecond paragraph that is longer\n\nfourth", "https://example.com/a/very/long/path?with=query&and=more",
        "negative kerning: AVAVAVAV Ta Te To", "emoji 😀👍🏽 and 日本語のテキストも少し",
    ]
    static let widths: [Double] = [.infinity, 0, 1, 23.5, 60, 117.9, 260, 1000]

    static let paragraphs: [ParagraphStyle] = {
        var styles: [ParagraphStyle] = []
        for mode in LineBreakMode.allCases {
            for maxLines in [0, 1, 2] {
                var style = ParagraphStyle()
                style.lineBreakMode = mode
                style.maximumLines = maxLines
                styles.append(style)
            }
        }
        var hyphenating = ParagraphStyle()
        hyphenating.hyphenationFactor = 1
        var spaced = ParagraphStyle()
        spaced.lineSpacing = 3
        spaced.paragraphSpacing = 7
        spaced.lineHeightMultiple = 1.3
        spaced.alignment = .justified
        return styles + [hyphenating, spaced]
    }()

    @Test func equalsTheFullLayoutsSizes() throws {
        var compared = 0
        for paragraph in Self.paragraphs {
            for text in Self.texts {
                let prepared = try Support.measurer.prepare(AttributedText(text, style: TextStyle(size: 15)), paragraphStyle: paragraph)
                for width in Self.widths {
                    for height in [Double.infinity, 20, 45] {
                        let layout = try prepared.layout(width: width, height: height)
                        let summary = try prepared.summary(width: width, height: height)
                        #expect(summary == layout.summary, "\(text) width \(width) height \(height) \(paragraph.lineBreakMode)")
                        #expect(summary.lineCount == layout.lines.count)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == Self.paragraphs.count * Self.texts.count * Self.widths.count * 3)
    }

    @Test func rejectsTheSameBadWidths() {
        let prepared = Result { try Support.measurer.prepare(AttributedText("text")) }
        for width in [-1, Double.nan] {
            #expect(throws: TextMeasureError.self) { try prepared.get().summary(width: width) }
            #expect(throws: TextMeasureError.self) { try prepared.get().layout(width: width) }
        }
    }
}

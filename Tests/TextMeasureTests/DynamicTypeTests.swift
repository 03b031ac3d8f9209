import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, Dynamic Type: every text style at every content size category against Apple's published table
/// (`Fixtures/dynamic-type-ios.json`, with its source and cross-check).
@Suite struct DynamicTypeTests {
    struct Fixture: Decodable {
        struct Entry: Decodable { var category: String, style: String, weight: String, size: Double, leading: Double }
        var source: String
        var categories: [String]
        var styles: [String]
        var entries: [Entry]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: Support.fixtures + "/dynamic-type-ios.json")
        do { return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)) } catch { fatalError("\(error)") }
    }()

    @Test func everyStyleAndCategoryGivesTheTablesSizeWeightAndLeading() throws {
        let fixture = Self.fixture
        #expect(fixture.categories == ContentSizeCategory.allCases.map(\.rawValue))
        #expect(fixture.styles.sorted() == FontTextStyle.allCases.map(\.rawValue).sorted())
        #expect(fixture.entries.count == 11 * 12)
        for entry in fixture.entries {
            let category = try #require(ContentSizeCategory(rawValue: entry.category))
            let style = try #require(FontTextStyle(rawValue: entry.style))
            let text = TextStyle(textStyle: style, contentSizeCategory: category)
            #expect(text.size == entry.size && text.weight == FontWeight(name: entry.weight), "\(entry.style) \(entry.category)")
            let paragraph = ParagraphStyle(textStyle: style, contentSizeCategory: category)
            #expect(paragraph.minimumLineHeight == entry.leading && paragraph.maximumLineHeight == entry.leading)
        }
    }

    @Test func linesAreTheTablesLeadingTall() throws {
        let measurer = try TextMeasurer()
        let style = TextStyle(textStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let layout = try measurer.measure("Two words", style: style, width: 200,
                                          paragraphStyle: ParagraphStyle(textStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(style.size == 53 && layout.lineCount == 2 && layout.lines.allSatisfy { $0.height == 62 })
        #expect(layout.rawSize.height == 124)
    }

    @Test func valuesScaleLikeUIFontMetrics() {
        #expect(DynamicTypeMetrics.scaledValue(17, at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicTypeMetrics.scaledValue(10, for: .title1, at: .extraSmall) == 10.0 * 25 / 28)
        #expect(DynamicTypeMetrics.scaledValue(16, at: .large) == 16)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}

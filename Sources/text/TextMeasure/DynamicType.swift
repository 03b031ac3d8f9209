/// A Dynamic Type text style, as UIKit names them (`UIFont.TextStyle`).
public enum FontTextStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// The user's preferred content size, as UIKit names the categories (`UIContentSizeCategory`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

/// Apple's Dynamic Type table for iOS: the point size, weight and leading of every text style at every content size
/// category (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"; the test fixture
/// `Tests/TextMeasureTests/Fixtures/dynamic-type-ios.json` keeps the transcription and its cross-check).
public struct DynamicTypeMetrics: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The weight: semibold for `headline`, regular for the others.
    public var weight: FontWeight
    /// The line height (the guidelines' "leading"), in points.
    public var leading: Double

    /// The table's entry for `style` at `category`.
    public init(_ style: FontTextStyle, _ category: ContentSizeCategory) {
        let row = DynamicTypeMetrics.table[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
        let entry = row[FontTextStyle.allCases.firstIndex(of: style) ?? 5]
        size = Double(entry.size)
        leading = Double(entry.leading)
        weight = style == .headline ? .semibold : .regular
    }

    /// `value` scaled as `UIFontMetrics(forTextStyle: style).scaledValue(for:compatibleWith:)` scales it: by the ratio of
    /// the style's size at `category` to its size at `.large` (the default category), e.g. 17 × 53 / 17 = 53 for
    /// `.body` at `.accessibilityExtraExtraExtraLarge`.
    public static func scaledValue(_ value: Double, for style: FontTextStyle = .body, at category: ContentSizeCategory) -> Double {
        value * DynamicTypeMetrics(style, category).size / DynamicTypeMetrics(style, .large).size
    }

    /// (size, leading) by category (rows, in `ContentSizeCategory.allCases` order) and style (columns, in
    /// `FontTextStyle.allCases` order).
    private static let table: [[(size: Int, leading: Int)]] = [
        /* extraSmall */ [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        /* small */ [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        /* medium */ [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        /* large */ [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        /* extraLarge */ [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        /* extraExtraLarge */ [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        /* extraExtraExtraLarge */ [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        /* accessibilityMedium */ [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        /* accessibilityLarge */ [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        /* accessibilityExtraLarge */ [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        /* accessibilityExtraExtraLarge */ [(56, 66), (53, 63), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        /* accessibilityExtraExtraExtraLarge */ [(60, 70), (58, 69), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],    ]
}

extension TextStyle {
    /// The style UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives: the table's point size and
    /// weight for `textStyle` at `contentSizeCategory`, in `family` (default: the library's default family; register
    /// SF Pro to measure as the device does).
    public init(textStyle: FontTextStyle, contentSizeCategory: ContentSizeCategory = .large, family: String? = nil) {
        let metrics = DynamicTypeMetrics(textStyle, contentSizeCategory)
        self.init(family: family, size: metrics.size, weight: metrics.weight)
    }
}

extension ParagraphStyle {
    /// A paragraph style whose lines are the table's leading for `textStyle` at `contentSizeCategory` tall (minimum and
    /// maximum line height both set to it).
    public init(textStyle: FontTextStyle, contentSizeCategory: ContentSizeCategory = .large) {
        self.init()
        let leading = DynamicTypeMetrics(textStyle, contentSizeCategory).leading
        minimumLineHeight = leading
        maximumLineHeight = leading
    }
}

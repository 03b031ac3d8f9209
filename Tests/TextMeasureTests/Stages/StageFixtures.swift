@testable import TextMeasure

/// Runs the preparing stages one at a time on a string, for tests of each stage alone.
enum StageFixtures {
    static let icu = ICUServices()

    /// The default style's fonts: Inter, then the manifest's fallback order, then the emoji face.
    static let style = resolvedStyle(TextStyle())

    static func resolvedStyle(_ style: TextStyle) -> ResolvedStyle {
        let fonts = Support.fonts
        let primary = (try? fonts.face(family: style.family ?? fonts.defaultFamily, weight: style.weight, italic: style.italic))!
        return ResolvedStyle(style: style, primary: primary, in: fonts, featureSet: 0)
    }

    /// The index in `style.faces` of the face of `family`.
    static func face(_ family: String, in style: ResolvedStyle = style) -> UInt8 {
        UInt8(style.faces.firstIndex { $0.family == family } ?? -1)
    }

    /// Stage 1 alone, over one style span covering `text` unless `spans` are given.
    static func itemize(_ text: String, spans: [StyleSpan]? = nil, direction: WritingDirection = .natural) throws -> ItemizedParagraph {
        let units = Array(text.utf16)
        var result = ItemizedParagraph()
        var levels: [UInt8] = []
        var properties = ScalarPropertyCache()
        try units.withUnsafeBufferPointer { units in
            try Itemizer(icu: icu, direction: direction)
                .itemize(units, spans: spans ?? [StyleSpan(range: 0..<units.count, styleIndex: 0)], into: &result, unitLevels: &levels,
                         properties: &properties)
        }
        return result
    }

    /// Stages 1 and 2: each grapheme's face index.
    static func faces(_ text: String, styles: [ResolvedStyle] = [style], spans: [StyleSpan]? = nil) throws -> [UInt8] {
        let itemized = try itemize(text, spans: spans)
        var faces: [UInt8] = []
        var scalars: [UInt32] = []
        Array(text.utf16).withUnsafeBufferPointer { FontResolver(styles: styles).resolve($0, itemized, into: &faces, scalars: &scalars) }
        return faces
    }

    /// Stages 1 and 3: each grapheme's flags.
    static func breaks(_ text: String) throws -> ItemizedParagraph {
        var itemized = try itemize(text)
        var breaks: [LineBreakOpportunity] = []
        try Array(text.utf16).withUnsafeBufferPointer { try BreakFinder(icu: icu).findBreaks($0, in: &itemized, breaks: &breaks) }
        return itemized
    }
}

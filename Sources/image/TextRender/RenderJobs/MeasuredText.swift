import RenderQueue
import TextMeasure

/// A measured text layout together with what it was measured from, so render jobs that carry it can be
/// compared and coalesced.
///
/// `TextLayout` itself is not `Hashable`; measuring is deterministic, so the inputs (text, box, paragraph
/// style, options and the fonts) identify the layout. A `MeasuredText` can only be made by measuring, so its
/// layout always belongs to its inputs. Fonts compare by identity (the same loaded faces, in the same
/// fallback order).
public struct MeasuredText: Sendable, Hashable {
    /// The text measured.
    public let text: AttributedText
    /// The box width it was measured in (points; `.infinity`: no wrapping).
    public let width: Double
    /// The box height it was measured in (points; `.infinity`: no limit).
    public let height: Double
    /// The paragraph style it was measured with.
    public let paragraphStyle: ParagraphStyle
    /// The measuring options (scale, font leading).
    public let options: MeasureOptions
    /// The fonts it was measured with.
    public let fonts: FontLibrary
    /// The measurer's result: lines, glyph runs and sizes, drawn as is.
    public let layout: TextLayout

    /// Measures `text` with `measurer` and keeps the result with its inputs.
    ///
    /// - Throws: whatever `TextMeasurer.measure` throws for bad input (`TextMeasureError`).
    public init(_ text: AttributedText, width: Double = .infinity, height: Double = .infinity,
                paragraphStyle: ParagraphStyle = ParagraphStyle(), options: MeasureOptions = MeasureOptions(),
                measurer: TextMeasurer) throws {
        layout = try measurer.measure(text, width: width, height: height, paragraphStyle: paragraphStyle,
                                      options: options)
        self.text = text
        self.width = width
        self.height = height
        self.paragraphStyle = paragraphStyle
        self.options = options
        fonts = measurer.fonts
    }

    /// Equal inputs and the same fonts.
    public static func == (lhs: MeasuredText, rhs: MeasuredText) -> Bool {
        lhs.text == rhs.text && lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.paragraphStyle == rhs.paragraphStyle && lhs.options == rhs.options
            && lhs.fontIdentity == rhs.fontIdentity
    }

    /// Hashes the inputs (fonts by identity).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(paragraphStyle)
        hasher.combine(options)
        hasher.combine(fontIdentity)
    }

    /// The loaded faces (by object identity; `fonts` keeps them alive) and the fallback order.
    private var fontIdentity: FontIdentity {
        FontIdentity(faces: fonts.faces.map(ObjectIdentifier.init), fallback: fonts.fallbackFamilies,
                     defaultFamily: fonts.defaultFamily, emoji: fonts.emojiFamily)
    }
}

/// What makes two `FontLibrary` values measure alike.
private struct FontIdentity: Hashable {
    let faces: [ObjectIdentifier]
    let fallback: [String]
    let defaultFamily: String
    let emoji: String?
}

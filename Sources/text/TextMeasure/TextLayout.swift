import Foundation

/// The result of measuring: sizes, lines and ink, with the semantics of
/// `NSAttributedString.boundingRect(with:options:context:)` (DESIGN.md, "Measuring: the contract").
public struct TextLayout: Sendable {
    /// The size rounded up to whole pixels at ``scale``: `ceil(raw × scale − 1e-6) / scale`.
    public let size: CGSize
    /// The exact size: the widest line (trailing whitespace excluded) and the sum of line advances.
    public let rawSize: CGSize
    /// The union of the glyphs' ink bounds, in points, relative to the rect's origin (`.zero` when nothing is
    /// inked). Computed from the glyphs on each access, so measuring alone never pays for it.
    public var inkRect: CGRect {
        var ink: CGRect?
        for (position, record) in records.enumerated() {
            guard let lineInk = LineGlyphs(record: record, prepared: prepared, line: lines[position]).ink() else { continue }
            ink = ink?.union(lineInk) ?? lineInk
        }
        return ink ?? .zero
    }
    /// The ink bounds of line `index`'s glyphs, in points relative to the rect's origin; nil when the line inks
    /// nothing or there is no such line.
    public func inkRect(ofLine index: Int) -> CGRect? {
        guard records.indices.contains(index) else { return nil }
        return LineGlyphs(record: records[index], prepared: prepared, line: lines[index]).ink()
    }
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// Whether text was cut: an ellipsis inserted, lines dropped by a line or height limit, or clipped.
    public let isTruncated: Bool
    /// The narrowest width that does not break inside a word: the widest unbreakable stretch.
    public var minIntrinsicWidth: Double { prepared.minIntrinsicWidth }
    /// The width of the text laid out without wrapping.
    public var maxIntrinsicWidth: Double { prepared.maxIntrinsicWidth }
    /// Pixels per point used for rounding.
    public let scale: Double

    /// The width lines were broken in (`.infinity` for none).
    let widthLimit: Double
    let records: [LineRecord]
    let prepared: PreparedText

    /// Whether laying the text out again at `width` (in any width mode, with no height limit) would break the same
    /// lines: it is the width these lines were broken in, or — greedy breaking being monotonic — a narrower one that
    /// every line still fits in, with nothing truncated, clipped or hyphenated by a fill factor (those depend on
    /// the width itself). A layout engine that sizes a text's box after measuring it asks this before drawing the
    /// text in that box (FlexLayout's Components: no stale line count).
    package func breaksAlike(atWidth width: Double) -> Bool {
        if width == widthLimit { return true }
        guard width < widthLimit, !isTruncated, prepared.paragraphStyle.hyphenationFactor == 0 else { return false }
        return lines.allSatisfy { $0.width <= width + LineBreaker.epsilon }
    }

    /// The rounded rect, at the origin.
    public var rect: CGRect { CGRect(origin: .zero, size: size) }
    /// The raw rect, at the origin.
    public var rawRect: CGRect { CGRect(origin: .zero, size: rawSize) }
    /// The number of lines.
    public var lineCount: Int { lines.count }

    /// The glyph runs of line `index` in visual (left-to-right drawing) order.
    public func glyphRuns(inLine index: Int) -> [GlyphRun] {
        guard records.indices.contains(index) else { return [] }
        return LineGlyphs(record: records[index], prepared: prepared, line: lines[index]).runs()
    }

    /// Calls `body` with every glyph of line `index` in visual (left-to-right drawing) order: the glyphs and
    /// positions of ``glyphRuns(inLine:)``, in the same order, without allocating runs (for renderers).
    /// Nothing is called for a line index out of range.
    public func forEachGlyph(inLine index: Int, _ body: (PlacedGlyph) throws -> Void) rethrows {
        guard records.indices.contains(index) else { return }
        try LineGlyphs(record: records[index], prepared: prepared, line: lines[index]).forEachGlyph(body)
    }

    /// The grapheme clusters line `index` shows, trailing whitespace excluded, an ellipsis counted as one (0 for an
    /// index out of range): a line may be wider than its box only when this is 1 (a cluster that fits nowhere).
    package func shownClusterCount(ofLine index: Int) -> Int {
        guard records.indices.contains(index) else { return 0 }
        let record = records[index]
        return record.segments.reduce(record.ellipsis == nil ? 0 : 1) { $0 + $1.count }
    }

    /// Rounds a length up to whole pixels at `scale`.
    public static func round(_ value: Double, scale: Double) -> Double {
        max(0, (value * scale - 1e-6).rounded(.up) / scale)
    }
}

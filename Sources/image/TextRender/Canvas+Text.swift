import Foundation
import Raster
import TextMeasure

extension Canvas {
    /// Draws a measured layout with its top-left corner at `origin` (points), every run in `paint`.
    ///
    /// Glyphs land exactly where the measurer put them (alignment and right-to-left order included): x positions
    /// are quantised to quarter pixels, baselines to whole pixels. `lines` draws only some lines, so a caller can
    /// check for cancellation between them.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite origin, `.unusableFont` when FreeType cannot open a face.
    public mutating func draw(_ layout: TextLayout, at origin: CGPoint, paint: TextPaint = TextPaint(), lines: Range<Int>? = nil) throws {
        try draw(layout, at: origin, paints: [paint], lines: lines)
    }

    /// Draws a measured layout with a paint per style run: glyphs of `AttributedText` run `i` (their
    /// `GlyphRun.styleIndex`) use `paints[i]`; runs past the end of `paints` use its last paint.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite origin or no paints, `.unusableFont` when FreeType
    ///   cannot open a face.
    public mutating func draw(_ layout: TextLayout, at origin: CGPoint, paints: [TextPaint], lines: Range<Int>? = nil) throws {
        try draw(layout, at: origin, paints: paints, highlights: [], lines: lines)
    }

    /// Draws a measured layout with a paint per style run, and `highlights` over them: a glyph whose grapheme starts
    /// in a highlight's UTF-16 range takes that highlight's paint (the first that contains it), decorations
    /// included. The layout is drawn exactly as measured: highlights change paints, never glyphs or positions.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite origin or no paints, `.unusableFont` when FreeType
    ///   cannot open a face.
    public mutating func draw(_ layout: TextLayout, at origin: CGPoint, paints: [TextPaint], highlights: [TextHighlight],
                              lines: Range<Int>? = nil) throws {
        guard origin.x.isFinite, origin.y.isFinite else {
            throw RenderError.invalidArgument(name: "text origin", value: "\(origin)", reason: "must be finite")
        }
        guard let lastPaint = paints.last else {
            throw RenderError.invalidArgument(name: "paints", value: "[]", reason: "at least one paint is needed")
        }
        let lineRange = (lines ?? 0..<layout.lineCount).clamped(to: 0..<layout.lineCount)
        guard !lineRange.isEmpty, !clipBox.isEmpty else { return }
        let context = self.context, scale = self.scale, box = clipBox, width = image.width
        let decorated = paints.contains { $0.underline || $0.strikethrough }
        let decoratedHighlights = highlights.contains { $0.paint.underline || $0.paint.strikethrough }
        var decorations: [DecorationSegment] = []
        /// The highlight a glyph's text offset falls in, -1 for none.
        func highlight(of offset: Int) -> Int {
            guard offset >= 0 else { return -1 }
            return highlights.firstIndex { $0.utf16Range.contains(offset) } ?? -1
        }
        defer { context.reportGlyphHits() }
        try inkedRows.withUnsafeMutableBounds { inked in try image.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let compositor = GlyphCompositor(pixels: base, width: width, box: box, inked: inked)
            // The last glyph's face, size and paint, looked up again only when they change.
            var face: FontFace?, instance: FaceInstance?, fontSize = -1.0, pixelSize: Int32 = 0
            var styleIndex = Int.min, highlightIndex = Int.min, paint = lastPaint, blender: CoverageBlender?
            for lineIndex in lineRange {
                // Per highlight with a decoration: the x extent of its glyphs on this line, and the first glyph's font.
                var spans: [Int: (x0: Double, x1: Double, face: FontFace, size: Double)] = [:]
                try layout.forEachGlyph(inLine: lineIndex) { placed in
                    let h = highlights.isEmpty ? -1 : highlight(of: placed.utf16Offset)
                    if placed.styleIndex != styleIndex || h != highlightIndex {
                        styleIndex = placed.styleIndex
                        highlightIndex = h
                        paint = h >= 0 ? highlights[h].paint
                            : styleIndex >= 0 && styleIndex < paints.count ? paints[styleIndex] : lastPaint
                        blender = paint.color.alpha > 0 ? context.textBlender(for: paint.color) : nil
                    }
                    if h >= 0, decoratedHighlights, paint.underline || paint.strikethrough {
                        let x0 = Double(placed.position.x), x1 = x0 + placed.advance
                        if let span = spans[h] {
                            spans[h] = (min(span.x0, x0), max(span.x1, x1), span.face, span.size)
                        } else {
                            spans[h] = (x0, x1, placed.face, placed.fontSize)
                        }
                    }
                    if placed.face !== face || instance == nil {
                        instance = try context.instance(for: placed.face)
                        face = placed.face
                    }
                    if placed.fontSize != fontSize {
                        fontSize = placed.fontSize
                        pixelSize = Int32(max(0, min(Double(Int32.max / 2), (fontSize * scale * 64).rounded())))
                    }
                    guard pixelSize > 0, let blender, let instance else { return }
                    let x = (origin.x + placed.position.x) * scale, y = (origin.y + placed.position.y) * scale
                    guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
                    var column = x.rounded(.down)
                    var bin = Int(((x - column) * 4).rounded())
                    if bin == 4 { column += 1; bin = 0 }
                    let bitmap = context.glyph(placed.glyph, of: placed.face, instance: instance, pixelSize: pixelSize, bin: bin)
                    compositor.add(bitmap, x: Int(column), y: Int(y.rounded()), blender: blender, opacity: paint.color.alpha)
                }
                let line = layout.lines[lineIndex]
                for (h, span) in spans.sorted(by: { $0.key < $1.key }) {
                    let metrics = try context.instance(for: span.face).decorations
                    decorations.append(DecorationSegment(x0: span.x0, x1: span.x1, line: line, fontSize: span.size,
                                                         paint: highlights[h].paint, metrics: metrics))
                }
                guard decorated else { continue }
                for run in layout.glyphRuns(inLine: lineIndex) {
                    let paint = run.styleIndex >= 0 && run.styleIndex < paints.count ? paints[run.styleIndex] : lastPaint
                    if paint.underline || paint.strikethrough {
                        let metrics = try context.instance(for: run.face).decorations
                        decorations.append(DecorationSegment(run: run, line: line, paint: paint, metrics: metrics))
                    }
                }
            }
        } }
        for segment in DecorationSegment.merged(decorations) {
            try drawDecoration(segment, origin: origin)
        }
    }

    /// Fills one underline or strikethrough: horizontal ends anti-aliased, top and thickness snapped to pixels.
    private mutating func drawDecoration(_ segment: DecorationSegment, origin: CGPoint) throws {
        for (enabled, centre, thickness) in [(segment.paint.underline, segment.underlineCentre, segment.underlineThickness),
                                             (segment.paint.strikethrough, segment.strikeoutCentre, segment.strikeoutThickness)] where enabled {
            let height = max(1, (thickness * scale).rounded())
            let top = ((origin.y + centre) * scale - height / 2).rounded()
            let rect = CGRect(x: (origin.x + segment.x0) * scale, y: top, width: (segment.x1 - segment.x0) * scale, height: height)
            guard let visible = clipBox.clipping(rect),
                  let mask = try PathRasterizer(library: context.library).fill(Path(rect: visible), rule: .nonZero, window: clipBox)
            else { continue }
            composite(mask, color: segment.paint.color)
        }
    }
}

/// An underline or strikethrough over consecutive runs with one paint, in points relative to the layout.
private struct DecorationSegment {
    var x0: Double
    var x1: Double
    /// The line's top: segments of different lines never merge.
    var lineTop: Double
    var paint: TextPaint
    var underlineCentre: Double
    var underlineThickness: Double
    var strikeoutCentre: Double
    var strikeoutThickness: Double

    init(run: GlyphRun, line: TextLine, paint: TextPaint, metrics: DecorationMetrics) {
        self.init(x0: run.xRange.lowerBound, x1: run.xRange.upperBound, line: line, fontSize: run.fontSize, paint: paint,
                  metrics: metrics)
    }

    /// A segment from `x0` to `x1` on `line` in a font of `fontSize`.
    init(x0: Double, x1: Double, line: TextLine, fontSize: Double, paint: TextPaint, metrics: DecorationMetrics) {
        // Trailing whitespace hangs outside the line's width and is not decorated.
        self.x0 = max(x0, line.x)
        self.x1 = min(x1, line.x + line.width)
        lineTop = line.top
        self.paint = paint
        underlineCentre = line.baseline - metrics.underlinePosition * fontSize
        underlineThickness = metrics.underlineThickness * fontSize
        strikeoutCentre = line.baseline - metrics.strikeoutPosition * fontSize
        strikeoutThickness = metrics.strikeoutThickness * fontSize
    }

    /// Neighbouring segments of one line and paint joined into one: the lowest underline, the first run's
    /// strikeout and the thickest lines win, so a line through mixed fonts has no steps or seams.
    static func merged(_ segments: [DecorationSegment]) -> [DecorationSegment] {
        var result: [DecorationSegment] = []
        for segment in segments where segment.x1 > segment.x0 {
            if var last = result.last, last.lineTop == segment.lineTop, last.paint == segment.paint,
               abs(last.x1 - segment.x0) < 0.01 || abs(segment.x1 - last.x0) < 0.01 {
                last.x0 = min(last.x0, segment.x0)
                last.x1 = max(last.x1, segment.x1)
                last.underlineCentre = max(last.underlineCentre, segment.underlineCentre)
                last.underlineThickness = max(last.underlineThickness, segment.underlineThickness)
                last.strikeoutThickness = max(last.strikeoutThickness, segment.strikeoutThickness)
                result[result.count - 1] = last
            } else {
                result.append(segment)
            }
        }
        return result
    }
}

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

    /// Draws a measured layout with a paint per style run: glyphs of ``AttributedText`` run `i` (their
    /// `GlyphRun.styleIndex`) use `paints[i]`; runs past the end of `paints` use its last paint.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite origin or no paints, `.unusableFont` when FreeType
    ///   cannot open a face.
    public mutating func draw(_ layout: TextLayout, at origin: CGPoint, paints: [TextPaint], lines: Range<Int>? = nil) throws {
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
        var decorations: [DecorationSegment] = []
        defer { context.reportGlyphHits() }
        try inkedRows.withUnsafeMutableBounds { inked in try image.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let compositor = GlyphCompositor(pixels: base, width: width, box: box, inked: inked)
            // The last glyph's face, size and paint, looked up again only when they change.
            var face: FontFace?, instance: FaceInstance?, fontSize = -1.0, pixelSize: Int32 = 0
            var styleIndex = Int.min, paint = lastPaint, blender: CoverageBlender?
            for lineIndex in lineRange {
                try layout.forEachGlyph(inLine: lineIndex) { placed in
                    if placed.styleIndex != styleIndex {
                        styleIndex = placed.styleIndex
                        paint = styleIndex >= 0 && styleIndex < paints.count ? paints[styleIndex] : lastPaint
                        blender = paint.color.alpha > 0 ? context.textBlender(for: paint.color) : nil
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
                    let bitmap = context.glyph(placed.glyph, of: instance, pixelSize: pixelSize, bin: bin)
                    compositor.add(bitmap, x: Int(column), y: Int(y.rounded()), blender: blender, opacity: paint.color.alpha)
                }
                guard decorated else { continue }
                let line = layout.lines[lineIndex]
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
        // Trailing whitespace hangs outside the line's width and is not decorated.
        x0 = max(run.xRange.lowerBound, line.x)
        x1 = min(run.xRange.upperBound, line.x + line.width)
        lineTop = line.top
        self.paint = paint
        underlineCentre = line.baseline - metrics.underlinePosition * run.fontSize
        underlineThickness = metrics.underlineThickness * run.fontSize
        strikeoutCentre = line.baseline - metrics.strikeoutPosition * run.fontSize
        strikeoutThickness = metrics.strikeoutThickness * run.fontSize
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

import Foundation

/// Walks one line's glyphs in visual order: pieces clipped to what the line shows, plus the ellipsis, reordered
/// by bidi level (UAX #9 rule L2), with pen positions in points.
struct LineGlyphs {
    let record: LineRecord
    let prepared: PreparedText
    let line: TextLine

    private enum Item {
        case piece(Int, clip: Range<Int>)
        case ellipsis(Ellipsis)
    }

    /// One glyph as the walk reports it.
    private struct Visit {
        var face: FontFace
        var glyph: UInt32
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
        var scale: Double
        var styleIndex: Int
        var isRightToLeft: Bool
        var pen: Double
        /// The UTF-16 offset of the glyph's grapheme in the whole text (-1: an ellipsis glyph).
        var unit: Int
    }

    private var paragraph: PreparedParagraph { prepared.paragraphs[record.paragraph] }

    /// Calls `body` with each item in visual order; plain left-to-right lines need no reordering and no allocation.
    private func forEachVisualItem(_ p: PreparedParagraph.View, _ body: (Item) throws -> Void) rethrows {
        guard record.ellipsis == nil, p.header.isLeftToRight else {
            try visualItems(p).forEach(body)
            return
        }
        let segment = record.first
        guard !segment.isEmpty else { return }
        for pieceIndex in p.pieces(covering: segment) {
            let clip = p.pieces[pieceIndex].graphemes.clamped(to: segment)
            if !clip.isEmpty { try body(.piece(pieceIndex, clip: clip)) }
        }
    }

    private func visualItems(_ p: PreparedParagraph.View) -> [Item] {
        var items: [(item: Item, level: UInt8)] = []
        for (index, segment) in record.segments.enumerated() {
            if let ellipsis = record.ellipsis, record.ellipsisSlot == index { items.append((.ellipsis(ellipsis), ellipsis.level)) }
            guard !segment.isEmpty else { continue }
            for pieceIndex in p.pieces(covering: segment) {
                let piece = p.pieces[pieceIndex]
                let clip = piece.graphemes.clamped(to: segment)
                if !clip.isEmpty { items.append((.piece(pieceIndex, clip: clip), piece.level)) }
            }
        }
        if let ellipsis = record.ellipsis, record.ellipsisSlot == record.segments.count { items.append((.ellipsis(ellipsis), ellipsis.level)) }
        guard let highest = items.map(\.level).max(), highest > 0 else { return items.map(\.item) }
        let lowestOdd = (items.map(\.level).filter { $0 & 1 == 1 }.min() ?? 1)
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < items.count {
                guard items[start].level >= level else { start += 1; continue }
                var end = start
                while end < items.count && items[end].level >= level { end += 1 }
                items[start..<end].reverse()
                start = end
            }
            if level == 0 { break }
            level -= 1
        }
        return items.map(\.item)
    }

    /// Calls `body` for every glyph with its pen position, or `whole` (when given) instead for each piece the line
    /// shows whole with no letter spacing or justification (its ink is known without visiting its glyphs).
    private func walk(whole: ((_ ink: InkBox?, _ scale: Double, _ pen: Double) -> Void)? = nil,
                      _ body: (Visit) throws -> Void) rethrows {
        let styles = prepared.styles
        // A piece the line cuts inside a word (a broken word, a truncated segment) ends with its last glyph as shaped
        // alone, without its kerning against the glyph cut away, as the line was measured.
        let kerning = LineEndKerning(styles: styles)
        try paragraph.withView { p in
            var pen = line.x
            try forEachVisualItem(p) { item in
                switch item {
                case let .ellipsis(ellipsis):
                    for glyph in ellipsis.glyphs {
                        try body(Visit(face: ellipsis.face, glyph: glyph.glyph, xAdvance: glyph.xAdvance, xOffset: glyph.xOffset, yOffset: glyph.yOffset,
                                       scale: ellipsis.scale, styleIndex: ellipsis.styleIndex,
                                       isRightToLeft: ellipsis.level & 1 == 1, pen: pen, unit: -1))
                        pen += Double(glyph.xAdvance) * ellipsis.scale
                    }
                case let .piece(index, clip):
                    let piece = p.pieces[index]
                    let run = p.runs[Int(piece.run)]
                    if let whole, clip == piece.graphemes, run.letterSpacing == 0, record.extraPerSpace == 0 {
                        whole(piece.ink, run.scale, pen)
                        pen += p.width(clip)
                        return
                    }
                    let face = styles[run.styleIndex].faces[run.faceIndex]
                    let glyphs = p.glyphs
                    let range = glyphRange(of: piece, clip: clip, in: p)
                    let cut = clip.isEmpty ? nil : kerning.cutGlyph(after: clip.upperBound - 1, in: p)
                    for position in range {
                        let glyph = glyphs[position]
                        let g = Int(glyph.grapheme)
                        if clip.contains(g) {
                            let alone = position == cut?.position ? cut : nil
                            let xAdvance = alone?.xAdvance ?? glyph.xAdvance
                            try body(Visit(face: face, glyph: glyph.id, xAdvance: xAdvance, xOffset: alone?.xOffset ?? glyph.xOffset,
                                           yOffset: glyph.yOffset, scale: run.scale, styleIndex: run.styleIndex,
                                           isRightToLeft: piece.isRightToLeft, pen: pen, unit: p.header.textOffset + p.unitStart(of: g)))
                            pen += Double(xAdvance) * run.scale
                        }
                        let next = position + 1 < Int(piece.glyphEnd) ? Int(glyphs[position + 1].grapheme) : -1
                        if next != g && clip.contains(g) {
                            pen += run.letterSpacing
                            if p.flags[g].contains(.whitespace) { pen += record.extraPerSpace }
                        }
                    }
                }
            }
        }
    }

    /// The glyphs of `piece` whose graphemes fall in `clip` (graphemes are monotonic: rising left to right,
    /// falling when right-to-left).
    private func glyphRange(of piece: PreparedParagraph.Piece, clip: Range<Int>, in p: PreparedParagraph.View) -> Range<Int> {
        let glyphs = p.glyphs
        // First index whose grapheme is on the far side of a bound in visual order.
        func partition(_ isBefore: (Int) -> Bool) -> Int {
            var lo = Int(piece.glyphStart), hi = Int(piece.glyphEnd)
            while lo < hi {
                let mid = (lo + hi) / 2
                if isBefore(Int(glyphs[mid].grapheme)) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        if piece.isRightToLeft {
            return partition { $0 >= clip.upperBound }..<partition { $0 >= clip.lowerBound }
        }
        return partition { $0 < clip.lowerBound }..<partition { $0 < clip.upperBound }
    }

    /// The union of the line's glyph ink, in points; nil when nothing is inked. A left-to-right line of whole
    /// pieces without letter spacing or justification (most lines) unions its pieces' ink boxes in one loop.
    func ink() -> CGRect? {
        if record.ellipsis == nil, record.extraPerSpace == 0,
           case let .ink(box) = paragraph.withView({ p in p.header.isLeftToRight ? wholePieceInk(p) : .notApplicable }) {
            return box
        }
        return walkedInk()
    }

    /// What the one-loop ink of a line found.
    private enum WholePieceInk {
        case ink(CGRect?)
        /// The line spaces its letters: its glyphs must be walked.
        case notApplicable
    }

    /// The ink of a left-to-right line without letter spacing or justification: whole pieces from their ink boxes,
    /// a piece the line cuts (the one whose trailing spaces hang) glyph by glyph, as ``walk`` places them.
    private func wholePieceInk(_ p: PreparedParagraph.View) -> WholePieceInk {
        let segment = record.first
        guard !segment.isEmpty else { return .ink(nil) }
        var box = InkBounds()
        var pen = line.x
        let baseline = line.baseline
        for index in p.pieces(covering: segment) {
            let piece = p.pieces[index]
            let run = p.runs[Int(piece.run)]
            guard run.letterSpacing == 0 else { return .notApplicable }
            let clip = piece.graphemes.clamped(to: segment)
            if clip == piece.graphemes {
                if let ink = piece.ink {
                    box.add(pen + Double(ink.minX) * run.scale, baseline - Double(ink.maxY) * run.scale,
                            pen + Double(ink.maxX) * run.scale, baseline - Double(ink.minY) * run.scale)
                }
                pen += p.width(clip)
                continue
            }
            let range = glyphRange(of: piece, clip: clip, in: p)
            (box, pen) = prepared.styles[run.styleIndex].faces[run.faceIndex].withExtents { extents in
                var (box, pen) = (box, pen)
                for position in range {
                    let glyph = p.glyphs[position]
                    guard clip.contains(Int(glyph.grapheme)) else { continue }
                    let e = extents(glyph.id)
                    if e.width != 0, e.height != 0 {
                        let left = pen + Double(Int(glyph.xOffset) + Int(e.xBearing)) * run.scale
                        let top = baseline - Double(Int(glyph.yOffset) + Int(e.yBearing)) * run.scale
                        box.add(left, top, left + Double(e.width) * run.scale, top - Double(e.height) * run.scale)
                    }
                    pen += Double(glyph.xAdvance) * run.scale
                }
                return (box, pen)
            }
        }
        return .ink(box.rect)
    }

    /// The ink from walking the line's items as drawn.
    private func walkedInk() -> CGRect? {
        var box = InkBounds()
        let baseline = line.baseline
        func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) { box.add(x0, y0, x1, y1) }
        walk(whole: { ink, scale, pen in
            guard let ink else { return }
            add(pen + Double(ink.minX) * scale, baseline - Double(ink.maxY) * scale,
                pen + Double(ink.maxX) * scale, baseline - Double(ink.minY) * scale)
        }) { visit in
            let e = visit.face.extents(of: visit.glyph)
            guard e.width != 0, e.height != 0 else { return }
            let left = visit.pen + Double(Int(visit.xOffset) + Int(e.xBearing)) * visit.scale
            let top = baseline - Double(Int(visit.yOffset) + Int(e.yBearing)) * visit.scale
            add(left, top, left + Double(e.width) * visit.scale, top - Double(e.height) * visit.scale)
        }
        return box.rect
    }

    /// Calls `body` with each glyph in visual order, placed as ``runs()`` places it.
    func forEachGlyph(_ body: (PlacedGlyph) throws -> Void) rethrows {
        let baseline = line.baseline
        try walk { visit in
            try body(PlacedGlyph(face: visit.face, fontSize: visit.scale * Double(visit.face.unitsPerEm), styleIndex: visit.styleIndex,
                                 isRightToLeft: visit.isRightToLeft, glyph: visit.glyph,
                                 position: CGPoint(x: visit.pen + Double(visit.xOffset) * visit.scale,
                                                   y: baseline - Double(visit.yOffset) * visit.scale),
                                 advance: Double(visit.xAdvance) * visit.scale, utf16Offset: visit.unit))
        }
    }

    /// The line's glyphs as runs of one face, size, style and direction.
    func runs() -> [GlyphRun] {
        var runs: [GlyphRun] = []
        let baseline = line.baseline
        walk { visit in
            let size = visit.scale * Double(visit.face.unitsPerEm)
            let origin = CGPoint(x: visit.pen + Double(visit.xOffset) * visit.scale, y: baseline - Double(visit.yOffset) * visit.scale)
            let end = visit.pen + Double(visit.xAdvance) * visit.scale
            if let last = runs.last, last.face === visit.face, last.fontSize == size, last.styleIndex == visit.styleIndex,
               last.isRightToLeft == visit.isRightToLeft {
                runs[runs.count - 1].glyphs.append(visit.glyph)
                runs[runs.count - 1].positions.append(origin)
                runs[runs.count - 1].xRange = last.xRange.lowerBound...max(last.xRange.upperBound, end)
            } else {
                runs.append(GlyphRun(face: visit.face, fontSize: size, styleIndex: visit.styleIndex, isRightToLeft: visit.isRightToLeft,
                                     glyphs: [visit.glyph], positions: [origin], xRange: visit.pen...max(visit.pen, end)))
            }
        }
        return runs
    }
}

/// The union of ink boxes in points, as ``LineGlyphs`` grows it box by box.
private struct InkBounds {
    private var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    mutating func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        box = box.map { (min($0.minX, x0), min($0.minY, y0), max($0.maxX, x1), max($0.maxY, y1)) } ?? (x0, y0, x1, y1)
    }

    /// The union, nil when nothing was added.
    var rect: CGRect? { box.map { CGRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) } }
}

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

    private var paragraph: PreparedParagraph { prepared.paragraphs[record.paragraph] }

    /// Calls `body` with each item in visual order; plain left-to-right lines need no reordering and no allocation.
    private func forEachVisualItem(_ body: (Item) throws -> Void) rethrows {
        let paragraph = self.paragraph
        guard record.ellipsis == nil, paragraph.isLeftToRight else {
            try visualItems().forEach(body)
            return
        }
        let segment = record.first
        guard !segment.isEmpty else { return }
        for pieceIndex in Int(paragraph.pieceOfGrapheme[segment.lowerBound])...Int(paragraph.pieceOfGrapheme[segment.upperBound - 1]) {
            let piece = paragraph.pieces[pieceIndex]
            let clip = max(piece.graphemes.lowerBound, segment.lowerBound)..<min(piece.graphemes.upperBound, segment.upperBound)
            if !clip.isEmpty { try body(.piece(pieceIndex, clip: clip)) }
        }
    }

    private func visualItems() -> [Item] {
        var items: [(item: Item, level: UInt8)] = []
        let paragraph = self.paragraph
        for (index, segment) in record.segments.enumerated() {
            if let ellipsis = record.ellipsis, record.ellipsisSlot == index { items.append((.ellipsis(ellipsis), ellipsis.level)) }
            guard !segment.isEmpty else { continue }
            let first = Int(paragraph.pieceOfGrapheme[segment.lowerBound])
            let last = Int(paragraph.pieceOfGrapheme[segment.upperBound - 1])
            for pieceIndex in first...last {
                let piece = paragraph.pieces[pieceIndex]
                let clip = max(piece.graphemes.lowerBound, segment.lowerBound)..<min(piece.graphemes.upperBound, segment.upperBound)
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

    /// Calls `body` for every glyph with its face, font scale, style and origin; returns the pen's end.
    private func walk(fast: ((ShapedWord, Double, Double) -> Void)? = nil,
                      _ body: (_ word: ShapedWord, _ glyph: ShapedGlyph, _ scale: Double, _ style: Int, _ rtl: Bool, _ x: Double) throws -> Void) rethrows {
        let paragraph = self.paragraph
        var pen = line.x
        try forEachVisualItem { item in
            switch item {
            case let .ellipsis(ellipsis):
                for glyph in ellipsis.word.glyphs {
                    try body(ellipsis.word, glyph, ellipsis.scale, ellipsis.styleIndex, ellipsis.level & 1 == 1, pen)
                    pen += Double(glyph.xAdvance) * ellipsis.scale
                }
            case let .piece(index, clip):
                let piece = paragraph.pieces[index]
                let word = piece.word
                if let fast, clip == piece.graphemes, piece.letterSpacing == 0, record.extraPerSpace == 0 {
                    fast(word, piece.scale, pen)
                    pen += paragraph.width(clip)
                    return
                }
                let glyphs = word.glyphs
                for position in glyphRange(of: piece, clip: clip) {
                    let glyph = glyphs[position]
                    let g = grapheme(of: glyph, in: piece)
                    if clip.contains(g) {
                        try body(word, glyph, piece.scale, piece.styleIndex, piece.isRightToLeft, pen)
                        pen += Double(glyph.xAdvance) * piece.scale
                    }
                    let next = position + 1 < glyphs.count ? grapheme(of: glyphs[position + 1], in: piece) : -1
                    if next != g && clip.contains(g) {
                        pen += piece.letterSpacing
                        if paragraph.flags[g].contains(.whitespace) { pen += record.extraPerSpace }
                    }
                }
            }
        }
    }

    /// The glyphs whose clusters fall in `clip` (clusters are monotonic: rising left to right, falling when RTL).
    private func glyphRange(of piece: PreparedParagraph.Piece, clip: Range<Int>) -> Range<Int> {
        let glyphs = piece.word.glyphs
        let paragraph = self.paragraph
        let low = Int(paragraph.graphemeStarts[clip.lowerBound]) - piece.utf16.lowerBound
        let high = Int(paragraph.graphemeStarts[clip.upperBound]) - piece.utf16.lowerBound
        // First index whose cluster is on the far side of `bound` in visual order.
        func partition(_ isBefore: (UInt32) -> Bool) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isBefore(glyphs[mid].cluster) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        if piece.isRightToLeft {
            return partition { Int($0) >= high }..<partition { Int($0) >= low }
        }
        return partition { Int($0) < low }..<partition { Int($0) < high }
    }

    private func grapheme(of glyph: ShapedGlyph, in piece: PreparedParagraph.Piece) -> Int {
        let unit = min(piece.utf16.lowerBound + Int(glyph.cluster), paragraph.text.count - 1)
        return Int(paragraph.graphemeOfUnit[max(unit, 0)])
    }

    /// The union of the line's glyph ink, in points; nil when nothing is inked.
    func ink() -> CGRect? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        let baseline = line.baseline
        func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            box = box.map { (min($0.minX, x0), min($0.minY, y0), max($0.maxX, x1), max($0.maxY, y1)) } ?? (x0, y0, x1, y1)
        }
        walk(fast: { word, scale, pen in
            guard let ink = word.ink else { return }
            add(pen + Double(ink.minX) * scale, baseline - Double(ink.maxY) * scale,
                pen + Double(ink.maxX) * scale, baseline - Double(ink.minY) * scale)
        }) { word, glyph, scale, _, _, pen in
            let e = word.face.extents(of: glyph.glyph)
            guard e.width != 0, e.height != 0 else { return }
            let left = pen + Double(glyph.xOffset + e.xBearing) * scale
            let top = baseline - Double(glyph.yOffset + e.yBearing) * scale
            add(left, top, left + Double(e.width) * scale, top - Double(e.height) * scale)
        }
        return box.map { CGRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) }
    }

    /// Calls `body` with each glyph in visual order, placed as ``runs()`` places it.
    func forEachGlyph(_ body: (PlacedGlyph) throws -> Void) rethrows {
        let baseline = line.baseline
        try walk { word, glyph, scale, style, rtl, pen in
            try body(PlacedGlyph(face: word.face, fontSize: scale * Double(word.face.unitsPerEm), styleIndex: style,
                                 isRightToLeft: rtl, glyph: glyph.glyph,
                                 position: CGPoint(x: pen + Double(glyph.xOffset) * scale, y: baseline - Double(glyph.yOffset) * scale)))
        }
    }

    /// The line's glyphs as runs of one face, size, style and direction.
    func runs() -> [GlyphRun] {
        var runs: [GlyphRun] = []
        walk { word, glyph, scale, style, rtl, pen in
            let size = scale * Double(word.face.unitsPerEm)
            let origin = CGPoint(x: pen + Double(glyph.xOffset) * scale, y: line.baseline - Double(glyph.yOffset) * scale)
            let end = pen + Double(glyph.xAdvance) * scale
            if let last = runs.last, last.face === word.face, last.fontSize == size, last.styleIndex == style, last.isRightToLeft == rtl {
                runs[runs.count - 1].glyphs.append(glyph.glyph)
                runs[runs.count - 1].positions.append(origin)
                runs[runs.count - 1].xRange = last.xRange.lowerBound...max(last.xRange.upperBound, end)
            } else {
                runs.append(GlyphRun(face: word.face, fontSize: size, styleIndex: style, isRightToLeft: rtl,
                                     glyphs: [glyph.glyph], positions: [origin], xRange: pen...max(pen, end)))
            }
        }
        return runs
    }
}

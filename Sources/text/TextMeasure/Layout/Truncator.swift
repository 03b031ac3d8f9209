/// Builds the last allowed line of a truncating layout: the rest of its paragraph cut at grapheme boundaries
/// around `…` (shaped in the line's font) so that the whole fits the width.
struct Truncator {
    let prepared: PreparedText
    let paragraph: Int
    let maxWidth: Double

    static let ellipsis: [UInt16] = [0x2026]

    func truncate(from start: Int, mode: LineBreakMode) -> (record: LineRecord, width: Double, text: String) {
        let source = prepared.paragraphs[paragraph]
        return source.withView { p in
            let end = p.graphemeCount
            let cutNear = mode == .truncateHead ? max(start, end - 1) : start
            let ellipsis = makeEllipsis(near: cutNear, in: p, emptyLine: source.emptyLine)
            let available = maxWidth - ellipsis.width
            // A segment cut inside a word is as wide as it is without the kerning of its last glyph against the first
            // one cut away (``LineEndKerning``; the drawing places what follows it the same way).
            let kerning = LineEndKerning(styles: prepared.styles)
            func shown(_ segment: Range<Int>) -> Double {
                segment.isEmpty ? 0 : p.width(segment) + kerning.correction(after: segment.upperBound - 1, in: p)
            }
            var segments: [Range<Int>]
            var slot: Int
            // What is shown drops whitespace at the cut edges, and whitespace can be narrower than nothing (negative
            // letter spacing): each mode first takes what fits by the plain widths, then gives back graphemes until
            // what is shown fits too (found by fuzz-measuring).
            let limit = available + LineBreaker.epsilon
            switch mode {
            case .truncateHead:
                var first = end
                while first > start && p.width((first - 1)..<end) <= limit { first -= 1 }
                func skipWhitespace() { while first < end && p.flags[first].contains(.whitespace) { first += 1 } }
                skipWhitespace()
                while first < end && shown(first..<p.trimmedEnd(first..<end)) > limit {
                    first += 1
                    skipWhitespace()
                }
                segments = [first..<p.trimmedEnd(first..<end)]
                slot = 0
            case .truncateMiddle:
                var left = start, right = end
                var takeLeft = true
                while left < right {
                    let next = takeLeft ? p.width(start..<(left + 1)) + p.width(right..<end) : p.width(start..<left) + p.width((right - 1)..<end)
                    guard next <= limit else { break }
                    if takeLeft { left += 1 } else { right -= 1 }
                    takeLeft.toggle()
                }
                var shownLeft = p.trimmedEnd(start..<left)
                while shown(start..<shownLeft) + p.width(right..<end) > limit && (shownLeft > start || right < end) {
                    if shownLeft > start { shownLeft = p.trimmedEnd(start..<(shownLeft - 1)) } else { right += 1 }
                }
                segments = [start..<shownLeft, right..<end]
                slot = 1
            default:
                var last = start
                while last < end && p.width(start..<(last + 1)) <= limit { last += 1 }
                while last > start && shown(start..<p.trimmedEnd(start..<last)) > limit { last -= 1 }
                segments = [start..<p.trimmedEnd(start..<last)]
                slot = 1
            }
            let width = segments.reduce(ellipsis.width) { $0 + shown($1) }
            var text = segments.map { segment -> String in
                let units = p.unitStart(of: segment.lowerBound)..<p.unitStart(of: segment.upperBound)
                return String(decoding: UnsafeBufferPointer(rebasing: p.text[units]), as: UTF16.self)
            }
            text.insert("…", at: slot)
            return (LineRecord(paragraph: paragraph, first: segments[0], second: segments.count > 1 ? segments[1] : nil,
                               ellipsis: ellipsis, ellipsisSlot: slot),
                    width, text.joined())
        }
    }

    /// The hyphen a line broken after grapheme `index` (a soft hyphen) shows: the hyphen glyph of that grapheme's face
    /// (or of the first face of its style's chain that has one), at its size; nil when no face has one.
    static func hyphen(after index: Int, in p: PreparedParagraph.View, prepared: PreparedText) -> Ellipsis? {
        let run = p.runs[Int(p.pieces[Int(p.pieceOfGrapheme[index])].run)]
        let style = prepared.styles[run.styleIndex]
        guard let face = [style.faces[run.faceIndex]].first(where: { $0.hyphen != nil }) ?? style.faces.first(where: { $0.hyphen != nil }),
              let hyphen = face.hyphen else { return nil }
        let scale = style.scale(for: face)
        let extents = face.extents(of: hyphen.glyph)
        let ink = extents.width == 0 || extents.height == 0 ? nil
            : InkBox(minX: Int(extents.xBearing), minY: Int(extents.yBearing) + Int(extents.height),
                     maxX: Int(extents.xBearing) + Int(extents.width), maxY: Int(extents.yBearing))
        return Ellipsis(face: face, glyphs: [ShapedGlyph(glyph: hyphen.glyph, cluster: 0, xAdvance: hyphen.advance, xOffset: 0, yOffset: 0)],
                        ink: ink, scale: scale, width: Double(hyphen.advance) * scale, styleIndex: run.styleIndex,
                        level: p.pieces[Int(p.pieceOfGrapheme[index])].level)
    }

    /// `…` in the font of the piece at `grapheme` (or the first font of its style's chain that has it).
    private func makeEllipsis(near grapheme: Int, in p: PreparedParagraph.View, emptyLine: PreparedParagraph.EmptyLine) -> Ellipsis {
        let styleIndex: Int
        var face: FontFace
        if p.graphemeCount > 0 {
            let run = p.runs[Int(p.pieces[Int(p.pieceOfGrapheme[min(grapheme, p.graphemeCount - 1)])].run)]
            styleIndex = run.styleIndex
            face = prepared.styles[styleIndex].faces[run.faceIndex]
        } else {
            styleIndex = emptyLine.styleIndex
            face = prepared.styles[styleIndex].primary
        }
        let style = prepared.styles[styleIndex]
        if !face.covers(0x2026) {
            face = style.faces.first { $0.covers(0x2026) } ?? style.primary
        }
        let rtl = p.header.baseLevel & 1 == 1
        let shaped = Truncator.ellipsis.withUnsafeBufferPointer { text in
            prepared.cache.shape(ShapeKey(face: face, script: ScriptCode.common, featureSet: style.featureSet,
                                          isRightToLeft: rtl, text: text, seed: prepared.cache.seed),
                                 face: face, features: style.harfBuzzFeatures)
        }
        let scale = style.scale(for: face)
        return Ellipsis(face: face, glyphs: shaped.glyphs, ink: shaped.summary.ink, scale: scale,
                        width: Double(shaped.summary.advance) * scale, styleIndex: styleIndex, level: p.header.baseLevel)
    }
}

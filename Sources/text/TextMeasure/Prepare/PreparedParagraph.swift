/// One paragraph after preparing: everything line breaking, line metrics, drawing and ink read, at any width, in
/// one allocation.
///
/// Grapheme clusters are the unit of line breaking. What the breaking loop reads is kept as struct-of-arrays: each
/// grapheme's offset (prefix sums of advances, letter spacing included) and flags (break after, hard break after,
/// whitespace). Pieces (runs of one font, script, direction and style, cut after line-break opportunities) own a slice
/// of the glyphs, which were copied out of the shape cache, and name a font run (face, size, metrics). Nothing in it
/// is reference counted: a prepared paragraph is one block of memory, read through a ``View``.
struct PreparedParagraph: @unchecked Sendable {
    // @unchecked: the storage is immutable once `make` returns.

    /// The header and the sections, in one allocation.
    final class Storage: ManagedBuffer<Header, UInt64> {}

    private let storage: Storage

    /// What a line with no glyphs (an empty paragraph) is measured with.
    struct EmptyLine: Sendable {
        var metrics: FontMetrics
        var styleIndex: Int
    }

    /// Counts, scalars and where each section of the tail starts (in bytes).
    struct Header {
        var textOffset: Int
        var unitCount: Int
        var graphemeCount: Int
        var pieceCount: Int
        var runCount: Int
        var glyphCount: Int
        var baseLevel: UInt8
        var isLeftToRight: Bool
        /// Whether every UTF-16 unit is a grapheme by itself (then no grapheme starts are stored).
        var unitsAreGraphemes: Bool
        /// Whether no grapheme's advance is negative, so that offsets never decrease (line breaking may search).
        var offsetsNeverDecrease = false
        /// Whether a grapheme has a mandatory break after it.
        var hasHardBreaks = false
        var emptyLine: EmptyLine
        fileprivate var layout: SectionLayout
    }

    /// The byte offsets of the sections, 8-byte aligned, widest elements first.
    fileprivate struct SectionLayout {
        var offsets = 0, pieces = 0, runs = 0, glyphs = 0, starts = 0, pieceOf = 0, runOf = 0, text = 0, flags = 0, total = 0

        init(units: Int, graphemes: Int, pieces pieceCount: Int, runs runCount: Int, glyphs glyphCount: Int, storesStarts: Bool) {
            var cursor = 0
            func section<T>(_ type: T.Type, _ count: Int) -> Int {
                let start = cursor
                cursor = (cursor + MemoryLayout<T>.stride * count + 7) & ~7
                return start
            }
            offsets = section(Double.self, graphemes + 1)
            pieces = section(Piece.self, pieceCount)
            runs = section(FontRun.self, runCount)
            glyphs = section(Glyph.self, glyphCount)
            starts = section(Int32.self, storesStarts ? graphemes + 1 : 0)
            pieceOf = section(Int32.self, graphemes)
            runOf = section(Int32.self, pieceCount)
            text = section(UInt16.self, units)
            flags = section(GraphemeFlags.self, graphemes)
            total = cursor
        }
    }

    /// Builds a paragraph from what the preparing stages produced; `fill` writes every section of the view.
    static func make(textOffset: Int, units: Int, graphemes: Int, pieces: Int, runs: Int, glyphs: Int,
                     unitsAreGraphemes: Bool, baseLevel: UInt8, isLeftToRight: Bool, emptyLine: EmptyLine,
                     fill: (MutableView) -> Void) -> PreparedParagraph {
        let layout = SectionLayout(units: units, graphemes: graphemes, pieces: pieces, runs: runs, glyphs: glyphs,
                                   storesStarts: !unitsAreGraphemes)
        let header = Header(textOffset: textOffset, unitCount: units, graphemeCount: graphemes, pieceCount: pieces,
                            runCount: runs, glyphCount: glyphs, baseLevel: baseLevel, isLeftToRight: isLeftToRight,
                            unitsAreGraphemes: unitsAreGraphemes, emptyLine: emptyLine, layout: layout)
        let buffer = Storage.create(minimumCapacity: max(1, layout.total / 8)) { _ in header }
        let storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointers { header, tail in
            let view = MutableView(header: header.pointee, tail: UnsafeMutableRawPointer(tail))
            fill(view)
            header.pointee.offsetsNeverDecrease = zip(view.offsets, view.offsets.dropFirst()).allSatisfy { $0 <= $1 }
            header.pointee.hasHardBreaks = view.flags.contains { $0.contains(.hardBreakAfter) }
            for (index, piece) in view.pieces.enumerated() { view.runOfPiece[index] = piece.run }
        }
        return PreparedParagraph(storage: storage)
    }

    /// Calls `body` with the paragraph's sections; the pointers are valid only inside `body`.
    @inline(__always)
    func withView<R>(_ body: (View) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { header, tail in
            try body(View(header: header.pointee, tail: UnsafeRawPointer(tail)))
        }
    }

    var textOffset: Int { storage.header.textOffset }
    /// The bytes of the paragraph's allocation.
    var byteCount: Int { storage.header.layout.total + MemoryLayout<Header>.stride }
    var graphemeCount: Int { storage.header.graphemeCount }
    var baseLevel: UInt8 { storage.header.baseLevel }
    var emptyLine: EmptyLine { storage.header.emptyLine }

    /// The paragraph's UTF-16 units in `range` (paragraph-relative), decoded.
    func string(_ range: Range<Int>) -> String {
        withView { String(decoding: UnsafeBufferPointer(rebasing: $0.text[range]), as: UTF16.self) }
    }

    /// The sections, read-only.
    struct View {
        let header: Header
        let offsets: UnsafeBufferPointer<Double>
        let flags: UnsafeBufferPointer<GraphemeFlags>
        let pieces: UnsafeBufferPointer<Piece>
        let runs: UnsafeBufferPointer<FontRun>
        let glyphs: UnsafeBufferPointer<Glyph>
        let pieceOfGrapheme: UnsafeBufferPointer<Int32>
        /// Each piece's font run (``Piece/run`` again, packed: the line loop reads it for line metrics and would
        /// otherwise load a whole piece per piece of the line).
        let runOfPiece: UnsafeBufferPointer<Int32>
        let text: UnsafeBufferPointer<UInt16>
        private let starts: UnsafeBufferPointer<Int32>

        fileprivate init(header: Header, tail: UnsafeRawPointer) {
            self.header = header
            let sections = MutableView(header: header, tail: UnsafeMutableRawPointer(mutating: tail))
            offsets = UnsafeBufferPointer(sections.offsets)
            flags = UnsafeBufferPointer(sections.flags)
            pieces = UnsafeBufferPointer(sections.pieces)
            runs = UnsafeBufferPointer(sections.runs)
            glyphs = UnsafeBufferPointer(sections.glyphs)
            pieceOfGrapheme = UnsafeBufferPointer(sections.pieceOfGrapheme)
            runOfPiece = UnsafeBufferPointer(sections.runOfPiece)
            text = UnsafeBufferPointer(sections.text)
            starts = UnsafeBufferPointer(sections.graphemeStarts)
        }

        var graphemeCount: Int { header.graphemeCount }

        /// The paragraph-relative UTF-16 offset where grapheme `index` starts (`graphemeCount`: the paragraph's length).
        @inline(__always)
        func unitStart(of index: Int) -> Int { header.unitsAreGraphemes ? index : Int(starts[index]) }

        /// Width of graphemes `range`.
        @inline(__always)
        func width(_ range: Range<Int>) -> Double { offsets[range.upperBound] - offsets[range.lowerBound] }

        /// The end of `range` once trailing whitespace is dropped.
        func trimmedEnd(_ range: Range<Int>) -> Int {
            var end = range.upperBound
            while end > range.lowerBound && flags[end - 1].contains(.whitespace) { end -= 1 }
            return end
        }

        /// The width a line ending after grapheme `index` adds for its hyphen: the hyphen of the grapheme's font after a
        /// soft hyphen or before a hyphenation point, else 0.
        @inline(__always)
        func hyphenWidth(after index: Int) -> Double {
            guard flags[index].contains(.hyphenAfter) else { return 0 }
            return runs[Int(runOfPiece[Int(pieceOfGrapheme[index])])].hyphenWidth
        }

        /// Width of `range` without its trailing whitespace.
        func trimmedWidth(_ range: Range<Int>) -> Double { width(range.lowerBound..<trimmedEnd(range)) }

        /// The pieces that hold graphemes of the non-empty `range`.
        @inline(__always)
        func pieces(covering range: Range<Int>) -> ClosedRange<Int> {
            Int(pieceOfGrapheme[range.lowerBound])...Int(pieceOfGrapheme[range.upperBound - 1])
        }

        /// The widest unbreakable stretch (between line-break opportunities), trailing whitespace excluded.
        var longestWordWidth: Double {
            var longest = 0.0
            var start = 0
            for index in 0..<graphemeCount where (!flags[index].isDisjoint(with: [.breakAfter, .hardBreakAfter])
                                                  && !flags[index].contains(.hyphenationPoint)) || index == graphemeCount - 1 {
                longest = max(longest, trimmedWidth(start..<(index + 1)))
                start = index + 1
            }
            return longest
        }

        /// The widest grapheme.
        var widestGrapheme: Double {
            (0..<graphemeCount).reduce(0) { max($0, offsets[$1 + 1] - offsets[$1]) }
        }
    }

    /// The sections, writable, for ``make``.
    struct MutableView {
        let offsets: UnsafeMutableBufferPointer<Double>
        let flags: UnsafeMutableBufferPointer<GraphemeFlags>
        let pieces: UnsafeMutableBufferPointer<Piece>
        let runs: UnsafeMutableBufferPointer<FontRun>
        let glyphs: UnsafeMutableBufferPointer<Glyph>
        /// Empty when units are graphemes.
        let graphemeStarts: UnsafeMutableBufferPointer<Int32>
        let pieceOfGrapheme: UnsafeMutableBufferPointer<Int32>
        /// Filled by ``make`` from the pieces.
        let runOfPiece: UnsafeMutableBufferPointer<Int32>
        let text: UnsafeMutableBufferPointer<UInt16>

        fileprivate init(header: Header, tail: UnsafeMutableRawPointer) {
            let l = header.layout, g = header.graphemeCount
            offsets = .init(start: (tail + l.offsets).bindMemory(to: Double.self, capacity: g + 1), count: g + 1)
            flags = .init(start: (tail + l.flags).bindMemory(to: GraphemeFlags.self, capacity: g), count: g)
            pieces = .init(start: (tail + l.pieces).bindMemory(to: Piece.self, capacity: header.pieceCount), count: header.pieceCount)
            runs = .init(start: (tail + l.runs).bindMemory(to: FontRun.self, capacity: header.runCount), count: header.runCount)
            glyphs = .init(start: (tail + l.glyphs).bindMemory(to: Glyph.self, capacity: header.glyphCount), count: header.glyphCount)
            let startCount = header.unitsAreGraphemes ? 0 : g + 1
            graphemeStarts = .init(start: (tail + l.starts).bindMemory(to: Int32.self, capacity: startCount), count: startCount)
            pieceOfGrapheme = .init(start: (tail + l.pieceOf).bindMemory(to: Int32.self, capacity: g), count: g)
            runOfPiece = .init(start: (tail + l.runOf).bindMemory(to: Int32.self, capacity: header.pieceCount), count: header.pieceCount)
            text = .init(start: (tail + l.text).bindMemory(to: UInt16.self, capacity: header.unitCount), count: header.unitCount)
        }
    }
}

extension PreparedParagraph {
    /// What a line may do after a grapheme, and whether the grapheme hangs at a line's end.
    struct GraphemeFlags: OptionSet, Sendable {
        let rawValue: UInt8
        static let breakAfter = GraphemeFlags(rawValue: 1)
        static let hardBreakAfter = GraphemeFlags(rawValue: 2)
        static let whitespace = GraphemeFlags(rawValue: 4)
        /// Common or inherited script (spaces, digits, punctuation, marks): it takes the script and, where it
        /// covers it, the font of the text around it. Used while preparing only.
        static let commonScript = GraphemeFlags(rawValue: 8)
        /// A line that ends after this grapheme shows a hyphen, counted in its width: the grapheme is a soft hyphen
        /// (U+00AD) or precedes a hyphenation point.
        static let hyphenAfter = GraphemeFlags(rawValue: 16)
        /// A hyphenation point from the patterns (with `.breakAfter` and `.hyphenAfter`): taken only when the line
        /// broken without it would be less full than the paragraph's hyphenation factor.
        static let hyphenationPoint = GraphemeFlags(rawValue: 32)
    }

    /// Vertical metrics of one font at one size, in points.
    struct FontMetrics: Sendable, Equatable {
        var ascent: Double
        var descent: Double
        var lineGap: Double
    }

    /// One face of one style at its size: what placing a piece's glyphs and measuring its line read.
    struct FontRun: Sendable {
        var styleIndex: Int
        /// The face's index in its style's ``ResolvedStyle/faces``.
        var faceIndex: Int
        /// Points per font unit.
        var scale: Double
        var letterSpacing: Double
        var metrics: FontMetrics
        /// The advance of the face's hyphen at this size, in points (0 when the face has none).
        var hyphenWidth: Double
    }

    /// A run of one font, script, direction and style, cut after line-break opportunities, with its glyphs.
    struct Piece: Sendable {
        var graphemeStart: Int32
        var graphemeEnd: Int32
        /// Paragraph-relative UTF-16 offsets covered.
        var unitStart: Int32
        var unitEnd: Int32
        /// The piece's glyphs in the paragraph's glyphs, in visual order.
        var glyphStart: Int32
        var glyphEnd: Int32
        /// Its font run.
        var run: Int32
        /// The HarfBuzz script it was shaped with.
        var script: UInt32
        var level: UInt8
        /// The union of the glyphs' ink in font units, relative to the piece's pen start, y up (`nil`: no ink).
        var ink: InkBox?

        var graphemes: Range<Int> { Int(graphemeStart)..<Int(graphemeEnd) }
        var glyphRange: Range<Int> { Int(glyphStart)..<Int(glyphEnd) }
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// One glyph, in font units, with the paragraph grapheme its cluster starts in.
    struct Glyph: Sendable {
        var id: UInt32
        var grapheme: Int32
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }
}

/// A box of glyph ink in font units, y up. Sums of input-derived sizes are `Int`, so no word is too long for it.
struct InkBox: Sendable, Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    /// Grows the box to hold `other`.
    mutating func formUnion(_ other: InkBox) {
        minX = min(minX, other.minX); minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
    }
}

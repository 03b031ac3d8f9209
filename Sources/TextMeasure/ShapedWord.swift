/// One glyph as HarfBuzz placed it, in font units at the face's units-per-em.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph id in its face.
    public var glyph: UInt32
    /// The UTF-16 offset of the glyph's cluster, relative to the start of the shaped text.
    public var cluster: UInt32
    /// The horizontal advance.
    public var xAdvance: Int32
    /// Horizontal offset from the pen position.
    public var xOffset: Int32
    /// Vertical offset from the baseline (positive up).
    public var yOffset: Int32
}

/// What a shaped word knows besides its glyphs.
struct ShapedWordHeader {
    let face: FontFace
    let isRightToLeft: Bool
    /// The union of the glyphs' ink in font units, relative to the word's pen start, y up; nil when nothing is inked.
    let ink: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)?
    /// The sum of the glyph advances, in font units.
    let advance: Int32
    let count: Int
    /// When the shape cache last handed the word out (only read and written under its shard's lock).
    var lastUse: UInt64
}

/// The storage of a shaped word: header and glyphs in one allocation, so reading a cached word touches one
/// block of memory.
final class ShapedWordStorage: ManagedBuffer<ShapedWordHeader, ShapedGlyph> {
    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }
}

/// The shaping result of one word: glyphs in visual order (right-to-left words come out reversed, as HarfBuzz
/// returns them), with positions independent of font size. Immutable (but for the cache's use stamp, which is
/// only touched under the cache's lock) and shared through the shape cache.
struct ShapedWord: @unchecked Sendable {
    let storage: ShapedWordStorage

    /// Shapes `glyphs` of `face` into a word, computing its ink and advance.
    static func make(face: FontFace, glyphs: [ShapedGlyph], isRightToLeft: Bool) -> ShapedWord {
        var pen: Int32 = 0
        var ink: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)?
        for glyph in glyphs {
            let e = face.extents(of: glyph.glyph)
            if e.width != 0 && e.height != 0 {
                let x0 = pen + glyph.xOffset + e.xBearing, x1 = x0 + e.width
                let y1 = glyph.yOffset + e.yBearing, y0 = y1 + e.height
                ink = ink.map { (min($0.minX, x0), min($0.minY, y0), max($0.maxX, x1), max($0.maxY, y1)) } ?? (x0, y0, x1, y1)
            }
            pen += glyph.xAdvance
        }
        let header = ShapedWordHeader(face: face, isRightToLeft: isRightToLeft, ink: ink, advance: pen,
                                      count: glyphs.count, lastUse: 0)
        let buffer = ShapedWordStorage.create(minimumCapacity: glyphs.count) { _ in header }
        buffer.withUnsafeMutablePointerToElements { elements in
            glyphs.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { elements.initialize(from: base, count: source.count) }
            }
        }
        return ShapedWord(storage: unsafeDowncast(buffer, to: ShapedWordStorage.self))
    }

    var face: FontFace { storage.header.face }
    var isRightToLeft: Bool { storage.header.isRightToLeft }
    var ink: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)? { storage.header.ink }
    var advance: Int32 { storage.header.advance }

    /// The glyphs, valid while the word is alive (callers hold it).
    var glyphs: UnsafeBufferPointer<ShapedGlyph> {
        storage.withUnsafeMutablePointerToElements { UnsafeBufferPointer(start: $0, count: storage.header.count) }
    }

    /// When the cache last handed the word out; read and written only under the cache shard's lock.
    var lastUse: UInt64 {
        get { storage.header.lastUse }
        nonmutating set { storage.header.lastUse = newValue }
    }

    /// Approximate memory held, for the cache's byte budget.
    var byteCount: Int { 64 + storage.header.count * MemoryLayout<ShapedGlyph>.stride }
}

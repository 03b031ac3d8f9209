/// Everything a piece's shape depends on: the face, script, direction and feature set, the piece's text and the
/// joining context HarfBuzz sees around it (``JoiningContext``). Shapes are computed at the face's units-per-em, so
/// the font size is not part of the key: one entry serves every size (letter spacing is applied after shaping).
///
/// The key borrows its text: `text` is the context before, the piece, then the context after, contiguous.
struct ShapeKey {
    /// The face's identity: the face (a variable face's instance: its normalized coordinates) it was shaped with.
    let face: UInt
    let script: UInt32
    /// The measurer's number for the style's OpenType feature list (0: none).
    let featureSet: UInt32
    let isRightToLeft: Bool
    /// The context before the piece, the piece, the context after it.
    let text: UnsafeBufferPointer<UInt16>
    /// How many units of `text` are context before and after the piece.
    let contextBefore: Int
    let contextAfter: Int
    let hash: UInt64

    init(face: FontFace, script: UInt32, featureSet: UInt32, isRightToLeft: Bool, text: UnsafeBufferPointer<UInt16>,
         contextBefore: Int = 0, contextAfter: Int = 0, seed: UInt64) {
        self.init(face: ShapeKey.identity(of: face), script: script, featureSet: featureSet, isRightToLeft: isRightToLeft,
                  text: text, contextBefore: contextBefore, contextAfter: contextAfter, seed: seed)
    }

    /// A key for the face whose identity is `face` (``identity(of:)``).
    init(face: UInt, script: UInt32, featureSet: UInt32, isRightToLeft: Bool, text: UnsafeBufferPointer<UInt16>,
         contextBefore: Int, contextAfter: Int, seed: UInt64) {
        self.face = face
        self.script = script
        self.featureSet = featureSet
        self.isRightToLeft = isRightToLeft
        self.text = text
        self.contextBefore = contextBefore
        self.contextAfter = contextAfter
        var hasher = KeyedHasher(seed: seed)
        hasher.combine(UInt64(self.face))
        hasher.combine(UInt64(script) << 32 | UInt64(featureSet) << 1 | (isRightToLeft ? 1 : 0))
        hasher.combine(UInt64(truncatingIfNeeded: contextBefore) << 32 | UInt64(truncatingIfNeeded: contextAfter))
        hasher.combine(text)
        hash = hasher.finalize()
    }

    /// Whether `other` is the same key (same face, script, features, direction, context and text).
    func matches(_ other: ShapeKey) -> Bool {
        hash == other.hash && face == other.face && script == other.script && featureSet == other.featureSet
            && isRightToLeft == other.isRightToLeft && contextBefore == other.contextBefore
            && contextAfter == other.contextAfter && text.elementsEqual(other.text)
    }

    /// A face's identity in keys: ``FontFace/identity``, one per face and variable instance (so one per set of
    /// normalized coordinates), never reused.
    static func identity(of face: FontFace) -> UInt { UInt(face.identity) }

    /// The piece without its context.
    var piece: UnsafeBufferPointer<UInt16> {
        UnsafeBufferPointer(rebasing: text[contextBefore..<(text.count - contextAfter)])
    }
}

/// A fast hash keyed by a random seed (one per cache). It is not a cryptographic hash: the shape table bounds its
/// probes instead, so colliding keys crafted by someone who learned the seed only cost cache misses, never time
/// that grows with the table.
struct KeyedHasher {
    private var state: UInt64
    private let multiplier: UInt64
    private var length: UInt64 = 0

    init(seed: UInt64) {
        state = seed
        multiplier = (seed >> 7 ^ 0x9E37_79B9_7F4A_7C15) | 1
    }

    /// The high and low halves of the full product, folded: every input bit reaches every output bit.
    @inline(__always)
    private func mix(_ value: UInt64) -> UInt64 {
        let product = (state ^ value).multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }

    @inline(__always)
    mutating func combine(_ value: UInt64) {
        state = mix(value)
        length &+= 8
    }

    /// Combines UTF-16 text, four units at a time.
    @inline(__always)
    mutating func combine(_ units: UnsafeBufferPointer<UInt16>) {
        guard let base = units.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let bytes = units.count * 2
        var offset = 0
        while offset + 8 <= bytes {
            state = mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes {
            tail |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
            shift += 8
            offset += 1
        }
        state = mix(tail)
        length &+= UInt64(bytes)
    }

    func finalize() -> UInt64 { mix(length ^ 0xA076_1D64_78BD_642F) }
}

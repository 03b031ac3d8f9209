import CTextStack

/// A style with its fonts looked up: the primary face first, then the faces tried after it, in order.
/// Shared by reference: one lookup per style per measurer, not one per measurement.
final class ResolvedStyle: @unchecked Sendable {
    let style: TextStyle
    /// The primary face, then the fallback chain.
    let faces: [FontFace]
    /// Where the colour emoji face sits in `faces`, if it is there.
    let emojiIndex: Int?
    /// Each face's BMP coverage bits (valid while `faces` holds the faces), for reference-count-free lookups.
    let coverage: [UnsafePointer<UInt64>]

    /// The measurer's number for `style.features` (0 for none): part of every shape key.
    let featureSet: UInt32
    /// `style.features` as HarfBuzz takes them.
    let harfBuzzFeatures: [hb_feature_t]

    init(style: TextStyle, primary: FontFace, fallbacks: [FontFace], emoji: FontFace?, featureSet: UInt32) {
        self.style = style
        self.featureSet = featureSet
        harfBuzzFeatures = style.features.map { feature in
            hb_feature_t(tag: FontFace.tag(feature.tag), value: feature.value, start: 0, end: UInt32.max)
        }
        var faces = [primary] + fallbacks
        if let emoji, !faces.contains(where: { $0 === emoji }) { faces.append(emoji) }
        self.faces = faces
        emojiIndex = emoji.flatMap { emoji in faces.firstIndex { $0 === emoji } }
        coverage = faces.map(\.basicCoverage)
    }

    /// `style` with `primary` (a face of `fonts`, or a font file's) and the fallback chain of `fonts` after it, each
    /// face the instance the style asks for (``FontFace/instance(for:)``). A static primary's fallbacks match the
    /// weight it has; a variable one's, the weight asked for.
    convenience init(style: TextStyle, primary: FontFace, in fonts: FontLibrary, featureSet: UInt32) {
        let fallbacks = fonts.fallbackChain(after: primary, weight: primary.isVariable ? style.weight : primary.weight)
        self.init(style: style, primary: primary.instance(for: style), fallbacks: fallbacks.map { $0.instance(for: style) },
                  emoji: fonts.emojiFace?.instance(for: style), featureSet: featureSet)
    }

    var primary: FontFace { faces[0] }

    /// Points per font unit of `face` at this style's size.
    @inline(__always)
    func scale(for face: FontFace) -> Double { style.size / Double(face.unitsPerEm) }

    /// The index in ``faces`` of the face for one grapheme cluster: the emoji font for emoji presentation, else
    /// the first face in the chain that covers every visible scalar, else the first that covers its first scalar,
    /// else the primary face. `previous`, the face of the cluster before, is kept for clusters of common script
    /// (spaces, punctuation) when it covers them and is neither the primary nor the emoji face.
    func faceIndex(forCluster scalars: UnsafeBufferPointer<UInt32>, previous: Int? = nil) -> Int {
        guard let first = scalars.first else { return 0 }
        if let previous, previous != 0, previous != emojiIndex, covers(faces[previous], scalars) { return previous }
        if scalars.count == 1 && first < 0x2000 {
            return faces.firstIndex { $0.covers(first) } ?? 0
        }
        if let emojiIndex, faces[emojiIndex].covers(first),
           scalars.contains(where: { UnicodeProperties.prefersEmojiFont($0) || UnicodeProperties.requestsEmojiPresentation($0) }) {
            return emojiIndex
        }
        if let index = faces.firstIndex(where: { covers($0, scalars) }) { return index }
        return faces.firstIndex { $0.covers(first) } ?? 0
    }

    /// ``faceIndex(forCluster:previous:)`` for a cluster of one BMP scalar, from the faces' coverage bits.
    @inline(__always)
    static func faceIndex(forBMP scalar: UInt32, previous: Int?, coverage: UnsafeBufferPointer<UnsafePointer<UInt64>>,
                          emojiIndex: Int?) -> Int {
        @inline(__always) func covers(_ face: Int) -> Bool {
            coverage[face][Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
        }
        if let previous, previous != 0, previous != emojiIndex, covers(previous) { return previous }
        for face in 0..<coverage.count where covers(face) { return face }
        return 0
    }

    private func covers(_ face: FontFace, _ scalars: UnsafeBufferPointer<UInt32>) -> Bool {
        scalars.allSatisfy { face.covers($0) || UnicodeProperties.isIgnorableForCoverage($0) }
    }
}

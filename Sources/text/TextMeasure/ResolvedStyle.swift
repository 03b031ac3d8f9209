import CTextStack
import Synchronization

/// A style with its fonts looked up: the primary face first, then the faces tried after it, in order.
/// Shared by reference: one lookup per style per measurer, not one per measurement.
final class ResolvedStyle: @unchecked Sendable {
    let style: TextStyle
    /// The primary face, then the fallback chain.
    let faces: [FontFace]
    /// Where the colour emoji face sits in `faces`, if it is there.
    let emojiIndex: Int?
    /// The primary face's BMP coverage bits (valid while `faces` holds it), for reference-count-free lookups.
    private let primaryCoverage: UnsafePointer<UInt64>
    /// Every face's coverage bits in `faces` order, made for the first character the primary face lacks (so that
    /// the fallbacks' coverage is never made for text the primary face covers) and kept until the style goes.
    private let everyCoverage = Atomic<UnsafeMutablePointer<UnsafePointer<UInt64>>?>(nil)

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
        primaryCoverage = primary.basicCoverage
    }

    deinit {
        everyCoverage.load(ordering: .acquiring)?.deallocate()
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

    /// The index in ``faces`` for a cluster of one BMP scalar below the emoji blocks (coverage bits only): the face
    /// of the cluster before (`previous`) when it is neither the primary nor the emoji face and covers it, else the
    /// first face that covers it, else the primary.
    @inline(__always)
    func faceIndex(forBMP scalar: UInt32, previous: Int?) -> Int {
        if previous == nil || previous == 0 || previous == emojiIndex,
           primaryCoverage[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 { return 0 }
        let coverage = UnsafeBufferPointer(start: everyFaceCoverage(), count: faces.count)
        @inline(__always) func covers(_ face: Int) -> Bool {
            coverage[face][Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0
        }
        if let previous, previous != 0, previous != emojiIndex, covers(previous) { return previous }
        for face in 0..<coverage.count where covers(face) { return face }
        return 0
    }

    /// Every face's coverage bits, made (and published to every thread) by the first caller.
    private func everyFaceCoverage() -> UnsafePointer<UnsafePointer<UInt64>> {
        if let made = everyCoverage.load(ordering: .acquiring) { return UnsafePointer(made) }
        let made = UnsafeMutablePointer<UnsafePointer<UInt64>>.allocate(capacity: faces.count)
        made.initialize(from: faces.map(\.basicCoverage), count: faces.count)
        let (exchanged, original) = everyCoverage.compareExchange(expected: nil, desired: made,
                                                                   successOrdering: .acquiringAndReleasing,
                                                                   failureOrdering: .acquiring)
        if exchanged { return UnsafePointer(made) }
        made.deallocate()   // another thread published its copy first
        return UnsafePointer(original.unsafelyUnwrapped)
    }

    private func covers(_ face: FontFace, _ scalars: UnsafeBufferPointer<UInt32>) -> Bool {
        scalars.allSatisfy { face.covers($0) || UnicodeProperties.isIgnorableForCoverage($0) }
    }
}

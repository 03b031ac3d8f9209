/// A style with its fonts looked up: the primary face and the faces tried after it, in order.
struct ResolvedStyle: Sendable {
    let style: TextStyle
    let primary: FontFace
    let fallbacks: [FontFace]
    let emoji: FontFace?

    /// Points per font unit of `face` at this style's size.
    @inline(__always)
    func scale(for face: FontFace) -> Double { style.size / Double(face.unitsPerEm) }

    /// The face for one grapheme cluster: the emoji font for emoji presentation, else the first face in the chain
    /// that covers every (visible) scalar, else the first that covers its first scalar, else the primary face.
    /// `previous`, the face of the cluster before, is kept for clusters of common script (spaces, punctuation)
    /// when it covers them and is not the emoji face.
    func face(forCluster scalars: UnsafeBufferPointer<UInt32>, previous: FontFace? = nil) -> FontFace {
        guard let first = scalars.first else { return primary }
        if let previous, previous !== primary, previous !== emoji, covers(previous, scalars) { return previous }
        if scalars.count == 1 && first < 0x2000 {
            if primary.covers(first) { return primary }
            for face in fallbacks where face.covers(first) { return face }
            return primary
        }
        if let emoji, scalars.contains(where: { UnicodeProperties.prefersEmojiFont($0) || UnicodeProperties.requestsEmojiPresentation($0) }),
           emoji.covers(first) {
            return emoji
        }
        if covers(primary, scalars) { return primary }
        for face in fallbacks where covers(face, scalars) { return face }
        if primary.covers(first) { return primary }
        return fallbacks.first { $0.covers(first) } ?? primary
    }

    private func covers(_ face: FontFace, _ scalars: UnsafeBufferPointer<UInt32>) -> Bool {
        scalars.allSatisfy { face.covers($0) || UnicodeProperties.isIgnorableForCoverage($0) }
    }
}

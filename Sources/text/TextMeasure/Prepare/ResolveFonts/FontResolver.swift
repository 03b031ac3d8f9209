/// The second stage of preparing a paragraph (DESIGN.md, "Measuring", step 2, font runs): a face for each grapheme
/// cluster, the first of its style's fallback chain that covers all of it (emoji presentation goes to the emoji face).
/// A cluster of common script (a space, a digit, punctuation) stays in the face of the cluster before it when that
/// face covers it, so spaces between Arabic words stay Arabic. A cluster is never split between faces.
struct FontResolver {
    let styles: [ResolvedStyle]

    /// Writes into `faces` each grapheme's index into its style's ``ResolvedStyle/faces``; `scalars` is scratch.
    func resolve(_ units: UnsafeBufferPointer<UInt16>, _ itemized: ItemizedParagraph, into faces: inout [UInt8],
                 scalars: inout [UInt32]) {
        let count = itemized.count
        faces.resetToZeros(count: count)
        // One style (the common case) is looked up once, not per grapheme.
        let single = styles.count == 1 ? styles[0] : nil
        faces.withUnsafeMutableBufferPointer { faces in
            for g in 0..<count {
                let start = itemized.unitStart(of: g), end = itemized.unitStart(of: g + 1)
                let styleIndex = Int(itemized.styles[g])
                let isCommon = itemized.flags[g].contains(.commonScript)
                // Spaces, digits and punctuation stay in the font of the text around them when it has them.
                let previous = isCommon && g > 0 && itemized.styles[g - 1] == itemized.styles[g] ? Int(faces[g - 1]) : nil
                let unit = UInt32(units[start])
                let index: Int
                if end - start == 1 && unit < 0x2000 {
                    // One BMP scalar below the emoji blocks: coverage bits only.
                    index = (single ?? styles[styleIndex]).faceIndex(forBMP: unit, previous: previous)
                } else {
                    UTF16Scalars.decode(UnsafeBufferPointer(rebasing: units[start..<end]), into: &scalars)
                    index = scalars.withUnsafeBufferPointer { styles[styleIndex].faceIndex(forCluster: $0, previous: previous) }
                }
                faces[g] = UInt8(truncatingIfNeeded: index)
            }
        }
    }
}

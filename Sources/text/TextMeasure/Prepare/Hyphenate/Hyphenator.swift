import Foundation

/// Opt-in hyphenation (``ParagraphStyle/hyphenationFactor``): adds break opportunities that show a hyphen inside words
/// of the languages it has patterns for, chosen by script — English (Latin letters, `hyph_en_US.dic`) and Russian
/// (Cyrillic, `hyph_ru_RU.dic`), from Debian's hyphen-en-us 2.8.8-7 and hyphen-ru 20030310-1.1 (`Fonts/hyphenation/`,
/// licences in `Fonts/licenses/`). It runs after shaping, so words are still shaped whole.
struct Hyphenator: Sendable {
    let english: HyphenationPatterns
    let russian: HyphenationPatterns

    /// The patterns in `Fonts/hyphenation/` (or `$LETTERPRESS_FONTS/hyphenation/`), read once per process.
    static func shared() throws -> Hyphenator { try loaded.get() }

    private static let loaded = Result {
        let folder = FontLibrary.embeddedDirectory + "/hyphenation"
        return Hyphenator(english: try HyphenationPatterns(contentsOf: folder + "/hyph_en_US.dic"),
                          russian: try HyphenationPatterns(contentsOf: folder + "/hyph_ru_RU.dic"))
    }

    /// Marks the hyphenation points of the words in `units` (one paragraph, whose graphemes `itemized` describes) with
    /// `.breakAfter`, `.hyphenAfter` and `.hyphenationPoint` on the grapheme before each point. Words are runs of
    /// one-unit letter graphemes of one script.
    func hyphenate(_ units: UnsafeBufferPointer<UInt16>, _ itemized: inout ItemizedParagraph) {
        let count = itemized.count
        var g = 0
        while g < count {
            guard let patterns = patterns(for: letter(at: g, units, itemized)) else { g += 1; continue }
            var end = g
            var word: [Unicode.Scalar] = []
            while end < count, let scalar = letter(at: end, units, itemized), self.patterns(for: scalar) != nil,
                  sameScript(scalar, word.first ?? scalar) {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                word.append(lower.count == 1 ? lower.first ?? scalar : scalar)
                end += 1
                // A word ends at an opportunity it already has (a soft hyphen, a hyphen).
                if !itemized.flags[end - 1].isDisjoint(with: [.breakAfter, .hardBreakAfter]) { break }
            }
            for point in patterns.points(in: word) {
                itemized.flags[g + point - 1].formUnion([.breakAfter, .hyphenAfter, .hyphenationPoint])
            }
            g = max(end, g + 1)
        }
    }

    private func patterns(for scalar: Unicode.Scalar?) -> HyphenationPatterns? {
        guard let scalar else { return nil }
        if (0x0400...0x04FF).contains(scalar.value) { return russian }
        if scalar.value < 0x250 { return english }
        return nil
    }

    private func sameScript(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        (0x0400...0x04FF).contains(a.value) == (0x0400...0x04FF).contains(b.value)
    }

    /// The grapheme's scalar when it is one UTF-16 unit and a letter.
    private func letter(at g: Int, _ units: UnsafeBufferPointer<UInt16>, _ itemized: ItemizedParagraph) -> Unicode.Scalar? {
        let start = itemized.unitStart(of: g)
        guard itemized.unitStart(of: g + 1) == start + 1, let scalar = Unicode.Scalar(UInt32(units[start])),
              scalar.properties.isAlphabetic else { return nil }
        return scalar
    }
}

/// The base direction of a text, by its first strong character (Unicode's rule P2, for the scripts the
/// embedded fonts cover).
package enum TextDirection {
    /// Whether the first letter of `text` is from a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko).
    package static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
        return false
    }
}

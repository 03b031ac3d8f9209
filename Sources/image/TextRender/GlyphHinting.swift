import CTextStack

/// How outlines are fitted to the pixel grid before rasterizing.
public enum GlyphHinting: String, Sendable, Hashable, CaseIterable {
    /// No hinting: outlines exactly as designed, like Core Text on iOS and macOS (the default).
    case none
    /// FreeType's light auto-hinting: vertical positions only, so quarter-pixel x positioning keeps working.
    case light

    var loadFlags: Int32 {
        switch self {
        case .none: return Int32(FT_LOAD_NO_HINTING)
        case .light: return 0x10000  // FT_LOAD_TARGET_LIGHT, a function-like macro Swift cannot import
        }
    }
}

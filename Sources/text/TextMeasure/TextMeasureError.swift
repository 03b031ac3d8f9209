import FileAccess

/// An error from loading fonts or measuring text. Every case names the input and the problem.
public enum TextMeasureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file could not be read.
    case unreadableFontFile(path: String, reason: String)
    /// A font file was read but is not a usable OpenType/TrueType font.
    case corruptFont(path: String, reason: String)
    /// Loading a font file would take the font files a measurer loaded (one document or stream) over its budget.
    case fontBudgetExceeded(path: String, bytes: Int, budget: Int)
    /// A font family was requested that the library does not hold.
    case unknownFontFamily(String, available: [String])
    /// The font manifest is missing or malformed.
    case invalidManifest(path: String, reason: String)
    /// A numeric argument is NaN, infinite where a finite value is needed, or out of range.
    case invalidArgument(name: String, value: String, reason: String)
    /// The text contains something that cannot be measured (for example, invalid UTF-8).
    case invalidText(reason: String)
    /// An ICU service failed (this indicates a broken ICU installation).
    case icuFailure(operation: String, code: String)
    /// No folder of embedded fonts was found; `searched` lists each place looked in.
    case embeddedFontsNotFound(searched: [String])

    public var description: String {
        switch self {
        case let .unreadableFontFile(path, reason): return "cannot read font file '\(path)': \(reason)"
        case let .corruptFont(path, reason): return "'\(path)' is not a usable font: \(reason)"
        case let .fontBudgetExceeded(path, bytes, budget):
            return "cannot load font file '\(path)' (\(bytes) bytes): the font files loaded would total more than the budget of \(budget) bytes"
        case let .unknownFontFamily(family, available):
            return "unknown font family '\(family)'; available: \(available.joined(separator: ", "))"
        case let .invalidManifest(path, reason): return "invalid font manifest '\(path)': \(reason)"
        case let .invalidArgument(name, value, reason): return "invalid \(name) \(value): \(reason)"
        case let .invalidText(reason): return "invalid text: \(reason)"
        case let .icuFailure(operation, code): return "ICU \(operation) failed: \(code)"
        case let .embeddedFontsNotFound(searched):
            return "no embedded fonts found; looked in " + searched.joined(separator: "; ")
                + ". Set $\(EmbeddedFonts.environmentVariable) or --font-dir to the fonts folder (share/letterpress/fonts of an installation)"
        }
    }
}

extension TextMeasureError: UnreadableInputError {
    /// A font file that cannot be read or is not a font.
    public var isUnreadableInput: Bool {
        switch self {
        case .unreadableFontFile, .corruptFont, .invalidManifest, .embeddedFontsNotFound: true
        default: false
        }
    }
}

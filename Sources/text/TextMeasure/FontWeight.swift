/// A font weight on the CSS / OpenType `usWeightClass` scale (100…900).
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    /// The weight value, 1…1000.
    public let rawValue: Int
    /// Creates a weight; values are clamped to 1…1000.
    public init(rawValue: Int) { self.rawValue = min(max(rawValue, 1), 1000) }
    /// Thin (100).
    public static let thin = FontWeight(rawValue: 100)
    /// Light (300).
    public static let light = FontWeight(rawValue: 300)
    /// Regular (400).
    public static let regular = FontWeight(rawValue: 400)
    /// Medium (500).
    public static let medium = FontWeight(rawValue: 500)
    /// Semibold (600).
    public static let semibold = FontWeight(rawValue: 600)
    /// Bold (700).
    public static let bold = FontWeight(rawValue: 700)
    /// Heavy (900).
    public static let heavy = FontWeight(rawValue: 900)

    /// Parses `regular`, `medium`, `semibold`, `bold`, `light`, `thin`, `heavy` or a number 100…900.
    public init?(name: String) {
        switch name.lowercased() {
        case "thin": self = .thin
        case "light": self = .light
        case "regular", "normal": self = .regular
        case "medium": self = .medium
        case "semibold": self = .semibold
        case "bold": self = .bold
        case "heavy", "black": self = .heavy
        default:
            guard let value = Int(name), (1...1000).contains(value) else { return nil }
            self.init(rawValue: value)
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One variation axis of a variable face, as its `fvar` table declares it.
public struct FontVariationAxis: Hashable, Sendable {
    /// The four-letter axis tag (`wght`, `wdth`, `slnt`, `ital`, `opsz`, or a font's own).
    public var tag: String
    /// The axis name from the `name` table ("Weight"), or the tag when the font names none.
    public var name: String
    /// The smallest value, in the axis's design units.
    public var minimum: Double
    /// The value of the default instance.
    public var defaultValue: Double
    /// The largest value.
    public var maximum: Double
    /// Whether the font asks applications not to show the axis in a user interface.
    public var isHidden: Bool

    /// `value` kept inside the axis's range (NaN goes to the default).
    public func clamp(_ value: Double) -> Double {
        value.isNaN ? defaultValue : min(max(value, minimum), maximum)
    }
}

/// A named instance of a variable face (`fvar`): a style name and the axis values that make it.
public struct FontNamedInstance: Hashable, Sendable {
    /// The subfamily name ("SemiBold Italic").
    public var name: String
    /// The design value of every axis, by tag.
    public var coordinates: [String: Double]
}

/// Whether a face's optical-size axis (`opsz`) follows the point size, as Core Text does.
public enum OpticalSizing: String, Hashable, Sendable, CaseIterable, Codable {
    /// `opsz` is the point size (clamped to the axis) unless the style's `variations` set it.
    case automatic
    /// `opsz` stays at the face's default unless the style's `variations` set it.
    case none
}

/// Whether a face's AAT tracking table (`trak`) spaces the letters, as Core Text does.
public enum FontTracking: String, Hashable, Sendable, CaseIterable, Codable {
    /// Faces with a `trak` table and a `STAT` table get the `trak` value of the normal track at the point size
    /// (interpolated between the table's sizes and extrapolated beyond them) after each grapheme cluster.
    case automatic
    /// The `trak` table is not applied.
    case none
}

/// A font width (CSS `font-stretch`, the `wdth` axis) as a percentage of the normal width.
public struct FontWidth: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    /// The width in percent of normal, 1…1000.
    public let rawValue: Double
    /// Creates a width; values are clamped to 1…1000 (NaN is normal).
    public init(rawValue: Double) { self.rawValue = rawValue.isNaN ? 100 : min(max(rawValue, 1), 1000) }
    /// Condensed (75 %).
    public static let condensed = FontWidth(rawValue: 75)
    /// Semi-condensed (87.5 %).
    public static let semiCondensed = FontWidth(rawValue: 87.5)
    /// Normal (100 %).
    public static let standard = FontWidth(rawValue: 100)
    /// Semi-expanded (112.5 %).
    public static let semiExpanded = FontWidth(rawValue: 112.5)
    /// Expanded (125 %).
    public static let expanded = FontWidth(rawValue: 125)

    public static func < (lhs: FontWidth, rhs: FontWidth) -> Bool { lhs.rawValue < rhs.rawValue }
}

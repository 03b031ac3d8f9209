/// Light or dark: the appearance a screen is drawn in, and so which colour of a tree's `{"light": …, "dark": …}`
/// pairs is used.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark text on light surfaces.
    case light
    /// Light text on dark surfaces.
    case dark
}

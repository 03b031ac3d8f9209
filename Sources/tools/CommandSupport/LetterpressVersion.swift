/// The package's version: the one place it is written (CHANGELOG.md says how it moves; tags are `vMAJOR.MINOR.PATCH`).
public enum LetterpressVersion {
    /// The version every command's `--version` prints.
    public static let current = "0.9.0"
}

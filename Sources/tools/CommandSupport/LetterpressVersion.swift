/// The package's version: the one place it is written (CHANGELOG.md says how it moves; tags are `vMAJOR.MINOR.PATCH`).
package enum LetterpressVersion {
    /// The version every command's `--version` prints.
    package static let current = "0.9.0"
}

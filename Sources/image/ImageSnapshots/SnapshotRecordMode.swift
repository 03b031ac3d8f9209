/// When snapshot references are written, with swift-snapshot-testing's names and meanings.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record only references that do not exist yet (the default); compare the others.
    case missing
    /// Record every reference, overwriting existing ones (the assertion fails so nobody commits by accident).
    case all
    /// Overwrite a reference only when the comparison fails (and fail).
    case failed
    /// Never write references: a missing reference is a failure (for CI).
    case never

    /// The environment variable that sets the mode when an assertion does not: `SNAPSHOT_TESTING_RECORD`.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The environment variable CI services set (`CI=true`): with it, the default mode is `.never`, so a
    /// reference missing from the repository fails the run instead of being recorded on the CI machine.
    public static let continuousIntegrationVariable = "CI"

    /// The mode to use: the explicit one if given, else `SNAPSHOT_TESTING_RECORD` from `environment`,
    /// else `.never` under CI (`CI` set to `true`, `1` or `yes`), else `.missing`.
    ///
    /// - Throws: `SnapshotError.invalidRecordMode` naming the variable and its unknown value.
    public static func resolve(explicit: SnapshotRecordMode?, environment: [String: String]) throws -> SnapshotRecordMode {
        if let explicit { return explicit }
        guard let value = environment[environmentVariable], !value.isEmpty else {
            let ci = environment[continuousIntegrationVariable]?.lowercased() ?? ""
            return ["true", "1", "yes"].contains(ci) ? .never : .missing
        }
        guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
            throw SnapshotError.invalidRecordMode(variable: environmentVariable, value: value)
        }
        return mode
    }
}

/// A snapshot setting that cannot be honoured.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The record-mode environment variable holds an unknown value.
    case invalidRecordMode(variable: String, value: String)

    /// A one-line explanation naming the setting and the problem.
    public var description: String {
        switch self {
        case let .invalidRecordMode(variable, value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(variable)=\(value) is not a record mode; use one of: \(modes)"
        }
    }
}

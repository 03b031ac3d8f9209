import Foundation
import ImageDiff
import Raster
#if canImport(Testing)
import Testing
#endif

/// Where a failing snapshot leaves its evidence: the reference, the actual image and the diff image, side by side in
/// one folder, as `STEM.reference.png`, `STEM.actual.png` and `STEM.diff.png` — the names
/// `png-diff --from-snapshot-artifacts FOLDER --report DIR` turns into an HTML report. Upload the folder from CI.
///
/// The folder is `$LETTERPRESS_SNAPSHOT_ARTIFACTS/<TestFile>/` (or swift-snapshot-testing's `$SNAPSHOT_ARTIFACTS`),
/// by default `letterpress-snapshots/<TestFile>/` in the temporary directory. Under Swift Testing the three PNGs are
/// also attached to the test (`Attachment`); XCTest on Linux has no attachments.
public struct SnapshotArtifacts: Sendable {
    /// The variable that names the artifacts root: `LETTERPRESS_SNAPSHOT_ARTIFACTS`.
    public static let environmentVariable = "LETTERPRESS_SNAPSHOT_ARTIFACTS"

    /// The folder the files go into.
    public let directory: String
    /// The file name stem (`<test>.<name>`).
    public let stem: String

    /// Creates the artifacts of one snapshot.
    public init(directory: String, stem: String) {
        self.directory = directory
        self.stem = stem
    }

    /// The artifacts root: `$LETTERPRESS_SNAPSHOT_ARTIFACTS`, else `$SNAPSHOT_ARTIFACTS`, else
    /// `<temporary directory>/letterpress-snapshots`.
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for name in [environmentVariable, "SNAPSHOT_ARTIFACTS"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-snapshots").path
    }

    /// The path of one kind of artifact: `<directory>/<stem>.<kind>.png`.
    public func path(_ kind: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(stem).\(kind).png").path
    }

    /// What was written, and what could not be.
    public struct Written: Sendable, Equatable {
        /// The files written, reference first, then actual, then diff.
        public var paths: [String] = []
        /// Why a file could not be written.
        public var problems: [String] = []

        /// The lines a failure message lists: each path, then the problems.
        public var listing: String {
            var text = ""
            if !paths.isEmpty { text += "\n" + paths.map { "  \($0)" }.joined(separator: "\n") }
            if !problems.isEmpty { text += "\nArtifacts not written: " + problems.joined(separator: "; ") }
            return text
        }
    }

    /// Writes the images that exist (fast PNG setting) and, under Swift Testing, attaches them to the current test.
    public func write(reference: StraightImage?, actual: StraightImage, diff: StraightImage?) -> Written {
        var written = Written()
        do {
            try RasterFile.createDirectories(directory)
        } catch {
            written.problems.append("\(error)")
            return written
        }
        for (kind, image) in [("reference", reference), ("actual", actual), ("diff", diff)] {
            guard let image else { continue }
            let path = path(kind)
            do {
                let png = try PNGEncoder(compression: .fast).encode(image, input: path)
                try RasterFile.writeAtomically(png, to: path)
                written.paths.append(path)
                Self.attach(png, named: "\(stem).\(kind).png")
            } catch {
                written.problems.append("\(error)")
            }
        }
        return written
    }

    private static func attach(_ png: [UInt8], named name: String) {
        #if canImport(Testing)
        if Test.current != nil { Attachment.record(png, named: name) }
        #endif
    }

    /// `testFoo()` → `testFoo`; anything but letters, digits, `_` and `-` becomes `-`.
    public static func sanitized(_ text: String) -> String {
        let stem = text.split(separator: "(", maxSplits: 1).first.map(String.init) ?? text
        let cleaned = String(stem.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}

import Components
import FlexLayout
import Foundation
import TextMeasure

/// Paths and shared objects of the Components tests (nothing outside the repository is read); ComponentRenderTests
/// compiles this same file through a symbolic link.
enum Support {
    /// The repository root (this file is `<root>/Tests/ComponentsTests/Support.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Samples/layouts/<name>`.
    static func layoutSample(_ name: String) -> String { root.appendingPathComponent("Samples/layouts/\(name)").path }

    /// One measurer for every test: its fonts and caches are shared and thread-safe.
    static let measurer: TextMeasurer = {
        do { return try TextMeasurer() } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

    /// A temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("components-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Lays out a component tree.
    static func layout(_ root: ComponentNode, width: Double? = nil, height: Double? = nil,
                       direction: FlexLayoutDirection = .ltr, scale: Double = 1) throws -> ComponentLayout {
        try ComponentLayout(root, measurer: measurer, width: width, height: height, direction: direction, scale: scale)
    }
}


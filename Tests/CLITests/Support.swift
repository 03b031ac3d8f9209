import Foundation
import Raster
import Testing
import TestSupport

/// What the command-line suites share: the repository's samples and fonts, scratch folders, and runs of the built
/// tools, every wait bounded.
enum Support {
    /// The repository root (this file is `<root>/Tests/CLITests/Support.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Samples/<name>`.
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name)").path }

    /// `Samples/layouts/<name>`.
    static func layoutSample(_ name: String) -> String { sample("layouts/\(name)") }

    /// The embedded Inter (static regular cut and variable font).
    static let interPath = root.appendingPathComponent("Fonts/Inter-Regular.otf").path
    static let interVariablePath = root.appendingPathComponent("Fonts/Inter.var.ttf").path

    /// The pixelmatch fixtures kept by the ImageDiff tests (`Tests/ImageDiffTests/Fixtures/pixelmatch-v7.2.0`).
    static let pixelmatch = root.appendingPathComponent("Tests/ImageDiffTests/Fixtures/pixelmatch-v7.2.0").path

    /// A pixelmatch fixture (by name without extension), decoded to straight RGBA.
    static func pixelmatchImage(_ name: String) throws -> StraightImage {
        try PNGDecoder().readStraight(contentsOf: "\(pixelmatch)/\(name).png")
    }

    /// A new temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the built tool `name` with a bounded wait (a hang fails the test).
    static func run(_ name: String, _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
                    environment: [String: String?] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> ChildProcessResult {
        try ChildProcess.run(URL(fileURLWithPath: builtExecutable(name)), arguments, input: input, in: directory,
                             environment: environment, sourceLocation: sourceLocation)
    }
}

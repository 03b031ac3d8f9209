import ComponentRender
import Components
import FlexLayout
import Foundation
import Raster
import TextMeasure
import TextRender

/// Paths and shared objects of the Components tests (nothing outside the repository is read).
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

    /// A built executable of this package (the test bundle sits in the products directory beside them).
    static func binary(_ name: String) -> URL {
        var url = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) && url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent(name)
    }

    /// Runs a built executable with a timeout; its outputs go through files, so nothing can block on a pipe.
    static func run(_ name: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> (status: Int32, out: String, err: String) {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out"), errURL = directory.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let process = Process()
        process.executableURL = binary(name)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(command: name)
        }
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
    }

    struct TimedOut: Error { let command: String }

    /// Lays out a component tree.
    static func layout(_ root: ComponentNode, width: Double? = nil, height: Double? = nil,
                       direction: FlexLayoutDirection = .ltr, scale: Double = 1) throws -> ComponentLayout {
        try ComponentLayout(root, measurer: measurer, width: width, height: height, direction: direction, scale: scale)
    }

    /// Draws a layout on this thread.
    static func render(_ layout: ComponentLayout, background: Color = .clear) throws -> Image {
        try ComponentRenderer(context: RasterContext()).render(layout, background: background)
    }
}


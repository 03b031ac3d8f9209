import ComponentRender
import Components
import FlexLayout
import Foundation
import Raster
import TextMeasure
import TextRender

/// Paths and shared objects of the ComponentRender tests (nothing outside the repository is read).
enum Support {
    /// The repository root (this file is `<root>/Tests/ComponentRenderTests/Support.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Samples/layouts/<name>`.
    static func layoutSample(_ name: String) -> String { root.appendingPathComponent("Samples/layouts/\(name)").path }

    /// One measurer for every test: its fonts and caches are shared and thread-safe.
    static let measurer: TextMeasurer = {
        do { return try TextMeasurer() } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

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

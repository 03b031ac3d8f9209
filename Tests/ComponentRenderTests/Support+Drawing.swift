import ComponentRender
import Components
import Raster
import TextRender

/// The Components tests' `Support` (the same file, linked) plus drawing, which only these tests do.
extension Support {
    /// Draws a layout on this thread.
    static func render(_ layout: ComponentLayout, background: Color = .clear) throws -> Image {
        try ComponentRenderer(context: RasterContext()).render(layout, background: background)
    }
}

import Components
import Raster
import TextRender

/// Draws a layout into an image on this thread (its own FreeType state and glyph cache).
enum PNGRenderer {
    static func render(_ layout: ComponentLayout, background: Color) throws -> Image {
        try ComponentRenderer(context: RasterContext()).render(layout, background: background)
    }
}

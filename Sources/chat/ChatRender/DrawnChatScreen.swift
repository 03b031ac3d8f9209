import Raster
import TextRender

/// A chat screen whose cells are drawn and placed but not yet composited: what
/// ``ChatScreenRenderer/draw(_:drawingWith:)`` returns. Composite it whole with ``image()``, or band by band as the
/// PNG encoder asks for rows with ``pngData(compression:)`` (the screen is then never held whole in memory).
public struct DrawnChatScreen: Sendable {
    /// The background and each cell's image at its place, in pixels.
    public let layers: LayeredImage
    /// The transcript the screen shows, for errors.
    let source: String
    /// The threads the encoder deflates on.
    let encodingThreads: Int

    /// The screen composited into one image.
    ///
    /// - Throws: `ChatRenderError.renderFailed` when the image cannot be allocated.
    public func image() throws(ChatRenderError) -> Image {
        do { return try layers.image() } catch {
            throw .renderFailed(file: source, stage: "allocating the screen", reason: String(describing: error))
        }
    }

    /// The screen as PNG bytes, composited a few rows at a time as the encoder deflates them, on as many threads as
    /// the renderer's queue has workers (one when the cells were drawn with a worker of the caller's).
    ///
    /// - Throws: `ChatRenderError.renderFailed` when encoding fails.
    public func pngData(compression: PNGCompression = .fast) throws(ChatRenderError) -> [UInt8] {
        do {
            return try PNGEncoder(compression: compression, threads: encodingThreads)
                .encode(width: layers.width, height: layers.height, input: source, drawingRows: layers.draw)
        } catch {
            throw .renderFailed(file: source, stage: "PNG encoding", reason: String(describing: error))
        }
    }
}

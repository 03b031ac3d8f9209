import RenderQueue
/// A render queue whose workers each own a `RasterContext` (FreeType library and faces): the queue for
/// `TextLayoutJob`, `BubbleJob` and every other `CanvasJob`.
public typealias RasterRenderQueue = RenderQueue<RasterContext>

extension RenderQueue where Context == RasterContext {
    /// Starts workers that each create their own `RasterContext` over one shared, thread-safe glyph cache
    /// (bounded in bytes by `glyphCache.byteLimit`).
    ///
    /// - Throws: `RenderQueueError.invalidConfiguration` or `.workerStartFailed`. A context that cannot be
    ///   created fails the affected render with `.workerContextUnavailable`.
    public convenience init(configuration: RenderQueueConfiguration = RenderQueueConfiguration(),
                            glyphCache: GlyphCache = GlyphCache(), hinting: GlyphHinting = .none,
                            gamma: TextGamma = .standard) throws(RenderQueueError) {
        try self.init(configuration: configuration) { _ in
            try RasterContext(cache: glyphCache, hinting: hinting, gamma: gamma)
        }
    }
}

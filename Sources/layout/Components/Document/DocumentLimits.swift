/// Limits on what a tree document may make the reader do.
public struct DocumentLimits: Sendable, Hashable {
    /// The largest tree file, in bytes (default 16 MB).
    public var treeBytes: Int
    /// The most nodes in a tree (default 100,000).
    public var nodes: Int
    /// The largest image file, in bytes (default 32 MB).
    public var imageBytes: Int
    /// The most pixels of one decoded image (default 16 megapixels).
    public var imagePixels: Int
    /// The most pixels all of a document's images may hold together once decoded (default 64 megapixels, 256 MB);
    /// an image named many times counts once. An image past it draws a placeholder, with a warning.
    public var totalImagePixels: Int

    /// Limits with the defaults.
    public init(treeBytes: Int = 16 << 20, nodes: Int = 100_000, imageBytes: Int = 32 << 20, imagePixels: Int = 16_000_000,
                totalImagePixels: Int = 64_000_000) {
        self.treeBytes = treeBytes
        self.nodes = nodes
        self.imageBytes = imageBytes
        self.imagePixels = imagePixels
        self.totalImagePixels = totalImagePixels
    }
}

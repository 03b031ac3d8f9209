import CPangoPeer

/// One text rendered by Pango + Cairo: an ARGB32 cairo image surface.
public final class PangoImage {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }

    deinit { lpp_image_destroy(handle) }

    /// Width in pixels.
    public var width: Int { Int(lpp_image_width(handle)) }

    /// Height in pixels.
    public var height: Int { Int(lpp_image_height(handle)) }

    /// How long `PangoPeer.render` spent laying the text out before rasterizing it, in seconds.
    public var layoutSeconds: Double { lpp_image_layout_seconds(handle) }

    /// Encodes the image as PNG in memory (`cairo_surface_write_to_png_stream`) and returns the PNG's
    /// size in bytes. The bytes live in the image's reusable buffer; `withPNGBytes` reads them.
    @discardableResult
    public func encodePNG() throws -> Int {
        try withPNGBytes { $0.count }
    }

    /// Encodes the image as PNG in memory and passes the bytes to `body`.
    public func withPNGBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        var bytes: UnsafePointer<UInt8>?
        var length = 0
        let status = lpp_image_encode_png(handle, &bytes, &length)
        guard status == LPP_OK else { throw PangoPeerError("encode a \(width)×\(height) PNG", status) }
        return try body(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// Writes the image as a PNG file (`cairo_surface_write_to_png`).
    public func writePNG(to path: String) throws {
        let status = lpp_image_write_png(handle, path)
        guard status == LPP_OK else { throw PangoPeerError("write PNG \"\(path)\"", status) }
    }

    /// Calls `body` with the pixels (cairo ARGB32: premultiplied, native-endian 32-bit words, so B, G, R, A
    /// bytes on little-endian machines) and the row stride in bytes.
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        var stride: Int32 = 0
        let pixels = lpp_image_pixels(handle, &stride)
        return try body(UnsafeRawBufferPointer(start: pixels, count: Int(stride) * height), Int(stride))
    }
}

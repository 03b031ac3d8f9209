import Foundation
import Raster

extension Canvas {
    /// A transparent canvas of this canvas's pixel size, scale and context: draw a group into it, then put it back
    /// with ``composite(_:opacity:clippedTo:rule:)`` (group opacity, clipping to a rounded box).
    ///
    /// - Throws: `RasterError` when the image cannot be allocated.
    public func makeLayer() throws -> Canvas {
        try Canvas(width: image.width, height: image.height, scale: scale, background: .clear, context: context)
    }

    /// Composites `layer` (an image of this canvas's pixel size, such as a ``makeLayer()`` canvas's image) over the
    /// canvas: every pixel multiplied by `opacity` and, with a `mask` path (points), by the mask's anti-aliased
    /// coverage. Only pixels inside the current clip change.
    ///
    /// ```swift
    /// var group = try canvas.makeLayer()
    /// try group.fill(CGRect(x: 0, y: 0, width: 80, height: 80), color: .black)
    /// try canvas.composite(group.image, opacity: 0.5, clippedTo: Path(roundedRect: card, cornerRadius: 12))
    /// ```
    ///
    /// - Throws: `RenderError.invalidArgument` for a layer of another size or an opacity outside 0…1;
    ///   `.invalidPath` for a bad mask.
    public mutating func composite(_ layer: Image, opacity: Double = 1, clippedTo mask: Path? = nil,
                                   rule: FillRule = .nonZero) throws {
        guard layer.width == image.width, layer.height == image.height else {
            throw RenderError.invalidArgument(name: "layer", value: "\(layer.width)×\(layer.height) px",
                                              reason: "must be the canvas's size, \(image.width)×\(image.height) px")
        }
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else {
            throw RenderError.invalidArgument(name: "opacity", value: "\(opacity)", reason: "must be a number in 0…1")
        }
        let alpha = UInt32((opacity * 255).rounded())
        guard alpha > 0, !clipBox.isEmpty else { return }
        var coverage: CoverageMask?
        var box = clipBox
        if let mask {
            let rasterizer = PathRasterizer(library: context.library)
            guard let rendered = try rasterizer.fill(mask.applying(scale: scale), rule: rule, window: clipBox) else { return }
            coverage = rendered
            box = box.intersection(PixelBox(x0: rendered.x, y0: rendered.y, x1: rendered.x + rendered.width,
                                            y1: rendered.y + rendered.height))
        }
        guard !box.isEmpty else { return }
        inkedRows.mark(box)
        let width = image.width
        layer.withUnsafeBytes { source in
            image.withUnsafeMutableBytes { destination in
                guard let from = source.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let to = destination.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for y in box.y0..<box.y1 {
                    for x in box.x0..<box.x1 {
                        let offset = (y * width + x) * 4
                        guard from[offset + 3] != 0 else { continue }
                        var pixelOpacity = alpha
                        if let coverage {
                            pixelOpacity = (alpha * UInt32(coverage.coverage(atX: x, y: y)) + 127) / 255
                        }
                        blendPixel(from + offset, opacity: pixelOpacity, into: to + offset)
                    }
                }
            }
        }
    }
}

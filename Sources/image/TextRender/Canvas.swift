import Foundation
import Raster

/// Draws paths, images and measured text into a Raster `Image` at a `scale` (pixels per point).
///
/// All geometry is in points: a canvas at scale 3 turns a 10 pt wide rect into 30 pixels. A canvas borrows a
/// ``RasterContext`` (one per thread), so it is used on the thread that owns that context. Clip rects
/// (``clip(to:)``, ``withClip(_:_:)``) restrict every drawing call to whole pixels.
///
/// ```swift
/// let context = try RasterContext()
/// var canvas = try Canvas(width: 600, height: 200, scale: 2, background: .white, context: context)
/// try canvas.fill(BubbleShape(rect: CGRect(x: 10, y: 10, width: 200, height: 60)).path, color: blue)
/// try canvas.draw(layout, at: CGPoint(x: 22, y: 18), paint: TextPaint(color: .white))
/// try PNGEncoder().write(canvas.image, to: "bubble.png")
/// ```
public struct Canvas {
    /// The pixels drawn so far.
    public internal(set) var image: Image
    /// Pixels per point.
    public let scale: Double
    /// The FreeType state and glyph cache drawing uses.
    public let context: RasterContext
    /// The current clip rect in points, nil when only the image's bounds clip.
    public private(set) var clipRect: CGRect?

    /// The device pixels drawing may touch: the image, intersected with the clip rect.
    var clipBox: PixelBox
    /// Where the image may hold anything but transparent black (all of it for an image passed in).
    var inkedRows: InkedRows

    /// A canvas over an existing image (premultiplied RGBA).
    ///
    /// - Throws: `RenderError.invalidArgument` when `scale` is not a finite number in (0, 100].
    public init(image: Image, scale: Double = 1, context: RasterContext) throws {
        try self.init(image: image, scale: scale, context: context, transparent: false)
    }

    /// A canvas over `image`; `transparent` says that every pixel is transparent black.
    private init(image: Image, scale: Double, context: RasterContext, transparent: Bool) throws {
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw RenderError.invalidArgument(name: "canvas scale", value: "\(scale)", reason: "must be a finite number in (0, 100]")
        }
        self.image = image
        self.scale = scale
        self.context = context
        clipBox = PixelBox(x0: 0, y0: 0, x1: image.width, y1: image.height)
        inkedRows = InkedRows(width: image.width, height: image.height, inked: !transparent)
    }

    /// A canvas over a new `width` × `height` pixel image filled with `background` (transparent by default).
    ///
    /// - Throws: `RasterError.invalidDimensions` for negative sizes, `RenderError.imageTooLarge` for more than
    ///   `pixelBudget` pixels (`PixelBudget.standard` by default), `RenderError.invalidArgument` for a bad scale.
    public init(width: Int, height: Int, scale: Double = 1, background: Color = .clear, context: RasterContext,
                pixelBudget: Int = PixelBudget.standard) throws {
        let image: Image
        do {
            image = try Image(width: width, height: height, fill: background, pixelBudget: pixelBudget)
        } catch RasterError.overPixelBudget(_, let width, let height, let budget) {
            throw RenderError.imageTooLarge(width: width, height: height, budget: budget)
        }
        try self.init(image: image, scale: scale,
                      context: context,
                      transparent: background.premultiplied == Image.Pixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    // MARK: Clipping

    /// Restricts drawing to `rect` (points, rounded to the nearest pixel edges) within the current clip.
    public mutating func clip(to rect: CGRect) {
        let r = rect.standardized
        let finite = r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
        let box = finite ? PixelBox(x0: Canvas.pixel(r.minX * scale), y0: Canvas.pixel(r.minY * scale),
                                    x1: Canvas.pixel(r.maxX * scale), y1: Canvas.pixel(r.maxY * scale))
                         : PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        clipBox = clipBox.intersection(box)
        clipRect = clipRect.map { $0.intersection(r) } ?? r
    }

    /// Removes the clip rect: drawing may touch the whole image again.
    public mutating func resetClip() {
        clipRect = nil
        clipBox = PixelBox(x0: 0, y0: 0, x1: image.width, y1: image.height)
    }

    /// Runs `body` with drawing clipped to `rect` (within the current clip), then restores the clip.
    public mutating func withClip(_ rect: CGRect, _ body: (inout Canvas) throws -> Void) rethrows {
        let saved = (clipRect, clipBox)
        clip(to: rect)
        defer { (clipRect, clipBox) = saved }
        try body(&self)
    }

    // MARK: Paths

    /// Fills `path` (points) with `color`, anti-aliased by FreeType's outline rasterizer.
    ///
    /// - Throws: `RenderError.invalidPath` for non-finite or out-of-range coordinates or a segment before any move.
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) throws {
        let device = path.applying(scale: scale)
        if let box = device.wholePixelRect {
            // What the rasterizer gives such a rect — full coverage inside, none outside — without a mask.
            composite(covering: box.intersection(clipBox), color: color)
            return
        }
        let rasterizer = PathRasterizer(library: context.library)
        guard let mask = try rasterizer.fill(device, rule: rule, window: clipBox) else { return }
        composite(mask, color: color)
    }

    /// Fills a rectangle (points) with `color`. Only its part within the clip is drawn, however far it reaches.
    ///
    /// - Throws: `RenderError.invalidPath` for a non-finite rect.
    public mutating func fill(_ rect: CGRect, color: Color) throws {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw RenderError.invalidPath(reason: "rect \(rect) is not finite")
        }
        // Cut in points, so that a rect inside the clip is filled exactly as given.
        let clip = CGRect(x: Double(clipBox.x0 - 1) / scale, y: Double(clipBox.y0 - 1) / scale,
                          width: Double(clipBox.x1 - clipBox.x0 + 2) / scale, height: Double(clipBox.y1 - clipBox.y0 + 2) / scale)
        let visible = rect.standardized.intersection(clip)
        guard !clipBox.isEmpty, !visible.isNull, !visible.isEmpty else { return }
        try fill(Path(rect: visible), color: color)
    }

    /// Strokes `path` (points) with `color`: FreeType's stroker outlines the line, which is then filled.
    ///
    /// - Throws: `RenderError.invalidArgument` for a negative or non-finite line width, `.invalidPath` for a bad path.
    public mutating func stroke(_ path: Path, color: Color, style: StrokeStyle = StrokeStyle()) throws {
        guard style.lineWidth.isFinite, style.lineWidth >= 0 else {
            throw RenderError.invalidArgument(name: "line width", value: "\(style.lineWidth)", reason: "must be a finite number ≥ 0")
        }
        guard style.miterLimit.isFinite else {
            throw RenderError.invalidArgument(name: "miter limit", value: "\(style.miterLimit)", reason: "must be finite")
        }
        let rasterizer = PathRasterizer(library: context.library)
        guard let mask = try rasterizer.stroke(path.applying(scale: scale), style: style, lineWidth: style.lineWidth * scale,
                                               window: clipBox) else { return }
        composite(mask, color: color)
    }

    // MARK: Images

    /// Draws `source` scaled into `rect` (points): area-averaged when shrinking, bilinear when enlarging.
    /// With `clippedToCircle`, only the circle (ellipse) inscribed in `rect` is drawn, anti-aliased: avatars.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite, empty or out-of-range rect.
    public mutating func draw(_ source: Image, in rect: CGRect, clippedToCircle: Bool = false) throws {
        try draw(source, in: rect, mask: clippedToCircle ? Path(ellipseIn: rect.standardized) : nil)
    }

    /// Draws `source` scaled into `rect` (points), only inside `mask` (a path in points, anti-aliased; nil: all of
    /// `rect`): a photo with rounded corners. Combine with ``withClip(_:_:)`` to crop a picture scaled to fill.
    ///
    /// - Throws: `RenderError.invalidArgument` for a non-finite, empty or out-of-range rect.
    public mutating func draw(_ source: Image, in rect: CGRect, mask maskPath: Path?) throws {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else {
            throw RenderError.invalidArgument(name: "image rect", value: "\(rect)", reason: "must be finite and not empty")
        }
        let limit = PathRasterizer.coordinateLimit
        guard [r.minX, r.minY, r.maxX, r.maxY].allSatisfy({ abs($0 * scale) <= limit }) else {
            throw RenderError.invalidArgument(name: "image rect", value: "\(rect)", reason: "lies beyond ±\(Int(limit)) pixels")
        }
        guard source.width > 0, source.height > 0, !clipBox.isEmpty else { return }
        let box = clipBox
        let (originX, originY) = (r.minX * scale, r.minY * scale)
        let (scaleX, scaleY) = (r.width * scale / Double(source.width), r.height * scale / Double(source.height))
        let resample = {
            source.withUnsafeBytes { bytes in
                Resampler().resample(bytes, width: source.width, height: source.height, stride: source.width * 4,
                                     originX: originX, originY: originY, scaleX: scaleX, scaleY: scaleY,
                                     window: (box.x0, box.y0, box.x1, box.y1))
            }
        }
        let resampled: Resampler.Block?
        if let pictures = context.resampledImages {
            let key = ResampledImageCache.Key(
                storage: source.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }, width: source.width, height: source.height,
                placement: [originX, originY, scaleX, scaleY].map(\.bitPattern), window: [box.x0, box.y0, box.x1, box.y1])
            resampled = pictures.block(of: source, key: key, resample: resample)
        } else {
            resampled = resample()
        }
        guard let block = resampled else { return }
        var mask: CoverageMask?
        if let maskPath {
            let rasterizer = PathRasterizer(library: context.library)
            let window = PixelBox(x0: block.x, y0: block.y, x1: block.x + block.width, y1: block.y + block.height)
            mask = try rasterizer.fill(maskPath.applying(scale: scale), rule: .nonZero, window: window)
            if mask == nil { return }
        }
        let width = image.width
        inkedRows.mark(PixelBox(x0: block.x, y0: block.y, x1: block.x + block.width, y1: block.y + block.height))
        image.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            block.pixels.withUnsafeBufferPointer { pixels in
                for row in 0..<block.height {
                    let y = block.y + row
                    for column in 0..<block.width {
                        let x = block.x + column
                        let opacity = mask.map { UInt32($0.coverage(atX: x, y: y)) } ?? 255
                        blendPixel(pixels.baseAddress! + (row * block.width + column) * 4, opacity: opacity,
                                   into: base + (y * width + x) * 4)
                    }
                }
            }
        }
    }

    // MARK: Internals

    /// Blends `color` through `mask` onto the image (the mask lies inside the clip box).
    mutating func composite(_ mask: CoverageMask, color: Color) {
        guard color.alpha != 0 else { return }
        let blender = CoverageBlender(color: color)
        let width = image.width
        inkedRows.mark(PixelBox(x0: mask.x, y0: mask.y, x1: mask.x + mask.width, y1: mask.y + mask.height))
        image.withUnsafeMutableBytes { bytes in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<mask.height {
                    blender.blendRow(coverage.baseAddress! + row * mask.width,
                                     bytes.baseAddress! + ((mask.y + row) * width + mask.x) * 4, count: mask.width)
                }
            }
        }
    }

    /// Blends `color` at full coverage onto every pixel of `box`, as `composite(_:color:)` blends a mask's full pixels.
    mutating func composite(covering box: PixelBox, color: Color) {
        guard color.alpha != 0, !box.isEmpty else { return }
        let blender = CoverageBlender(color: color)
        let width = image.width
        inkedRows.mark(box)
        // The table's pixel for full coverage: R, G, B, A bytes in memory.
        let fullPixel = UnsafeRawPointer(blender.tables).load(fromByteOffset: 255 * 4, as: UInt32.self)
        if UnsafeRawPointer(blender.tables).load(fromByteOffset: 255 * 4 + 3, as: UInt8.self) == 255 {
            // An opaque colour fully covering its pixels is its own pixel whatever lies below (as the blend's store).
            image.withUnsafeMutableBytes { bytes in
                for row in box.y0..<box.y1 {
                    (bytes.baseAddress! + (row * width + box.x0) * 4)
                        .initializeMemory(as: UInt32.self, repeating: fullPixel, count: box.x1 - box.x0)
                }
            }
            return
        }
        let full = [UInt8](repeating: 255, count: box.x1 - box.x0)
        image.withUnsafeMutableBytes { bytes in
            full.withUnsafeBufferPointer { coverage in
                for row in box.y0..<box.y1 {
                    blender.blendRow(coverage.baseAddress!, bytes.baseAddress! + (row * width + box.x0) * 4, count: full.count)
                }
            }
        }
    }

    /// The nearest pixel edge to `value` device pixels, clamped to a safe range.
    static func pixel(_ value: Double) -> Int {
        Int(max(-Double(1 << 30), min(Double(1 << 30), value.rounded())))
    }
}

@available(*, unavailable, message: "a Canvas draws with its thread's RasterContext")
extension Canvas: Sendable {}

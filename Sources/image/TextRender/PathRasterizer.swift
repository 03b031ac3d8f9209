import CTextStack
import Foundation

/// Turns paths in device pixels into coverage masks with FreeType's anti-aliased outline rasterizer
/// (`FT_Outline_Render` with `FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT` and a span callback), and strokes
/// into outlines with FreeType's stroker.
struct PathRasterizer {
    let library: FT_Library

    /// The largest coordinate, in device pixels, a path may use (FreeType works in 26.6 fixed point).
    static let coordinateLimit = Double(1 << 23)

    /// The coverage of `path` (device pixels) filled with `rule`, restricted to `window`; nil when nothing is covered.
    func fill(_ path: Path, rule: FillRule, window: PixelBox) throws -> CoverageMask? {
        var outline = try OutlineBuffer(path)
        return try render(&outline, rule: rule, window: window)
    }

    /// The coverage of `path`'s stroke (device pixels): FreeType's stroker outlines it, then it is filled.
    func stroke(_ path: Path, style: StrokeStyle, lineWidth: Double, window: PixelBox) throws -> CoverageMask? {
        let source = try OutlineBuffer(path)
        guard !source.points.isEmpty, lineWidth > 0 else { return nil }
        var stroker: FT_Stroker?
        var error = FT_Stroker_New(library, &stroker)
        guard error == 0, let stroker else { throw RenderError.freeType(operation: "create a stroker", code: error) }
        defer { FT_Stroker_Done(stroker) }
        FT_Stroker_Set(stroker, FT_Fixed((lineWidth / 2 * 64).rounded()), style.cap.freeType, style.join.freeType,
                       FT_Fixed(max(1, style.miterLimit) * 65536))
        for contour in source.contours {
            var start = source.points[contour.first]
            // A sub-path whose points all round to one 26.6 position has no length to stroke (FreeType's stroker
            // crashes on one): it is dropped, as a zero-length segment draws nothing with butt caps.
            let degenerate = source.points[contour.first...contour.last].allSatisfy { $0.x == start.x && $0.y == start.y }
            if degenerate { continue }
            error = FT_Stroker_BeginSubPath(stroker, &start, contour.isOpen ? 1 : 0)
            var index = contour.first + 1
            while error == 0 && index <= contour.last {
                var to = source.points[index]
                switch source.tags[index] {
                case OutlineBuffer.conic:
                    var end = source.points[index + 1]
                    error = FT_Stroker_ConicTo(stroker, &to, &end)
                    index += 2
                case OutlineBuffer.cubic:
                    var c2 = source.points[index + 1], end = source.points[index + 2]
                    error = FT_Stroker_CubicTo(stroker, &to, &c2, &end)
                    index += 3
                default:
                    let previous = source.points[index - 1]
                    if previous.x != to.x || previous.y != to.y { error = FT_Stroker_LineTo(stroker, &to) }
                    index += 1
                }
            }
            if error == 0 { error = FT_Stroker_EndSubPath(stroker) }
            guard error == 0 else { throw RenderError.freeType(operation: "stroke a path", code: error) }
        }
        var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
        error = FT_Stroker_GetCounts(stroker, &pointCount, &contourCount)
        guard error == 0 else { throw RenderError.freeType(operation: "count a stroke's points", code: error) }
        guard pointCount > 0 else { return nil }
        guard pointCount <= FT_UInt(Int16.max), contourCount <= FT_UInt(Int16.max) else {
            throw RenderError.invalidPath(reason: "its stroke needs \(pointCount) points, FreeType allows \(Int16.max)")
        }
        var stroked = OutlineBuffer(capacity: Int(pointCount), contours: Int(contourCount))
        let written = stroked.withOutline { outline -> (points: Int, contours: Int) in
            outline.n_points = 0
            outline.n_contours = 0
            FT_Stroker_Export(stroker, &outline)
            return (Int(outline.n_points), Int(outline.n_contours))
        }
        stroked.exported = written
        return try render(&stroked, rule: .nonZero, window: window)
    }

    private func render(_ outline: inout OutlineBuffer, rule: FillRule, window: PixelBox) throws -> CoverageMask? {
        guard let bounds = outline.pixelBounds else { return nil }
        let box = bounds.intersection(window)
        guard !box.isEmpty else { return nil }
        var target = SpanTarget(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
        let library = self.library
        let error = outline.withOutline { ftOutline -> FT_Error in
            ftOutline.flags = rule == .evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0
            return target.coverage.withUnsafeMutableBufferPointer { coverage in
                var sink = SpanSink(base: coverage.baseAddress!, x: target.x, y: target.y, width: target.width, height: target.height)
                return withUnsafeMutablePointer(to: &sink) { sinkPointer in
                    var params = FT_Raster_Params()
                    params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                    params.gray_spans = spanCallback
                    params.user = UnsafeMutableRawPointer(sinkPointer)
                    params.clip_box = FT_BBox(xMin: FT_Pos(box.x0), yMin: FT_Pos(box.y0), xMax: FT_Pos(box.x1), yMax: FT_Pos(box.y1))
                    return FT_Outline_Render(library, &ftOutline, &params)
                }
            }
        }
        guard error == 0 else { throw RenderError.freeType(operation: "render an outline", code: error) }
        return CoverageMask(x: target.x, y: target.y, width: target.width, height: target.height, coverage: target.coverage)
    }
}

/// Where spans go: the mask's storage and its place on the device grid.
private struct SpanSink {
    var base: UnsafeMutablePointer<UInt8>
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// The mask being filled.
private struct SpanTarget {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var coverage: [UInt8]

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        coverage = [UInt8](repeating: 0, count: width * height)
    }
}

/// FreeType's span callback: copies each span's coverage into the mask (spans never overlap in one render).
private let spanCallback: FT_SpanFunc = { y, count, spans, user in
    guard let spans, let user else { return }
    let sink = user.assumingMemoryBound(to: SpanSink.self).pointee
    let row = Int(y) - sink.y
    guard row >= 0, row < sink.height else { return }
    let rowBase = sink.base + row * sink.width
    for index in 0..<Int(count) {
        let span = spans[index]
        let start = max(Int(span.x) - sink.x, 0)
        let end = min(Int(span.x) + Int(span.len) - sink.x, sink.width)
        guard end > start else { continue }
        (rowBase + start).update(repeating: span.coverage, count: end - start)
    }
}

/// FreeType outline storage built from a path: points in 26.6 fixed point, tags and contour ends.
struct OutlineBuffer {
    static let on: CChar = 1       // FT_CURVE_TAG_ON
    static let conic: CChar = 0    // FT_CURVE_TAG_CONIC
    static let cubic: CChar = 2    // FT_CURVE_TAG_CUBIC

    /// One contour: its points' index range and whether its subpath was left open.
    struct Contour {
        var first: Int
        var last: Int
        var isOpen: Bool
    }

    var points: [FT_Vector] = []
    var tags: [CChar] = []
    var contours: [Contour] = []
    /// For an outline exported by the stroker: the points and contours it wrote.
    var exported: (points: Int, contours: Int)?
    private var contourEnds: [Int16] = []

    /// Empty storage for `capacity` points and `contours` contours (for FreeType to fill).
    init(capacity: Int, contours: Int) {
        points = [FT_Vector](repeating: FT_Vector(), count: capacity)
        tags = [CChar](repeating: 0, count: capacity)
        contourEnds = [Int16](repeating: 0, count: contours)
    }

    /// Converts a path in device pixels; subpaths that draw nothing are dropped.
    init(_ path: Path) throws {
        var start: FT_Vector?
        var contourStart = 0
        var hasSegment = false
        func fixed(_ point: CGPoint) throws -> FT_Vector {
            guard point.x.isFinite, point.y.isFinite else {
                throw RenderError.invalidPath(reason: "coordinate (\(point.x), \(point.y)) is not finite")
            }
            guard abs(point.x) <= PathRasterizer.coordinateLimit, abs(point.y) <= PathRasterizer.coordinateLimit else {
                throw RenderError.invalidPath(reason: "coordinate (\(point.x), \(point.y)) is beyond ±\(Int(PathRasterizer.coordinateLimit)) pixels")
            }
            return FT_Vector(x: FT_Pos((point.x * 64).rounded()), y: FT_Pos((point.y * 64).rounded()))
        }
        func finish(open: Bool) {
            if hasSegment {
                contours.append(Contour(first: contourStart, last: points.count - 1, isOpen: open))
            } else {
                points.removeSubrange(contourStart...)
                tags.removeSubrange(contourStart...)
            }
            hasSegment = false
        }
        func require(_ name: String) throws {
            guard start != nil else { throw RenderError.invalidPath(reason: "a \(name) comes before any move") }
            if points.count == contourStart, let start {  // continuing after a close: restart at the subpath's start
                points.append(start)
                tags.append(OutlineBuffer.on)
            }
        }
        for element in path.elements {
            switch element {
            case let .move(to):
                if start != nil { finish(open: true) }
                contourStart = points.count
                let point = try fixed(to)
                start = point
                points.append(point)
                tags.append(OutlineBuffer.on)
            case let .line(to):
                try require("line")
                points.append(try fixed(to))
                tags.append(OutlineBuffer.on)
                hasSegment = true
            case let .quadCurve(to, control):
                try require("curve")
                points += [try fixed(control), try fixed(to)]
                tags += [OutlineBuffer.conic, OutlineBuffer.on]
                hasSegment = true
            case let .curve(to, c1, c2):
                try require("curve")
                points += [try fixed(c1), try fixed(c2), try fixed(to)]
                tags += [OutlineBuffer.cubic, OutlineBuffer.cubic, OutlineBuffer.on]
                hasSegment = true
            case .close:
                guard start != nil else { throw RenderError.invalidPath(reason: "a close comes before any move") }
                finish(open: false)
                contourStart = points.count
            }
        }
        if start != nil { finish(open: true) }
        guard points.count <= Int(Int16.max), contours.count <= Int(Int16.max) else {
            throw RenderError.invalidPath(reason: "\(points.count) points in \(contours.count) contours; FreeType allows \(Int16.max)")
        }
        contourEnds = contours.map { Int16($0.last) }
    }

    /// The integer pixel box holding every point, nil when empty.
    var pixelBounds: PixelBox? {
        let count = exported?.points ?? points.count
        guard count > 0 else { return nil }
        var box = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        for point in points[0..<count] {
            box.x0 = min(box.x0, Int(point.x >> 6))
            box.y0 = min(box.y0, Int(point.y >> 6))
            box.x1 = max(box.x1, Int((point.x + 63) >> 6))
            box.y1 = max(box.y1, Int((point.y + 63) >> 6))
        }
        return box
    }

    /// Calls `body` with an `FT_Outline` over this storage.
    mutating func withOutline<R>(_ body: (inout FT_Outline) throws -> R) rethrows -> R {
        let pointCount = exported?.points ?? points.count
        let contourCount = exported?.contours ?? contourEnds.count
        return try points.withUnsafeMutableBufferPointer { points in
            try tags.withUnsafeMutableBufferPointer { tags in
                try contourEnds.withUnsafeMutableBufferPointer { ends in
                    var outline = FT_Outline(n_contours: Int16(contourCount), n_points: Int16(pointCount),
                                             points: points.baseAddress, tags: tags.baseAddress,
                                             contours: ends.baseAddress, flags: 0)
                    return try body(&outline)
                }
            }
        }
    }
}

import Foundation
import Raster
import TextRender

/// `shape-fill`: `Canvas.fill(roundedRect:radii:color:)` — on whole device pixels only the corners rasterized, the rest
/// stored (an opaque colour) or blended at full coverage — gives exactly the pixels of filling the same
/// `Path(roundedRect:radii:)` through FreeType, for any rectangle, radii (fitted, zero, overlapping), scale, clip,
/// colour and background; both refuse the same rectangles.
///
/// Input: scale, canvas size, flags (off the pixel grid, clipped), the rectangle in device pixels, four radii in eighths
/// of a device pixel, the colour, the background, the clip.
package enum ShapeFillCheck: FuzzCheck {
    package static let name = "shape-fill"

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        let scale = [1.0, 2, 3, 1.5, 0.5, 4][Int(input.byte()) % 6]
        let width = input.int(in: 1...80), height = input.int(in: 1...60)
        let flags = input.byte()
        let offGrid = flags & 1 != 0 ? Double(input.byte() % 8) / 8 : 0
        let rect = CGRect(x: (Double(input.int(in: -20...90)) + offGrid) / scale, y: Double(input.int(in: -20...70)) / scale,
                          width: Double(input.int(in: 0...100)) / scale, height: Double(input.int(in: 0...80)) / scale)
        func radius() -> Double { Double(input.int(in: 0...480)) / 8 / scale }
        let radii = CornerRadii(topLeft: radius(), topRight: radius(), bottomRight: radius(), bottomLeft: radius())
        let color = Color(red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.byte())
        let background = Color(red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.byte())
        let clip = CGRect(x: Double(input.int(in: 0...80)) / scale, y: Double(input.int(in: 0...60)) / scale,
                          width: Double(input.int(in: 0...80)) / scale, height: Double(input.int(in: 0...60)) / scale)
        var fast: Canvas, reference: Canvas
        do {
            fast = try Canvas(width: width, height: height, scale: scale, background: background, context: RasterContext())
            reference = try Canvas(width: width, height: height, scale: scale, background: background, context: RasterContext())
        } catch {
            throw FuzzFailure("a \(width)×\(height) canvas could not be made: \(error)")
        }
        if flags & 2 != 0 {
            fast.clip(to: clip)
            reference.clip(to: clip)
        }
        let fastError = Result { try fast.fill(roundedRect: rect, radii: radii, color: color) }.error
        let referenceError = Result { try reference.fill(Path(roundedRect: rect, radii: radii), color: color) }.error
        guard (fastError == nil) == (referenceError == nil) else {
            throw FuzzFailure("\(rect) radii \(radii): the fast fill says \(fastError.map { "\($0)" } ?? "nothing"), "
                              + "the path's \(referenceError.map { "\($0)" } ?? "nothing")")
        }
        guard fast.image == reference.image else {
            throw FuzzFailure("\(rect) radii \(radii) at scale \(scale) on \(width)×\(height): other pixels than the path's")
        }
    }
}

private extension Result where Success == Void {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

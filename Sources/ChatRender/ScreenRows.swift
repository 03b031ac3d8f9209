import CPixels
import Raster

/// A drawn chat screen before compositing: the background colour and the cells' images at their pixel offsets, back
/// to front. It composites any band of rows on demand, so that the PNG encoder can deflate each band while it is
/// still in cache and the whole screen never has to exist in memory.
struct ScreenRows: Sendable {
    /// One cell's image with its top-left pixel at (`x`, `y`).
    struct Placed: Sendable {
        let image: Image
        let x: Int
        let y: Int
    }

    let width: Int
    let height: Int
    let background: Image.Pixel
    let cells: [Placed]

    /// Fills `pixels` (rows `rows` of the screen, `width * 4` bytes each, one after another) with the background and
    /// blends the cells' parts in those rows onto it, "source over": each channel
    /// `source + target × (255 − source alpha) / 255`, rounded, eight pixels a step (CPixels).
    func draw(_ rows: Range<Int>, into pixels: UnsafeMutableRawBufferPointer) {
        guard let target = pixels.baseAddress, !rows.isEmpty else { return }
        let word = UInt32(littleEndian: UInt32(background.red) | UInt32(background.green) << 8
                                        | UInt32(background.blue) << 16 | UInt32(background.alpha) << 24)
        target.initializeMemory(as: UInt32.self, repeating: word, count: rows.count * width)
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        for cell in cells {
            let x0 = max(0, cell.x), x1 = min(width, cell.x + cell.image.width)
            let y0 = max(rows.lowerBound, cell.y), y1 = min(rows.upperBound, cell.y + cell.image.height)
            guard x1 > x0, y1 > y0 else { continue }
            let sourceWidth = cell.image.width
            cell.image.withUnsafeBytes { source in
                guard let from = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                for row in y0..<y1 {
                    cpx_source_over_row(from + ((row - cell.y) * sourceWidth + (x0 - cell.x)) * 4,
                                        bytes + ((row - rows.lowerBound) * width + x0) * 4, x1 - x0)
                }
            }
        }
    }

    /// The whole screen as one image (the renderer has checked its size against the pixel budget).
    var image: Image {
        get throws {
            let count = width * height * 4
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                draw(0..<height, into: UnsafeMutableRawBufferPointer(buffer))
                initialized = count
            }
            return try Image(width: width, height: height, pixels: pixels)
        }
    }
}

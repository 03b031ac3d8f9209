// Draw a measured text in a chat bubble and write it as PNG.
import Foundation
import Raster
import TextMeasure
import TextRender

let context = try RasterContext(cache: GlyphCache(byteLimit: 32 << 20))   // one per thread: its own FreeType state
let layout = try TextMeasurer().measure("Hi there 👋", style: TextStyle(size: 17), width: 240, options: MeasureOptions(scale: 3))
let bubble = BubbleShape(rect: CGRect(x: 8, y: 4, width: layout.size.width + 24, height: layout.size.height + 14),
                         cornerRadius: 17, tail: .curved, side: .trailing)
var canvas = try Canvas(width: 300 * 3, height: 60 * 3, scale: 3, background: .white, context: context)
try canvas.fill(bubble.path, color: try Color(hex: "#0B84FF"))
try canvas.fill(roundedRect: CGRect(x: 250, y: 30, width: 40, height: 24), radii: CornerRadii(all: 8), color: .white)  // a badge
try canvas.draw(layout, at: CGPoint(x: 20, y: 11), paint: TextPaint(color: .white))   // what was measured is drawn
let png = try PNGEncoder(compression: .fast).encode(canvas.image)
// snippet.hide
precondition(png.count > 1000 && canvas.image.width == 900)

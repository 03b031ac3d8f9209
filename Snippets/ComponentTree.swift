// Lay out a component tree (flexbox boxes, texts, images) and draw exactly what was measured.
import ComponentRender
import Components
import Raster
import TextMeasure
import TextRender

let json = """
    {"id": "card", "style": {"flexDirection": "row", "padding": {"all": 12}, "alignItems": "center"},
     "background": "#FFFFFF", "cornerRadius": 12, "children": [
       {"id": "title", "style": {"flexShrink": 1},
        "text": {"string": "Your order is on its way", "size": 17, "weight": "semibold"}}]}
    """
let document = try ComponentDocument(bytes: Array(json.utf8), baseDirectory: ".")   // or .read(contentsOf: path)
var layout = try ComponentLayout(document.root, measurer: try TextMeasurer(), width: 180, scale: 3)
print(layout.frame(ofID: "title")!)                      // the text's frame in its parent, on the 1/3-point grid
print(layout.textLayout(ofID: "title")!.lineCount)       // the TextLayout that sized it: what is drawn
let image = try ComponentRenderer(context: try RasterContext()).render(layout, background: .white)
try layout.relayout(width: 320)                          // texts are not shaped again
// snippet.hide
precondition(image.width == 540 && layout.textLayout(ofID: "title")!.lineCount == 1)

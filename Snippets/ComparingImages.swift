// Compare two images the way pixelmatch does: counts, regions and a diff image.
import ImageDiff
import Raster

var before = try Image(width: 64, height: 32, fill: .white)
var after = before
after.setColor(.black, x: 10, y: 10)
var options = DiffOptions()
options.threshold = 0.1
options.makesDiffImage = true
let result = try ImageDiffer(options: options).compare(StraightImage(before), StraightImage(after))
print(result.mismatched, result.regions)                 // 1 pixel differs, in one region
// snippet.hide
precondition(result.mismatched == 1 && !result.isWithinTolerance)

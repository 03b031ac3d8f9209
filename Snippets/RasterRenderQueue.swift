// Render off the caller's thread: immutable jobs, the queue's own workers, cancellation by target.
import Raster
import RenderQueue
import TextMeasure
import TextRender

let queue = try RasterRenderQueue()                      // one worker per core, each with its own FreeType state
let text = try MeasuredText(AttributedText("See you at 8 🍕", style: TextStyle(size: 17)), width: 260,
                            options: MeasureOptions(scale: 3), measurer: try TextMeasurer())
let cell = RenderTarget()                                // e.g. one per reusable cell
let image = try await queue.render(BubbleJob(text: text), request: RenderRequest(priority: .userVisible, target: cell))
cell.invalidate()                                        // the cell was reused: its older requests are superseded
queue.shutdown(.drain)                                   // finish what is waiting, then stop the workers
// snippet.hide
precondition(image.width > 0)

// Render a chat screenshot (bubbles, tails, avatars, the date header) to PNG, off the device.
import ChatRender
import Foundation
import TextMeasure

let document = try ChatDocument(data: Data("""
    {"title": "Anna", "me": "me", "participants": [{"id": "me", "name": "Alex"}, {"id": "anna", "name": "Anna"}],
     "messages": [
       {"id": "1", "author": "anna", "time": "2026-11-28T09:00:00Z", "kind": "text", "text": "Are you coming?"},
       {"id": "2", "author": "me", "time": "2026-11-28T09:01:00Z", "kind": "text", "text": "On my way 🚲", "status": "read"}]}
    """.utf8))
let options = ChatScreenOptions(width: 390, height: 400, scale: 2)   // the iMessage style, light
let scene = try ChatScene(document: document, options: options, measurer: try TextMeasurer())
let renderer = try ChatScreenRenderer(threads: 2)        // cells drawn in parallel on its render queue
let png = try renderer.renderPNG(scene)                  // 780 × 800 pixels
// snippet.hide
precondition(png.count > 10_000)

// Recipes around ChatLayoutEngine: edits recorded as a batch, the keyboard, transition styles, the background pipeline.
import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import Foundation

// snippet.hide
struct Contact: Identifiable, Equatable { let id: Int; var name: String }
let contacts = (0..<6).map { Contact(id: $0, name: "Contact \($0)") }
let newContact = Contact(id: 99, name: "New"), renamed = Contact(id: 2, name: "Renamed")
let day = try Transcript.decode(from: Data("""
    {"title": "Anna", "me": "me", "participants": [{"id": "me", "name": "Alex"}, {"id": "anna", "name": "Anna"}],
     "messages": [{"id": "1", "author": "anna", "time": "2026-11-28T09:00:00Z", "kind": "text", "text": "Hi!"}]}
    """.utf8))
let model = SectionedTranscript(day, timeZone: TimeZone(identifier: "UTC")!)
var layout = try ChatLayoutEngine(model: model, configuration: ChatLayoutConfiguration(viewportWidth: 390),
                                  sizing: BubbleSizing(texts: try TextMeasureSizing.cached(scale: 3)), viewportHeight: 844)
var contentOffset: CGFloat = 0
let keyboardHeight: CGFloat = 336
// snippet.show
// Any list: record edits as they happen, without a diff (UIKit's batch rules).
var recorder = try ListRecorder(contacts)
try recorder.insert(newContact, at: 0)
try recorder.update(renamed, at: 3)
try recorder.move(from: 5, to: 1)
let batch = BatchUpdate(recorder.commit(), inSection: 0)   // updates become reconfigures

// The keyboard appears: the bottom stays at the bottom, or the message the reader looks at stays where it is.
contentOffset = try layout.setViewportHeight(844 - keyboardHeight).contentOffset(from: contentOffset)

// How elements appear and disappear in a change, per kind.
var transition = try layout.setViewportHeight(844)
transition.styles = .iMessage                            // new outgoing messages slide up
transition.styles.styles[.dateHeader] = .grow
transition.styles.adjustments[.avatar] = { attributes, context in
    if context.phase == .appearing { attributes.alpha = 0.3 }
}

// Snapshots from anywhere, laid out off the main thread, delivered in order (superseded ones dropped).
let pipeline = ChatLayoutPipeline(layout: layout, model: model)
await pipeline.submit(model)                             // as often as snapshots come
for await event in pipeline.events {
    if case .update(let update) = event {
        contentOffset = update.targetContentOffset       // update.layout, update.update: apply them to the view
        break
    }
}
// snippet.hide
precondition(batch.insertedItems.count == 1 && batch.movedItems.count >= 1 && contentOffset >= 0)

// Lay out a chat (the core of a UICollectionViewLayout) and keep the reader's place through an update.
import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import Foundation

func transcript(_ messages: String) throws -> Transcript {
    try Transcript.decode(from: Data("""
        {"title": "Anna", "me": "me", "participants": [{"id": "me", "name": "Alex"}, {"id": "anna", "name": "Anna"}],
         "messages": [\(messages)]}
        """.utf8))
}
let first = #"{"id": "1", "author": "anna", "time": "2026-11-28T09:00:00Z", "kind": "text", "text": "Are you coming?"}"#
let reply = #"{"id": "2", "author": "me", "time": "2026-11-28T09:01:00Z", "kind": "text", "text": "On my way 🚲"}"#

let model = SectionedTranscript(try transcript(first), timeZone: TimeZone(identifier: "UTC")!)   // one section per day
let sizing = BubbleSizing(texts: try TextMeasureSizing.cached(scale: 3))   // thread-safe, shared by layouts
var layout = try ChatLayoutEngine(model: model, configuration: ChatLayoutConfiguration(viewportWidth: 390),
                                  sizing: sizing, viewportHeight: 844)
let visible = CGRect(x: 0, y: 0, width: 390, height: 844)
print(layout.elements(in: visible).map(\.id))            // date header, message, …: each with its frame and z-index

// A message arrives: diff the snapshots (or model.append), apply the batch, keep what the reader sees in place.
let newer = SectionedTranscript(try transcript(first + "," + reply), timeZone: TimeZone(identifier: "UTC")!)
let update = model.batchUpdate(to: newer)
let transition = try layout.apply(update, model: newer)
let contentOffset = transition.contentOffset(from: 0)    // at the bottom stays at the bottom
print(layout.frames(ofMessage: "2")!.bubble)             // every part of one message: O(log n)
// snippet.hide
precondition(layout.frames(ofMessage: "2") != nil && contentOffset >= 0)

import ChatBubbles
import ChatLayout
import Dispatch
import Foundation
import JSON
import Synchronization

/// A sizing that adds up the time its base spends measuring (on any number of threads), so that `--stats` can split
/// "measure" from "layout"; it answers exactly what its base answers.
final class TimedSizing<Base: MessageSizing>: MessageSizing {
    let base: Base
    private let nanoseconds = Atomic<UInt64>(0)

    init(_ base: Base) { self.base = base }

    /// The time spent in `base` so far, summed over threads.
    var measuringTime: Duration { .nanoseconds(Int64(nanoseconds.load(ordering: .relaxed))) }

    func measure(_ text: String, font: FontSpec, maxWidth: CGFloat, maximumLines: Int) throws -> TextBox {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { nanoseconds.add(DispatchTime.now().uptimeNanoseconds &- start, ordering: .relaxed) }
        return try base.measure(text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
    }

    func measureTree(_ tree: JSONValue, maxWidth: CGFloat) throws -> TextBox {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { nanoseconds.add(DispatchTime.now().uptimeNanoseconds &- start, ordering: .relaxed) }
        return try base.measureTree(tree, maxWidth: maxWidth)
    }
}

import ChatLayout
import FlexLayout
import Foundation

extension BubbleSizing {
    /// A message's bubble as the flex tree the composer records while it places the parts (``BubbleTreeRecorder``),
    /// and every way FlexLayout laying that tree out differs from the bubble the composer gives the engine: its size,
    /// its parts' names, and each part's frame, bit for bit. Empty differences: the tree is the bubble's specification
    /// and the composer its closed form. Nil for a system notice (its pill is a ``TextBubbleTemplate``'s tree).
    ///
    /// What `BubbleTreeCorpusTests` and the `bubble-tree` fuzz target check.
    package func bubbleTree(for row: MessageRow, in space: RowSpace, timeZone: TimeZone) throws
        -> (tree: FlexNode, differences: [String])? {
        let composer = BubbleComposer(configuration: configuration, space: space, sizing: texts, timeZone: timeZone)
        guard let (tree, bubble) = try composer.tree(for: row) else { return nil }
        var differences: [String] = []
        let composed = try composer.compose(row.message, quote: row.quote, authorName: row.authorName, context: row.context)
        if composed != bubble { differences.append("the composer's own path gives another bubble") }
        let laid = try LaidOutBubble(laying: tree)
        if laid.width != bubble.size.width || laid.height != bubble.size.height {
            differences.append("size: tree \(laid.width) × \(laid.height), built \(bubble.size.width) × \(bubble.size.height)")
        }
        let built = bubble.placedParts.map { ($0.part.description, $0.frame) }
        let frames = Dictionary(laid.parts.map { ($0.id, CGRect($0.frame)) }, uniquingKeysWith: { first, _ in first })
        if laid.parts.map(\.id).sorted() != built.map(\.0).sorted() {
            differences.append("parts: tree \(laid.parts.map(\.id).sorted()), built \(built.map(\.0).sorted())")
        }
        for (name, frame) in built where frames[name].map({ $0 != frame }) == true {
            differences.append("\(name): tree \(frames[name].map { "\($0)" } ?? "-"), built \(frame)")
        }
        return (tree, differences)
    }
}

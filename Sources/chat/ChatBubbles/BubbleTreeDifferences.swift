import ChatLayout
import FlexLayout
import Foundation

extension BubbleSizing {
    /// Every way FlexLayout laying out a message's bubble as the flex tree the composer records while it places the
    /// parts (`BubbleTreeRecorder`) differs from the bubble the composer gives the engine: its size,
    /// its parts' names, and each part's frame, bit for bit. Empty differences: the tree is the bubble's specification
    /// and the composer its closed form. Nil for a system notice (its pill is a ``TextBubbleTemplate``'s tree).
    ///
    /// What `BubbleTreeCorpusTests` and the `bubble-tree` fuzz target check. Composing throws what the composer throws; FlexLayout refusing the tree is a difference, not an error.
    package func bubbleTreeDifferences(for row: MessageRow, in space: RowSpace, timeZone: TimeZone) throws -> [String]? {
        let composer = BubbleComposer(configuration: configuration, space: space, sizing: texts, timeZone: timeZone)
        guard let (tree, bubble) = try composer.tree(for: row) else { return nil }
        var differences: [String] = []
        let composed = try composer.compose(row.message, quote: row.quote, authorName: row.authorName, context: row.context)
        if composed != bubble { differences.append("the composer's own path gives another bubble") }
        let laid: LaidOutBubble
        do { laid = try LaidOutBubble(laying: tree) } catch { return ["FlexLayout refused the tree: \(error)"] }
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
        return differences
    }
}

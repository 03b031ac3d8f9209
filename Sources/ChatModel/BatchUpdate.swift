import Foundation

/// A section moving from an old index to a new one.
public struct SectionMove: Hashable, Sendable {
    /// The index before the update.
    public var from: Int
    /// The index after the update.
    public var to: Int

    /// Creates a section move.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// A message moving from an old path to a new one.
public struct ItemMove: Hashable, Sendable {
    /// The path before the update.
    public var from: ItemPath
    /// The path after the update.
    public var to: ItemPath

    /// Creates an item move.
    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }
}

/// A batch of changes with UIKit's index rules: deletes, reloads and move sources use the indices before the
/// update; inserts and move targets use the indices after it.
///
/// A reloaded section or item keeps its place (it shifts with the deletes and inserts around it) and is laid out
/// again from the new transcript. Items cannot be inserted into, or moved into or out of, sections that are
/// inserted, deleted or reloaded in the same batch (their items come and go with them), and an item cannot be
/// both reloaded and moved: express that as a delete and an insert. `SectionedTranscript.diff` follows these rules.
public struct BatchUpdate: Hashable, Sendable {
    /// Sections removed (old indices).
    public var deletedSections = IndexSet()
    /// Sections added (new indices).
    public var insertedSections = IndexSet()
    /// Sections whose items are all laid out again (old indices).
    public var reloadedSections = IndexSet()
    /// Sections moved (old to new index).
    public var movedSections: [SectionMove] = []
    /// Messages removed (old paths).
    public var deletedItems: [ItemPath] = []
    /// Messages added (new paths).
    public var insertedItems: [ItemPath] = []
    /// Messages whose content changed (old paths).
    public var reloadedItems: [ItemPath] = []
    /// Messages moved (old to new path).
    public var movedItems: [ItemMove] = []

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

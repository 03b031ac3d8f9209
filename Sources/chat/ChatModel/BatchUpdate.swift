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

/// A batch of changes with UIKit's index rules: deletes, reloads, reconfigures and move sources use the indices
/// before the update; inserts and move targets use the indices after it.
///
/// A reloaded or reconfigured item keeps its place (it shifts with the deletes and inserts around it) and is laid
/// out again from the new transcript. A reconfigure (UIKit's `reconfigureItems`) keeps the cell: the item animates
/// from its old frame to its new one at full opacity; a reload replaces the cell, cross-fading. A reloaded section is
/// laid out again whole, its date header too. Items cannot be inserted into, or moved into or out of, sections that
/// are inserted, deleted or reloaded in the same batch (their items come and go with them), and an item cannot be
/// both changed and moved: express that as a delete and an insert. `SectionedTranscript.batchUpdate(to:)` follows
/// these rules.
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
    /// Messages replaced by different content, or another kind of message (old paths): cross-faded.
    public var reloadedItems: [ItemPath] = []
    /// Messages whose content changed but not their identity and kind (a status, an edit, a deleted flag, a quote or
    /// an author name; old paths): their cells are kept, no cross-fade.
    public var reconfiguredItems: [ItemPath] = []
    /// Messages moved (old to new path).
    public var movedItems: [ItemMove] = []

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
            && movedItems.isEmpty
    }
}

extension BatchUpdate {
    /// The batch of one section's list changes (from ``ListDiff`` or a ``ListRecorder``): updated elements are
    /// reconfigured (their cells kept), or reloaded when `reloadsUpdates`.
    public init(_ changes: ListChanges, inSection section: Int, reloadsUpdates: Bool = false) {
        func path(_ item: Int) -> ItemPath { ItemPath(section: section, item: item) }
        deletedItems = changes.deletions.map(path)
        insertedItems = changes.insertions.map(path)
        movedItems = changes.moves.map { ItemMove(from: path($0.from), to: path($0.to)) }
        if reloadsUpdates { reloadedItems = changes.updates.map(path) } else { reconfiguredItems = changes.updates.map(path) }
    }
}

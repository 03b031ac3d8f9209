/// An element moving from an old index to a new one.
public struct ListMove: Hashable, Sendable {
    /// The index before the change.
    public var from: Int
    /// The index after the change.
    public var to: Int

    /// Creates a move.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// The changes that turn one list into another, with UIKit's index rules: deletions, updates and move sources at
/// the old indices, insertions and move targets at the new ones. An element that moved and changed is a deletion
/// and an insertion (UIKit cannot reload a moved item).
public struct ListChanges: Hashable, Sendable {
    /// Old indices of elements that are gone, ascending.
    public var deletions: [Int] = []
    /// New indices of elements that are new, ascending.
    public var insertions: [Int] = []
    /// Elements that moved, unchanged, in old order.
    public var moves: [ListMove] = []
    /// Old indices of elements that stayed in place but changed, ascending.
    public var updates: [Int] = []

    /// No changes.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty }

    /// Records an element present in both lists: nothing, an update, a move, or (moved and changed) a deletion and
    /// an insertion. Deletions and insertions must be sorted afterwards.
    mutating func keep(from old: Int, to new: Int, moved: Bool, changed: Bool) {
        switch (moved, changed) {
        case (false, false): break
        case (false, true): updates.append(old)
        case (true, false): moves.append(ListMove(from: old, to: new))
        case (true, true):
            deletions.append(old)
            insertions.append(new)
        }
    }
}

/// Why a list could not be diffed or recorded.
public enum ListDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two elements of one list share an id (its description).
    case duplicateID(String, list: String, index: Int)
    /// An edit named an index outside the list.
    case indexOutOfRange(Int, count: Int, edit: String)

    /// A sentence naming the input and the problem.
    public var description: String {
        switch self {
        case .duplicateID(let id, let list, let index):
            return "the \(list) list has the id \"\(id)\" twice (again at index \(index))"
        case .indexOutOfRange(let index, let count, let edit):
            return "\(edit): index \(index) is outside the list of \(count) elements"
        }
    }
}

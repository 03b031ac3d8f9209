/// The items of the flex lines being laid out, one stack for the whole pass: a line pushes its items when it is
/// collected and pops them when it is done, so no line allocates an array. Lines nest (a child's lines are laid
/// out while its parent's line is active), which is the stack's order.
final class LineItemStack {
    private(set) var base: UnsafeMutablePointer<Int>
    private var capacity: Int
    private(set) var top = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Int>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always) func push(_ item: Int) {
        if top == capacity { grow() }
        base[top] = item
        top += 1
    }

    /// Drops everything pushed since `mark`.
    @inline(__always) func pop(to mark: Int) {
        top = mark
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        bigger.update(from: base, count: top)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}

/// A line's items: a range of the pass's ``LineItemStack``.
struct LineItems: RandomAccessCollection {
    unowned(unsafe) let stack: LineItemStack
    let start: Int
    var count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always) subscript(position: Int) -> Int { stack.base[start + position] }
}

extension LayoutPass {
    /// Gives a `display: none` node and its subtree zero frames (Yoga's `zeroOutLayoutRecursively`).
    func zeroOutLayout(_ node: Int) {
        var stack = [node]
        while let current = stack.popLast() {
            states[current] = NodeState()
            states[current].width = 0
            states[current].height = 0
            states[current].isDirty = false
            states[current].generation = generation   // changed in this pass: its frame is written again
            for child in children(current) { stack.append(Int(child)) }
        }
    }

    /// Gives the `display: contents` children of `node` (and theirs) zero frames: their children are laid out
    /// as `node`'s (Yoga's `cleanupContentsNodesRecursively`).
    func clearContentsChildren(_ node: Int) {
        guard links[node].hasContentsChildren else { return }
        for child in children(node) where styles[Int(child)].display == .contents {
            let child = Int(child)
            states[child] = NodeState()
            states[child].width = 0
            states[child].height = 0
            states[child].isDirty = false
            states[child].generation = generation
            clearContentsChildren(child)
        }
    }
}

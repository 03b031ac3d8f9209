extension LayoutPass {
    /// The distance from the node's top edge to its first baseline (Yoga's `calculateBaseline`): its content's
    /// baseline when it has one, else that of its first baseline-aligned child on the first line (or its first
    /// child), else its bottom edge.
    func baseline(of node: Int) throws -> Double {
        let state = states[node]
        let slot = Int(links[node].measureSlot)
        if slot >= 0 {
            let request = FlexBaselineRequest(width: state.measuredWidth, height: state.measuredHeight,
                                              contentTop: state.padding.top + state.border.top,
                                              content: payloads[slot].final ?? payloads[slot].last)
            let answer: Double?
            do {
                answer = try contents[slot].baseline(request)
            } catch {
                throw FlexLayoutError.measureFailed(node: name(node), reason: "baseline: \(error)")
            }
            if let answer {
                guard answer.isFinite else { throw FlexLayoutError.invalidBaseline(node: name(node), value: answer) }
                return answer
            }
            return state.measuredHeight
        }
        var baselineChild = -1
        for child in layoutChildren(node) {
            let child = Int(child)
            if states[child].lineIndex > 0 { break }
            if styles[child].positionType == .absolute || styles[child].display == .none { continue }
            if alignment(of: child, in: node) == .baseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 { baselineChild = child }
        }
        guard baselineChild >= 0 else { return state.measuredHeight }
        return try baseline(of: baselineChild) + states[baselineChild].position.top
    }

    /// Whether the node's items align by baseline (only rows do).
    func isBaselineLayout(_ node: Int) -> Bool {
        let style = styles + node
        if style.pointee.flexDirection.isColumn { return false }
        if style.pointee.alignItems == .baseline { return true }
        return links[node].hasBaselineChild
    }
}

extension LayoutPass {
    /// Writes every node's frame rounded to the pixel grid into `frames` (Yoga's `roundLayoutResultsToPixelGrid`):
    /// edges are rounded in absolute coordinates, so siblings never overlap or leave gaps; a measured leaf's left
    /// and top edges round down and its right and bottom edges up, so text is never cut.
    func roundFrames(into frames: UnsafeMutablePointer<FlexFrame>, root: Int, scale: Double, rounds: Bool = true) {
        let grid = PixelGrid(scale: scale)
        var stack: [(node: Int, absoluteLeft: Double, absoluteTop: Double)] = [(root, 0, 0)]
        while let (node, absoluteLeft, absoluteTop) = stack.popLast() {
            let state = states + node
            let left = state.pointee.position.left, top = state.pointee.position.top
            let width = state.pointee.width, height = state.pointee.height
            let nodeLeft = absoluteLeft + left, nodeTop = absoluteTop + top
            guard rounds else {
                frames[node] = FlexFrame(left: left, top: top, width: width, height: height)
                for child in children(node) { stack.append((Int(child), nodeLeft, nodeTop)) }
                continue
            }
            let isText = hasMeasure(node)
            let fractionalWidth = grid.isFractional(width), fractionalHeight = grid.isFractional(height)
            let roundedLeft = grid.round(left, floor: isText), roundedTop = grid.round(top, floor: isText)
            let roundedWidth = grid.round(nodeLeft + width, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
                - grid.round(nodeLeft, floor: isText)
            let roundedHeight = grid.round(nodeTop + height, ceil: isText && fractionalHeight, floor: isText && !fractionalHeight)
                - grid.round(nodeTop, floor: isText)
            frames[node] = FlexFrame(left: roundedLeft, top: roundedTop, width: roundedWidth, height: roundedHeight)
            for child in children(node).reversed() {
                stack.append((Int(child), nodeLeft, nodeTop))
            }
        }
    }
}

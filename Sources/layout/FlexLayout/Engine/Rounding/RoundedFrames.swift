import Geometry

extension LayoutPass {
    /// Writes every node's frame rounded to the pixel grid into `frames` (Yoga's `roundLayoutResultsToPixelGrid`):
    /// edges are rounded in absolute coordinates, so siblings never overlap or leave gaps; a measured leaf's left
    /// and top edges round down and its right and bottom edges up, so text is never cut.
    ///
    /// Nodes are stored in depth-first order, so one pass in index order meets every parent before its children.
    ///
    /// A node the layout did not visit, at the same place as last time, keeps its frame (unless `everything`).
    func roundFrames(into frames: UnsafeMutablePointer<Rect>, count: Int, scale: Double, rounds: Bool = true,
                     everything: Bool = true) {
        let grid = PixelGrid(scale: scale)
        for node in 0..<count {
            let state = states + node
            let parent = Int(links[node].parent)
            let absoluteLeft = parent < 0 ? 0 : states[parent].absoluteLeft
            let absoluteTop = parent < 0 ? 0 : states[parent].absoluteTop
            let left = state.pointee.position.left, top = state.pointee.position.top
            let width = state.pointee.width, height = state.pointee.height
            let nodeLeft = absoluteLeft + left, nodeTop = absoluteTop + top
            if !everything && state.pointee.generation != generation && state.pointee.absoluteLeft == nodeLeft
                && state.pointee.absoluteTop == nodeTop {
                continue
            }
            state.pointee.absoluteLeft = nodeLeft
            state.pointee.absoluteTop = nodeTop
            guard rounds else {
                frames[node] = Rect(x: left, y: top, width: width, height: height)
                continue
            }
            let isText = hasMeasure(node)
            let fractionalWidth = isText && grid.isFractional(width), fractionalHeight = isText && grid.isFractional(height)
            let roundedLeft = grid.round(left, floor: isText), roundedTop = grid.round(top, floor: isText)
            // Edges rounded in absolute coordinates; their difference in pixels is divided once.
            let roundedWidth = (grid.pixels(nodeLeft + width, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
                - grid.pixels(nodeLeft, floor: isText)) / grid.scale
            let roundedHeight = (grid.pixels(nodeTop + height, ceil: isText && fractionalHeight, floor: isText && !fractionalHeight)
                - grid.pixels(nodeTop, floor: isText)) / grid.scale
            frames[node] = Rect(x: roundedLeft, y: roundedTop, width: roundedWidth, height: roundedHeight)
        }
    }
}

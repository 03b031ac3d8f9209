/// One run of the flexbox algorithm over a tree's storage (Yoga's `calculateLayout` and everything it calls).
///
/// It works on raw pointers into the ``FlexTree``'s arrays, valid only while the tree lends them out, so that
/// the hot paths read styles and write results without copies, bounds checks or exclusivity checks. The
/// algorithm follows Yoga's `CalculateLayout.cpp` step by step (the stages live in the folders beside this file),
/// with the browser's answer where Yoga's differs.
final class LayoutPass {
    let styles: UnsafePointer<CompiledStyle>
    let states: UnsafeMutablePointer<NodeState>
    let rings: UnsafeMutablePointer<MeasurementRing>
    let links: UnsafePointer<NodeLinks>
    let childList: UnsafeBufferPointer<Int32>
    let layoutChildList: UnsafeBufferPointer<Int32>
    let contents: UnsafeBufferPointer<any FlexMeasurable>
    let payloads: UnsafeMutableBufferPointer<LeafPayloads>
    let names: UnsafePointer<String>
    /// The current layout's generation: a node visited in this generation is not visited again for being dirty.
    let generation: UInt32
    /// Pixels per point: cached sizes are compared on this grid.
    let pointScale: Double
    /// Whether the tree follows the browser (``FlexConformance/web``) rather than Yoga.
    let web: Bool
    /// Yoga's errata switched on (none in `.web` trees).
    let errata: FlexYogaErrata
    var statistics = FlexLayoutStatistics()
    /// The items of the lines being laid out.
    let lineItems: LineItemStack
    /// Nodes whose intrinsic size is being measured (their own intrinsic keywords act as `auto` meanwhile).
    var intrinsicInProgress: Set<Int> = []
    /// Intrinsic widths computed in this pass, by node.
    var intrinsicWidths: [Int: IntrinsicWidths] = [:]
    /// Set while measuring a content height: containers run the algorithm even when their size is fixed.
    var measuringContentExtent = false
    /// `.web`: the item being laid out stretched to its line, and the line's cross size (margins included), which
    /// its `stretch` limits fill along that axis (the container's own size is not definite).
    var stretchedLine: (node: Int, dimension: Dimension, size: Double)?
    /// `.web`: the column being laid out and its available inner width, which its items' automatic minimum heights
    /// are read at before the items have a width.
    var columnWidth: (node: Int, width: Double)?
    /// In a `.web` tree, the root's border-box height when the layout gives it (definite for the percentages below
    /// it, also in intrinsic widths), NaN otherwise.
    var rootHeight = Double.nan
    /// An error met where the algorithm cannot throw (measuring an intrinsic size); thrown when the pass ends.
    var pendingError: (any Error)?

    init(styles: UnsafePointer<CompiledStyle>, states: UnsafeMutablePointer<NodeState>,
         rings: UnsafeMutablePointer<MeasurementRing>, links: UnsafePointer<NodeLinks>,
         childList: UnsafeBufferPointer<Int32>, layoutChildList: UnsafeBufferPointer<Int32>,
         contents: UnsafeBufferPointer<any FlexMeasurable>, payloads: UnsafeMutableBufferPointer<LeafPayloads>,
         names: UnsafePointer<String>, generation: UInt32, pointScale: Double, conformance: FlexConformance) {
        self.styles = styles
        self.states = states
        self.rings = rings
        self.links = links
        self.childList = childList
        self.layoutChildList = layoutChildList
        self.contents = contents
        self.payloads = payloads
        self.names = names
        self.generation = generation
        lineItems = LineItemStack(capacity: 256)
        self.pointScale = pointScale
        switch conformance {
        case .web:
            web = true
            errata = []
        case .yoga(let yogaErrata):
            web = false
            errata = yogaErrata
        }
    }

    // MARK: Tree structure

    /// The node's children as they are laid out (`display: contents` children replaced by their children).
    @inline(__always) func layoutChildren(_ node: Int) -> UnsafeBufferPointer<Int32> {
        let link = links[node]
        let first = Int(link.firstLayoutChild)
        return UnsafeBufferPointer(rebasing: layoutChildList[first..<first + Int(link.layoutChildCount)])
    }

    /// The node's children as the tree holds them.
    @inline(__always) func children(_ node: Int) -> UnsafeBufferPointer<Int32> {
        let link = links[node]
        let first = Int(link.firstChild)
        return UnsafeBufferPointer(rebasing: childList[first..<first + Int(link.childCount)])
    }

    @inline(__always) func isRoot(_ node: Int) -> Bool { links[node].parent < 0 }

    /// The node's flex container (its nearest ancestor that is not `display: contents`), -1 for the root.
    func flexContainer(of node: Int) -> Int {
        var parent = Int(links[node].parent)
        while parent >= 0 && styles[parent].display == .contents { parent = Int(links[parent].parent) }
        return parent
    }

    /// Whether the node is an item of a row (its width is its main size).
    func isInRow(_ node: Int) -> Bool {
        let container = flexContainer(of: node)
        return container >= 0 && styles[container].flexDirection.isRow
    }
    @inline(__always) func hasMeasure(_ node: Int) -> Bool { links[node].measureSlot >= 0 }

    // MARK: Style queries that depend on the node's place

    /// The root never grows or shrinks.
    @inline(__always) func flexGrow(_ node: Int) -> Double { isRoot(node) ? 0 : styles[node].flexGrow }
    @inline(__always) func flexShrink(_ node: Int) -> Double { isRoot(node) ? 0 : styles[node].flexShrink }

    @inline(__always) func isFlexible(_ node: Int) -> Bool {
        styles[node].positionType != .absolute && (flexGrow(node) != 0 || flexShrink(node) != 0)
    }

    @inline(__always) func resolveDirection(_ node: Int, _ ownerDirection: FlexLayoutDirection) -> FlexLayoutDirection {
        // (`.web`: inherited through the tree, `display: contents` boxes included, as CSS inherits it.)
        if web { return styles[node].resolvedDirection }
        let own = styles[node].direction
        if own != .inherit { return own }
        return ownerDirection != .inherit ? ownerDirection : .ltr
    }

    /// The item's cross-axis alignment in `parent`.
    ///
    /// In a column, items have no baseline across the axis and `baseline` means flex-start (Yoga's rule); in a
    /// wrapping column browsers align them to each line's left edge whatever the direction, which differs in RTL.
    @inline(__always) func alignment(of child: Int, in parent: Int) -> FlexAlign {
        let own = styles[child].alignSelf
        let align = own == .auto ? styles[parent].alignItems : own
        if align == .baseline && styles[parent].flexDirection.isColumn && !web {
            let parentStyle = styles + parent
            if parentStyle.pointee.flexWrap == .noWrap { return .flexStart }
            let crossStartIsLeft = parentStyle.pointee.flexDirection.resolved(states[parent].direction)
                .cross(states[parent].direction).flexStartEdge == .left
            return crossStartIsLeft != (parentStyle.pointee.flexWrap == .wrapReverse) ? .flexStart : .flexEnd
        }
        return align
    }

    /// The measured size plus margins along `axis`.
    @inline(__always) func dimensionWithMargin(_ node: Int, _ axis: FlexDirection, _ widthSize: Double) -> Double {
        (states + node).measuredDimension(axis.dimension) + (styles + node).marginForAxis(axis, widthSize)
    }

    /// Whether an item whose alignment is `stretch` is stretched across the line: CSS stretches only an `auto`
    /// cross size (a percentage of an indefinite size is not stretched); Yoga stretches any size that is not definite.
    @inline(__always) func crossSizeStretches(_ child: Int, _ crossAxis: FlexDirection, _ percentCross: Double) -> Bool {
        // (In `.web` trees a `stretch` size across stretches to the line too, however the container's size is known.)
        web ? (styles + child).dimension(crossAxis.dimension).isAuto || (styles + child).dimension(crossAxis.dimension) == .stretch
            : !hasDefiniteSize(child, crossAxis.dimension, percentCross)
    }

    @inline(__always) func isLayoutDimensionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let value = (states + node).measuredDimension(axis.dimension)
        return !value.isNaN && value >= 0
    }

    @inline(__always) func name(_ node: Int) -> String { names[node] }
}

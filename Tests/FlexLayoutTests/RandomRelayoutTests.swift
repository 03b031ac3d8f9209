import TestSupport
import FlexLayout
import Testing

/// Random trees changed step by step — a leaf's content, a node's style, a node marked dirty, the space, the
/// direction, the scale — and laid out again incrementally: after every step the frames must equal those of a
/// fresh tree built from the same description. The caches, the measurement memos and the skipped subtrees may
/// save work, never change an answer.
@Suite struct RandomRelayoutTests {
    /// A tree whose shape is fixed and whose styles and leaf contents change.
    struct Description {
        var ids: [String] = []
        var children: [[Int]] = []
        var styles: [FlexStyle] = []
        /// The natural width of each leaf's `BlockText` (nil for boxes).
        var texts: [Double?] = []

        /// A leaf's text: those of even natural width have a baseline 8 points below their content top, the
        /// others none (their bottom edge).
        static func text(_ naturalWidth: Double) -> BlockText {
            BlockText(naturalWidth: naturalWidth, baselineOffset: naturalWidth.truncatingRemainder(dividingBy: 2) == 0 ? 8 : nil)
        }

        func node(_ index: Int) -> FlexNode {
            if let text = texts[index] {
                return FlexNode(id: ids[index], style: styles[index], content: Self.text(text))
            }
            return FlexNode(id: ids[index], style: styles[index], children: children[index].map(node))
        }
    }

    /// Random styles and trees: baseline alignment (texts of even width have a baseline of their own),
    /// `minHeight`, percentage margins included. Not drawn: content keywords as height limits (`minHeight:
    /// max-content` is the content's height at the width the node had when first asked in a layout, which a
    /// relayout and a fresh layout do not share).
    struct Generator {
        var random: SplitMix64

        mutating func pick<T>(_ options: [T]) -> T { options[random.next(below: options.count)] }
        mutating func chance(_ percent: Int) -> Bool { random.next(below: 100) < percent }
        mutating func points(_ range: ClosedRange<Int>) -> Double { Double(range.lowerBound + random.next(below: range.count)) }

        mutating func dimension() -> FlexDimension {
            switch random.next(below: 10) {
            case 0, 1: .points(points(10...200))
            case 2: .points(points(10...90))
            case 3: .percent(points(10...100))
            case 4: pick([.fitContent, .maxContent, .stretch])
            default: .auto
            }
        }

        mutating func style(isRoot: Bool) -> FlexStyle {
            var style = FlexStyle()
            style.flexDirection = pick([.row, .column, .rowReverse, .columnReverse])
            style.justifyContent = pick([.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly])
            style.alignItems = pick([.stretch, .flexStart, .center, .flexEnd, .baseline])
            style.alignSelf = pick([.auto, .auto, .flexStart, .stretch, .center, .baseline])
            style.alignContent = pick([.flexStart, .stretch, .center, .spaceBetween])
            style.flexWrap = pick([.noWrap, .noWrap, .wrap, .wrapReverse])
            if chance(40) { style.flexGrow = points(0...2) }
            if chance(40) { style.flexShrink = points(0...2) }
            if chance(30) { style.flexBasis = pick([.points(points(0...120)), .points(20), .percent(points(10...60)), .auto]) }
            style.width = dimension()
            style.height = chance(30) ? dimension() : .auto
            if chance(20) { style.minWidth = .points(points(0...80)) }
            if chance(20) { style.maxWidth = pick([.points(points(40...300)), .points(90), .percent(points(30...90)), .maxContent]) }
            if chance(15) { style.minHeight = pick([.points(points(0...120)), .points(30), .percent(points(10...60))]) }
            if chance(15) { style.maxHeight = pick([.points(points(20...200)), .percent(points(20...90))]) }
            if chance(50) { style.margin = FlexEdges(pick([.points(points(0...8)), .auto, .points(5), .percent(points(1...6))])) }
            if chance(10) { style.margin.top = .percent(points(1...10)) }
            if chance(20) { style.margin.start = .points(points(0...12)) }
            if chance(50) { style.padding = FlexEdges(pick([.points(points(0...10)), .percent(points(1...5))])) }
            if chance(20) { style.border = FlexEdges(.points(points(1...3))) }
            if chance(20) { style.gap = FlexGap(all: .points(points(0...6))) }
            if !isRoot {
                if chance(8) { style.positionType = .absolute; style.position = FlexEdges(top: .points(points(0...20)), start: .points(points(0...20))) }
                if chance(8) { style.position.left = .points(points(0...10)) }
                if chance(5) { style.display = pick([.none, .contents]) }
            }
            if chance(10) { style.overflow = pick([.hidden, .scroll]) }
            return style
        }

        mutating func description(nodes: Int) -> Description {
            var description = Description()
            func add(depth: Int, budget: inout Int) -> Int {
                let index = description.ids.count
                description.ids.append("n\(index)")
                description.children.append([])
                description.styles.append(style(isRoot: index == 0))
                description.texts.append(nil)
                budget -= 1
                if depth >= 4 || budget <= 0 || (index > 0 && chance(45)) {
                    description.texts[index] = points(0...400)
                    return index
                }
                for _ in 0..<(1 + random.next(below: 4)) where budget > 0 {
                    let child = add(depth: depth + 1, budget: &budget)
                    description.children[index].append(child)
                }
                return index
            }
            var budget = nodes
            _ = add(depth: 0, budget: &budget)
            return description
        }
    }

    struct Space: CustomStringConvertible {
        var width: Double?
        var height: Double?
        var direction: FlexLayoutDirection
        var scale: Double
        var description: String { "\(width.map { "\($0)" } ?? "nil") × \(height.map { "\($0)" } ?? "nil") \(direction) @\(scale)" }
    }

    /// A step whose relayout differed from the fresh layout (the tree's later steps are not run).
    struct Failure: Hashable, CustomStringConvertible {
        var seed: UInt64
        var tree: Int
        var step: Int
        var description: String { "seed \(seed) tree \(tree) step \(step)" }
    }

    /// The relayouts known to differ, with why (a test asserts exactly this set, so fixes and regressions show).
    static let knownFailures: Set<Failure> = []

    /// Fixed seeds, so that a failure reproduces: 24 × 12 trees × 25 steps, 7,200 relayouts in a few seconds
    /// (seeds 1…400 pass too).
    static let seeds: [UInt64] = Array(1...24)
    static let trees = 12, steps = 25

    @Test(arguments: seeds)
    func relayoutsEqualFreshLayouts(seed: UInt64) throws {
        var generator = Generator(random: SplitMix64(seed: seed))
        var checked = 0, skipped = 0
        var failures: Set<Failure> = []
        for tree in 0..<Self.trees {
            var description = generator.description(nodes: 12 + generator.random.next(below: 40))
            var space = Space(width: 400, height: nil, direction: .ltr, scale: 1)
            var incremental = try FlexTree(root: description.node(0))
            for step in 0..<Self.steps {
                let index = generator.random.next(below: description.ids.count)
                guard let node = incremental.node(withID: description.ids[index]) else {
                    Issue.record("no node \(description.ids[index])")
                    return
                }
                var change = "first layout"
                if step > 0 {
                    switch generator.random.next(below: 10) {
                    case 0, 1, 2:
                        if description.texts[index] != nil {
                            let text = generator.points(0...400)
                            description.texts[index] = text
                            try incremental.setContent(Description.text(text), for: node)
                            change = "content of \(description.ids[index])"
                        } else {
                            incremental.markDirty(node)
                            change = "dirty \(description.ids[index])"
                        }
                    case 3, 4, 5:
                        let style = generator.style(isRoot: index == 0)
                        description.styles[index] = style
                        try incremental.setStyle(style, for: node)
                        change = "style of \(description.ids[index])"
                    case 6:
                        incremental.markDirty(node)
                        change = "dirty \(description.ids[index])"
                    case 7:
                        space.width = generator.pick([nil, 320, 400, 250.5])
                        space.height = generator.pick([nil, nil, 300])
                        change = "space"
                    case 8:
                        space.direction = space.direction == .ltr ? .rtl : .ltr
                        change = "direction"
                    default:
                        space.scale = generator.pick([1, 2, 3])
                        change = "scale"
                    }
                }
                try incremental.computeLayout(width: space.width, height: space.height, direction: space.direction,
                                              scale: space.scale)
                var fresh = try FlexTree(root: description.node(0))
                try fresh.computeLayout(width: space.width, height: space.height, direction: space.direction,
                                        scale: space.scale)
                let mismatches = fresh.nodes.filter { incremental.frame(of: $0) != fresh.frame(of: $0) }
                let known = Self.knownFailures.contains(Failure(seed: seed, tree: tree, step: step))
                #expect(mismatches.isEmpty || known, """
                    seed \(seed), tree \(tree), step \(step) (\(change), \(space)): \(mismatches.count) frames differ, \
                    first \(mismatches.first.map { "\(fresh.id(of: $0)): \(incremental.frame(of: $0)) instead of \(fresh.frame(of: $0))" } ?? "")
                    """)
                if !mismatches.isEmpty {
                    failures.insert(Failure(seed: seed, tree: tree, step: step))
                    skipped += Self.steps - step - 1
                    break
                }
                checked += 1
            }
        }
        #expect(failures == Self.knownFailures.filter { $0.seed == seed })
        #expect(checked + failures.count + skipped == Self.trees * Self.steps)
    }

    /// `update(matching:)` with a description whose styles and texts changed (a few nodes a step, lengths only or any
    /// style) lays out to a fresh tree's frames; a description of another shape is refused and changes nothing.
    @Test(arguments: Array(seeds.prefix(8)))
    func updatesMatchingADescriptionEqualFreshLayouts(seed: UInt64) throws {
        var generator = Generator(random: SplitMix64(seed: seed))
        for _ in 0..<Self.trees {
            var description = generator.description(nodes: 6 + generator.random.next(below: 30))
            var incremental = try FlexTree(root: description.node(0))
            for step in 0..<Self.steps {
                for _ in 0..<(1 + generator.random.next(below: 3)) {
                    let index = generator.random.next(below: description.ids.count)
                    if description.texts[index] != nil && generator.chance(50) {
                        description.texts[index] = generator.points(0...400)
                    } else if generator.chance(50) {
                        description.styles[index].width = generator.dimension()
                        description.styles[index].margin.top = .points(generator.points(-20...20))
                    } else {
                        description.styles[index] = generator.style(isRoot: index == 0)
                    }
                }
                #expect(try incremental.update(matching: description.node(0)))
                try incremental.computeLayout(width: 400, scale: 3)
                var fresh = try FlexTree(root: description.node(0))
                try fresh.computeLayout(width: 400, scale: 3)
                let mismatches = fresh.nodes.filter { incremental.frame(of: $0) != fresh.frame(of: $0) }
                #expect(mismatches.isEmpty, "seed \(seed) step \(step): \(mismatches.count) frames differ")
                if !mismatches.isEmpty { return }
            }
            // Another shape: a leaf more under the root, or another id.
            var grown = description.node(0)
            if grown.content == nil {
                grown.children.append(FlexNode(id: "extra", content: Description.text(40)))
                #expect(try !incremental.update(matching: grown))
            }
            var renamed = description.node(0)
            renamed.id = "other"
            let before = incremental.count
            #expect(try !incremental.update(matching: renamed))
            #expect(incremental.count == before && incremental.id(of: incremental.root) == description.ids[0])
        }
    }
}

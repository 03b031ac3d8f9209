import FlexLayout
import Foundation
import Geometry
import Raster
import TextMeasure

/// A component tree laid out: FlexLayout's frames, and for every text the `TextLayout` its measurement produced —
/// exactly what `ComponentRenderer` (ComponentRender) draws.
///
/// Texts are prepared (shaped) once when the layout is made; ``relayout(width:height:)`` lays them out again at
/// new sizes without shaping.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// var layout = try ComponentLayout(card, measurer: measurer, width: 420, scale: 3)
/// layout.frame(ofID: "title")          // Rect relative to its parent, on the 1/3-point grid
/// layout.textLayout(ofID: "title")     // the lines that will be drawn
/// try layout.relayout(width: 320)      // no shaping again
/// ```
public struct ComponentLayout: Sendable {
    /// The laid-out flexbox tree (frames, padding, borders, statistics).
    public private(set) var tree: FlexTree
    /// Pixels per point the layout is rounded to.
    public let scale: Double
    /// The root's direction.
    public let direction: FlexLayoutDirection
    /// Which flexbox lays the tree out (``tree``'s conformance).
    public var conformance: FlexConformance { tree.conformance }
    /// The flexbox of a tree that does not say: `FlexConformance.yoga`, so that a tree keeps the layout it always
    /// had (Docs/FlexboxModes.md says why).
    public static let defaultConformance = FlexConformance.yoga(errata: [])
    /// Per node, in the tree's depth-first order: what to draw.
    package var items: [ComponentItem]
    /// Texts built into the tree but not prepared yet (before the first layout).
    private var pendingTexts: [PendingText]
    private let measurer: TextMeasurer

    /// Prepares the texts of `root` and lays it out.
    ///
    /// - Parameters:
    ///   - root: The tree (from a ``ComponentDocument`` or built in code).
    ///   - measurer: Measures the tree's texts.
    ///   - width: The space the root is laid out in horizontally (nil: undefined, the root takes its content's width).
    ///   - height: The space vertically (nil: undefined).
    ///   - direction: The root's direction (`ltr` or `rtl`); texts take their component's direction as base direction.
    ///   - scale: Pixels per point: frames and text sizes are rounded to this grid.
    ///   - conformance: Which flexbox lays the tree out (nil: ``defaultConformance``). In `.web` trees texts
    ///     behave as the browser's blocks of text (Docs/FlexboxModes.md).
    /// - Throws: ``ComponentError`` naming the node: bad decoration values, unknown fonts, layout errors.
    public init(_ root: ComponentNode, measurer: TextMeasurer, width: Double? = nil, height: Double? = nil,
                direction: FlexLayoutDirection = .ltr, scale: Double = 1,
                conformance: FlexConformance? = nil) throws(ComponentError) {
        try self.init(building: root, measurer: measurer, direction: direction, scale: scale, conformance: conformance)
        try relayout(width: width, height: height)
    }

    /// Builds the trees (styles and decorations checked) without shaping or measuring anything: the first
    /// ``relayout(width:height:)`` prepares the texts and lays out.
    private init(building root: ComponentNode, measurer: TextMeasurer, direction: FlexLayoutDirection = .ltr,
                 scale: Double = 1, conformance: FlexConformance? = nil) throws(ComponentError) {
        guard scale.isFinite, MeasureOptions.scaleRange.contains(scale) else {
            throw .layout(.invalidArgument(name: "scale", value: "\(scale)", reason: "must be a finite number in [0.01, 100]"))
        }
        let rootDirection: FlexLayoutDirection = direction == .rtl ? .rtl : .ltr
        var builder = ComponentTreeBuilder()
        let flexRoot = try builder.flexNode(root, direction: rootDirection)
        do {
            tree = try FlexTree(root: flexRoot, conformance: conformance ?? Self.defaultConformance)
        } catch {
            throw .layout(error)
        }
        items = builder.items
        pendingTexts = builder.texts
        self.measurer = measurer
        self.scale = scale
        self.direction = rootDirection
    }

    /// Lays the tree out again in a new space; texts are not shaped again, and cached sizes are reused.
    ///
    /// - Throws: ``ComponentError`` for a bad size or a failing measurement.
    public mutating func relayout(width: Double? = nil, height: Double? = nil) throws(ComponentError) {
        try prepareTexts()
        do {
            try tree.computeLayout(width: width, height: height, direction: direction, scale: scale)
        } catch .measureFailed(let node, let reason) {
            throw .text(node: node, reason: reason)
        } catch {
            throw .layout(error)
        }
        try completeTextLayouts()
    }

    /// The root's size (points, rounded).
    public var size: Size {
        let frame = tree.frame(of: tree.root)
        return Size(width: frame.width, height: frame.height)
    }

    /// The frame of the node with `id`, relative to its parent; nil for an unknown id.
    public func frame(ofID id: String) -> Rect? {
        tree.node(withID: id).map { tree.frame(of: $0) }
    }

    /// The frame of a node relative to the root.
    public func absoluteFrame(of node: FlexNodeID) -> Rect {
        var frame = tree.frame(of: node)
        var current = tree.parent(of: node)
        while let parent = current {
            let parentFrame = tree.frame(of: parent)
            frame.x += parentFrame.x
            frame.y += parentFrame.y
            current = tree.parent(of: parent)
        }
        frame.x -= tree.frame(of: tree.root).x
        frame.y -= tree.frame(of: tree.root).y
        return frame
    }

    /// The text layout the text component `id` is drawn with: the one its measurement produced.
    public func textLayout(ofID id: String) -> TextLayout? {
        tree.node(withID: id).flatMap { textLayout(of: $0) }
    }

    package func textLayout(of node: FlexNodeID) -> TextLayout? {
        items[node.index].finalTextLayout ?? TextLeaf.layout(of: tree.measuredContent(of: node))
    }

    /// Every text is drawn with lines broken at its final width (no stale line count): a text whose size needed no
    /// measuring (both dimensions exact), or whose measurement was made at another width than its box's (Yoga keeps
    /// a flex basis measured before a percentage width resolved, issue 29), is laid out again at its content box's
    /// width. Its height is not cut to the box: where the box is shorter than the lines (only `.yoga` keeps such
    /// frames), the text overflows it, as text overflows a CSS box or a UIKit view placed on a Yoga frame.
    private mutating func completeTextLayouts() throws(ComponentError) {
        for index in 0..<tree.count {
            guard let node = tree.node(at: index), case .text = items[node.index].kind,
                  let leaf = tree.content(of: node) as? TextLeaf else { continue }
            let frame = tree.unroundedFrame(of: node)
            let padding = tree.padding(of: node), border = tree.border(of: node)
            let width = max(0, frame.width - padding.left - padding.right - border.left - border.right)
            if let measured = TextLeaf.layout(of: tree.measuredContent(of: node)), measured.breaksAlike(atWidth: width) {
                items[node.index].finalTextLayout = nil
                continue
            }
            do {
                items[node.index].finalTextLayout = try leaf.prepared.layout(width: .exactly(width), height: .unconstrained)
            } catch {
                throw .text(node: tree.id(of: node), reason: "\(error)")
            }
        }
    }

    /// Shapes the texts not prepared yet and gives them to their leaves.
    private mutating func prepareTexts() throws(ComponentError) {
        guard !pendingTexts.isEmpty else { return }
        // In `.web` trees lines stack and fit in Chromium's layout units, break at Chromium's opportunities and are
        // all kept whatever the height, as the browser's blocks of text do.
        let isWeb = if case .web = tree.conformance { true } else { false }
        let unit = isWeb ? MeasureOptions.chromiumLayoutUnit : 0
        let options = MeasureOptions(scale: scale, lineHeightGrid: unit, lineWidthGrid: unit)
        for text in pendingTexts {
            guard let node = tree.node(at: text.node) else { continue }
            let prepared: PreparedText
            do {
                var paragraphStyle = text.paragraphStyle
                if let rules = text.content.lineBreakRules ?? (isWeb ? .chromium : nil) { paragraphStyle.lineBreakRules = rules }
                prepared = try measurer.prepare(text.content.text, paragraphStyle: paragraphStyle, options: options)
            } catch {
                throw .text(node: tree.id(of: node), reason: "\(error)")
            }
            do {
                try tree.setContent(TextLeaf(prepared, behavior: isWeb ? .browser : .boundingRect), for: node)
            } catch {
                throw .layout(error)
            }
        }
        pendingTexts = []
    }
}

/// What one laid-out component draws.
package struct ComponentItem: Sendable {
    package enum Kind: Sendable {
        case box
        case text([Color])
        case image(ImageContent)
    }

    package var decoration: BoxDecoration
    package var kind: Kind
    /// The component's direction (its texts' base direction; `start` / `end` border colours follow it).
    package var direction: FlexLayoutDirection
    /// The layout of a text laid out again at its final width (``ComponentLayout`` `completeTextLayouts`), nil when
    /// its measurement's layout is the one at that width.
    package var finalTextLayout: TextLayout?
}

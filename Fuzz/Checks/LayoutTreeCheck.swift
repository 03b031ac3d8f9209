import Components
import FlexLayout
import JSON
import Foundation
import TextMeasure

/// `layout-tree`: component-tree JSON bytes (the format `render-layout` reads) → `ComponentDocument` → FlexLayout:
///
/// - a document that does not read is a typed ``ComponentError`` that names what it is about: a node id and a key
///   (`invalidNode`), the node of a style FlexLayout refuses, or the source of invalid JSON — never an empty name;
/// - a tree that reads lays out in the flexbox it names (`"conformance": "web"`, else Yoga's), or fails with a
///   typed error naming a node, at a few widths — undefined, 0, narrow,
///   a phone's, wide — and at each every frame is finite, with a width and height ≥ 0;
/// - one layout relaid out from width to width gives exactly the frames a fresh layout at that width gives (the
///   incremental engine's caches change nothing), and the same error when one fails;
/// - the tree echoed with its layout (`layoutJSON`, `render-layout --layout-json`) is valid JSON.
///
/// Images resolve against a folder that does not exist, so no input makes the check read a file: every image is a
/// placeholder with a warning.
///
/// Input: the tree's bytes.
package enum LayoutTreeCheck: FuzzCheck {
    package static let name = "layout-tree"

    /// The widths each tree is laid out at, in this order (nil: undefined).
    static let widths: [Double?] = [nil, 320, 0, 37.5, 1200]
    /// The scale frames are rounded at.
    static let scale = 2.0
    /// Image paths resolve here: nothing exists there, so nothing is read.
    static let imageFolder = "/nonexistent/letterpress-fuzz-layout-tree"

    static let measurer: TextMeasurer = {
        do { return try TextMeasurer() } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        let document: ComponentDocument
        do {
            document = try ComponentDocument(bytes: input, baseDirectory: imageFolder)
        } catch {
            try requireNamed(error, stage: "reading")
            return
        }
        for warning in document.warnings where !warning.hasPrefix("node \"") {
            throw FuzzFailure("a warning that names no node: \(warning)")
        }
        var incremental: ComponentLayout
        do {
            incremental = try ComponentLayout(document.root, measurer: measurer, scale: scale, conformance: document.conformance)
        } catch {
            try requireNamed(error, stage: "building")
            return
        }
        for width in widths {
            let relaid = Result { () throws(ComponentError) in try incremental.relayout(width: width) }
            let fresh = Result { () throws(ComponentError) in
                try ComponentLayout(document.root, measurer: measurer, width: width, scale: scale,
                                    conformance: document.conformance)
            }
            switch (relaid, fresh) {
            case let (.failure(a), .failure(b)):
                try requireNamed(a, stage: "relayout at \(describe(width))")
                guard a == b else {
                    throw FuzzFailure("at \(describe(width)) a relayout fails with \(a), a fresh layout with \(b)")
                }
                return
            case let (.failure(error), .success), let (.success, .failure(error)):
                throw FuzzFailure("at \(describe(width)) only one of relayout and a fresh layout fails: \(error)")
            case let (.success, .success(layout)):
                try requireValidFrames(incremental.tree, width: width)
                for node in layout.tree.nodes where incremental.tree.frame(of: node) != layout.tree.frame(of: node) {
                    throw FuzzFailure("at \(describe(width)) node \(layout.tree.id(of: node)): relayout gives "
                                      + "\(incremental.tree.frame(of: node)), a fresh layout \(layout.tree.frame(of: node))")
                }
            }
        }
        do {
            _ = try JSONParser.parse(document.layoutJSON(incremental))
        } catch {
            throw FuzzFailure("the tree with its layout is not valid JSON: \(error)")
        }
    }

    /// Every frame finite, every size ≥ 0.
    static func requireValidFrames(_ tree: FlexTree, width: Double?) throws(FuzzFailure) {
        for node in tree.nodes {
            let frame = tree.frame(of: node)
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
                  frame.width >= 0, frame.height >= 0 else {
                throw FuzzFailure("at \(describe(width)) node \(tree.id(of: node)) has the frame \(frame)")
            }
        }
    }

    /// A typed error that names its node (and key), its argument or its source — and that layout did not blame on
    /// an argument we chose or on a measurement our own leaves answered.
    static func requireNamed(_ error: ComponentError, stage: String) throws(FuzzFailure) {
        let named: Bool
        switch error {
        case let .invalidJSON(syntax): named = syntax.line >= 1 && syntax.column >= 1 && !syntax.message.isEmpty
        case let .invalidValue(path, node, reason): named = !node.isEmpty && !path.isEmpty && !reason.isEmpty
        case let .unreadableFile(path, _): named = !path.isEmpty
        case let .text(node, _), let .drawing(node, _): named = !node.isEmpty
        case let .layout(layoutError):
            switch layoutError {
            case let .invalidStyle(node, property, _, _): named = !node.isEmpty && !property.isEmpty
            case let .duplicateNodeID(node), let .contentWithChildren(node), let .tooDeep(node, _),
                 let .measureFailed(node, _):
                named = !node.isEmpty
            case .invalidArgument, .invalidMeasurement, .invalidBaseline:
                throw FuzzFailure("\(stage): layout failed on our own arguments or leaves: \(error)")
            }
        }
        guard named, !error.description.isEmpty else { throw FuzzFailure("\(stage): an error that names nothing: \(error)") }
    }

    static func describe(_ width: Double?) -> String {
        width.map { "width \($0)" } ?? "an undefined width"
    }
}

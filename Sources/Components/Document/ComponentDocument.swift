import FileAccess
import FlexLayout
import Foundation

/// A component tree read from JSON: the `root` format of Yoga's conformance cases (`{"id", "style": {…},
/// "children": […]}`) plus `text`, `image`, `background`, `borderColor`, `cornerRadius`, `opacity` and `clip`, and on
/// the root `"conformance": "web" | "yoga"` (which flexbox lays it out).
///
/// Unknown keys and bad values are errors naming the node and the key; duplicate ids are errors. Image files are
/// read under FileAccess's `FilePolicy`: resolved against the tree file's folder, they must lie inside it or in one
/// of `allowedFolders` (symbolic links followed), are opened non-blocking, must be regular files within
/// `DocumentLimits.imageBytes`, and their PNG header is checked against `imagePixels` before the rest is read. One
/// that is missing or refused becomes a warning ("outside the allowed folders", …) and draws a placeholder.
///
/// ```swift
/// let document = try ComponentDocument.read(contentsOf: "Samples/layouts/card.json")
/// var layout = try ComponentLayout(document.root, measurer: measurer, width: 420, scale: 3,
///                                  conformance: document.conformance)
/// let json = try document.layoutJSON(layout)     // the input tree with a "layout" on every node
/// ```
public struct ComponentDocument: Sendable {
    /// The tree.
    public var root: ComponentNode
    /// Problems that did not stop reading, one line each (images that could not be used).
    public var warnings: [String]
    /// The folder image paths resolve against.
    public var baseDirectory: String
    /// Folders images may also be read from, besides `baseDirectory` (`render-layout --allow-path`).
    public var allowedFolders: [String]
    /// The JSON as read, to echo it with layouts.
    public let source: Data
    /// Which flexbox the tree asks for: its root's `"conformance"` (`"web"` or `"yoga"`), nil when it does not say
    /// (``ComponentLayout`` then uses ``ComponentLayout/defaultConformance``).
    public var conformance: FlexConformance?

    /// Reads the tree file at `path` (a regular file anywhere, at most `limits.treeBytes`, opened non-blocking), its
    /// colour pairs in `appearance`.
    ///
    /// - Throws: ``ComponentError/unreadableFile(path:reason:)`` when the file cannot be read; other
    ///   ``ComponentError``s for invalid JSON or an invalid tree.
    public static func read(contentsOf path: String, limits: DocumentLimits = DocumentLimits(),
                            allowedFolders: [String] = [], appearance: Appearance = .light) throws(ComponentError) -> ComponentDocument {
        let bytes: [UInt8]
        do throws(FileAccessError) {
            bytes = try FilePolicy.anywhere(maximumBytes: limits.treeBytes).read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try ComponentDocument(data: Data(bytes), source: path, baseDirectory: folder, limits: limits,
                                     allowedFolders: allowedFolders, appearance: appearance)
    }

    /// Reads a tree from JSON bytes; `source` names it in messages, `baseDirectory` is where image paths resolve and
    /// the folder they must lie in, with `allowedFolders`; a colour given as `{"light": …, "dark": …}` is read in
    /// `appearance`.
    ///
    /// - Throws: ``ComponentError`` for invalid JSON or an invalid tree.
    public init(data: Data, source: String = "tree", baseDirectory: String,
                limits: DocumentLimits = DocumentLimits(), allowedFolders: [String] = [],
                appearance: Appearance = .light) throws(ComponentError) {
        let object: [String: Any]
        do {
            guard let decoded = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ComponentError.invalidJSON(source: source, reason: "the top level must be a node object")
            }
            object = decoded
        } catch let error as ComponentError {
            throw error
        } catch {
            throw .invalidJSON(source: source, reason: error.localizedDescription)
        }
        var reader = NodeReader(baseDirectory: baseDirectory, limits: limits, allowedFolders: allowedFolders,
                                appearance: appearance)
        root = try reader.node(object, defaultID: "root", depth: 0)
        warnings = reader.warnings
        conformance = reader.conformance
        self.baseDirectory = baseDirectory
        self.allowedFolders = allowedFolders
        self.source = data
    }

    /// The input tree with `"layout": {"left", "top", "width", "height"}` on every node (relative to its parent,
    /// rounded at the layout's scale, like Yoga's `getLayout*`) and every node's `"id"` (generated ones included),
    /// as pretty-printed JSON with sorted keys.
    ///
    /// - Throws: ``ComponentError/invalidJSON(source:reason:)`` if the source no longer parses.
    public func layoutJSON(_ layout: ComponentLayout) throws(ComponentError) -> Data {
        do {
            guard let object = try JSONSerialization.jsonObject(with: source) as? [String: Any] else {
                throw ComponentError.invalidJSON(source: "tree", reason: "the top level must be a node object")
            }
            var index = 0
            let annotated = Self.annotate(object, defaultID: "root", layout: layout.tree, index: &index)
            return try JSONSerialization.data(withJSONObject: annotated, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        } catch let error as ComponentError {
            throw error
        } catch {
            throw .invalidJSON(source: "tree", reason: error.localizedDescription)
        }
    }

    /// Adds id and layout to `object` and its children, walking in the tree's depth-first order.
    private static func annotate(_ object: [String: Any], defaultID: String, layout: FlexTree, index: inout Int) -> [String: Any] {
        var result = object
        let node = layout.node(at: index)
        index += 1
        let id = (object["id"] as? String) ?? defaultID
        result["id"] = id
        if let node {
            let frame = layout.frame(of: node)
            result["layout"] = ["left": frame.left, "top": frame.top, "width": frame.width, "height": frame.height]
        }
        if let children = object["children"] as? [Any] {
            result["children"] = children.enumerated().map { position, child -> Any in
                guard let childObject = child as? [String: Any] else { return child }
                return annotate(childObject, defaultID: "\(id)_child\(position)", layout: layout, index: &index)
            }
        }
        return result
    }
}

import FileAccess
import FlexLayout
import Foundation
import JSON
import Raster

/// A component tree read from JSON: the `root` format of Yoga's conformance cases (`{"id", "style": {…},
/// "children": […]}`) plus `text`, `image`, `background`, `borderColor`, `cornerRadius`, `opacity` and `clip`, and on
/// the root `"conformance": "web" | "yoga"` (which flexbox lays it out).
///
/// The JSON is read strictly (a syntax error or a duplicate key names its line and column); unknown keys and bad
/// values are errors naming the key path from the root and the node; duplicate ids are errors. Image files are
/// read under FileAccess's `FilePolicy`: resolved against the tree file's folder, they must lie inside it or in one
/// of `allowedFolders` (symbolic links followed), are opened non-blocking, must be regular files within
/// `DocumentLimits.imageBytes`, and their PNG header is checked against `imagePixels` before the rest is read. One
/// that is missing or refused becomes a warning ("outside the allowed folders", …) and draws a placeholder. A
/// long-lived caller (a server) passes one `DecodedImageCache` to every document it reads: files are still opened and
/// checked every time, but one decoded before and unchanged since is not decoded again.
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
    public let source: JSONValue
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
        return try ComponentDocument(bytes: bytes, baseDirectory: folder, limits: limits, allowedFolders: allowedFolders,
                                     appearance: appearance)
    }

    /// Reads a tree from JSON bytes; `baseDirectory` is where image paths resolve and the folder they must lie in,
    /// with `allowedFolders`; a colour given as `{"light": …, "dark": …}` is read in `appearance`; image files decoded
    /// before and unchanged since come from `imageCache`.
    ///
    /// - Throws: ``ComponentError`` for invalid JSON or an invalid tree.
    public init(bytes: [UInt8], baseDirectory: String, limits: DocumentLimits = DocumentLimits(),
                allowedFolders: [String] = [], appearance: Appearance = .light,
                imageCache: DecodedImageCache? = nil) throws(ComponentError) {
        let value: JSONValue
        do throws(JSONSyntaxError) { value = try JSONParser.parse(bytes) } catch { throw .invalidJSON(error) }
        try self.init(value: value, baseDirectory: baseDirectory, limits: limits, allowedFolders: allowedFolders,
                      appearance: appearance, imageCache: imageCache)
    }

    /// Reads a tree from a parsed JSON value (a custom message's layout, say); image files decoded before and
    /// unchanged since come from `imageCache`.
    ///
    /// - Throws: ``ComponentError`` for an invalid tree.
    public init(value: JSONValue, baseDirectory: String, limits: DocumentLimits = DocumentLimits(),
                allowedFolders: [String] = [], appearance: Appearance = .light,
                imageCache: DecodedImageCache? = nil) throws(ComponentError) {
        var reader = NodeReader(baseDirectory: baseDirectory, limits: limits, allowedFolders: allowedFolders,
                                appearance: appearance, imageCache: imageCache)
        root = try reader.node(value, path: "", defaultID: "root", depth: 0)
        warnings = reader.warnings
        conformance = reader.conformance
        self.baseDirectory = baseDirectory
        self.allowedFolders = allowedFolders
        source = value
    }

    /// The input tree with `"layout": {"left", "top", "width", "height"}` on every node (relative to its parent,
    /// rounded at the layout's scale, like Yoga's `getLayout*`), `"lineCount"` in a text's layout (the lines it is
    /// drawn with, which may overflow its box in `.yoga` trees) and every node's `"id"` (generated ones included), as
    /// JSON indented two spaces, keys sorted.
    public func layoutJSON(_ layout: ComponentLayout) -> [UInt8] {
        var index = 0
        let annotated = Self.annotate(source, defaultID: "root", layout: layout, index: &index)
        return JSONWriter.text(annotated, sortedKeys: true, pretty: true)
    }

    /// Adds id and layout to `value` and its children, walking in the tree's depth-first order.
    private static func annotate(_ value: JSONValue, defaultID: String, layout: ComponentLayout, index: inout Int) -> JSONValue {
        guard case .object(var object) = value else { return value }
        let node = layout.tree.node(at: index)
        index += 1
        let id = object["id"]?.stringValue ?? defaultID
        object["id"] = .string(id)
        if let node {
            let frame = layout.tree.frame(of: node)
            var box: [String: JSONValue] = ["left": .number(frame.x), "top": .number(frame.y),
                                            "width": .number(frame.width), "height": .number(frame.height)]
            if let text = layout.textLayout(of: node) { box["lineCount"] = .number(Double(text.lineCount)) }
            object["layout"] = .object(box)
        }
        if case .array(let children) = object["children"] {
            object["children"] = .array(children.enumerated().map { position, child in
                annotate(child, defaultID: "\(id)_child\(position)", layout: layout, index: &index)
            })
        }
        return .object(object)
    }
}

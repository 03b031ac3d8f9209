import FileAccess
import FlexLayout
import Foundation
import Raster
import TextMeasure
import TextRender

/// Turns the decoded JSON of a tree into ``ComponentNode``s: checks every key, reads styles with FlexLayout's
/// Yoga names, texts, images (read under a `FilePolicy` confined to the tree's folder) and decorations.
struct NodeReader {
    static let nodeKeys = ["id", "style", "children", "text", "image", "background", "borderColor", "cornerRadius",
                           "opacity", "clip", "layout", "conformance"]
    let baseDirectory: String
    let limits: DocumentLimits
    /// Which colour of a colour pair the tree is read with.
    let appearance: Appearance
    /// Reads image files: inside the tree's folder or an allowed folder, regular, size-capped, header first.
    let imageDecoder: PNGDecoder
    private(set) var warnings: [String] = []
    /// The root's `"conformance"`, if it names one.
    private(set) var conformance: FlexConformance?
    private var ids: Set<String> = []
    private var count = 0

    init(baseDirectory: String, limits: DocumentLimits, allowedFolders: [String] = [], appearance: Appearance = .light) {
        self.baseDirectory = baseDirectory
        self.limits = limits
        self.appearance = appearance
        imageDecoder = PNGDecoder(pixelBudget: limits.imagePixels,
                                  filePolicy: .inside([baseDirectory] + allowedFolders, maximumBytes: limits.imageBytes))
    }

    /// The node `object` (named `defaultID` unless it has an id), with its subtree.
    mutating func node(_ object: [String: Any], defaultID: String, depth: Int) throws(ComponentError) -> ComponentNode {
        var id = defaultID
        if let raw = object["id"] {
            id = try JSONValues(node: defaultID).string(raw, "id")
            guard !id.isEmpty else { throw .invalidNode(node: defaultID, key: "id", reason: "is empty") }
        }
        let values = JSONValues(node: id, appearance: appearance)
        try values.checkKeys(object, known: Self.nodeKeys, in: "")
        guard ids.insert(id).inserted else { throw .invalidNode(node: id, key: "id", reason: "is used by another node") }
        count += 1
        guard count <= limits.nodes else {
            throw .invalidNode(node: id, key: "children", reason: "make the tree larger than \(limits.nodes) nodes")
        }
        guard depth < FlexTree.maximumDepth else {
            throw .invalidNode(node: id, key: "children", reason: "nest deeper than \(FlexTree.maximumDepth) levels")
        }
        if let raw = object["conformance"] {
            guard depth == 0 else {
                throw .invalidNode(node: id, key: "conformance", reason: "is read on the root only: it applies to the whole tree")
            }
            let name = try values.string(raw, "conformance")
            guard let value = FlexConformance(name: name) else {
                throw .invalidNode(node: id, key: "conformance", reason: "\"\(name.prefix(40))\" is not one of: web, yoga")
            }
            conformance = value
        }
        let style = try readStyle(object["style"], node: id)
        let decoration = try readDecoration(object, values: values)
        if object["text"] != nil && object["image"] != nil {
            throw .invalidNode(node: id, key: "image", reason: "cannot be given with text: a node shows one or the other")
        }
        if let rawText = object["text"] {
            guard object["children"] == nil else {
                throw .invalidNode(node: id, key: "children", reason: "cannot be given with text: a text node is a leaf")
            }
            return ComponentNode(id: id, style: style, decoration: decoration,
                                 text: try TextReader(values: values).text(values.object(rawText, "text")))
        }
        if let rawImage = object["image"] {
            guard object["children"] == nil else {
                throw .invalidNode(node: id, key: "children", reason: "cannot be given with image: an image node is a leaf")
            }
            return ComponentNode(id: id, style: style, decoration: decoration, image: try readImage(rawImage, values: values))
        }
        var children: [ComponentNode] = []
        if let raw = object["children"] {
            guard let list = raw as? [Any] else {
                throw .invalidNode(node: id, key: "children", reason: "\(JSONScalar.describe(raw)) is not an array of nodes")
            }
            children.reserveCapacity(list.count)
            for (index, element) in list.enumerated() {
                let childObject = try values.object(element, "children[\(index)]")
                children.append(try node(childObject, defaultID: "\(id)_child\(index)", depth: depth + 1))
            }
        }
        return ComponentNode(id: id, style: style, decoration: decoration, children: children)
    }

    private func readStyle(_ raw: Any?, node: String) throws(ComponentError) -> FlexStyle {
        guard let raw else { return FlexStyle() }
        let object = try JSONValues(node: node).object(raw, "style")
        do {
            return try FlexStyle(json: object, node: node)
        } catch .invalidStyle(let node, let property, let value, let reason) {
            throw .invalidNode(node: node, key: "style.\(property)", reason: "\(value) \(reason)")
        } catch {
            throw .layout(error)
        }
    }

    private func readDecoration(_ object: [String: Any], values: JSONValues) throws(ComponentError) -> BoxDecoration {
        var decoration = BoxDecoration()
        if let raw = object["background"] { decoration.background = try values.color(raw, "background") }
        if let raw = object["borderColor"] { decoration.borderColors = try readBorderColors(raw, values: values) }
        if let raw = object["cornerRadius"] { decoration.corners = try readCorners(raw, values: values) }
        if let raw = object["opacity"] {
            let opacity = try values.number(raw, "opacity")
            guard opacity >= 0, opacity <= 1 else {
                throw .invalidNode(node: values.node, key: "opacity", reason: "\(opacity) is not in 0…1")
            }
            decoration.opacity = opacity
        }
        if let raw = object["clip"] { decoration.clipsContent = try values.boolean(raw, "clip") }
        return decoration
    }

    private func readBorderColors(_ raw: Any, values: JSONValues) throws(ComponentError) -> BorderColors {
        if raw is String || JSONValues.isColorPair(raw) { return BorderColors(try values.color(raw, "borderColor")) }
        let object = try values.object(raw, "borderColor")
        try values.checkKeys(object, known: ["left", "top", "right", "bottom", "start", "end", "horizontal", "vertical", "all"],
                             in: "borderColor")
        func color(_ key: String) throws(ComponentError) -> Color? {
            guard let value = object[key] else { return nil }
            return try values.color(value, "borderColor.\(key)")
        }
        let horizontal = try color("horizontal"), vertical = try color("vertical")
        return BorderColors(left: try color("left") ?? horizontal, top: try color("top") ?? vertical,
                            right: try color("right") ?? horizontal, bottom: try color("bottom") ?? vertical,
                            start: try color("start"), end: try color("end"), all: try color("all"))
    }

    private func readCorners(_ raw: Any, values: JSONValues) throws(ComponentError) -> CornerShape {
        if let text = raw as? String {
            guard text == "circle" else {
                throw .invalidNode(node: values.node, key: "cornerRadius", reason: "\"\(text.prefix(40))\" is not a number, an object or \"circle\"")
            }
            return .circle
        }
        if !(raw is [String: Any]) {
            let radius = try values.number(raw, "cornerRadius")
            guard radius >= 0 else { throw .invalidNode(node: values.node, key: "cornerRadius", reason: "\(radius) is negative") }
            return .radius(radius)
        }
        let object = try values.object(raw, "cornerRadius")
        try values.checkKeys(object, known: ["topLeft", "topRight", "bottomRight", "bottomLeft"], in: "cornerRadius")
        func radius(_ key: String) throws(ComponentError) -> Double {
            guard let value = object[key] else { return 0 }
            let radius = try values.number(value, "cornerRadius.\(key)")
            guard radius >= 0 else { throw .invalidNode(node: values.node, key: "cornerRadius.\(key)", reason: "\(radius) is negative") }
            return radius
        }
        return .radii(CornerRadii(topLeft: try radius("topLeft"), topRight: try radius("topRight"),
                                  bottomRight: try radius("bottomRight"), bottomLeft: try radius("bottomLeft")))
    }

    /// The picture of an image node; a file that is missing or refused becomes a warning and a placeholder.
    private mutating func readImage(_ raw: Any, values: JSONValues) throws(ComponentError) -> ImageContent {
        let object = try values.object(raw, "image")
        try values.checkKeys(object, known: ["path", "fit"], in: "image")
        guard let rawPath = object["path"] else { throw .invalidNode(node: values.node, key: "image.path", reason: "is missing") }
        let path = try values.string(rawPath, "image.path")
        var fit = ImageFit.fit
        if let rawFit = object["fit"] {
            let name = try values.string(rawFit, "image.fit")
            guard let value = ImageFit(rawValue: name) else {
                throw .invalidNode(node: values.node, key: "image.fit", reason: "\"\(name.prefix(40))\" is not one of: fit, fill, stretch")
            }
            fit = value
        }
        guard !path.isEmpty, !path.utf8.contains(0) else {
            warnings.append("node \"\(values.node)\": image \"\(path)\": not a file path; drawing a placeholder")
            return ImageContent(image: nil, source: path, fit: fit)
        }
        let located = path.hasPrefix("/") ? path : (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + path
        do {
            let image = try imageDecoder.read(contentsOf: located)
            return ImageContent(image: image, source: path, fit: fit)
        } catch {
            warnings.append("node \"\(values.node)\": image \"\(path)\": \(Self.reason(error)); drawing a placeholder")
            return ImageContent(image: nil, source: path, fit: fit)
        }
    }

    /// What went wrong with an image file, without the path the warning already names.
    private static func reason(_ error: any Error) -> String {
        switch error as? RasterError {
        case let .unreadableFile(_, reason)?: reason
        case let .corruptPNG(_, message)?: "corrupt or unsupported PNG: \(message)"
        case let .overPixelBudget(_, width, height, budget)?:
            "the image is \(width)×\(height) pixels, over the pixel budget of \(budget) pixels"
        default: "\(error)"
        }
    }
}

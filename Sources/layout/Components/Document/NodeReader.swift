import FileAccess
import FlexLayout
import JSON
import Raster
import TextMeasure

/// Turns the parsed JSON of a tree into ``ComponentNode``s: checks every key, reads styles with FlexLayout's
/// Yoga names, texts, images (read under a `FilePolicy` confined to the tree's folder) and decorations. Every error
/// names the key path from the root and the node's id.
///
/// Images are read once per file however many nodes name it, and however they spell it (`p.png`, `./p.png`, a link):
/// files are told apart by device and inode. The decoded pixels of all of a document's images share one budget
/// (``DocumentLimits/totalImagePixels``).
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
    /// Images decoded so far, by file, and the pixels they hold together.
    private var images: DocumentImages

    init(baseDirectory: String, limits: DocumentLimits, allowedFolders: [String] = [], appearance: Appearance = .light,
         imageCache: DecodedImageCache? = nil) {
        self.baseDirectory = baseDirectory
        self.limits = limits
        self.appearance = appearance
        imageDecoder = PNGDecoder(pixelBudget: limits.imagePixels,
                                  filePolicy: .inside([baseDirectory] + allowedFolders, maximumBytes: limits.imageBytes))
        images = DocumentImages(totalPixels: limits.totalImagePixels, cache: imageCache)
    }

    /// The node `value` at key path `path` (named `defaultID` unless it has an id), with its subtree.
    mutating func node(_ value: JSONValue, path: String, defaultID: String, depth: Int) throws(ComponentError) -> ComponentNode {
        guard case .object(let object) = value else {
            throw .invalidValue(path: path.isEmpty ? "(the document)" : path, node: defaultID,
                                reason: "\(value.excerpt()) is not a node object")
        }
        var id = defaultID
        if let raw = object["id"] {
            id = try JSONValues(node: defaultID, path: path).string(raw, "id")
            guard !id.isEmpty else { throw .invalidValue(path: JSONPath.member(path, "id"), node: defaultID, reason: "is empty") }
        }
        let values = JSONValues(node: id, path: path, appearance: appearance)
        try values.checkKeys(object, known: Self.nodeKeys, in: "")
        guard ids.insert(id).inserted else { throw values.invalid("id", "\(JSONText.quotedExcerpt(id)) is used by another node") }
        count += 1
        guard count <= limits.nodes else {
            throw values.invalid("children", "make the tree larger than \(limits.nodes) nodes")
        }
        guard depth < FlexTree.maximumDepth else {
            throw values.invalid("children", "nest deeper than \(FlexTree.maximumDepth) levels")
        }
        if let raw = object["conformance"] {
            guard depth == 0 else { throw values.invalid("conformance", "is read on the root only: it applies to the whole tree") }
            let name = try values.string(raw, "conformance")
            guard let value = FlexConformance(name: name) else {
                throw values.invalid("conformance", "\(JSONText.quotedExcerpt(name)) is not one of: web, yoga")
            }
            conformance = value
        }
        let style = try readStyle(object["style"], values: values)
        let decoration = try readDecoration(object, values: values)
        if object["text"] != nil && object["image"] != nil {
            throw values.invalid("image", "cannot be given with text: a node shows one or the other")
        }
        if let rawText = object["text"] {
            guard object["children"] == nil else {
                throw values.invalid("children", "cannot be given with text: a text node is a leaf")
            }
            return ComponentNode(id: id, style: style, decoration: decoration,
                                 text: try TextReader(values: values).text(values.object(rawText, "text")))
        }
        if let rawImage = object["image"] {
            guard object["children"] == nil else {
                throw values.invalid("children", "cannot be given with image: an image node is a leaf")
            }
            return ComponentNode(id: id, style: style, decoration: decoration, image: try readImage(rawImage, values: values))
        }
        var children: [ComponentNode] = []
        if let raw = object["children"] {
            guard case .array(let list) = raw else { throw values.invalid("children", "\(raw.excerpt()) is not an array of nodes") }
            children.reserveCapacity(list.count)
            for (index, element) in list.enumerated() {
                children.append(try node(element, path: JSONPath.element(values.keyPath("children"), index),
                                         defaultID: "\(id)_child\(index)", depth: depth + 1))
            }
        }
        return ComponentNode(id: id, style: style, decoration: decoration, children: children)
    }

    private func readStyle(_ raw: JSONValue?, values: JSONValues) throws(ComponentError) -> FlexStyle {
        guard let raw else { return FlexStyle() }
        let object = try values.object(raw, "style")
        do {
            return try FlexStyle(json: object, node: values.node)
        } catch .invalidStyle(_, let property, let value, let reason) {
            throw values.invalid("style.\(property)", "\(JSONText.excerpt(value)) \(reason)")
        } catch {
            throw .layout(error)
        }
    }

    private func readDecoration(_ object: [String: JSONValue], values: JSONValues) throws(ComponentError) -> BoxDecoration {
        var decoration = BoxDecoration()
        if let raw = object["background"] { decoration.background = try values.color(raw, "background") }
        if let raw = object["borderColor"] { decoration.borderColors = try readBorderColors(raw, values: values) }
        if let raw = object["cornerRadius"] { decoration.corners = try readCorners(raw, values: values) }
        if let raw = object["opacity"] { decoration.opacity = try values.number(raw, "opacity", in: 0...1) }
        if let raw = object["clip"] { decoration.clipsContent = try values.boolean(raw, "clip") }
        return decoration
    }

    private func readBorderColors(_ raw: JSONValue, values: JSONValues) throws(ComponentError) -> BorderColors {
        if raw.stringValue != nil || JSONValues.isColorPair(raw) { return BorderColors(try values.color(raw, "borderColor")) }
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

    /// The largest corner radius read, in points (larger ones draw the same as this: a radius is clamped to half the
    /// box's side when drawn).
    static let maximumRadius = 1_000_000.0

    private func readCorners(_ raw: JSONValue, values: JSONValues) throws(ComponentError) -> CornerShape {
        if let text = raw.stringValue {
            guard text == "circle" else {
                throw values.invalid("cornerRadius", "\(raw.excerpt()) is not a number, an object or \"circle\"")
            }
            return .circle
        }
        guard case .object(let object) = raw else {
            return .radius(try values.number(raw, "cornerRadius", in: 0...Self.maximumRadius, unit: "points"))
        }
        try values.checkKeys(object, known: ["topLeft", "topRight", "bottomRight", "bottomLeft"], in: "cornerRadius")
        func radius(_ key: String) throws(ComponentError) -> Double {
            guard let value = object[key] else { return 0 }
            return try values.number(value, "cornerRadius.\(key)", in: 0...Self.maximumRadius, unit: "points")
        }
        return .radii(topLeft: try radius("topLeft"), topRight: try radius("topRight"),
                      bottomRight: try radius("bottomRight"), bottomLeft: try radius("bottomLeft"))
    }

    /// The picture of an image node; a file that is missing or refused becomes a warning and a placeholder.
    private mutating func readImage(_ raw: JSONValue, values: JSONValues) throws(ComponentError) -> ImageContent {
        let object = try values.object(raw, "image")
        try values.checkKeys(object, known: ["path", "fit"], in: "image")
        guard let rawPath = object["path"] else { throw values.invalid("image.path", "is missing") }
        let path = try values.string(rawPath, "image.path")
        var fit = ImageFit.fit
        if let rawFit = object["fit"] {
            let name = try values.string(rawFit, "image.fit")
            guard let value = ImageFit(rawValue: name) else {
                throw values.invalid("image.fit", "\(JSONText.quotedExcerpt(name)) is not one of: fit, fill, stretch")
            }
            fit = value
        }
        let shown = JSONText.quotedExcerpt(path)
        guard !path.isEmpty, !path.utf8.contains(0) else {
            warnings.append("node \"\(values.node)\": image \(shown): not a file path; drawing a placeholder")
            return ImageContent(image: nil, source: path, fit: fit)
        }
        let located = path.hasPrefix("/") ? path : (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + path
        switch images.image(at: located, decoder: imageDecoder) {
        case .success(let image):
            return ImageContent(image: image, source: path, fit: fit)
        case .failure(let error):
            warnings.append("node \"\(values.node)\": image \(shown): \(Self.reason(error)); drawing a placeholder")
            return ImageContent(image: nil, source: path, fit: fit)
        }
    }

    /// What went wrong with an image file, without the path the warning already names.
    private static func reason(_ error: RasterError) -> String {
        switch error {
        case let .unreadableFile(_, reason): reason
        case let .corruptPNG(_, message): "corrupt or unsupported PNG: \(message)"
        case let .overPixelBudget(_, width, height, budget):
            "the image is \(width)×\(height) pixels, over the pixel budget of \(budget) pixels"
        default: "\(error)"
        }
    }
}

import JSON

/// Reads a style from JSON with Yoga's property names in camelCase (the `style` objects of Yoga's generated
/// conformance cases): `"flexDirection": "row"`, `"width": 120`, `"width": "50%"`, `"width": "auto"`,
/// `"margin": {"start": 8, "vertical": "auto"}`, `"gap": {"row": 4}`.
extension FlexStyle {
    /// The property names a style object may hold.
    public static let jsonKeys: Set<String> = [
        "direction", "flexDirection", "justifyContent", "alignItems", "alignSelf", "alignContent", "flexWrap", "flex",
        "flexGrow", "flexShrink", "flexBasis", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
        "margin", "padding", "border", "position", "positionType", "gap", "aspectRatio", "display", "overflow",
        "boxSizing",
    ]

    /// A style from a JSON object read by the JSON module's parser (numbers, strings, objects).
    ///
    /// - Throws: ``FlexLayoutError/invalidStyle(node:property:value:reason:)`` naming `node` and the key, for an
    ///   unknown key, a value of the wrong kind, or a value layout cannot use.
    public init(json: [String: JSONValue], node: String) throws(FlexLayoutError) {
        self.init()
        let reader = StyleJSONReader(node: node)
        for (key, value) in json.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "direction": direction = try reader.keyword(value, key)
            case "flexDirection": flexDirection = try reader.keyword(value, key)
            case "justifyContent": justifyContent = try reader.keyword(value, key)
            case "alignItems": alignItems = try reader.keyword(value, key)
            case "alignSelf": alignSelf = try reader.keyword(value, key)
            case "alignContent": alignContent = try reader.keyword(value, key)
            case "flexWrap": flexWrap = try reader.keyword(value, key)
            case "positionType": positionType = try reader.keyword(value, key)
            case "display": display = try reader.keyword(value, key)
            case "overflow": overflow = try reader.keyword(value, key)
            case "boxSizing": boxSizing = try reader.keyword(value, key)
            case "flex": flex = try reader.number(value, key)
            case "flexGrow": flexGrow = try reader.number(value, key)
            case "flexShrink": flexShrink = try reader.number(value, key)
            case "aspectRatio": aspectRatio = try reader.number(value, key)
            case "flexBasis": flexBasis = try reader.dimension(value, key)
            case "width": width = try reader.dimension(value, key)
            case "height": height = try reader.dimension(value, key)
            case "minWidth": minWidth = try reader.dimension(value, key)
            case "maxWidth": maxWidth = try reader.dimension(value, key)
            case "minHeight": minHeight = try reader.dimension(value, key)
            case "maxHeight": maxHeight = try reader.dimension(value, key)
            case "margin": margin = try reader.edges(value, key)
            case "padding": padding = try reader.edges(value, key)
            case "border": border = try reader.edges(value, key)
            case "position": position = try reader.edges(value, key)
            case "gap": gap = try reader.gap(value, key)
            default:
                throw .invalidStyle(node: node, property: key.isEmpty ? "\"\"" : key, value: value.styleExcerpt,
                                    reason: "is not a style property; known: \(Self.jsonKeys.sorted().joined(separator: ", "))")
            }
        }
        try StyleValidation(node: node).check(self)
    }
}

/// Reads the values of a style object, naming the node and the key when one is wrong.
private struct StyleJSONReader {
    let node: String

    func keyword<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> Value
    where Value.RawValue == String {
        if case .string(let string) = value, let result = Value(rawValue: string) { return result }
        let options = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidStyle(node: node, property: key, value: value.styleExcerpt, reason: "is not one of: \(options)")
    }

    func number(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> Double {
        guard case .number(let number) = value else {
            throw .invalidStyle(node: node, property: key, value: value.styleExcerpt, reason: "is not a number")
        }
        return number
    }

    func dimension(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> FlexDimension {
        if case .number(let number) = value { return .points(number) }
        if case .string(let string) = value {
            switch string {
            // A minimum of `auto` is CSS's automatic minimum size (in `.web` trees; none in `.yoga` ones).
            case "auto": return key == "minWidth" || key == "minHeight" ? .automaticMinimum : .auto
            case "fit-content": return .fitContent
            case "max-content": return .maxContent
            case "stretch": return .stretch
            default: if let percent = Self.percent(string) { return .percent(percent) }
            }
        }
        throw .invalidStyle(node: node, property: key, value: value.styleExcerpt,
                            reason: "is not a number, a percentage (\"50%\"), auto, fit-content, max-content or stretch")
    }

    func length(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> FlexLength {
        if case .number(let number) = value { return .points(number) }
        if case .string(let string) = value {
            if string == "auto" { return .auto }
            if let percent = Self.percent(string) { return .percent(percent) }
        }
        throw .invalidStyle(node: node, property: key, value: value.styleExcerpt,
                            reason: "is not a number, a percentage (\"50%\") or auto")
    }

    func edges(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> FlexEdges {
        if value.isNumberOrString { return FlexEdges(try length(value, key)) }
        guard case .object(let object) = value else {
            throw .invalidStyle(node: node, property: key, value: value.styleExcerpt,
                                reason: "is not an object of edges (left, top, right, bottom, start, end, horizontal, vertical, all)")
        }
        var edges = FlexEdges()
        for (edge, raw) in object.sorted(by: { $0.key < $1.key }) {
            let value = try length(raw, "\(key).\(edge)")
            switch edge {
            case "left": edges.left = value
            case "top": edges.top = value
            case "right": edges.right = value
            case "bottom": edges.bottom = value
            case "start": edges.start = value
            case "end": edges.end = value
            case "horizontal": edges.horizontal = value
            case "vertical": edges.vertical = value
            case "all": edges.all = value
            default:
                throw .invalidStyle(node: node, property: "\(key).\(edge)", value: raw.styleExcerpt,
                                    reason: "is not an edge; use left, top, right, bottom, start, end, horizontal, vertical or all")
            }
        }
        return edges
    }

    func gap(_ value: JSONValue, _ key: String) throws(FlexLayoutError) -> FlexGap {
        if value.isNumberOrString { return FlexGap(all: try length(value, key)) }
        guard case .object(let object) = value else {
            throw .invalidStyle(node: node, property: key, value: value.styleExcerpt, reason: "is not an object of gaps (row, column, all)")
        }
        var gap = FlexGap()
        for (name, raw) in object.sorted(by: { $0.key < $1.key }) {
            let value = try length(raw, "\(key).\(name)")
            switch name {
            case "row": gap.row = value
            case "column": gap.column = value
            case "all": gap.all = value
            default:
                throw .invalidStyle(node: node, property: "\(key).\(name)", value: raw.styleExcerpt,
                                    reason: "is not a gap; use row, column or all")
            }
        }
        return gap
    }

    /// `"50%"` → 50.
    static func percent(_ string: String) -> Double? {
        guard string.hasSuffix("%"), let value = Double(string.dropLast()), value.isFinite else { return nil }
        return value
    }
}

private extension JSONValue {
    /// A short rendering for messages: strings quoted and cut at 40 characters, numbers as `Double`s write them,
    /// `{…}`, `[…]`.
    var styleExcerpt: String {
        switch self {
        case .string(let string): "\"\(string.prefix(40))\""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): "\(number)"
        case .object: "{…}"
        case .array: "[…]"
        case .null: "null"
        }
    }

    var isNumberOrString: Bool {
        switch self {
        case .number, .string: true
        default: false
        }
    }
}

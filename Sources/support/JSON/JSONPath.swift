/// Key paths into a document for messages: `children[2].style.flexGrow`.
public enum JSONPath {
    /// `path` joined the way the documentation spells keys: `.key` for members, `[index]` for elements.
    public static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue.isEmpty ? "\"\"" : JSONText.excerpt(key.stringValue, limit: 40)
            }
        }
        return text
    }

    /// `base` with a member key appended: `style` + `flexGrow` → `style.flexGrow`.
    public static func member(_ base: String, _ key: String) -> String {
        let name = key.isEmpty ? "\"\"" : JSONText.excerpt(key, limit: 40)
        return base.isEmpty ? name : base + "." + name
    }

    /// `base` with an element index appended: `children` + 2 → `children[2]`.
    public static func element(_ base: String, _ index: Int) -> String {
        base + "[\(index)]"
    }
}

/// A coding key for a path built by hand.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

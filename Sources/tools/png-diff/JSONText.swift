/// JSON string literals that are also safe inside an HTML `<script>` element and XML attributes' neighbours:
/// `"`, `\`, control characters, `<`, `>`, `&`, U+2028 and U+2029 are escaped.
enum JSONText {
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || "<>&\u{2028}\u{2029}".unicodeScalars.contains(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

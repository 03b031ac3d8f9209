// Read JSON strictly: a syntax error names its line and column, a value error its key path.
import JSON

let value = try JSONParser.parse(Array(#"{"style": {"width": 320, "flexGrow": 1}}"#.utf8))
print(value.objectValue?["style"]?.objectValue?["width"] ?? .null)     // number(320.0)

do {
    _ = try JSONParser.parse(Array("{\"width\": 320,\n \"width\": 400}".utf8))
} catch {
    print(error)              // line 2, column 2: duplicate key "width": a key may appear once in an object
}

struct Style: Decodable { var width: Double; var flexGrow: Double }
struct Node: Decodable { var style: Style }
do {
    _ = try JSONValueDecoder().decode(Node.self, from: Array(#"{"style": {"width": 320, "flexGrow": "1"}}"#.utf8))
} catch {
    print(error)              // style.flexGrow: expected a number, found a string "1"
}
// snippet.hide
let node = try JSONValueDecoder().decode(Node.self, from: value)
precondition(node.style.width == 320 && node.style.flexGrow == 1)
do {
    _ = try JSONParser.parse(Array("{\"width\": 320,\n \"width\": 400}".utf8))
    preconditionFailure("a duplicate key was accepted")
} catch {
    precondition(error.line == 2 && error.message.contains("duplicate key"), "\(error)")
}
do {
    _ = try JSONValueDecoder().decode(Node.self, from: Array(#"{"style": {"width": 320, "flexGrow": "1"}}"#.utf8))
    preconditionFailure("a string was decoded as a number")
} catch {
    guard case .value(let path, _, _) = error else { preconditionFailure("\(error)") }
    precondition(path == "style.flexGrow", path)
}

/// The keys of a JSON answer (`--fields`), in the order they are written; `id` is always echoed when a line has one.
struct OutputFields: OptionSet, Sendable {
    let rawValue: UInt16

    static let width = OutputFields(rawValue: 1)
    static let height = OutputFields(rawValue: 2)
    static let rawWidth = OutputFields(rawValue: 4)
    static let rawHeight = OutputFields(rawValue: 8)
    static let lineCount = OutputFields(rawValue: 16)
    static let truncated = OutputFields(rawValue: 32)
    static let ink = OutputFields(rawValue: 64)
    static let lines = OutputFields(rawValue: 128)
    /// The font size, written when Dynamic Type or shrink-to-fit chose it.
    static let fontSize = OutputFields(rawValue: 256)
    /// Shrink-to-fit's factor, written when shrink-to-fit was asked for.
    static let scaleFactor = OutputFields(rawValue: 512)
    static let all: OutputFields = [.width, .height, .rawWidth, .rawHeight, .lineCount, .truncated, .ink, .lines, .fontSize, .scaleFactor]

    /// Each field's name, in output order.
    static let names: [(name: String, field: OutputFields)] = [
        ("width", .width), ("height", .height), ("rawWidth", .rawWidth), ("rawHeight", .rawHeight),
        ("lineCount", .lineCount), ("truncated", .truncated), ("ink", .ink), ("lines", .lines),
        ("fontSize", .fontSize), ("scaleFactor", .scaleFactor),
    ]

    /// Parses `width,height,…`; nil names an unknown field in `unknown`.
    init?(parsing list: String, unknown: inout String) {
        var fields: OutputFields = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let field = OutputFields.names.first(where: { $0.name == name.trimmingCharacters(in: .whitespaces) }) else {
                unknown = String(name)
                return nil
            }
            fields.insert(field.field)
        }
        self = fields
    }

    init(rawValue: UInt16) { self.rawValue = rawValue }
}

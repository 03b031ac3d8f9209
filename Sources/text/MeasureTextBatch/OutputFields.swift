/// The keys of a JSON answer (`--fields`), in the order they are written; `id` is always echoed when a line has one.
package struct OutputFields: OptionSet, Sendable {
    package let rawValue: UInt16

    package static let width = OutputFields(rawValue: 1)
    package static let height = OutputFields(rawValue: 2)
    package static let rawWidth = OutputFields(rawValue: 4)
    package static let rawHeight = OutputFields(rawValue: 8)
    package static let lineCount = OutputFields(rawValue: 16)
    package static let truncated = OutputFields(rawValue: 32)
    package static let ink = OutputFields(rawValue: 64)
    package static let lines = OutputFields(rawValue: 128)
    /// The font size, written when Dynamic Type or shrink-to-fit chose it.
    package static let fontSize = OutputFields(rawValue: 256)
    /// Shrink-to-fit's factor, written when shrink-to-fit was asked for.
    package static let scaleFactor = OutputFields(rawValue: 512)
    /// The fields that need the layout's lines; the others are sizes (``MeasureRequest/measure(with:prepared:lines:utf8:)``).
    package static let needingLines: OutputFields = [.ink, .lines]
    package static let all: OutputFields = [.width, .height, .rawWidth, .rawHeight, .lineCount, .truncated, .ink, .lines, .fontSize, .scaleFactor]

    /// Each field's name, in output order.
    package static let names: [(name: String, field: OutputFields)] = [
        ("width", .width), ("height", .height), ("rawWidth", .rawWidth), ("rawHeight", .rawHeight),
        ("lineCount", .lineCount), ("truncated", .truncated), ("ink", .ink), ("lines", .lines),
        ("fontSize", .fontSize), ("scaleFactor", .scaleFactor),
    ]

    /// Parses `width,height,…`; nil names an unknown field in `unknown`.
    package init?(parsing list: String, unknown: inout String) {
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

    package init(rawValue: UInt16) { self.rawValue = rawValue }
}

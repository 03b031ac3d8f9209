import ArgumentParser
import Raster

/// A colour on the command line, spelled one way in every Letterpress command: `#RRGGBB` or `#RRGGBBAA`.
package struct ColorArgument: ExpressibleByArgument, Sendable, Hashable {
    /// The colour.
    package let color: Color
    private let text: String

    /// `color` as a default value, printed in help as `text`.
    package init(_ text: String) {
        self.text = text
        color = Self.parse(text) ?? .clear
    }

    package init?(argument: String) {
        guard let color = Self.parse(argument) else { return nil }
        self.color = color
        text = argument
    }

    package var defaultValueDescription: String { text }

    /// `#RRGGBB` or `#RRGGBBAA` (hex digits of either case); nil for anything else.
    static func parse(_ text: String) -> Color? {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9,
              utf8.dropFirst().allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return try? Color(hex: text)
    }
}

/// An sRGB colour with straight (not premultiplied) 8-bit red, green, blue and alpha.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from straight 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB`, `#RRGGBBAA`, `#RGB` or `#RGBA` (the `#` is optional, digits are case-insensitive).
    ///
    /// - Throws: `RasterError.invalidHexColor` naming the text and what is wrong with it.
    public init(hex text: String) throws {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else {
                throw RasterError.invalidHexColor(text, reason: "\"\(character)\" is not a hex digit")
            }
            values.append(UInt8(value))
        }
        let channels: [UInt8]
        switch values.count {
        case 3, 4:
            channels = values.map { $0 * 17 }
        case 6, 8:
            channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default:
            throw RasterError.invalidHexColor(
                text, reason: "expected 3, 4, 6 or 8 hex digits, found \(values.count)")
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2],
                  alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBBAA` in upper case (alpha included even when opaque).
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for value in [red, green, blue, alpha] {
            text.append(digits[Int(value >> 4)])
            text.append(digits[Int(value & 0xF)])
        }
        return text
    }

    /// The same as `hexString`.
    public var description: String { hexString }

    /// This colour as a premultiplied pixel (each colour channel scaled by alpha, rounded to nearest).
    public var premultiplied: Image.Pixel {
        Image.Pixel(red: premultiply(red, alpha), green: premultiply(green, alpha),
                    blue: premultiply(blue, alpha), alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

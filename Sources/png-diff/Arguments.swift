import ArgumentParser
import ImageDiff
import Raster

/// An `R,G,B` command-line value (each 0…255).
struct RGBArgument: ExpressibleByArgument, Sendable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { UInt8($0.trimmingCharacters(in: " ")) }
        guard parts.count == 3, let red = parts[0], let green = parts[1], let blue = parts[2] else { return nil }
        self.init(red: red, green: green, blue: blue)
    }

    var color: Color { Color(red: red, green: green, blue: blue) }

    var defaultValueDescription: String { "\(red),\(green),\(blue)" }
}

/// An `X,Y,W,H` command-line value (non-negative integers).
struct RectArgument: ExpressibleByArgument, Sendable {
    let rect: PixelRect

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: " ")) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              x >= 0, y >= 0, width >= 0, height >= 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: width, height: height)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var text = self
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return text
    }
}

import ArgumentParser
import ImageDiff
import Raster

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

/// A `--metric` value: `pixelmatch`, `deltaE2000` or `ssim`.
enum MetricArgument: String, ExpressibleByArgument, CaseIterable, Sendable {
    case pixelmatch
    case deltaE2000
    case ssim
}

/// `--json` takes an optional value: `--json` alone (or `--json -`) prints to standard output, `--json FILE` writes
/// FILE. ArgumentParser has no optional option values, so the arguments are normalised before parsing: a bare
/// `--json` becomes `--json -`. The next argument is `--json`'s value only when it is `-`, or does not start with `-`,
/// does not end in `.png` and is not an existing directory (so `png-diff --json a.png b.png` and
/// `png-diff A_DIR B_DIR --json` still read as the user meant).
enum JSONArgument {
    static func normalized(_ arguments: [String], isDirectory: (String) -> Bool) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            result.append(argument)
            index += 1
            if argument == "--" {
                result += arguments[index...]
                break
            }
            guard argument == "--json" else { continue }
            if index < arguments.count, takesValue(arguments[index], isDirectory: isDirectory) {
                result.append(arguments[index])
                index += 1
            } else {
                result.append("-")
            }
        }
        return result
    }

    private static func takesValue(_ next: String, isDirectory: (String) -> Bool) -> Bool {
        if next == "-" { return true }
        return !next.hasPrefix("-") && !next.lowercased().hasSuffix(".png") && !isDirectory(next)
    }
}

import ArgumentParser
import Components
import FlexLayout
import Foundation
import Raster
import TextMeasure

/// `render-layout TREE.json`: lays out a component tree (JSON) with FlexLayout, its texts measured by TextMeasure,
/// and draws it to PNG.
///
/// Exit codes (DESIGN.md): 0 success, 1 an invalid tree or a failed layout, drawing or write, 2 usage error,
/// 3 a tree file that cannot be read.
@main
struct RenderLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-layout",
        abstract: "Lay out a component tree (JSON) with flexbox and draw it to PNG.",
        discussion: """
            The tree is the `root` format of Yoga's conformance cases ({"id", "style": {…}, "children": […]}) plus \
            "text", "image", "background", "borderColor", "cornerRadius", "opacity" and "clip"; a colour may be a pair \
            {"light": "#…", "dark": "#…"}, drawn in --appearance. Image paths are \
            relative to the tree's folder and read only from it and the --allow-path folders (regular PNG files up \
            to 32 MiB and 16 megapixels); any other image draws a placeholder, with a warning. Without -o no PNG is drawn (the tree is still laid out and its size \
            printed). --layout-json writes the tree with a "layout": {"left", "top", "width", "height"} on every \
            node (relative to its parent, rounded at --scale); "-" means standard output. Outputs are written \
            atomically.
            Exit status: 0 success, 1 an invalid tree or a failed layout, drawing or write, 2 usage error, \
            3 unreadable input.
            """)

    @Argument(help: ArgumentHelp("The component tree.", valueName: "TREE.json"))
    var tree: String

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("A folder images may also be read from, besides the tree's own (repeatable).",
                               valueName: "DIR"))
    var allowedPaths: [String] = []

    @Option(name: .customShort("o"), help: ArgumentHelp("The PNG to write.", valueName: "OUT.png"))
    var output: String?

    @Option(help: ArgumentHelp("The width the root is laid out in (default: undefined).", valueName: "PT"))
    var width: Double?

    @Option(help: ArgumentHelp("The height the root is laid out in (default: undefined).", valueName: "PT"))
    var height: Double?

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "N"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("ltr|rtl", valueName: "DIRECTION"))
    var direction: DirectionArgument = .init(.ltr)

    @Option(help: ArgumentHelp("light|dark: which colour of each {\"light\", \"dark\"} pair is drawn.", valueName: "APPEARANCE"))
    var appearance = Appearance.light.rawValue

    @Option(name: .customLong("layout-json"), help: ArgumentHelp("Write the tree with its layout as JSON (- for standard output).", valueName: "PATH"))
    var layoutJSON: String?

    @Option(help: ArgumentHelp("The PNG's background colour (default: transparent).", valueName: "#RRGGBB[AA]"))
    var background: String?

    @Option(help: ArgumentHelp("web|yoga: lay the tree out as Chromium or as Yoga does (default: the tree's \"conformance\", else yoga).",
                               valueName: "MODE"))
    var conformance: ConformanceArgument?

    @Flag(help: "Print the time of each stage (parse, layout, draw, encode) to standard error.")
    var stats = false

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0 && value <= 1_000_000) {
                throw ValidationError("\(name) must be a number in 0…1000000, not \(value)")
            }
        }
        guard scale.isFinite, scale > 0, scale <= 100 else { throw ValidationError("--scale must be a number in (0, 100], not \(scale)") }
        guard Appearance(rawValue: appearance) != nil else { throw ValidationError("--appearance must be light or dark, not \(appearance)") }
        if let background {
            guard background.hasPrefix("#"), (try? Color(hex: background)) != nil else {
                throw ValidationError("--background must be #RRGGBB or #RRGGBBAA, not \(background)")
            }
        }
    }

    /// Parses and runs; usage errors exit with 2 (DESIGN.md), not ArgumentParser's 64.
    static func main() {
        let command: RenderLayoutCommand
        do {
            command = try parse()
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        Foundation.exit(command.execute())
    }

    /// Runs the stages; returns the exit status.
    func execute() -> Int32 {
        var timings = StageStopwatch()
        do {
            // parse: the document read and checked, fonts loaded, the trees built (as Yoga and Taffy build their
            // nodes before their layout call); layout: texts shaped and measured, the flexbox layout.
            let document = try timings.measure(.parse) { try ComponentDocument.read(contentsOf: tree, allowedFolders: allowedPaths,
                                                                                    appearance: Appearance(rawValue: appearance) ?? .light) }
            var layout = try timings.measure(.parse) {
                try ComponentLayout(building: document.root, measurer: Self.measurer(for: document.root),
                                    direction: direction.value, scale: scale,
                                    conformance: conformance?.value ?? document.conformance)
            }
            for warning in document.warnings { Self.printError("render-layout: warning: \(warning)") }
            try timings.measure(.layout) { try layout.relayout(width: width, height: height) }
            var summary = "\(tree): \(Self.format(layout.size.width)) × \(Self.format(layout.size.height)) pt, \(layout.tree.count) nodes"
            if let output {
                let color = try background.map { try Color(hex: $0) } ?? .clear
                let image = try timings.measure(.draw) { try PNGRenderer.render(layout, background: color) }
                try timings.measure(.encode) { try RasterFile.writeAtomically(PNGEncoder().encode(image, input: output), to: output) }
                summary += " → \(output) (\(image.width)×\(image.height) px)"
            }
            if let layoutJSON {
                let data = try timings.measure(.encode) { try document.layoutJSON(layout) }
                if layoutJSON == "-" {
                    FileHandle.standardOutput.write(data)
                    FileHandle.standardOutput.write(Data("\n".utf8))
                } else {
                    try timings.measure(.encode) { try RasterFile.writeAtomically([UInt8](data) + [10], to: layoutJSON) }
                    summary += ", layout → \(layoutJSON)"
                }
            }
            if layoutJSON == "-" { Self.printError(summary) } else { print(summary) }
            if stats { Self.printError(timings.report) }
            return 0
        } catch ComponentError.unreadableFile(let path, let reason) {
            Self.printError("render-layout: \(path): cannot be read: \(reason)")
            return 3
        } catch {
            Self.printError("render-layout: \(tree): \(error)")
            if stats { Self.printError(timings.report) }
            return 1
        }
    }

    /// A measurer with the embedded fonts when the tree has text; one without fonts (nothing to load) otherwise.
    static func measurer(for root: ComponentNode) throws -> TextMeasurer {
        root.containsText ? try TextMeasurer() : TextMeasurer(fonts: FontLibrary())
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// `--direction ltr|rtl`.
struct DirectionArgument: ExpressibleByArgument {
    let value: FlexLayoutDirection
    init(_ value: FlexLayoutDirection) { self.value = value }
    init?(argument: String) {
        guard argument == "ltr" || argument == "rtl", let value = FlexLayoutDirection(rawValue: argument) else { return nil }
        self.value = value
    }
    var defaultValueDescription: String { value.rawValue }
    static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// `--conformance web|yoga`.
struct ConformanceArgument: ExpressibleByArgument {
    let value: FlexConformance
    init?(argument: String) {
        guard let value = FlexConformance(name: argument) else { return nil }
        self.value = value
    }
    static var allValueStrings: [String] { ["web", "yoga"] }
}

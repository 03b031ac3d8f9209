import ArgumentParser
import CommandSupport
import ComponentRender
import Components
import FlexLayout
import Foundation
import Raster
import TextMeasure
import TextRender

/// `render-layout TREE.json`: lays out a component tree (JSON) with FlexLayout, its texts measured by TextMeasure,
/// and draws it to PNG.
@main
struct RenderLayoutCommand: LetterpressCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-layout",
        abstract: "Lay out a component tree (JSON) with flexbox and draw it to PNG.",
        discussion: """
            The tree is the `root` format of Yoga's conformance cases ({"id", "style": {…}, "children": […]}) plus \
            "text", "image", "background", "borderColor", "cornerRadius", "opacity" and "clip"; a colour is \
            "#RRGGBB", "#RRGGBBAA" or a pair {"light": …, "dark": …}, drawn in --appearance. TREE.json may be - for \
            standard input. Image paths are relative to the tree's folder and read only from it and the --allow-path \
            folders (regular PNG files up to 32 MiB and 16 megapixels each, 64 megapixels for all of a tree's images; \
            a file named by many nodes is read once); any other image draws a placeholder, with a warning. Without -o \
            no PNG is drawn (the tree is still laid out and its size printed). --layout-json writes the tree with a \
            "layout": {"left", "top", "width", "height"} on every node (relative to its parent, rounded at --scale). \
            An output of - is standard output (the summary then goes to standard error); files are written atomically, \
            devices and FIFOs in place.
            Exit status: 0 success, 1 an invalid tree or a failed layout, drawing or write, 2 usage error, \
            3 unreadable input.
            """,
        version: LetterpressVersion.current)

    @Argument(help: ArgumentHelp("The component tree (- for standard input).", valueName: "TREE.json"))
    var tree: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write (- for standard output).", valueName: "OUT.png"))
    var output: String?

    @Option(name: .customLong("layout-json"),
            help: ArgumentHelp("Write the tree with its layout as JSON (- for standard output).", valueName: "PATH"))
    var layoutJSON: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The width the root is laid out in, 0…1000000 (default: undefined).", valueName: "PT"))
    var width: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The height the root is laid out in, 0…1000000 (default: undefined).", valueName: "PT"))
    var height: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (0.01…100).", valueName: "N"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("ltr|rtl", valueName: "DIRECTION"))
    var direction: DirectionArgument = .init(.ltr)

    @Option(help: ArgumentHelp("light|dark: which colour of each {\"light\", \"dark\"} pair is drawn.", valueName: "APPEARANCE"))
    var appearance: AppearanceArgument = .init(.light)

    @Option(help: ArgumentHelp("The PNG's background colour (default: transparent).", valueName: "#RRGGBB[AA]"))
    var background: ColorArgument?

    @Option(name: .customLong("allow-path"),
            help: ArgumentHelp("A folder images may also be read from, besides the tree's own (repeatable).", valueName: "DIR"))
    var allowedPaths: [String] = []

    @OptionGroup var fonts: FontOptions

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
        guard scale.isFinite, MeasureOptions.scaleRange.contains(scale) else {
            throw ValidationError("--scale must be a number in 0.01…100, not \(scale)")
        }
    }

    func execute() throws -> ExitStatus {
        var plan = OutputPlan(inputs: [tree])
        let pngOutput = try output.map { try plan.add($0, flag: "--output") }
        let jsonOutput = try layoutJSON.map { try plan.add($0, flag: "--layout-json") }
        var stopwatch = Stopwatch()
        defer { if stats { Console.standard.printError(stopwatch.lines) } }
        let name = tree == "-" ? "standard input" : tree
        do {
            // parse: the document read and checked, and the fonts loaded when it has text; layout: texts shaped and
            // measured, the flexbox layout.
            let (document, measurer) = try stopwatch.time("parse") { () throws -> (ComponentDocument, TextMeasurer) in
                let document = try readDocument()
                let measurer = TextMeasurer(fonts: document.root.containsText ? try FontLibrary.embedded(directory: fonts.directory) : FontLibrary())
                return (document, measurer)
            }
            for warning in document.warnings { Console.standard.printError("render-layout: warning: \(warning)") }
            let layout = try stopwatch.time("layout") {
                try ComponentLayout(document.root, measurer: measurer, width: width, height: height,
                                    direction: direction.value, scale: scale,
                                    conformance: conformance?.value ?? document.conformance)
            }
            var summary = "\(name): \(HumanNumber.points(layout.size.width, scale: scale)) × "
                + "\(HumanNumber.points(layout.size.height, scale: scale)) pt, \(layout.tree.count) nodes"
            if let pngOutput {
                let image = try stopwatch.time("draw") {
                    try ComponentRenderer(context: RasterContext()).render(layout, background: background?.color ?? .clear)
                }
                let png = try stopwatch.time("encode") { try PNGEncoder().encode(image, input: name) }
                try pngOutput.write(png)
                summary += " → \(pngOutput.name) (\(image.width)×\(image.height) px)"
            }
            if let jsonOutput {
                let json = stopwatch.time("encode") { document.layoutJSON(layout) + [0x0A] }
                try jsonOutput.write(json)
                summary += ", layout → \(jsonOutput.name)"
            }
            if plan.usesStandardOutput { Console.standard.printError(summary) } else { Console.standard.print(summary) }
            return .success
        } catch let error as CommandError {
            throw error
        } catch {
            Console.standard.printError("render-layout: \(name): \(error)")
            return ExitStatus(for: error)
        }
    }

    /// The tree from its file, or from standard input for `-` (its images relative to the current directory).
    private func readDocument() throws(ComponentError) -> ComponentDocument {
        guard tree == "-" else {
            return try .read(contentsOf: tree, allowedFolders: allowedPaths, appearance: appearance.value)
        }
        let limits = DocumentLimits()
        let bytes: [UInt8]
        do { bytes = try StandardInput.read(limit: limits.treeBytes, flag: "the tree limit") } catch {
            throw .unreadableFile(path: "standard input", reason: "\(error)")
        }
        return try ComponentDocument(bytes: bytes, baseDirectory: FileManager.default.currentDirectoryPath, limits: limits,
                                     allowedFolders: allowedPaths, appearance: appearance.value)
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

/// `--appearance light|dark`.
struct AppearanceArgument: ExpressibleByArgument {
    let value: Appearance
    init(_ value: Appearance) { self.value = value }
    init?(argument: String) {
        guard let value = Appearance(rawValue: argument) else { return nil }
        self.value = value
    }
    var defaultValueDescription: String { value.rawValue }
    static var allValueStrings: [String] { Appearance.allCases.map(\.rawValue) }
}

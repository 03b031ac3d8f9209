// swift-tools-version: 6.1
import PackageDescription

/// Whether this manifest is read for the package's own checkout (a command run inside it, or LETTERPRESS_TOOLS=1) rather
/// than as a dependency of another package. Only then does it declare the command-line tools, their
/// swift-argument-parser dependency and the test targets: a package that depends on TextMeasure, FlexLayout or
/// ChatLayout resolves and builds no other package (README, "Use it from another package").
let isOwnCheckout: Bool = {
    if Context.environment["LETTERPRESS_TOOLS"] == "1" { return true }
    guard let directory = Context.environment["PWD"] else { return false }
    let root = Context.packageDirectory
    return directory == root || directory.hasPrefix(root + "/")
}()

let package = Package(
    name: "Letterpress",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "TextMeasure", targets: ["TextMeasure"]),
        .library(name: "FlexLayout", targets: ["FlexLayout"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "ComponentRender", targets: ["ComponentRender"]),
        .library(name: "ChatModel", targets: ["ChatModel"]),
        .library(name: "ChatBubbles", targets: ["ChatBubbles"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .library(name: "ChatTextSizing", targets: ["ChatTextSizing"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "ImageSnapshots", targets: ["ImageSnapshots"]),
        .library(name: "ImageSnapshotTesting", targets: ["ImageSnapshotTesting"]),
        .library(name: "RenderQueue", targets: ["RenderQueue"]),
        .library(name: "TextRender", targets: ["TextRender"]),
        .library(name: "ChatRender", targets: ["ChatRender"]),
        .library(name: "ChatSamples", targets: ["ChatSamples"]),
        // What the HTTP service (Server/, its own package) needs besides the above.
        .library(name: "MeasureTextBatch", targets: ["MeasureTextBatch"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "FileAccess", targets: ["FileAccess"]),
    ],
    // The swift-snapshot-testing strategy (ImageSnapshotTesting) is behind a trait, off by default: a package that does
    // not ask for it never resolves swift-snapshot-testing (or its swift-syntax). `make test` turns it on.
    traits: [
        .trait(name: "SnapshotTesting", description: "The ImageSnapshotTesting product: a swift-snapshot-testing strategy for images"),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CTextStack",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libharfbuzz-dev", "libpng-dev", "libfontconfig-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // The one lock type (pthread mutexes, which ThreadSanitizer understands), shared by every threaded module.
        .target(name: "Locking"),
        // Files named by input (issue 17): non-blocking opens, regular files only, size caps, folder confinement;
        // file identities and atomic writes.
        .target(name: "FileAccess"),
        // The one JSON reader and writer: a strict parser with line and column in its errors, JSONValue, key paths.
        .target(name: "JSON"),
        // Extent: the room along a dimension (exactly, at most, unconstrained) that measuring and layout share.
        .target(name: "Geometry"),
        .target(name: "TextMeasure", dependencies: ["Geometry", "CTextStack", "CICU", "Locking", "FileAccess", "JSON"]),
        // measure-text's requests and answers: reading --jsonl lines (their keys) and answering them, apart from the
        // executable so that a fuzz target and the HTTP service (Server/) answer through the same code.
        .target(name: "MeasureTextBatch", dependencies: ["TextMeasure", "JSON", "Locking"]),
        // Image diff and snapshots (issue 7) and the Raster module they share with TextRender (issue 3).
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("z")]),
        .target(name: "Raster", dependencies: ["CPNG", "FileAccess"]),
        .target(name: "ImageDiff", dependencies: ["Raster", "Locking"]),
        .target(name: "ImageSnapshots", dependencies: ["ImageDiff", "Raster"]),
        .target(
            name: "ImageSnapshotTesting",
            dependencies: ["ImageSnapshots",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))]
        ),
        // Rasterizer (issue 3): glyphs, colour emoji, paths, shapes and the canvas.
        .target(name: "CPixels"),
        // The render queue (issue 25): worker threads, priorities, coalescing, cancellation, backpressure; generic over
        // the workers' state and the jobs (TextRender's glyph jobs are one kind).
        .target(name: "RenderQueue", dependencies: ["Raster", "Locking"]),
        .target(name: "TextRender", dependencies: ["TextMeasure", "Raster", "RenderQueue", "CTextStack", "CPixels", "Locking"]),
        // Chat model and layout (issues 5, 15 and 25): the transcript and its decoding; the content-free list engine, which
        // sizes rows only through RowSizing (it builds without C targets: ArchitectureTests checks it); the bubbles; the
        // TextMeasure sizing beside them.
        .target(name: "ChatModel", dependencies: ["JSON", "Locking"]),
        // ChatBubbles: the engine's row sizing (the bubble composer: words, formats, fonts, bubble geometry) and a message's
        // bubble as a flex tree from a template per content case (no text stack: a text sizing measures its texts).
        .target(name: "ChatBubbles", dependencies: ["ChatLayout", "ChatModel", "FlexLayout", "Geometry", "JSON", "Locking"]),
        .target(name: "ChatLayout", dependencies: ["ChatModel", "Geometry", "Locking"]),
        .target(name: "ChatTextSizing", dependencies: ["JSON", "ChatBubbles", "ChatLayout", "ChatModel", "TextMeasure", "Components"]),
        // Chat screenshots (issue 6): themes and cells, the screen renderer, render-chat, the sample generator.
        .target(name: "ChatRender", dependencies: ["JSON", "ChatModel", "ChatLayout", "Geometry", "ChatBubbles", "ChatTextSizing", "Components", "ComponentRender", "TextRender", "RenderQueue", "TextMeasure", "Raster", "Locking", "FileAccess"]),
        .target(name: "CAllocator"),
        .target(name: "ChatSamples", dependencies: ["ChatModel", "Raster", "FileAccess"]),
        // Declarative layout (issue 13): the flexbox engine (its style reader reads the JSON module's values; its measure
        // requests are Geometry's extents; nothing else of ours).
        .target(name: "FlexLayout", dependencies: ["Geometry", "JSON"]),
        // Component trees: the model, its JSON reader and its layout (no drawing: a sizing that lays trees out links no
        // rasterizer), and their drawing beside it.
        .target(name: "Components", dependencies: ["JSON", "FlexLayout", "Geometry", "TextMeasure", "Raster", "FileAccess"]),
        .target(name: "ComponentRender", dependencies: ["Components", "FlexLayout", "Geometry", "TextMeasure", "TextRender", "Raster"]),
    ]
)

// The command-line tools and what only they use (CommandSupport, swift-argument-parser), and the tests: declared for the
// package's own checkout only (see isOwnCheckout).
let toolTargets: [Target] = [
        // What every CLI shares: the exit-status contract, the output rules, standard streams, common arguments.
        .target(name: "CommandSupport", dependencies: ["FileAccess", "Locking", "Raster",
                                                       .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "measure-text",
            dependencies: ["TextMeasure", "TextRender", "Raster", "MeasureTextBatch", "FileAccess", "JSON", "Locking", "CommandSupport",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "png-diff",
            dependencies: ["ImageDiff", "Raster", "Locking", "FileAccess", "CAllocator", "CommandSupport",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "render-chat",
            dependencies: ["ChatRender", "ChatBubbles", "ChatLayout", "JSON", "TextMeasure", "Raster", "CAllocator", "Locking", "CommandSupport", "FileAccess",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "make-long-chat",
            dependencies: ["ChatSamples", "CommandSupport", "FileAccess", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "render-layout",
            dependencies: ["Components", "ComponentRender", "FlexLayout", "TextMeasure", "TextRender", "Raster", "CommandSupport",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
]

let testTargets: [Target] = [
        // The dependency rules of Docs/Architecture.md, against `swift package describe`.
        .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "CommandSupportTests", dependencies: ["CommandSupport"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking", "TestSupport"]),
        // Helpers shared by the test targets (bounded waits); never part of a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MeasureTextBatchTests", dependencies: ["MeasureTextBatch", "TextMeasure", "JSON", "ChatSamples"]),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "Geometry", "CTextStack", "CICU", "ChatSamples", "Locking", "FileAccess", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CPNG", "Locking", "FileAccess", "TestSupport"]),
        .testTarget(name: "TextRenderTests", dependencies: ["TextRender", "RenderQueue", "TextMeasure", "Raster", "ChatSamples", "CPixels", "Locking", "TestSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ImageSnapshotsTests",
            dependencies: ["ImageSnapshots", "ImageSnapshotTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "ChatModelTests", dependencies: ["ChatModel", "JSON", "ChatSamples", "TestSupport"]),
        .testTarget(name: "ChatBubblesTests", dependencies: ["ChatBubbles", "ChatLayout", "ChatModel", "FlexLayout", "Geometry", "JSON", "ChatSamples"]),
        // The list engine with a row sizing of its own (TextLengthSizing: sizes from the texts' lengths), no bubbles.
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "ChatModel", "ChatSamples", "Locking", "TestSupport"]),
        // Bubbles over the corpus measured by TextMeasureSizing (with the suites that share their checks).
        .testTarget(name: "ChatTextSizingTests", dependencies: ["ChatTextSizing", "ChatBubbles", "ChatLayout", "ChatModel", "FlexLayout", "JSON", "ChatSamples"]),
        .testTarget(name: "FlexLayoutTests", dependencies: ["FlexLayout", "Geometry", "JSON", "TestSupport"], exclude: ["Fixtures"]),
        // Issue 29: FlexLayout's .web mode against headless Chromium's frames, committed as fixtures (no browser needed).
        .testTarget(name: "BrowserConformanceTests", dependencies: ["Components", "FlexLayout", "TextMeasure", "JSON"],
                    exclude: ["Fixtures", "Oracle"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "FlexLayout", "TextMeasure", "Raster"]),
        .testTarget(
            name: "ComponentRenderTests",
            dependencies: ["ComponentRender", "Components", "FlexLayout", "TextMeasure", "TextRender", "Raster", "ImageSnapshots"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChatRenderTests",
            dependencies: ["ChatRender", "ChatSamples", "ChatModel", "ChatLayout", "ChatBubbles", "ChatTextSizing", "ImageSnapshots", "Raster", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // Hostile input (issue 17): the property each fuzz target checks, and the test that replays every committed
        // corpus file (Fuzz/Corpus/NAME/) through it in `make test`.
        .target(name: "FuzzChecks", dependencies: ["Raster", "CPNG", "ImageDiff", "TextMeasure", "TextRender", "ChatModel", "ChatLayout", "ChatBubbles", "MeasureTextBatch", "FlexLayout", "Components", "Geometry", "JSON", "CommandSupport", "FileAccess"],
                path: "Fuzz/Checks"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzChecks"]),
        // The command-line tools as users run them: one folder per tool, their hostile inputs (issue 23: each run bounded
        // in time and memory), installed (issue 24).
        .testTarget(name: "CLITests",
                    dependencies: ["TestSupport", "JSON", "Raster", "ImageDiff", "ChatSamples", "CAllocator",
                                   "measure-text", "render-layout", "render-chat", "png-diff", "make-long-chat"]),
]

if isOwnCheckout {
    package.dependencies.append(.package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"))
    // `make docs`: the DocC catalogs of every module as one static site.
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
    package.targets += toolTargets + testTargets
    package.products += ["measure-text", "render-layout", "render-chat", "png-diff", "make-long-chat"].map {
        .executable(name: $0, targets: [$0])
    }
}

// Sources/ is grouped in stages, each built only on the ones before it: support → text → image → layout → chat → tools
// (Docs/Architecture.md, "Dependency rules", lists every allowed edge; ArchitectureTests holds it). Every target of
// Sources/ is in exactly one stage; its folder is Sources/STAGE/NAME.
let stages: KeyValuePairs<String, [String]> = [
    "support": ["JSON", "Locking", "FileAccess", "CAllocator", "Geometry"],
    "text": ["CTextStack", "CICU", "TextMeasure", "MeasureTextBatch"],
    "image": ["CPNG", "CPixels", "Raster", "RenderQueue", "TextRender", "ImageDiff", "ImageSnapshots", "ImageSnapshotTesting"],
    "layout": ["FlexLayout", "Components", "ComponentRender"],
    "chat": ["ChatModel", "ChatBubbles", "ChatLayout", "ChatTextSizing", "ChatRender", "ChatSamples"],
    "tools": ["CommandSupport", "measure-text", "png-diff", "render-chat", "make-long-chat", "render-layout"],
]
for (stage, names) in stages {
    for target in package.targets where names.contains(target.name) {
        precondition(target.path == nil, "\(target.name) has a path of its own")
        target.path = "Sources/\(stage)/\(target.name)"
    }
}

// libFuzzer targets (`make fuzz`, Fuzz/README.md): declared only when LETTERPRESS_FUZZ=1, so that a plain `swift build`
// or `swift test` never builds them. Each is one harness file in Fuzz/Targets/NAME/ over a check in FuzzChecks.
let fuzzTargets = ["png-decode", "deflate-roundtrip", "font-loading", "pixelmatch", "transcript-decode", "measure-text-line", "measuring", "batch-updates", "layout-tree", "json-parse", "command-line", "shape-fill", "bubble-template", "part-templates", "bubble-tree"]
if isOwnCheckout && Context.environment["LETTERPRESS_FUZZ"] == "1" {
    for name in fuzzTargets {
        package.targets.append(.executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzChecks"], path: "Fuzz/Targets/\(name)"))
        package.products.append(.executable(name: "fuzz-\(name)", targets: ["fuzz-\(name)"]))
    }
}

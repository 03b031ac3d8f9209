// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Letterpress",
    products: [
        .library(name: "TextMeasure", targets: ["TextMeasure"]),
        .library(name: "FlexLayout", targets: ["FlexLayout"]),
        .library(name: "Components", targets: ["Components"]),
        .executable(name: "render-layout", targets: ["render-layout"]),
        .library(name: "ChatModel", targets: ["ChatModel"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .library(name: "ChatTextSizing", targets: ["ChatTextSizing"]),
        .executable(name: "measure-text", targets: ["measure-text"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "ImageSnapshots", targets: ["ImageSnapshots"]),
        .library(name: "ImageSnapshotTesting", targets: ["ImageSnapshotTesting"]),
        .executable(name: "png-diff", targets: ["png-diff"]),
        .library(name: "TextRender", targets: ["TextRender"]),
        .library(name: "ChatRender", targets: ["ChatRender"]),
        .library(name: "ChatSamples", targets: ["ChatSamples"]),
        .executable(name: "render-chat", targets: ["render-chat"]),
        .executable(name: "make-long-chat", targets: ["make-long-chat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        // Files named by input (issue 17): non-blocking opens, regular files only, size caps, folder confinement.
        .target(name: "FileAccess"),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        // Helpers shared by the test targets (bounded waits); never part of a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "TextMeasure", dependencies: ["CTextStack", "CICU", "Locking", "FileAccess"]),
        // measure-text's --jsonl reading (lines, their keys), apart from the executable so that a fuzz target can use it.
        .target(name: "MeasureTextBatch", dependencies: ["TextMeasure"]),
        .testTarget(name: "MeasureTextBatchTests", dependencies: ["MeasureTextBatch", "ChatSamples"]),
        .executableTarget(
            name: "measure-text",
            dependencies: ["TextMeasure", "TextRender", "Raster", "MeasureTextBatch", "FileAccess", "Locking",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "CTextStack", "CICU", "measure-text", "Raster", "ChatSamples", "Locking", "FileAccess", "TestSupport"],
                    exclude: ["Fixtures"]),
        // Image diff and snapshots (issue 7) and the Raster module they share with TextRender (issue 3).
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate"), .linkedLibrary("z")]),
        .target(name: "Raster", dependencies: ["CPNG", "FileAccess"]),
        .target(name: "ImageDiff", dependencies: ["Raster"]),
        .executableTarget(
            name: "png-diff",
            dependencies: ["ImageDiff", "Raster", "Locking", "FileAccess", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "ImageSnapshots", dependencies: ["ImageDiff", "Raster"]),
        .target(
            name: "ImageSnapshotTesting",
            dependencies: ["ImageSnapshots", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CPNG", "Locking", "FileAccess"]),
        // Rasterizer (issue 3): glyphs, colour emoji, paths, shapes and the canvas.
        .target(name: "CPixels"),
        .target(name: "TextRender", dependencies: ["TextMeasure", "Raster", "CTextStack", "CPixels", "Locking"]),
        .testTarget(name: "TextRenderTests", dependencies: ["TextRender", "TextMeasure", "Raster", "ChatSamples", "CPixels", "Locking", "TestSupport"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "png-diff", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ImageSnapshotsTests",
            dependencies: ["ImageSnapshots", "ImageSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        // Chat model and layout (issues 5 and 15): the transcript and its decoding; the engine, which reaches the text
        // stack only through MessageSizing (it builds without C targets: ChatLayoutTests checks it); the TextMeasure
        // sizing beside it.
        .target(name: "ChatModel"),
        .testTarget(name: "ChatModelTests", dependencies: ["ChatModel", "ChatSamples"]),
        .target(name: "ChatLayout", dependencies: ["ChatModel", "Locking"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "ChatModel", "ChatTextSizing", "ChatSamples", "Locking", "TestSupport"]),
        .target(name: "ChatTextSizing", dependencies: ["ChatLayout", "ChatModel", "TextMeasure", "Components"]),
        // Chat screenshots (issue 6): themes and cells, the screen renderer, render-chat, the sample generator.
        .target(name: "ChatRender", dependencies: ["ChatModel", "ChatLayout", "ChatTextSizing", "Components", "TextRender", "TextMeasure", "Raster", "CPixels", "Locking", "FileAccess"]),
        .executableTarget(
            name: "render-chat",
            dependencies: ["ChatRender", "ChatLayout", "Raster", "CAllocator", "Locking",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "CAllocator"),
        .target(name: "ChatSamples", dependencies: ["ChatModel", "Raster"]),
        .executableTarget(
            name: "make-long-chat",
            dependencies: ["ChatSamples", "Raster", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Declarative layout (issue 13): the flexbox engine (depends on nothing of ours).
        .target(name: "FlexLayout"),
        .testTarget(name: "FlexLayoutTests", dependencies: ["FlexLayout"], exclude: ["Fixtures"]),
        .target(name: "Components", dependencies: ["FlexLayout", "TextMeasure", "TextRender", "Raster", "FileAccess"]),
        .executableTarget(
            name: "render-layout",
            dependencies: ["Components", "FlexLayout", "TextMeasure", "TextRender", "Raster",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Components", "FlexLayout", "TextMeasure", "TextRender", "Raster", "ImageSnapshots", "render-layout", "measure-text"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChatRenderTests",
            dependencies: ["ChatRender", "ChatSamples", "ChatModel", "ChatLayout", "ChatTextSizing", "ImageSnapshots", "Raster", "render-chat", "CAllocator", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // Hostile input (issue 17): the property each fuzz target checks, and the test that replays every committed
        // corpus file (Fuzz/Corpus/NAME/) through it in `make test`.
        .target(name: "FuzzChecks", dependencies: ["Raster", "CPNG", "ImageDiff", "TextMeasure", "TextRender", "ChatModel", "ChatLayout", "MeasureTextBatch", "FlexLayout", "Components"],
                path: "Fuzz/Checks"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzChecks"]),
    ]
)

// libFuzzer targets (`make fuzz`, Fuzz/README.md): declared only when LETTERPRESS_FUZZ=1, so that a plain `swift build`
// or `swift test` never builds them. Each is one harness file in Fuzz/Targets/NAME/ over a check in FuzzChecks.
let fuzzTargets = ["png-decode", "deflate-roundtrip", "font-loading", "pixelmatch", "transcript-decode", "measure-text-line", "measuring", "batch-updates", "layout-tree"]
if Context.environment["LETTERPRESS_FUZZ"] == "1" {
    for name in fuzzTargets {
        package.targets.append(.executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzChecks"], path: "Fuzz/Targets/\(name)"))
        package.products.append(.executable(name: "fuzz-\(name)", targets: ["fuzz-\(name)"]))
    }
}

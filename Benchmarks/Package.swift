// swift-tools-version: 6.0
// Letterpress benchmarks: a separate package so that Pango, Cairo and fontconfig never become
// dependencies of the library. It times Letterpress and its peer (Pango 1.50 + Cairo) on the same input
// in one process. Run: `swift run -c release letterpress-bench measure` (see README.md).
import PackageDescription

let package = Package(
    name: "LetterpressBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Letterpress", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev"])]
        ),
        .target(
            name: "CPangoPeer",
            dependencies: ["CPango"],
            linkerSettings: [
                .linkedLibrary("pangoft2-1.0"),
                .linkedLibrary("fontconfig"),
                .linkedLibrary("gobject-2.0"),
                .linkedLibrary("glib-2.0"),
            ]
        ),
        .target(name: "PangoPeer", dependencies: ["CPangoPeer"]),
        // The C peers of issue 16: Pango as a whole process like `measure-text --jsonl`, and the raw-HarfBuzz floor
        // with the HarfBuzz Letterpress links. Both read corpus lines with CJSONLine.
        .target(name: "CJSONLine"),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .executableTarget(name: "pango-measure-text", dependencies: ["CPangoPeer", "CJSONLine"], linkerSettings: [.linkedLibrary("m")]),
        .executableTarget(name: "harfbuzz-floor", dependencies: ["CHarfBuzz", "CJSONLine"]),
        // Image I/O and diff (issue 27): decode, diff kernels and in-process pairs, timed in one process for
        // imagediff.sh, which runs the peers (Wuffs, blazediff, ImageMagick) in the same run. Depends on nothing but
        // Raster and ImageDiff, so that it builds in release in a minute.
        .executableTarget(
            name: "imagediff-bench",
            dependencies: [
                .product(name: "Raster", package: "Letterpress"),
                .product(name: "ImageDiff", package: "Letterpress"),
            ]
        ),
        .executableTarget(
            name: "letterpress-bench",
            dependencies: [
                "PangoPeer",
                .product(name: "TextMeasure", package: "Letterpress"),
                .product(name: "TextRender", package: "Letterpress"),
                .product(name: "RenderQueue", package: "Letterpress"),
                .product(name: "ChatModel", package: "Letterpress"),
                .product(name: "ChatLayout", package: "Letterpress"),
                .product(name: "ChatBubbles", package: "Letterpress"),
                .product(name: "ChatTextSizing", package: "Letterpress"),
                .product(name: "ChatRender", package: "Letterpress"),
                .product(name: "JSON", package: "Letterpress"),
                .product(name: "ChatSamples", package: "Letterpress"),
                .product(name: "Raster", package: "Letterpress"),
                .product(name: "ImageDiff", package: "Letterpress"),
                .product(name: "FlexLayout", package: "Letterpress"),
                .product(name: "Components", package: "Letterpress"),
                .product(name: "ComponentRender", package: "Letterpress"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)

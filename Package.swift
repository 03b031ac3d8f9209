// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Letterpress",
    products: [
        .library(name: "TextMeasure", targets: ["TextMeasure"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .executable(name: "measure-text", targets: ["measure-text"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CTextStack",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libharfbuzz-dev", "libpng-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(name: "TextMeasure", dependencies: ["CTextStack", "CICU"]),
        .executableTarget(
            name: "measure-text",
            dependencies: ["TextMeasure", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "CTextStack", "measure-text"]),
        .target(name: "ChatLayout", dependencies: ["TextMeasure"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout"]),
    ]
)

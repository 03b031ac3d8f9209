// swift-tools-version: 6.1
// letterpress-server (issue 28): Letterpress over HTTP. Its own package, so that a package depending on Letterpress's
// libraries never resolves a web stack; it depends on the root package's library products only.
import PackageDescription

let package = Package(
    name: "LetterpressServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "letterpress-server", targets: ["letterpress-server"]),
    ],
    dependencies: [
        .package(name: "Letterpress", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
        // Hummingbird's own dependencies, named for the connection guard (a SwiftNIO channel handler) and the threads.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
    ],
    targets: [
        // The routes, limits, metrics and lifecycle; a library so that the tests run it in process.
        .target(
            name: "LetterpressService",
            dependencies: [
                .product(name: "MeasureTextBatch", package: "Letterpress"),
                .product(name: "TextMeasure", package: "Letterpress"),
                .product(name: "Components", package: "Letterpress"),
                .product(name: "ComponentRender", package: "Letterpress"),
                .product(name: "ChatRender", package: "Letterpress"),
                .product(name: "ImageDiff", package: "Letterpress"),
                .product(name: "Raster", package: "Letterpress"),
                .product(name: "TextRender", package: "Letterpress"),
                .product(name: "FlexLayout", package: "Letterpress"),
                .product(name: "JSON", package: "Letterpress"),
                .product(name: "FileAccess", package: "Letterpress"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                "ServiceParsers",
            ]
        ),
        // The server's own byte parsers (the multipart form of /v1/diff, the inline pictures' data URLs): Foundation
        // only, so the fuzz targets link them without the web stack.
        .target(name: "ServiceParsers"),
        .executableTarget(name: "letterpress-server", dependencies: ["LetterpressService", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")]),
        // The properties the fuzz targets check (Fuzz/README.md), and the test that replays the committed corpora.
        .target(name: "ServiceFuzzChecks", dependencies: ["ServiceParsers"], path: "Fuzz/Checks"),
        .testTarget(name: "ServiceFuzzCorpusTests", dependencies: ["ServiceFuzzChecks"]),
        .testTarget(
            name: "LetterpressServiceTests",
            dependencies: [
                "LetterpressService",
                .product(name: "JSON", package: "Letterpress"),
                .product(name: "Raster", package: "Letterpress"),
            ]
        ),
    ]
)

// libFuzzer targets (Fuzz/README.md): declared only when LETTERPRESS_FUZZ=1, so that a plain build never builds them.
// Each is one harness file in Fuzz/Targets/NAME/ over a check in ServiceFuzzChecks.
let fuzzTargets = ["multipart", "data-url"]
if Context.environment["LETTERPRESS_FUZZ"] == "1" {
    for name in fuzzTargets {
        package.targets.append(.executableTarget(name: "fuzz-\(name)", dependencies: ["ServiceFuzzChecks"], path: "Fuzz/Targets/\(name)"))
        package.products.append(.executable(name: "fuzz-\(name)", targets: ["fuzz-\(name)"]))
    }
}

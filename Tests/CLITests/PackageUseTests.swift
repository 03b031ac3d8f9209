import Foundation
import Testing
import TestSupport

/// Issue 24: using Letterpress from another package. A package that depends on TextMeasure (or FlexLayout, or
/// ChatLayout) resolves no other package: not swift-argument-parser (the command-line tools' only), not
/// swift-snapshot-testing (behind the SnapshotTesting trait).
@Suite struct PackageUseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(arguments: ["TextMeasure", "FlexLayout", "ChatLayout"])
    func aLibraryResolvesNoOtherPackage(_ product: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-client-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Client", withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Client", dependencies: [.package(name: "Letterpress", path: "\(Self.root)")],
                targets: [.target(name: "Client", dependencies: [.product(name: "\(product)", package: "Letterpress")])])
            """.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        try Data("import \(product)\n".utf8).write(to: URL(fileURLWithPath: folder + "/Sources/Client/Client.swift"))
        // A client's commands run in its own folder (PWD is how the manifest tells its own checkout from a client's).
        let resolved = try CommandRun.run("/usr/bin/env", ["swift", "package", "resolve"], directory: folder,
                                          environment: ["PWD": folder], seconds: 300, bytes: 8_000_000_000)
        #expect(resolved.status == 0, "\(resolved)")
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/.build/checkouts")) ?? []
        #expect(checkouts.isEmpty, "a client of \(product) resolved \(checkouts)")
    }
}

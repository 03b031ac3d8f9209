import Foundation
import TestSupport
import Testing

/// The engine builds without the text stack: ChatLayout's dependency closure, as SwiftPM describes the package, holds
/// only Swift targets of this package (no C or system-library target, no other package's product), so it can be
/// built for iOS as the core of a `UICollectionViewLayout`.
@Suite struct ModuleBoundaryTests {
    /// One target of `swift package describe --type json`.
    struct Target: Decodable {
        var name: String
        var module_type: String
        var target_dependencies: [String]?
        var product_dependencies: [String]?
    }

    private struct Description: Decodable {
        var targets: [Target]
    }

    /// The package's root: two folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `swift` of the toolchain that runs these tests: beside the `swift-test` (or `swift-package`) that started
    /// this process, else the first one on the PATH.
    static func toolchainSwift() -> (executable: URL, arguments: [String]) {
        if let parent = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(getppid())/exe") {
            let folder = URL(fileURLWithPath: parent).deletingLastPathComponent()
            let swift = folder.appendingPathComponent("swift")
            if URL(fileURLWithPath: parent).lastPathComponent.hasPrefix("swift"),
               FileManager.default.isExecutableFile(atPath: swift.path) {
                return (swift, [])
            }
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["swift"])
    }

    /// Runs `swift package describe --type json` in the package root, waiting at most `testWaitLimit`; with a scratch
    /// folder of its own, so that it does not wait for the build folder that `swift test` holds locked.
    static func describePackage() throws -> Data? {
        let (executable, prefix) = toolchainSwift()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            Issue.record("cannot create \(output.path)")
            return nil
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: scratch)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = prefix + ["package", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
                                        "describe", "--type", "json"]
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        guard done.waitBounded(for: "swift package describe") else {
            process.terminate()
            return nil
        }
        #expect(process.terminationStatus == 0, "swift package describe exited with \(process.terminationStatus)")
        return try Data(contentsOf: output)
    }

    /// The targets `root` depends on, directly or not, and itself; each must be a Swift target of this package.
    static func swiftClosure(of root: String, in targets: [Target]) throws -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var closure: Set<String> = []
        var pending = [root]
        while let name = pending.popLast() {
            guard closure.insert(name).inserted else { continue }
            let target = try #require(byName[name], "\(name) is not a target of the package")
            #expect(target.module_type == "SwiftTarget", "\(root) depends on \(name), a \(target.module_type)")
            #expect(target.product_dependencies ?? [] == [], "\(name) depends on another package's products")
            pending += target.target_dependencies ?? []
        }
        return closure
    }

    @Test func chatLayoutDependsOnNoCTarget() throws {
        guard let data = try Self.describePackage() else { return }
        let targets = try JSONDecoder().decode(Description.self, from: data).targets
        #expect(try Self.swiftClosure(of: "ChatLayout", in: targets) == ["ChatLayout", "ChatModel", "JSON", "Locking"])
        #expect(try Self.swiftClosure(of: "ChatBubbles", in: targets) == ["ChatBubbles", "ChatModel", "FlexLayout", "JSON"])
        // The check would see a C target: TextMeasure's closure has them.
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["CICU"]?.module_type == "ClangTarget" && byName["CTextStack"]?.module_type == "SystemLibraryTarget")
    }

    /// FlexLayout (issue 13) depends on nothing of ours: it builds without HarfBuzz, FreeType or ICU.
    @Test func flexLayoutDependsOnNothing() throws {
        guard let data = try Self.describePackage() else { return }
        let targets = try JSONDecoder().decode(Description.self, from: data).targets
        #expect(try Self.swiftClosure(of: "FlexLayout", in: targets) == ["FlexLayout"])
    }
}

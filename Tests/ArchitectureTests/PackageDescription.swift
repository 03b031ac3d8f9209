import Foundation
import TestSupport
import Testing

/// The package as `swift package describe --type json` tells it: its targets, their folders and dependencies.
struct PackageDescription: Decodable {
    /// One target.
    struct Target: Decodable {
        var name: String
        var type: String
        var module_type: String
        var path: String
        var target_dependencies: [String]?
        var product_dependencies: [String]?

        /// Target and product dependencies together.
        var dependencies: Set<String> { Set((target_dependencies ?? []) + (product_dependencies ?? [])) }
    }

    var targets: [Target]

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

    /// Runs `swift package describe --type json` in the package root (as its own checkout, so that the tools and
    /// tests are declared), bounded in time; with a scratch folder of its own, so that it does not wait for the build
    /// folder that `swift test` holds locked.
    static func load() throws -> PackageDescription {
        let (executable, prefix) = toolchainSwift()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ChildProcess.run(executable, prefix + ["package", "--package-path", packageRoot.path,
                                                                "--scratch-path", scratch.path, "describe", "--type", "json"],
                                          environment: ["LETTERPRESS_TOOLS": "1"])
        guard result.status == 0 else {
            throw DescribeFailure(reason: "swift package describe exited with \(result.status): \(result.err)")
        }
        return try JSONDecoder().decode(PackageDescription.self, from: Data(result.out.utf8))
    }

    /// The target named `name`.
    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    /// `root` and every target it depends on, directly or not (other packages' products by name).
    func closure(of root: String) -> Set<String> {
        var closure: Set<String> = []
        var pending = [root]
        while let name = pending.popLast() {
            guard closure.insert(name).inserted, let target = target(name) else { continue }
            pending += target.dependencies
        }
        return closure
    }
}

/// Why the package could not be described.
struct DescribeFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

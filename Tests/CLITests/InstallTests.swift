import Foundation
import Testing
import TestSupport

/// Issue 24: `make install`'s layout works away from the checkout. The built CLIs are installed into a temporary prefix
/// with the same script `make install` runs, then used from another folder: they find their fonts beside themselves
/// (before the build tree), render a sample tree and a transcript with pictures, and png-diff compares what they drew;
/// uninstalling removes exactly what was installed.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func install(into prefix: String) throws -> CommandResult {
        let binaries = URL(fileURLWithPath: builtExecutable("measure-text")).deletingLastPathComponent().path
        return try CommandRun.run("/bin/bash", [root.appendingPathComponent("Scripts/install.sh").path, binaries, prefix],
                                  seconds: 120, bytes: 4_000_000_000)
    }

    @Test func theInstalledToolsWorkFromAnotherFolder() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("lp-prefix-\(UUID().uuidString)").path
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("lp-work-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: prefix)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let installed = try Self.install(into: prefix)
        #expect(installed.status == 0, "\(installed)")
        func tool(_ name: String, _ arguments: [String]) throws -> CommandResult {
            try CommandRun.run(prefix + "/bin/" + name, arguments, directory: elsewhere)
        }
        let measured = try tool("measure-text", ["--json", "Hello"])
        #expect(measured.status == 0 && measured.out.contains(#""lineCount":1"#), "\(measured)")
        for name in ["measure-text", "render-layout", "render-chat", "png-diff", "make-long-chat"] {
            let version = try tool(name, ["--version"])
            #expect(version.status == 0 && version.out.hasPrefix("0."), "\(name): \(version)")
        }
        // A sample tree and a transcript with avatars and pictures, copied beside nothing of the checkout's.
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Samples/layouts").path, toPath: elsewhere + "/layouts")
        for item in ["showcase.json", "avatars", "media"] {
            try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Samples/\(item)").path, toPath: elsewhere + "/\(item)")
        }
        let tree = try tool("render-layout", ["layouts/card.json", "--width", "320", "--scale", "2", "-o", "card.png"])
        #expect(tree.status == 0, "\(tree)")
        let again = try tool("render-layout", ["layouts/card.json", "--width", "320", "--scale", "2", "-o", "card-again.png"])
        #expect(again.status == 0, "\(again)")
        let chat = try tool("render-chat", ["showcase.json", "--scale", "1", "-o", "chat.png"])
        #expect(chat.status == 0 && !chat.err.contains("warning"), "\(chat)")
        let same = try tool("png-diff", ["card.png", "card-again.png"])
        #expect(same.status == 0 && same.out.contains("different pixels: 0"), "\(same)")
        let different = try tool("png-diff", ["card.png", "chat.png"])
        #expect(different.status == 1, "\(different)")
        let long = try tool("make-long-chat", ["--count", "30", "-o", "long.json"])
        #expect(long.status == 0, "\(long)")
        // The installed fonts are found before the build tree's: a broken installed manifest is named in the error.
        try Data("{".utf8).write(to: URL(fileURLWithPath: prefix + "/share/letterpress/fonts/manifest.json"))
        let broken = try tool("measure-text", ["Hello"])
        #expect(broken.status == 3 && broken.err.contains(prefix + "/share/letterpress/fonts/manifest.json"), "\(broken)")
        // Uninstalling removes the tools and their data, and only those.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/other-tool"))
        let removed = try CommandRun.run("/bin/bash", [Self.root.appendingPathComponent("Scripts/install.sh").path, "--uninstall", prefix])
        #expect(removed.status == 0, "\(removed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin") == ["other-tool"])
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/letterpress"))
    }

    @Test func aMissingFontsFolderListsThePlacesLookedIn() throws {
        let result = try CommandRun.run(builtExecutable("measure-text"), ["Hello"], environment: ["LETTERPRESS_FONTS": "/nonexistent/fonts"])
        #expect(result.status == 3, "\(result)")
        #expect(result.err.contains("no embedded fonts found; looked in $LETTERPRESS_FONTS: /nonexistent/fonts"), "\(result)")
        #expect(result.err.contains("--font-dir"), "\(result)")
        let explicit = try CommandRun.run(builtExecutable("measure-text"), ["--font-dir", "/nonexistent/dir", "Hello"])
        #expect(explicit.status == 3 && explicit.err.contains("/nonexistent/dir"), "\(explicit)")
    }
}

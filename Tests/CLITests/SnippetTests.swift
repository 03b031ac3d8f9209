import Foundation
import Testing
import TestSupport

/// Issue 24: every code example is compiled and run. The examples are SwiftPM snippets (`Snippets/`, built with the
/// package); each runs to its end (its hidden checks pass), and every example the README shows is a snippet's visible
/// code, byte for byte.
@Suite struct SnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Snippets").path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// A snippet's code as the documentation shows it: without its `// snippet.hide` part.
    static func visibleCode(_ name: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Snippets/\(name).swift"), encoding: .utf8)
        var visible: [Substring] = []
        var hidden = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { visible.append(line) }
            }
        }
        return visible.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: names) func snippetRuns(_ name: String) throws {
        let result = try CommandRun.run(builtExecutable(name), [], directory: FileManager.default.temporaryDirectory.path,
                                        seconds: 120, bytes: 4_000_000_000)
        #expect(result.status == 0, "\(result)")
    }

    @Test func theReadmeShowsSnippetsAsTheyAre() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let parts = readme.components(separatedBy: "<!-- snippet: ")
        #expect(parts.count > 1, "the README includes no snippet")
        for part in parts.dropFirst() {
            let name = String(part.prefix { $0 != " " })
            guard let start = part.range(of: "```swift\n"), let end = part.range(of: "\n```", range: start.upperBound..<part.endIndex)
            else {
                Issue.record("snippet \(name): no code block after its marker")
                continue
            }
            let shown = String(part[start.upperBound..<end.lowerBound])
            #expect(shown == (try Self.visibleCode(name)), "the README's \(name) differs from Snippets/\(name).swift")
        }
    }
}

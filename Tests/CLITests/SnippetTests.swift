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

    /// The Markdown files users read: the README, Docs/ and every DocC catalog's articles.
    static var documents: [String] {
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + files.filter {
            $0.hasSuffix(".md") && ($0.hasPrefix("Docs/") || ($0.hasPrefix("Sources/") && $0.contains(".docc/")))
        }.sorted()
    }

    /// Swift code in the documents is a snippet (`@Snippet(path:)` in articles, a marked block in the README) or a
    /// Package.swift fragment; every `@Snippet` names a snippet that exists.
    @Test func documentsShowOnlySnippetCode() throws {
        let manifestStarts = [".package(", ".product(", ".target(", ".testTarget(", "dependencies:", "// "]
        for document in Self.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            let blocks = text.components(separatedBy: "```swift\n").dropFirst()
            let before = text.components(separatedBy: "```swift\n").dropLast()
            for (block, preceding) in zip(blocks, before) {
                let marked = preceding.hasSuffix("-->\n") && preceding.components(separatedBy: "\n").dropLast().last?
                    .hasPrefix("<!-- snippet: ") == true
                let firstLine = block.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
                #expect(marked || manifestStarts.contains(where: firstLine.hasPrefix),
                        "\(document): a Swift block that is not a snippet: \(firstLine)")
            }
            for part in text.components(separatedBy: "@Snippet(path: \"Letterpress/Snippets/").dropFirst() {
                let name = String(part.prefix { $0 != "\"" })
                #expect(Self.names.contains(name), "\(document): @Snippet \(name) is not in Snippets/")
            }
        }
    }

    /// The README is a front page: under 300 lines, and every file it links to is in the repository.
    @Test func theReadmeIsAFrontPage() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 300)
        let links = readme.components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" && $0 != "#" }) }
            + readme.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        for target in links {
            guard !target.isEmpty, !target.hasPrefix("http") else { continue }
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path),
                    "the README links to \(target), which is not in the repository")
        }
    }
}

import Foundation
import JSON
import Testing
import TestSupport

/// Issue 24: one CLI family. The table of every flag of every command in the docs is generated from the commands'
/// own description of their arguments (`--experimental-dump-help`), and must equal it; every command takes `--help`
/// and `--version`, and the flags they share mean the same thing.
@Suite struct FlagTableTests {
    static let commands = ["measure-text", "render-layout", "render-chat", "png-diff", "make-long-chat"]
    static let tablePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/CommandLineFlags.md").path

    /// One command's arguments, from its own `--experimental-dump-help`.
    static func arguments(of command: String) throws -> (abstract: String, arguments: [[String: JSONValue]]) {
        let result = try CommandRun.run(builtExecutable(command), ["--experimental-dump-help"])
        let value = try JSONParser.parse(Array(result.out.utf8))
        let info = value.objectValue?["command"]?.objectValue ?? [:]
        let arguments = (info["arguments"]?.arrayValue ?? []).compactMap(\.objectValue)
            .filter { $0["shouldDisplay"] != .bool(false) }
        return (info["abstract"]?.stringValue ?? "", arguments)
    }

    /// The flags of a command as they are spelled: `-o`, `--output`.
    static func spellings(_ argument: [String: JSONValue]) -> [String] {
        (argument["names"]?.arrayValue ?? []).compactMap { name -> String? in
            guard let object = name.objectValue, let text = object["name"]?.stringValue else { return nil }
            return (object["kind"]?.stringValue == "short" ? "-" : "--") + text
        }.sorted { $0.count < $1.count }
    }

    /// The Markdown table of every command's flags.
    static func table() throws -> String {
        var out = """
            # Command-line flags

            Every flag of every Letterpress command, generated from the commands themselves (`swift test --filter \
            FlagTableTests` checks it; `LETTERPRESS_WRITE_DOCS=1` rewrites it). Shared flags mean the same everywhere:
            `-o`/`--output` and `-` for standard output wherever an output path is taken, `--json`, `--scale`,
            `--appearance light|dark`, `--threads`, `--font-dir`, `--allow-path`, colours as `#RRGGBB[AA]`. Every command
            answers `--help` and `--version`, and exits with 0 (success), 1 (a failed item, a difference or an output that
            could not be written), 2 (usage) or 3 (unreadable input).

            """
        for command in commands {
            let (abstract, arguments) = try Self.arguments(of: command)
            out += "\n## \(command)\n\n\(abstract)\n\n| flag | value | default | meaning |\n| --- | --- | --- | --- |\n"
            for argument in arguments {
                let names = spellings(argument)
                let value = argument["valueName"]?.stringValue ?? ""
                let flag = names.isEmpty ? "`\(value)` (argument)" : names.map { "`\($0)`" }.joined(separator: ", ")
                let shownValue = argument["kind"]?.stringValue == "flag" || names.isEmpty ? "" : "`\(value)`"
                let fallback = argument["defaultValue"]?.stringValue.map { "`\($0)`" } ?? ""
                let meaning = (argument["abstract"]?.stringValue ?? "").replacingOccurrences(of: "|", with: "\\|")
                out += "| \(flag) | \(shownValue.replacingOccurrences(of: "|", with: "\\|")) | \(fallback) | \(meaning) |\n"
            }
        }
        return out
    }

    @Test func theDocsTableEqualsTheCommands() throws {
        let table = try Self.table()
        if ProcessInfo.processInfo.environment["LETTERPRESS_WRITE_DOCS"] == "1" {
            try Data(table.utf8).write(to: URL(fileURLWithPath: Self.tablePath))
        }
        let committed = try String(contentsOfFile: Self.tablePath, encoding: .utf8)
        #expect(committed == table, "Docs/CommandLineFlags.md is out of date: run LETTERPRESS_WRITE_DOCS=1 swift test --filter FlagTableTests")
    }

    @Test(arguments: commands) func helpListsEveryFlagOnceWithItsDefaultOnce(_ command: String) throws {
        let help = try CommandRun.run(builtExecutable(command), ["--help"])
        #expect(help.status == 0 && help.out.contains("USAGE:"), "\(help)")
        for line in help.out.split(separator: "\n") {
            #expect(line.components(separatedBy: "(default:").count <= 2, "a default given twice: \(line)")
        }
        for argument in try Self.arguments(of: command).arguments {
            guard let long = Self.spellings(argument).last else { continue }
            // Option lines are indented two spaces and start with the flag (after its short form).
            let mentions = help.out.components(separatedBy: "\n").filter { line in
                guard line.hasPrefix("  -") else { return false }
                let words = line.dropFirst(2).split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                return words.prefix(2).contains(long)
            }
            #expect(mentions.count == 1, "\(command) --help lists \(long) \(mentions.count) times")
        }
        let version = try CommandRun.run(builtExecutable(command), ["--version"])
        #expect(version.status == 0 && !version.out.isEmpty, "\(version)")
    }

    /// The flags several commands take have one spelling and one kind of value.
    @Test func sharedFlagsMeanTheSame() throws {
        var seen: [String: (command: String, value: String)] = [:]
        for command in Self.commands {
            for argument in try Self.arguments(of: command).arguments {
                for spelling in Self.spellings(argument) where spelling.hasPrefix("--") {
                    let value = argument["kind"]?.stringValue == "flag" ? "flag" : argument["valueName"]?.stringValue ?? ""
                    if let earlier = seen[spelling], !["--threshold", "--max-pixels"].contains(spelling) {
                        #expect(earlier.value == value || ["--output", "--json", "--width", "--height"].contains(spelling),
                                "\(spelling): \(earlier.command) takes \(earlier.value), \(command) takes \(value)")
                    }
                    seen[spelling] = (command, value)
                }
            }
        }
        // No command spells an output flag another way, a theme as --theme, or a colour as R,G,B.
        for command in Self.commands {
            let arguments = try Self.arguments(of: command).arguments
            let spellings = Set(arguments.flatMap(Self.spellings))
            #expect(!spellings.contains("--theme") && !spellings.contains("--out"))
            for argument in arguments where (argument["valueName"]?.stringValue ?? "").contains("R,G,B") {
                Issue.record("\(command): \(Self.spellings(argument)) takes R,G,B")
            }
        }
    }
}

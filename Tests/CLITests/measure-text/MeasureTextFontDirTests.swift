import Foundation
import Testing
import TestSupport

/// Issue 17: a `--jsonl` line could open any file as its `"fontFile"`, and the error said whether it existed. A line's
/// font file must now lie in the current directory, or in the `--font-dir` folders when given; anything else is
/// "outside the allowed folders", whether or not it exists.
@Suite struct MeasureTextFontDirTests {
    let cli = MeasureTextCLITests()

    /// A scratch folder: `work/` (the working directory) holding a copy of Inter and a link that leads out,
    /// `outside/` holding another copy, a second font and a text file.
    final class Folders {
        let root: String
        var work: String { root + "/work" }
        var outside: String { root + "/outside" }

        init() throws {
            root = try Support.temporaryDirectory().path
            let manager = FileManager.default
            try manager.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
            try manager.copyItem(atPath: Support.interPath, toPath: work + "/inter.otf")
            try manager.copyItem(atPath: Support.interPath, toPath: outside + "/inter.otf")
            try manager.copyItem(atPath: Support.interPath, toPath: outside + "/other.otf")
            try Data("not a font".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
            try manager.createSymbolicLink(atPath: work + "/escape.otf", withDestinationPath: outside + "/inter.otf")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The answers to one line per font file (ids 1, 2, …), measuring "x".
    func answers(_ fontFiles: [String], arguments: [String] = [], in directory: String) throws -> [String] {
        let input = fontFiles.enumerated().map { #"{"id": \#($0 + 1), "text": "x", "fontFile": "\#($1)"}"# }.joined(separator: "\n")
        let result = try cli.run(["--jsonl", "--fields", "lineCount"] + arguments, input: Data(input.utf8), in: directory)
        return result.out.split(separator: "\n").map(String.init)
    }

    static func measured(_ id: Int) -> String { #"{"id":\#(id),"lineCount":1}"# }

    static func outside(_ id: Int, _ path: String) -> String {
        #"{"id":\#(id),"error":"line \#(id): cannot read font file '\#(path)': outside the allowed folders"}"#
    }

    @Test func byDefaultALinesFontFileMustLieInTheCurrentDirectory() throws {
        let folders = try Folders()
        let files = ["inter.otf", "./inter.otf", "../outside/inter.otf", folders.outside + "/secret.txt",
                     folders.outside + "/missing.ttf", "escape.otf", "/etc/passwd", "missing.ttf"]
        #expect(try answers(files, in: folders.work) == [
            Self.measured(1), Self.measured(2), Self.outside(3, "../outside/inter.otf"),
            Self.outside(4, folders.outside + "/secret.txt"),
            // A file that does not exist outside is refused in the same words as one that does.
            Self.outside(5, folders.outside + "/missing.ttf"), Self.outside(6, "escape.otf"), Self.outside(7, "/etc/passwd"),
            // Inside the allowed folder, the reason may be told.
            #"{"id":8,"error":"line 8: cannot read font file 'missing.ttf': No such file or directory"}"#,
        ])
    }

    @Test func fontDirsReplaceTheCurrentDirectory() throws {
        let folders = try Folders()
        let files = ["inter.otf", "../outside/inter.otf", folders.outside + "/other.otf"]
        #expect(try answers(files, arguments: ["--allow-path", "../outside"], in: folders.work)
            == [Self.outside(1, "inter.otf"), Self.measured(2), Self.measured(3)])
        #expect(try answers(files, arguments: ["--allow-path", ".", "--allow-path", folders.outside], in: folders.work)
            == [Self.measured(1), Self.measured(2), Self.measured(3)])
    }

    @Test func theFontFileFlagsOwnFileIsAlwaysAllowed() throws {
        let folders = try Folders()
        let named = folders.outside + "/inter.otf"
        let input = [#"{"id": 1, "text": "x"}"#, #"{"id": 2, "text": "x", "fontFile": "\#(named)"}"#,
                     #"{"id": 3, "text": "x", "fontFile": "\#(folders.outside)/other.otf"}"#].joined(separator: "\n")
        let result = try cli.run(["--jsonl", "--fields", "lineCount", "--font-file", named], input: Data(input.utf8), in: folders.work)
        #expect(result.out.split(separator: "\n").map(String.init)
            == [Self.measured(1), Self.measured(2), Self.outside(3, folders.outside + "/other.otf")])
        #expect(result.status == 1)
        // The flag's file is measured in the single-text mode too, from any folder.
        #expect(try cli.run(["--font-file", named, "--json", "--fields", "height", "x"], in: folders.work).status == 0)
    }

    @Test func fontDirNeedsJSONL() throws {
        let result = try cli.run(["--allow-path", "/tmp", "x"])
        #expect(result.status == 2)
        #expect(result.err.contains("--allow-path needs --jsonl"))
    }
}

import ChatSamples
import Foundation
import Testing

/// Issue 26 through `measure-text`: Dynamic Type flags and keys, several widths in one line, shrink-to-fit, system
/// fonts, and the font-bytes budget of issue 23.
@Suite struct MeasureTextFidelityCLIConcurrencyTests {
    let cli = MeasureTextCLITests()

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func dynamicTypeFlagsReportTheFontSize() throws {
        let result = try cli.run(["--text-style", "body", "--content-size", "accessibilityExtraExtraExtraLarge", "--json", "x"])
        #expect(result.status == 0)
        let answer = try object(result.out)
        #expect(answer["fontSize"] as? Double == 53)
        #expect((answer["lines"] as? [[String: Any]])?.first?["height"] as? Double == 62, "the table's leading")
        #expect(try object(try cli.run(["--content-size", "extraSmall", "--json", "x"]).out)["fontSize"] as? Double == 14,
                "a category alone scales --size (17) like body text")
        #expect(try cli.run(["--text-style", "huge", "x"]).status == 2)
        #expect(try cli.run(["--content-size", "enormous", "x"]).status == 2)
        #expect(try cli.run(["--text-style", "title1", "x"]).out.contains("font size: 28 pt"))
        // Plain requests keep their old answer: no fontSize key.
        #expect(try object(try cli.run(["--json", "x"]).out)["fontSize"] == nil)
    }

    @Test func jsonlKeysForDynamicTypeAndShrinkToFit() throws {
        let input = [
            #"{"id": 1, "text": "Hello", "textStyle": "headline", "contentSize": "accessibilityMedium"}"#,
            #"{"id": 2, "text": "Hello", "contentSize": "small", "size": 34}"#,
            #"{"id": 3, "text": "The quick brown fox jumps", "width": 100, "maxLines": 1, "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.4}"#,
            #"{"id": 4, "text": "x", "textStyle": "loud"}"#,
        ].joined(separator: "\n") + "\n"
        let result = try cli.run(["--jsonl", "--fields", "width,lineCount,fontSize,scaleFactor"], input: Data(input.utf8))
        let answers = try result.out.split(separator: "\n").map { try object(String($0)) }
        #expect(result.status == 1 && answers.count == 4)
        #expect(answers[0]["fontSize"] as? Double == 28)
        #expect(answers[1]["fontSize"] as? Double == 34.0 * 15 / 17)
        let fitted = try #require(answers[2]["fontSize"] as? Double)
        #expect(fitted < 17 && fitted >= 6.8 && (fitted * 2).rounded() == fitted * 2 && answers[2]["lineCount"] as? Int == 1)
        #expect(abs((answers[2]["scaleFactor"] as? Double ?? 0) - fitted / 17) < 1e-12)
        #expect((answers[3]["error"] as? String)?.contains("textStyle 'loud' is not one of largeTitle") == true)
    }

    /// `"widths"` gives one answer per width, each equal to the answer of a line with that one width.
    @Test func severalWidthsEqualSeparateLines() throws {
        let texts = try SampleCorpus.messages(limit: 200).map(\.text)
        let widths = [120.0, 260, 375]
        func line(_ id: Int, _ text: String, _ extra: String) throws -> String {
            let encoded = String(decoding: try JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
            return #"{"id": \#(id), "text": \#(encoded), \#(extra)}"#
        }
        let multi = try texts.enumerated().map { try line($0.offset, $0.element, #""widths": [120, 260, 375]"#) }.joined(separator: "\n")
        let single = try texts.enumerated().flatMap { index, text in
            try widths.map { try line(index, text, #""width": \#($0)"#) }
        }.joined(separator: "\n")
        let a = try cli.run(["--jsonl"], input: Data((multi + "\n").utf8))
        let b = try cli.run(["--jsonl"], input: Data((single + "\n").utf8))
        #expect(a.status == 0 && b.status == 0)
        let separate = b.out.split(separator: "\n").map(String.init)
        for (index, answer) in a.out.split(separator: "\n").enumerated() {
            // {"id":N,"answers":[A,B,C]} against {"id":N,A…}, {"id":N,B…}, {"id":N,C…}
            let prefix = #"{"id":\#(index),"answers":["#
            #expect(answer.hasPrefix(prefix))
            let expected = separate[(3 * index)..<(3 * index + 3)].map { "{" + $0.dropFirst(prefix.count - 11) }.joined(separator: ",")
            #expect(answer.dropFirst(prefix.count).dropLast(2) == expected[...])
        }
        let tooMany = try cli.run(["--jsonl"], input: Data((#"{"text": "x", "widths": []}"# + "\n").utf8))
        #expect(tooMany.status == 1 && tooMany.out.contains("widths must hold 1 to 64 numbers, not 0"))
    }

    @Test func systemFontsAndTheFontBytesBudget() throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
                     "fonts-dejavu-core is needed: run `make deps`")
        #expect(try cli.run(["--font", "DejaVu Sans", "x"]).status == 1, "not without --system-fonts")
        #expect(try cli.run(["--system-fonts", "--font", "DejaVu Sans", "x"]).status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = folder.appendingPathComponent("a.otf")
        try FileManager.default.copyItem(atPath: Support.interPath, toPath: font.path)
        try FileManager.default.copyItem(atPath: Support.interVariablePath, toPath: folder.appendingPathComponent("b.ttf").path)
        // 200 spellings of one file read it once; a second file goes over a budget of one file and a bit.
        var lines = (0..<200).map { index in
            #"{"id": \#(index), "text": "x", "fontFile": "\#(String(repeating: "./", count: index))a.otf"}"#
        }
        lines.append(#"{"id": 200, "text": "x", "fontFile": "b.ttf"}"#)
        let result = try cli.run(["--jsonl", "--fields", "width", "--max-font-bytes", "300000"],
                                 input: Data((lines.joined(separator: "\n") + "\n").utf8), in: folder.path)
        let answers = result.out.split(separator: "\n")
        #expect(result.status == 1 && answers.count == 201)
        #expect(answers.prefix(200).allSatisfy { !$0.contains("error") })
        #expect(answers[200].contains("cannot load font file 'b.ttf'") && answers[200].contains("more than the budget of 300000 bytes"))
    }
}

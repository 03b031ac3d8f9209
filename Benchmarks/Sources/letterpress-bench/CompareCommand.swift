import ArgumentParser
import ChatSamples
import Foundation
import PangoPeer

/// One line as an engine laid it out, for side-by-side comparison.
struct LineDescription {
    let text: String
    let x: Double
    let width: Double
    let runs: String
}

/// `letterpress-bench compare`: both engines' lines for chosen corpus messages, to explain disagreements.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Print Letterpress's and Pango's lines and font runs for the given corpus message ids."
    )

    @OptionGroup var input: InputOptions

    @Argument(help: "Corpus message ids.")
    var ids: [Int] = []

    @Option(help: "Also compare every id listed in this TSV (first column), e.g. the disagreements file.")
    var fromTSV: String?

    func validate() throws {
        guard !ids.isEmpty || fromTSV != nil else { throw ValidationError("give message ids or --from-tsv") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let wanted = Set(ids + (try fromTSV.map(Self.ids(inTSV:)) ?? []))
            let corpus = try Corpus.load(path: input.corpus)
            let found = corpus.messages.filter { wanted.contains($0.id) }
            let missing = wanted.subtracting(found.map(\.id))
            if !missing.isEmpty { print("not in the corpus: \(missing.sorted().map(String.init).joined(separator: ", "))\n") }
            let letterpress = try LetterpressMeasureEngine(fontsDirectory: input.fonts, family: input.family, size: input.size)
            let peer = try PangoPeer(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts,
                                     family: try input.pangoFamilyList(), size: input.size)
            for message in found {
                let ours = try letterpress.lineDescriptions(message.text, width: input.width)
                let pangoText = try peer.makeText(message.text)
                _ = try pangoText.measure(width: input.width)
                let theirs = pangoText.lines.map { LineDescription(text: $0.text, x: $0.x, width: $0.width, runs: $0.runs) }
                printComparison(message, ours, theirs)
            }
        }
    }

    private func printComparison(_ message: CorpusMessage, _ ours: [LineDescription], _ theirs: [LineDescription]) {
        print("#\(message.id): Letterpress \(ours.count) lines, Pango \(theirs.count) lines at \(fixed(input.width, 0)) pt")
        for index in 0..<max(ours.count, theirs.count) {
            for (engine, lines) in [("Letterpress", ours), ("Pango", theirs)] where index < lines.count {
                let line = lines[index]
                print("  \(engine.padding(toLength: 11, withPad: " ", startingAt: 0)) \(index + 1): "
                      + "w \(fixed(line.width, 3)) \"\(TextTags.escaped(line.text))\"")
                print("      runs: \(line.runs)")
            }
        }
        print("")
    }

    /// The ids in the first column of a TSV file; lines that do not start with a number are skipped.
    private static func ids(inTSV path: String) throws -> [Int] {
        let contents: String
        do { contents = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BenchError.unreadableFile(path: path, reason: error.localizedDescription)
        }
        return contents.split(separator: "\n").compactMap { line in line.split(separator: "\t").first.flatMap { Int($0) } }
    }
}

import Foundation

/// The raw-HarfBuzz floor with the HarfBuzz Letterpress links (`harfbuzz-floor`, a C program beside this one): the
/// uharfbuzz floor's work, with Debian's HarfBuzz instead of the newer one uharfbuzz bundles.
enum HarfBuzzFloorPeer {
    /// The `harfbuzz-floor` binary next to this executable, when it was built.
    static func find() -> String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("harfbuzz-floor").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The first `lines` lines of the corpus (its parts concatenated) in one JSON-lines file for the binary's
    /// standard input; the caller removes it.
    static func writeCorpus(_ corpus: String, lines: Int) throws -> String {
        let kept = try Corpus.data(path: corpus).split(separator: UInt8(ascii: "\n")).prefix(lines)
        return try Corpus.temporaryFile(holding: Data(kept.joined(separator: [UInt8(ascii: "\n")]) + [UInt8(ascii: "\n")]))
    }
}

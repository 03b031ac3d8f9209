import Foundation

/// Default input locations, found from this source file so that they work from any directory:
/// `<repo>/Benchmarks/Sources/letterpress-bench/BenchPaths.swift` → `<repo>`.
enum BenchPaths {
    /// The repository root (the Letterpress package).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // letterpress-bench
        .deletingLastPathComponent()   // Sources
        .deletingLastPathComponent()   // Benchmarks
        .deletingLastPathComponent()   // repository root

    /// The repository's corpus, `Samples/corpus/` (a folder of JSON-lines parts).
    static var corpus: String { repositoryRoot.appendingPathComponent("Samples/corpus").path }

    /// The embedded fonts directory, `Fonts/`.
    static var fonts: String { repositoryRoot.appendingPathComponent("Fonts").path }

    /// `Benchmarks/results/`, where result files are written.
    static var results: String { repositoryRoot.appendingPathComponent("Benchmarks/results").path }
}

/// The embedded fonts' manifest, `Fonts/manifest.json`: only the fallback order is needed here.
struct FallbackManifest: Decodable {
    /// Families in the order font runs try them, starting with the default family.
    let fallbackOrder: [String]

    /// Reads `manifest.json` from `fontsDirectory`.
    static func load(fontsDirectory: String) throws -> FallbackManifest {
        let path = URL(fileURLWithPath: fontsDirectory).appendingPathComponent("manifest.json").path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw BenchError.unreadableFile(path: path, reason: error.localizedDescription)
        }
        do { return try JSONDecoder().decode(FallbackManifest.self, from: data) } catch {
            throw BenchError.badManifest(path: path, reason: "\(error)")
        }
    }

    /// A Pango family list that starts with `family` and falls back in the manifest's order, so that Pango
    /// tries fonts in the same order as Letterpress, e.g. "Inter, Noto Sans Arabic, …, Noto Color Emoji".
    func pangoFamilyList(startingWith family: String) -> String {
        ([family] + fallbackOrder.filter { $0 != family }).joined(separator: ", ")
    }
}

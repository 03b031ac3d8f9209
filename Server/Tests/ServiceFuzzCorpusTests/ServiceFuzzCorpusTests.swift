import Foundation
import ServiceFuzzChecks
import Testing

/// Replays every committed corpus input (`Server/Fuzz/Corpus/NAME/`: seeds, the inputs the fuzzer kept, and the
/// minimised inputs of past findings, `regression-…`) through its target's check, without a sanitizer build.
@Suite struct ServiceFuzzCorpusTests {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    @Test func everyCorpusHasACheckAndSeeds() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpora.path).sorted()
        #expect(folders == serviceFuzzChecks.map { $0.name }.sorted())
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpora.appendingPathComponent(folder).path)
            #expect(files.count >= 3, "\(folder): \(files.count) files")
        }
    }

    @Test(arguments: serviceFuzzChecks.map { $0.name })
    func everyInputHoldsItsProperty(_ name: String) throws {
        let check = try #require(serviceFuzzChecks.first { $0.name == name })
        let folder = Self.corpora.appendingPathComponent(name)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let input = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
            do throws(ServiceFuzzFailure) { try check.check(input) } catch {
                Issue.record("\(name)/\(file): \(error)")
            }
        }
    }
}

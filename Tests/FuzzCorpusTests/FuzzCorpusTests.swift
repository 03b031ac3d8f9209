import Foundation
import FuzzChecks
import Testing

/// Every committed fuzz corpus file (`Fuzz/Corpus/NAME/`, seeds, coverage the fuzzer found and every input that ever
/// failed, minimised) replayed through its target's property check: the fuzzers' findings stay fixed in `make test`,
/// with no sanitizer build.
@Suite struct FuzzCorpusTests {
    static let corpusRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func files(of target: String) throws -> [URL] {
        let folder = corpusRoot.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0) }
    }

    @Test func everyCorpusFolderHasACheckAndEveryCheckACorpus() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpusRoot.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzChecks.all.map { $0.name }))
        for check in FuzzChecks.all {
            #expect(try Self.files(of: check.name).count >= 3, "the \(check.name) corpus holds seeds")
        }
    }

    @Test(arguments: FuzzChecks.all.map { $0.name })
    func corpusHoldsTheProperty(_ target: String) throws {
        let check = try #require(FuzzChecks.check(named: target))
        for file in try Self.files(of: target) {
            let bytes = [UInt8](try Data(contentsOf: file))
            do throws(FuzzFailure) {
                try check.check(bytes)
            } catch {
                Issue.record("\(target)/\(file.lastPathComponent): \(error.description)")
            }
        }
    }
}

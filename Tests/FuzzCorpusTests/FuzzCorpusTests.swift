import Foundation
import FuzzChecks
import Testing

/// The committed fuzz corpora (`Fuzz/Corpus/NAME/`) replayed through their targets' property checks, with no
/// sanitizer build, so the fuzzers' findings stay fixed in `make test`: every named file (the seeds, and every input
/// that ever failed, minimised, `regression-…`) and the smallest ``coverageSample`` of the inputs the fuzzer kept for
/// their coverage (named by their SHA-1). `LETTERPRESS_FUZZ_CORPUS=all` replays every file (the corpora hold about
/// 7,000 after 30 CPU-minutes a target; some checks take a second each in a debug build).
@Suite struct FuzzCorpusTests {
    static let corpusRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// How many coverage inputs of each target `make test` replays.
    static let coverageSample = 64

    static func files(of target: String) throws -> [URL] {
        let folder = corpusRoot.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { !$0.hasPrefix(".") }
        let isCoverage = { (name: String) in name.count == 40 && name.allSatisfy(\.isHexDigit) }
        var chosen = names.filter { !isCoverage($0) }
        let coverage = names.filter(isCoverage)
        if ProcessInfo.processInfo.environment["LETTERPRESS_FUZZ_CORPUS"] == "all" {
            chosen += coverage
        } else {
            let sizes = Dictionary(uniqueKeysWithValues: coverage.map { name in
                (name, (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
            })
            chosen += coverage.sorted { (sizes[$0] ?? 0, $0) < (sizes[$1] ?? 0, $1) }.prefix(coverageSample)
        }
        return chosen.map { folder.appendingPathComponent($0) }
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

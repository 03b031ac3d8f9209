import Components
import FlexLayout
import Foundation
import JSON
import Testing
import TextMeasure

/// `.web` against headless Chromium, without a browser: every tree of the committed fixtures (random trees from
/// `Oracle/generate.py`, laid out by Chromium in `Oracle/make_fixtures.py`; `make browser-fixtures` regenerates them)
/// is laid out with `ComponentLayout` at scale 64 in both directions, and every node's frame must be within 0.05 pt
/// of Chromium's. The case-directions that still differ are listed in `Fixtures/NAME.disagreements`, and the test
/// asserts that exact set, so a regression and a fix both show (`BROWSER_FIXTURES_RECORD=1` rewrites the list).
@Suite struct BrowserFixtureTests {
    static let tolerance = 0.05
    static let measurer: TextMeasurer = {
        do { return try TextMeasurer() } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

    /// The committed fixtures (the least number of cases each must hold), and the uncommitted ones
    /// `BROWSER_FIXTURES_EXTRA` names (comma-separated): a held-out run that `Oracle/make_fixtures.py` wrote into
    /// `Fixtures/`, scored with `BROWSER_FIXTURES_RECORD=1`.
    static let committed = ["boxes-seed7": 2000, "text-seed8": 2000, "reduced": 10]
    static let fixtureNames = committed.keys.sorted()
        + (ProcessInfo.processInfo.environment["BROWSER_FIXTURES_EXTRA"]?.split(separator: ",").map(String.init) ?? [])

    /// The random trees, and the minimal cases `Oracle/reduce.py --append` made of their disagreements (each with a
    /// note saying what it shows; those still differing are in `reduced.disagreements`).
    @Test(arguments: fixtureNames)
    func webModeAgreesWithChromium(fixtureName: String) throws {
        let fixture = try BrowserFixture(named: fixtureName)
        #expect(fixture.cases.count >= Self.committed[fixtureName, default: 1])
        #expect(fixture.provenance["chromium"]?.stringValue?.hasPrefix("Chrome/") == true)
        // BROWSER_FIXTURES_CONFORMANCE=yoga measures `.yoga` on the same trees instead (printed, not asserted).
        let mode = ProcessInfo.processInfo.environment["BROWSER_FIXTURES_CONFORMANCE"].flatMap(FlexConformance.init(name:)) ?? .web
        let result = Self.compare(fixture, conformance: mode)
        let known = try fixture.knownDisagreements()
        let rate = Double(result.agreeing) / Double(result.total)
        let summary = "\(fixture.name): .\(mode.name) agrees with \(fixture.provenance["chromium"]?.stringValue ?? "?") on "
            + "\(result.agreeing) of \(result.total) tree-directions (\(Self.percent(rate))), "
            + "\(result.agreeingNodes) of \(result.nodes) nodes (\(Self.percent(Double(result.agreeingNodes) / Double(result.nodes))))"
        print(summary)
        let failed = Set(result.disagreements.keys)
        guard mode == .web else { return }
        if ProcessInfo.processInfo.environment["BROWSER_FIXTURES_RECORD"] == "1" {
            try fixture.recordDisagreements(result.disagreements, header: summary + "\nWritten by BROWSER_FIXTURES_RECORD=1 swift test --filter BrowserFixtureTests.")
            return
        }
        for key in failed.subtracting(known).sorted() {
            Issue.record("\(key) differs from Chromium: \(result.disagreements[key] ?? "")")
        }
        for key in known.subtracting(failed).sorted() {
            Issue.record("\(key) agrees with Chromium now: remove it from \(fixture.name).disagreements")
        }
    }

    struct Comparison {
        var total = 0, agreeing = 0, nodes = 0, agreeingNodes = 0
        /// "NAME DIRECTION" → the first differing node (or the error).
        var disagreements: [String: String] = [:]
    }

    static func compare(_ fixture: BrowserFixture, conformance: FlexConformance) -> Comparison {
        var result = Comparison()
        for testCase in fixture.cases {
            for direction in [FlexLayoutDirection.ltr, .rtl] {
                let expected = direction == .ltr ? testCase.ltr : testCase.rtl
                result.total += 1
                result.nodes += expected.count
                let key = "\(testCase.name) \(direction.rawValue)"
                let actual: [[Double]]
                do {
                    actual = try frames(testCase, direction: direction, conformance: conformance)
                } catch {
                    result.disagreements[key] = "\(error)"
                    continue
                }
                guard actual.count == expected.count else {
                    result.disagreements[key] = "\(actual.count) nodes, Chromium \(expected.count)"
                    continue
                }
                var first: String?
                for (index, (a, e)) in zip(actual, expected).enumerated() {
                    if zip(a, e).allSatisfy({ abs($0 - $1) <= tolerance }) {
                        result.agreeingNodes += 1
                    } else if first == nil {
                        first = "node \(index): \(a), Chromium \(e)"
                    }
                }
                if let first { result.disagreements[key] = first } else { result.agreeing += 1 }
            }
        }
        return result
    }

    /// `[left, top, width, height]` per node in depth-first order, relative to the parent, at scale 64.
    static func frames(_ testCase: BrowserFixture.Case, direction: FlexLayoutDirection,
                       conformance: FlexConformance) throws -> [[Double]] {
        let document = try ComponentDocument(value: testCase.tree, baseDirectory: BrowserFixture.directory.path)
        let layout = try ComponentLayout(document.root, measurer: measurer, width: testCase.width, height: testCase.height,
                                         direction: direction, scale: 64, conformance: conformance)
        return (0..<layout.tree.count).compactMap { index in
            layout.tree.node(at: index).map { node in
                let frame = layout.tree.frame(of: node)
                return [frame.x, frame.y, frame.width, frame.height]
            }
        }
    }

    static func percent(_ rate: Double) -> String { String(format: "%.2f %%", rate * 100) }
}

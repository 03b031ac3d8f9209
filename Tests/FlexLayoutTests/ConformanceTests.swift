import FlexLayout
import Foundation
import Testing

/// Every case of Yoga's browser-generated conformance suite, in both directions and both conformance modes, frames
/// within 0.01 pt.
@Suite struct ConformanceTests {
    /// Cases (and directions) FlexLayout does not yet lay out as the browser does, per mode. The tests assert these
    /// exact sets, so a regression and a fix both show.
    static let knownFailures: Set<String> = []
    static let knownWebFailures: Set<String> = []

    @Test func everyCaseInBothDirections() throws {
        try check(.yoga, knownFailures: Self.knownFailures)
    }

    /// `.web` passes the cases too: they are Chromium's layouts (Yoga's gentest), including the 33 Yoga skips.
    @Test func everyCaseInBothDirectionsInWebMode() throws {
        try check(.web, knownFailures: Self.knownWebFailures)
    }

    private func check(_ conformance: FlexConformance, knownFailures: Set<String>) throws {
        let cases = ConformanceCase.all
        #expect(cases.count == 403)
        #expect(cases.filter(\.yogaSkipped).count == 33)
        var failures: [String: [String]] = [:]
        for testCase in cases {
            for direction in [FlexLayoutDirection.ltr, .rtl] {
                let mismatches = try testCase.mismatches(direction: direction, conformance: conformance)
                if !mismatches.isEmpty { failures["\(testCase.name) \(direction.rawValue)"] = mismatches }
            }
        }
        let failed = Set(failures.keys)
        for key in failed.subtracting(knownFailures).sorted() {
            Issue.record("\(key) (yoga skipped: \(cases.first { key.hasPrefix($0.name + " ") }?.yogaSkipped ?? false)): \(failures[key]!.prefix(4).joined(separator: "; "))")
        }
        for key in knownFailures.subtracting(failed).sorted() {
            Issue.record("\(key) passes now: remove it from knownFailures")
        }
        let passing = cases.count * 2 - failed.count
        print("FlexLayout conformance (\(conformance.name)): \(passing) of \(cases.count * 2) case-directions pass; failing: \(failed.sorted())")
    }
}

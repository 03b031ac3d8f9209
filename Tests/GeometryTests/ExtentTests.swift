import Geometry
import Testing

/// An extent's length, its most room, and the one check its length gets where it enters.
@Suite struct ExtentTests {
    @Test func limitAndMaximum() {
        #expect(Extent.exactly(48).limit == 48)
        #expect(Extent.atMost(320).limit == 320)
        #expect(Extent.unconstrained.limit == nil)
        #expect(Extent.exactly(0).maximum == 0)
        #expect(Extent.atMost(320).maximum == 320)
        #expect(Extent.unconstrained.maximum == .infinity)
    }

    @Test(arguments: [Extent.exactly(0), .exactly(48.5), .atMost(0), .atMost(1e6), .atMost(-0.0), .unconstrained])
    func validExtentsPass(_ extent: Extent) throws {
        #expect(try extent.validated(as: "width") == extent)
    }

    @Test(arguments: [Double.nan, -1, -Double.ulpOfOne, .infinity, -Double.infinity])
    func invalidLengthsAreNamedErrors(_ length: Double) {
        for extent in [Extent.exactly(length), .atMost(length)] {
            #expect {
                try extent.validated(as: "height")
            } throws: { error in
                guard let error = error as? ExtentError else { return false }
                return error.name == "height" && error.length.bitPattern == length.bitPattern
                    && error.description.hasPrefix("invalid height \(extent): ")
            }
        }
    }

    /// Equal extents are equal lengths in the same case (what caches of measurements compare).
    @Test func equality() {
        #expect(Extent.atMost(10) == .atMost(10))
        #expect(Extent.atMost(10) != .exactly(10))
        #expect(Extent.atMost(0) == .atMost(-0.0))
        #expect(Set([Extent.atMost(0), .atMost(-0.0), .unconstrained]).count == 2)
    }
}

// How much room a dimension has: exactly a length, at most a length, or unconstrained (the Geometry module).
import Geometry

/// The width content `natural` points wide takes in `extent`.
func width(ofContent natural: Double, in extent: Extent) -> Double {
    switch extent {
    case .exactly(let length): length
    case .atMost(let length): min(natural, length)
    case .unconstrained: natural
    }
}

print(width(ofContent: 200, in: .atMost(120)))         // 120.0
print(Extent.unconstrained.maximum)                    // inf: no limit
do {
    _ = try Extent.atMost(.nan).validated(as: "width") // checked once, where an extent comes in
} catch {
    print(error)                                       // invalid width atMost(nan): its length must be a finite number ≥ 0
}
// snippet.hide
precondition(width(ofContent: 200, in: .atMost(120)) == 120 && width(ofContent: 200, in: .unconstrained) == 200)
precondition((try? Extent.exactly(-1).validated(as: "height")) == nil)
precondition((try? Extent.exactly(48).validated(as: "height")) == .exactly(48))

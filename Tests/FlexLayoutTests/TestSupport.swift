import FlexLayout
import Geometry

/// A leaf of fixed natural size that wraps like text: `area / width` tall at a given width (test helper).
struct BlockText: FlexMeasurable {
    /// The width when nothing wraps.
    var naturalWidth: Double
    /// The height of one line.
    var lineHeight: Double
    /// The distance from the content top to the first baseline, if any.
    var baselineOffset: Double?

    init(naturalWidth: Double, lineHeight: Double = 10, baselineOffset: Double? = nil) {
        self.naturalWidth = naturalWidth
        self.lineHeight = lineHeight
        self.baselineOffset = baselineOffset
    }

    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let width: Double = switch request.width {
        case .exactly(let length): length
        case .atMost(let length): min(naturalWidth, length)
        case .unconstrained: naturalWidth
        }
        // A width within float noise of zero (a container shrunk to its padding leaves 1e-14) counts as zero:
        // dividing by it would give 1e16 lines, and layouts that agree within the engine's tolerance would not.
        // A line fits within float noise, as in TextMeasure's line breaker (144 points fit in 47.99999999999998 × 3):
        // the caches answer widths within the noise alike, so the measure must too.
        let lines = width > 1e-9 ? (naturalWidth / (width + 1e-9)).rounded(.up) : 1
        let height: Double = switch request.height {
        case .exactly(let length): length
        case .atMost(let length): min(lines * lineHeight, length)
        case .unconstrained: lines * lineHeight
        }
        return FlexMeasurement(size: Size(width: width, height: height), content: "\(width)×\(height)")
    }

    func baseline(_ request: FlexBaselineRequest) throws -> Double? {
        baselineOffset.map { request.contentTop + $0 }
    }
}

/// A measure function that answers whatever it is told to (for error tests).
struct FixedAnswer: FlexMeasurable {
    var size: Size
    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement { FlexMeasurement(size: size) }
}

/// A measure function that fails.
struct FailingMeasure: FlexMeasurable {
    struct Failure: Error, CustomStringConvertible { var description: String { "no font" } }
    func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement { throw Failure() }
}

extension FlexTree {
    /// The rounded frame of the node with `id`.
    func frame(_ id: String) -> Rect {
        guard let node = node(withID: id) else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        return frame(of: node)
    }

    /// Every node's id and rounded frame, in order.
    var allFrames: [String: Rect] {
        Dictionary(uniqueKeysWithValues: nodes.map { (id(of: $0), frame(of: $0)) })
    }
}

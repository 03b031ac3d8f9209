import FlexLayout
import Geometry

/// A text of a bubble as the sizing measured it at the width the bubble offers: a leaf of that size. The sizing
/// (ChatLayout's `MessageSizing`) makes it, so this module needs no text stack; what the sizing kept to draw from
/// travels in `measured` and comes back as the node's measured content.
public struct BubbleText: FlexMeasurable {
    /// The widest line, pixel-rounded.
    package var width: Double
    /// The height of all lines, pixel-rounded.
    package var height: Double
    /// The right end of the last line: decides whether the time fits after it.
    package var lastLineRight: Double
    /// The number of lines.
    package var lineCount: Int
    /// What the sizing measured (its text layout), if it kept it; handed back as the node's measured content.
    package var measured: (any Sendable)?

    /// A measured text.
    public init(width: Double, height: Double, lastLineRight: Double, lineCount: Int, measured: (any Sendable)? = nil) {
        self.width = width
        self.height = height
        self.lastLineRight = lastLineRight
        self.lineCount = lineCount
        self.measured = measured
    }

    /// Its measured size (an exact width where layout imposes one, as Yoga's contract asks).
    public func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let width = if case .exactly(let exact) = request.width { exact } else { self.width }
        let height = if case .exactly(let exact) = request.height { exact } else { self.height }
        return FlexMeasurement(size: FlexSize(width: width, height: height), content: measured)
    }
}

import FlexLayout
import Geometry

/// A text of a bubble as the sizing measured it at the width the bubble offers: a leaf of that size. The sizing
/// (ChatLayout's `MessageSizing`) makes it, so this module needs no text stack; what the sizing kept to draw from
/// travels in `measured` and comes back as the node's measured content.
public struct BubbleText: FlexMeasurable {
    /// Its geometry (pixel-rounded): what the template's closed form reads.
    package var lines: TextLines
    /// What the sizing measured (its text layout), if it kept it; handed back as the node's measured content.
    package var measured: (any Sendable)?

    /// A measured text.
    public init(width: Double, height: Double, lastLineRight: Double, lineCount: Int, measured: (any Sendable)? = nil) {
        lines = TextLines(width: width, height: height, lastLineRight: lastLineRight, lineCount: lineCount)
        self.measured = measured
    }

    /// The widest line.
    package var width: Double { lines.width }
    /// The height of all lines.
    package var height: Double { lines.height }
    /// The right end of the last line: decides whether the time fits after it.
    package var lastLineRight: Double { lines.lastLineRight }
    /// The number of lines.
    package var lineCount: Int { lines.lineCount }

    /// Its measured size (an exact width where layout imposes one, as Yoga's contract asks).
    public func measure(_ request: FlexMeasureRequest) throws -> FlexMeasurement {
        let width = if case .exactly(let exact) = request.width { exact } else { self.width }
        let height = if case .exactly(let exact) = request.height { exact } else { self.height }
        return FlexMeasurement(size: Size(width: width, height: height), content: measured)
    }
}

import FlexLayout
import Geometry

/// The geometry every bubble template shares: its padding, the space between its parts, and where the time goes.
public struct BubbleMetrics: Sendable, Hashable {
    /// Between the bubble's edge and its content.
    package var padding: Insets
    /// Between two stacked parts.
    package var partSpacing: Double
    /// Between the last line and a time placed after it.
    package var inlineTimeSpacing: Double
    /// Whether the time goes after the last line when it fits there (else always on its own line).
    package var timeAfterLastLine: Bool

    /// Bubble metrics.
    public init(padding: Insets, partSpacing: Double, inlineTimeSpacing: Double, timeAfterLastLine: Bool) {
        self.padding = padding
        self.partSpacing = partSpacing
        self.inlineTimeSpacing = inlineTimeSpacing
        self.timeAfterLastLine = timeAfterLastLine
    }
}

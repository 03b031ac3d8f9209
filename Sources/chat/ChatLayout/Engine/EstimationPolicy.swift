import Foundation

/// How a large transcript is laid out quickly: exact rows for the messages nearest the bottom, estimated ones for the
/// rest, to be replaced by exact measurements later (`measureEstimates`, `replaceEstimates`).
public struct EstimationPolicy: Sendable {
    /// The cheap sizing used for estimates (`ChatBubbles`' `BubbleSizing` over a fixed-advance text sizing, say).
    package var estimator: any RowSizing
    /// How many messages at the bottom of the chat are measured exactly from the start.
    package var exactItemsAtBottom: Int

    /// Creates a policy.
    public init(estimator: any RowSizing, exactItemsAtBottom: Int = 200) {
        self.estimator = estimator
        self.exactItemsAtBottom = max(0, exactItemsAtBottom)
    }
}

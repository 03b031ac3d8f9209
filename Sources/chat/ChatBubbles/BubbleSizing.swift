import ChatLayout
import ChatModel
import Foundation

/// The chat's row sizing: composes every message's bubble from text boxes its text sizing measures (the author's
/// name, the body, the time after the last line when it fits, pictures, quotes, link previews, reactions, keyboards),
/// and sizes the date headers and the unread separator, as `configuration` shapes them.
///
/// ```swift
/// let sizing = BubbleSizing(texts: try TextMeasureSizing.cached(scale: 3))   // ChatTextSizing's measurer, cached
/// let layout = try ChatLayoutEngine(model: model, configuration: ChatLayoutConfiguration(viewportWidth: 390), sizing: sizing)
/// ```
public struct BubbleSizing: RowSizing {
    /// The bubbles' geometry, fonts, words and formats.
    public var configuration: BubbleConfiguration
    /// The sizing that measures every text (``MessageSizing``).
    package var texts: any MessageSizing

    /// A sizing that measures texts with `texts`.
    public init(texts: any MessageSizing, configuration: BubbleConfiguration = BubbleConfiguration()) {
        self.texts = texts
        self.configuration = configuration
    }

    /// The composer of one layout pass; throws when the configuration is not usable or no bubble fits `space`.
    public func sizer(in space: RowSpace, timeZone: TimeZone) throws -> any RowSizer {
        try configuration.validate(in: space)
        return BubbleComposer(configuration: configuration, space: space, sizing: texts, timeZone: timeZone)
    }
}

/// A label's text and the box it was measured into (a date header's, the unread separator's).
package struct MeasuredLabel: Sendable {
    /// The text.
    package var text: String
    /// Its measured box (with what the sizing measured, when it keeps it).
    package var box: TextBox
}

extension ChatLayoutEngine {
    /// The text and measured box of a section's date header, when a ``BubbleSizing`` sized it.
    package func dateHeaderLabel(section: Int) -> MeasuredLabel? {
        dateHeader(section: section)?.content as? MeasuredLabel
    }

    /// The text and measured box of the unread separator, when a ``BubbleSizing`` sized it.
    package var unreadSeparatorLabel: MeasuredLabel? { unreadSeparator.content as? MeasuredLabel }
}

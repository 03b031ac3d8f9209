import Foundation

/// The row that shows older messages loading, above the first section.
struct LoadingIndicatorElement: ContentElementSource {
    let kind = ElementKind.loadingIndicator
    let zIndex = 0

    func frame(in layout: ChatLayoutEngine, visibleRect: CGRect) -> CGRect? { layout.loadingIndicatorFrame }
}

/// The typing indicator's bubble below the last message.
struct TypingIndicatorElement: ContentElementSource {
    let kind = ElementKind.typingIndicator
    let zIndex = 0

    func frame(in layout: ChatLayoutEngine, visibleRect: CGRect) -> CGRect? { layout.typingIndicatorFrame }
}

/// The placeholder of a chat without messages.
struct EmptyStateElement: ContentElementSource {
    let kind = ElementKind.emptyState
    let zIndex = 0

    func frame(in layout: ChatLayoutEngine, visibleRect: CGRect) -> CGRect? { layout.emptyStateFrame }
}

/// The date header pinned at the visible top, while it floats away from its place in the content.
struct PinnedDateHeaderElement: ContentElementSource {
    let kind = ElementKind.pinnedDateHeader
    let zIndex = 10

    func frame(in layout: ChatLayoutEngine, visibleRect: CGRect) -> CGRect? {
        guard !visibleRect.isNull, let pinned = layout.pinnedDateHeader(in: visibleRect), pinned.isFloating else { return nil }
        return pinned.frame
    }
}

import Foundation
import Geometry

extension Direction {
    /// The direction of a locale's language.
    package init(locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// The geometry of the list: the viewport, insets, spacing, grouping, avatars and indicator rows. What rows show and
/// how large they are is the sizing's (``RowSizing``; `ChatBubbles`' `BubbleConfiguration` holds the bubbles' fonts,
/// words and formats).
///
/// Changing `viewportWidth` (or any geometry) needs a new layout; the measurements of unchanged widths come back from
/// the sizing's cache.
public struct ChatLayoutConfiguration: Hashable, Sendable {
    /// The width of the collection (the content width), in points.
    public var viewportWidth: CGFloat
    /// Space around the whole content.
    public var contentInsets = Insets(top: 8, left: 8, bottom: 8, right: 8)
    /// Vertical space between bubbles of one author group.
    public var spacingWithinGroup: CGFloat = 2
    /// Vertical space between groups (and around separators and system messages).
    public var spacingBetweenGroups: CGFloat = 10
    /// The longest pause between two messages of one author that still keeps them in one group.
    public var groupTimeWindow: TimeInterval = 300
    /// The avatar's side.
    public var avatarSize: CGFloat = 32
    /// Space between the avatar column and the bubbles.
    public var avatarSpacing: CGFloat = 8
    /// Whether incoming groups show their author's avatar.
    public var showsIncomingAvatars = true
    /// Whether outgoing groups show the reader's avatar.
    public var showsOutgoingAvatars = false
    /// Whether the first incoming message of a group shows its author's name (`GroupContext.showsAuthorName`).
    public var showsAuthorNames = true
    /// Space above and below a section's date header.
    public var dateHeaderSpacing: CGFloat = 8
    /// The reading direction: right-to-left mirrors every frame.
    public var layoutDirection = Direction.leftToRight
    /// Whether a chat shorter than the viewport sits at the viewport's bottom.
    public var alignsShortChatToBottom = true
    /// Whether every section has a ``ElementKind/sectionBackground`` decoration behind it (from its date header's
    /// top to its footer's bottom, the width inside the content insets).
    public var showsSectionBackgrounds = false
    /// The height of the space below each section's last message, a ``ElementKind/sectionFooter`` element when
    /// above 0.
    public var sectionFooterHeight: CGFloat = 0
    /// The size of the typing indicator's bubble (``ChatLayoutEngine/showsTypingIndicator``).
    public var typingIndicatorSize = CGSize(width: 64, height: 36)
    /// The height of the row that shows older messages loading (``ChatLayoutEngine/showsLoadingIndicator``).
    public var loadingIndicatorHeight: CGFloat = 44
    /// The empty-state placeholder of a transcript without messages.
    public var emptyStateSize = CGSize(width: 250, height: 110)

    /// A configuration for a viewport of this width, with defaults for everything else.
    public init(viewportWidth: CGFloat) { self.viewportWidth = viewportWidth }

    /// The widths rows are sized within (``RowSizing``).
    package var rowSpace: RowSpace {
        let inner = viewportWidth - contentInsets.horizontal
        func region(avatars: Bool) -> CGFloat { inner - (avatars ? avatarSize + avatarSpacing : 0) }
        return RowSpace(viewportWidth: viewportWidth, bandWidth: inner, incomingWidth: region(avatars: showsIncomingAvatars),
                        outgoingWidth: region(avatars: showsOutgoingAvatars), isRightToLeft: layoutDirection == .rightToLeft)
    }

    /// Checks that every length is finite and usable.
    package func validate() throws(ChatLayoutError) {
        func check(_ value: CGFloat, _ name: String, allowsZero: Bool = true) throws(ChatLayoutError) {
            if !value.isFinite || value < 0 || (!allowsZero && value == 0) {
                throw .invalidConfiguration(field: name, value: Double(value))
            }
        }
        try check(viewportWidth, "viewportWidth", allowsZero: false)
        try check(contentInsets.top, "contentInsets.top")
        try check(contentInsets.left, "contentInsets.left")
        try check(contentInsets.bottom, "contentInsets.bottom")
        try check(contentInsets.right, "contentInsets.right")
        for (name, value) in [("spacingWithinGroup", spacingWithinGroup), ("spacingBetweenGroups", spacingBetweenGroups),
                              ("avatarSize", avatarSize), ("avatarSpacing", avatarSpacing),
                              ("dateHeaderSpacing", dateHeaderSpacing), ("sectionFooterHeight", sectionFooterHeight),
                              ("typingIndicatorSize.width", typingIndicatorSize.width),
                              ("typingIndicatorSize.height", typingIndicatorSize.height),
                              ("loadingIndicatorHeight", loadingIndicatorHeight),
                              ("emptyStateSize.width", emptyStateSize.width), ("emptyStateSize.height", emptyStateSize.height)] {
            try check(value, name)
        }
        if !groupTimeWindow.isFinite || groupTimeWindow < 0 {
            throw .invalidConfiguration(field: "groupTimeWindow", value: groupTimeWindow)
        }
        let narrowest = contentInsets.horizontal + (showsIncomingAvatars || showsOutgoingAvatars ? avatarSize + avatarSpacing : 0) + 1
        if viewportWidth < narrowest {
            throw .invalidConfiguration(field: "viewportWidth", value: Double(viewportWidth))
        }
    }
}

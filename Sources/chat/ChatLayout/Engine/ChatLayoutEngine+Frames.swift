import ChatModel
import Foundation

extension ChatLayoutEngine {
    /// Mirrors a left-to-right frame when the layout reads right-to-left.
    func directed(_ rect: CGRect) -> CGRect {
        guard layouter.isRightToLeft else { return rect }
        return CGRect(x: configuration.viewportWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The width inside the content insets, at the left inset: the band of rows, separators and decorations.
    func band(y: CGFloat, height: CGFloat) -> CGRect {
        let c = configuration
        return CGRect(x: c.contentInsets.left, y: y, width: c.viewportWidth - c.contentInsets.horizontal, height: height)
    }

    /// The left edge (LTR) of a bubble of this size and side.
    func bubbleX(width: CGFloat, isOutgoing: Bool, isSystem: Bool) -> CGFloat {
        let c = configuration
        let left = c.contentInsets.left
        let right = c.viewportWidth - c.contentInsets.right
        if isSystem { return left + ((right - left) - width) / 2 }
        if isOutgoing { return right - (c.showsOutgoingAvatars ? c.avatarSize + c.avatarSpacing : 0) - width }
        return left + (c.showsIncomingAvatars ? c.avatarSize + c.avatarSpacing : 0)
    }

    /// The bubble frame (unmirrored) of a placed message.
    func bubbleFrame(_ placement: ItemPlacement) -> CGRect {
        let item = placement.item
        let x = bubbleX(width: item.bubble.size.width, isOutgoing: item.context.isOutgoing,
                        isSystem: item.bubble.isSystem || item.bubble.isCentred)
        // A centred tree keeps whole points (its own frames are on the pixel grid).
        return CGRect(x: item.bubble.isCentred ? x.rounded(.down) : x,
                      y: placement.top + item.spacing + item.bubbleOffset,
                      width: item.bubble.size.width, height: item.bubble.size.height)
    }

    /// The frames of the message at `path`, nil when there is none.
    public func frames(at path: ItemPath) -> MessageFrames? {
        placement(of: path).map(frames(of:))
    }

    /// The row of a placed message (``MessageFrames/frame``), without building its parts.
    func rowFrame(of placement: ItemPlacement) -> CGRect {
        directed(band(y: bubbleFrame(placement).minY, height: placement.item.bubble.totalHeight))
    }

    /// The row of the message at `path` (``MessageFrames/frame``), nil when there is none.
    func rowFrame(at path: ItemPath) -> CGRect? {
        placement(of: path).map(rowFrame(of:))
    }

    /// The frames of a placed message.
    func frames(of placement: ItemPlacement) -> MessageFrames {
        let item = placement.item
        let bubble = bubbleFrame(placement)
        var frames = MessageFrames(
            id: item.message.id, path: placement.path, frame: directed(band(y: bubble.minY, height: item.bubble.totalHeight)),
            bubble: directed(bubble), hasTail: item.context.isLastInGroup && !item.bubble.isSystem && item.bubble.hasBubble,
            isOutgoing: item.context.isOutgoing, isSystem: item.bubble.isSystem, isEstimated: item.isEstimated)
        frames.hasBubble = item.bubble.hasBubble
        frames.timeOverPicture = item.bubble.timeOverPicture
        frames.parts = item.bubble.parts.map {
            PlacedPart($0.part, directed($0.frame.offsetBy(dx: bubble.minX, dy: bubble.minY)))
        }
        return frames
    }

    /// The frames of the message with this id, nil when there is none: O(log n).
    public func frames(ofMessage id: MessageID) -> MessageFrames? {
        path(of: id).flatMap { frames(at: $0) }
    }

    /// The frames of every message, in path order: what the tests compare whole layouts by.
    package var allFrames: [MessageFrames] {
        (0..<numberOfSections).flatMap { s in
            (0..<numberOfItems(inSection: s)).compactMap { frames(at: ItemPath(section: s, item: $0)) }
        }
    }

    /// The frame of a section's date header pill.
    package func dateHeaderFrame(section: Int) -> CGRect? {
        frame(of: .section(.dateHeader, section), visibleRect: .null)
    }

    /// The date header's pill in a placed header row.
    func dateHeaderFrame(_ placement: SectionPlacement) -> CGRect {
        let pill = placement.header.pill
        let c = configuration
        let x = c.contentInsets.left + (c.viewportWidth - c.contentInsets.horizontal - pill.width) / 2
        return directed(CGRect(x: x, y: placement.top + c.dateHeaderSpacing, width: pill.width, height: pill.height))
    }

    /// A section's date header pill as the sizing sized it (with what it keeps to draw it), nil when there is no
    /// such section.
    package func dateHeader(section: Int) -> SizedLabel? {
        headerRow(section).flatMap { rows[$0].header?.label }
    }

    /// The unread separator's label as the sizing sized it (with what it keeps to draw it).
    package var unreadSeparator: SizedLabel { layouter.separator }

    /// The message at `path` as the engine sized it: its row (message, quote, author's name, group context), its
    /// sized bubble, and whether that is still an estimate; nil when there is none.
    package func sizedMessage(at path: ItemPath) -> SizedRow? {
        guard let row = row(of: path), let item = rows[row].item else { return nil }
        return SizedRow(row: item.row, sized: item.bubble, isEstimated: item.isEstimated)
    }

    /// The unread separator's frame, if the message at `path` has one.
    package func unreadSeparatorFrame(at path: ItemPath) -> CGRect? {
        frame(of: ElementID(kind: .unreadSeparator, path: path), visibleRect: .null)
    }

    /// The frame from a section's top (its header row) to its bottom (its footer row's), nil when there is no such
    /// section.
    func sectionFrame(_ placement: SectionPlacement) -> CGRect {
        let bottom = top(ofRow: footerRow(placement.section) + 1)
        return band(y: placement.top, height: bottom - placement.top)
    }

    /// The avatar of the group of the message at `placement`: its group's last message's path, and its frame
    /// floating within the group's part of `visibleRect` (beside the last bubble, rising with the visible bottom
    /// while the last bubble is below it, never above the group's first bubble). Nil when the group shows none.
    func avatar(of placement: ItemPlacement, visibleRect: CGRect) -> (path: ItemPath, frame: CGRect)? {
        guard showsAvatar(placement.item) else { return nil }
        let c = configuration
        // The group runs from the last group start at or above this row to the row before the next group start,
        // less the footer and header rows between sections.
        let rank = rows.prefix(placement.row + 1).groupStarts
        let firstRow = rows.index(ofNth: rank - 1, counting: .groupStarts) ?? placement.row
        var lastRow = (rows.index(ofNth: rank, counting: .groupStarts) ?? rows.count) - 1
        while lastRow > placement.row && rows[lastRow].item == nil { lastRow -= 1 }
        let header = placement.row - placement.path.item - 1
        func placed(_ row: Int) -> ItemPlacement? {
            if row == placement.row { return placement }
            guard let item = rows[row].item else { return nil }
            return ItemPlacement(path: ItemPath(section: placement.path.section, item: row - header - 1), row: row,
                                 top: top(ofRow: row), item: item)
        }
        guard let first = placed(firstRow), let last = placed(lastRow) else { return nil }
        let firstBubble = bubbleFrame(first)
        let lastBubble = bubbleFrame(last)
        let natural = lastBubble.maxY - c.avatarSize
        let y = max(min(natural, visibleRect.maxY - c.avatarSize), min(firstBubble.minY, natural))
        let x = placement.item.context.isOutgoing ? c.viewportWidth - c.contentInsets.right - c.avatarSize : c.contentInsets.left
        return (last.path, directed(CGRect(x: x, y: y, width: c.avatarSize, height: c.avatarSize)))
    }

    func showsAvatar(_ item: ItemState) -> Bool {
        guard !item.bubble.isSystem, !item.bubble.isCentred else { return false }
        return item.context.isOutgoing ? configuration.showsOutgoingAvatars : configuration.showsIncomingAvatars
    }

    /// The avatar of the group whose last message is at `group`, floating within `visibleRect`; nil when the group
    /// shows none or `group` is not a group's last message.
    package func avatarFrame(group: ItemPath, visibleRect: CGRect) -> CGRect? {
        frame(of: ElementID(kind: .avatar, path: group), visibleRect: visibleRect)
    }

    /// The date header to pin for a visible rect: the section at the visible top (below `topInset`), its pill
    /// held `topInset` below the visible top unless the next section's header pushes it up.
    public func pinnedDateHeader(in visibleRect: CGRect, topInset: CGFloat = 0) -> PinnedHeader? {
        guard rows.count > 0 else { return nil }
        let pinY = visibleRect.minY + topInset
        let s = section(ofRow: rows.index(atHeight: pinY - rowsTop))
        guard let natural = placement(ofSection: s).map(dateHeaderFrame) else { return nil }
        var y = max(natural.minY, pinY + configuration.dateHeaderSpacing)
        if let next = placement(ofSection: s + 1).map(dateHeaderFrame) {
            y = min(y, next.minY - configuration.dateHeaderSpacing - natural.height)
        }
        y = max(y, natural.minY)
        let frame = CGRect(x: natural.minX, y: y, width: natural.width, height: natural.height)
        return PinnedHeader(section: s, frame: frame, isFloating: frame != natural)
    }

    /// The typing indicator's bubble below the last message, nil when hidden.
    var typingIndicatorFrame: CGRect? {
        guard showsTypingIndicator else { return nil }
        let size = configuration.typingIndicatorSize
        let y = rowsTop + rows.summary.height + typingRowHeight - size.height
        return directed(CGRect(x: bubbleX(width: size.width, isOutgoing: false, isSystem: false), y: y,
                               width: size.width, height: size.height))
    }

    /// The empty-state placeholder of a layout without messages, centred in the viewport; nil when there are messages.
    var emptyStateFrame: CGRect? {
        guard rows.count == 0 else { return nil }
        let size = configuration.emptyStateSize
        let c = configuration
        let height = max(viewportHeight, naturalContentHeight)
        let x = ((c.viewportWidth - size.width) / 2).rounded(.down)
        let y = max(c.contentInsets.top + loadingRowHeight, ((height - size.height) / 2).rounded(.down))
        return directed(CGRect(x: x, y: y, width: size.width, height: size.height))
    }

    /// The loading row above the first section, nil when hidden.
    var loadingIndicatorFrame: CGRect? {
        guard showsLoadingIndicator else { return nil }
        // Above the first message; a chat without messages has it at the top, above its empty state.
        let padding = rows.count == 0 ? 0 : shortChatPadding
        return band(y: configuration.contentInsets.top + padding, height: configuration.loadingIndicatorHeight)
    }
}

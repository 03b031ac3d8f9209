import ChatModel
import Foundation

extension ChatLayoutEngine {
    /// Mirrors a left-to-right frame when the layout reads right-to-left.
    func directed(_ rect: CGRect) -> CGRect {
        guard layouter.isRightToLeft else { return rect }
        return CGRect(x: configuration.viewportWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The left edge (LTR) of a bubble.
    func bubbleX(_ item: ItemState) -> CGFloat {
        let c = configuration
        let left = c.contentInsets.left
        let right = c.viewportWidth - c.contentInsets.right
        if item.bubble.isSystem { return left + ((right - left) - item.bubble.size.width) / 2 }
        if item.context.isOutgoing {
            return right - (c.showsOutgoingAvatars ? c.avatarSize + c.avatarSpacing : 0) - item.bubble.size.width
        }
        return left + (c.showsIncomingAvatars ? c.avatarSize + c.avatarSpacing : 0)
    }

    /// Content-coordinate y of an item's top.
    func itemTop(_ path: ItemPath) -> CGFloat { sectionTop(path.section) + sections[path.section].items[path.item].y }

    /// The bubble frame (unmirrored) of the item at `path`.
    func bubbleFrame(_ path: ItemPath) -> CGRect {
        let item = sections[path.section].items[path.item]
        return CGRect(x: bubbleX(item), y: itemTop(path) + item.bubbleOffset,
                      width: item.bubble.size.width, height: item.bubble.size.height)
    }

    /// The frames of the message at `path`, nil when there is none.
    public func frames(at path: ItemPath) -> MessageFrames? {
        guard contains(path) else { return nil }
        let item = sections[path.section].items[path.item]
        let bubble = bubbleFrame(path)
        func place(_ rect: CGRect?) -> CGRect? {
            rect.map { directed($0.offsetBy(dx: bubble.minX, dy: bubble.minY)) }
        }
        let c = configuration
        let row = CGRect(x: c.contentInsets.left, y: bubble.minY,
                         width: c.viewportWidth - c.contentInsets.horizontal, height: bubble.height)
        return MessageFrames(
            id: item.message.id, path: path, frame: directed(row), bubble: directed(bubble), text: place(item.bubble.text),
            authorName: place(item.bubble.authorName), replyQuote: place(item.bubble.quote),
            attachment: place(item.bubble.attachment), icon: place(item.bubble.icon), button: place(item.bubble.button),
            time: place(item.bubble.time), hasTail: item.context.isLastInGroup && !item.bubble.isSystem,
            isOutgoing: item.context.isOutgoing, isSystem: item.bubble.isSystem, isEstimated: item.isEstimated)
    }

    /// The frames of the message with this id, nil when there is none (O(n) unless it is visible; see `path(of:)`).
    public func frames(ofMessage id: MessageID) -> MessageFrames? {
        path(of: id).flatMap { frames(at: $0) }
    }

    /// The path of the message with this id: O(log n + k) when it is in `near` (e.g. the visible rect), else O(n).
    public func path(of id: MessageID, near rect: CGRect? = nil) -> ItemPath? {
        if let rect {
            for path in itemPaths(in: rect) where sections[path.section].items[path.item].message.id == id {
                return path
            }
        }
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.message.id == id }) { return ItemPath(section: s, item: i) }
        }
        return nil
    }

    /// The frame of a section's date header pill.
    public func dateHeaderFrame(section: Int) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        let pill = sections[section].headerPill
        let c = configuration
        let x = c.contentInsets.left + (c.viewportWidth - c.contentInsets.horizontal - pill.width) / 2
        return directed(CGRect(x: x, y: sectionTop(section) + c.dateHeaderSpacing, width: pill.width, height: pill.height))
    }

    /// The date header's text of a section.
    public func dateHeaderText(section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerText : nil
    }

    /// The unread separator's frame, if the message at `path` has one.
    public func unreadSeparatorFrame(at path: ItemPath) -> CGRect? {
        guard contains(path), sections[path.section].items[path.item].context.hasSeparator else { return nil }
        let c = configuration
        return directed(CGRect(x: c.contentInsets.left, y: itemTop(path), width: c.viewportWidth - c.contentInsets.horizontal,
                               height: layouter.separatorHeight))
    }

    /// The paths of the messages whose item (separator and bubble) intersects `rect`, in order: O(log n + k).
    public func itemPaths(in rect: CGRect) -> [ItemPath] {
        var paths: [ItemPath] = []
        guard !sections.isEmpty, rect.height >= 0, !rect.isNull else { return paths }
        let base = configuration.contentInsets.top + shortChatPadding
        var s = offsets.index(containing: max(0, rect.minY - base))
        while s < sections.count {
            let top = sectionTop(s)
            if top > rect.maxY { break }
            let items = sections[s].items
            // First item whose bottom reaches the rect.
            var low = 0
            var high = items.count
            while low < high {
                let mid = (low + high) / 2
                if top + items[mid].y + items[mid].height < rect.minY { low = mid + 1 } else { high = mid }
            }
            var i = low
            while i < items.count && top + items[i].y <= rect.maxY {
                paths.append(ItemPath(section: s, item: i))
                i += 1
            }
            s += 1
        }
        return paths
    }

    /// Every element intersecting `rect`: date headers, separators, messages and avatars, in vertical order.
    ///
    /// Avatars float within the visible part of their group: pass the visible rect as `visibleRect` when `rect`
    /// is larger (it defaults to `rect`). O(log n + k).
    public func elements(in rect: CGRect, visibleRect: CGRect? = nil) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        guard !sections.isEmpty, !rect.isNull else { return elements }
        let visible = visibleRect ?? rect
        let base = configuration.contentInsets.top + shortChatPadding
        var s = offsets.index(containing: max(0, rect.minY - base))
        var lastSection = -1
        var avatarGroups = Set<ItemPath>()
        for path in itemPaths(in: rect) {
            if path.section != lastSection {
                lastSection = path.section
                for section in min(s, path.section)...path.section {
                    if let header = dateHeaderFrame(section: section), header.intersects(rect) {
                        elements.append(LayoutElement(kind: .dateHeader(section: section), frame: header))
                    }
                }
                s = path.section + 1
            }
            if let separator = unreadSeparatorFrame(at: path), separator.intersects(rect) {
                elements.append(LayoutElement(kind: .unreadSeparator(path), frame: separator))
            }
            if let frames = frames(at: path), frames.frame.intersects(rect) {
                elements.append(LayoutElement(kind: .message(path), frame: frames.frame))
            }
            let item = sections[path.section].items[path.item]
            let last = ItemPath(section: path.section, item: item.groupEnd)
            if showsAvatar(item), !avatarGroups.contains(last), let avatar = avatarFrame(group: last, visibleRect: visible),
               avatar.intersects(rect) {
                avatarGroups.insert(last)
                elements.append(LayoutElement(kind: .avatar(last), frame: avatar))
            }
        }
        // Headers of sections below the last item found (empty space or a header-only region).
        while s < sections.count, sectionTop(s) <= rect.maxY {
            if let header = dateHeaderFrame(section: s), header.intersects(rect) {
                elements.append(LayoutElement(kind: .dateHeader(section: s), frame: header))
            }
            s += 1
        }
        return elements
    }

    func showsAvatar(_ item: ItemState) -> Bool {
        guard !item.bubble.isSystem else { return false }
        return item.context.isOutgoing ? configuration.showsOutgoingAvatars : configuration.showsIncomingAvatars
    }

    /// The avatar of the group whose last message is at `group`, floating within the group's part of
    /// `visibleRect`: it sits beside the last bubble, rises with the visible bottom while the group's last bubble
    /// is below it, and never rises above the group's first bubble.
    public func avatarFrame(group: ItemPath, visibleRect: CGRect) -> CGRect? {
        guard contains(group) else { return nil }
        let item = sections[group.section].items[group.item]
        guard showsAvatar(item), item.groupEnd == group.item else { return nil }
        let c = configuration
        let first = bubbleFrame(ItemPath(section: group.section, item: item.groupStart))
        let last = bubbleFrame(group)
        let natural = last.maxY - c.avatarSize
        let y = max(min(natural, visibleRect.maxY - c.avatarSize), min(first.minY, natural))
        let x = item.context.isOutgoing ? c.viewportWidth - c.contentInsets.right - c.avatarSize : c.contentInsets.left
        return directed(CGRect(x: x, y: y, width: c.avatarSize, height: c.avatarSize))
    }

    /// The date header to pin for a visible rect: the section at the visible top (below `topInset`), its pill
    /// held `topInset` below the visible top unless the next section's header pushes it up.
    public func pinnedDateHeader(in visibleRect: CGRect, topInset: CGFloat = 0) -> PinnedHeader? {
        guard !sections.isEmpty else { return nil }
        let base = configuration.contentInsets.top + shortChatPadding
        let pinY = visibleRect.minY + topInset
        let s = offsets.index(containing: max(0, pinY - base))
        guard let natural = dateHeaderFrame(section: s) else { return nil }
        var y = max(natural.minY, pinY + configuration.dateHeaderSpacing)
        if let next = dateHeaderFrame(section: s + 1) {
            y = min(y, next.minY - configuration.dateHeaderSpacing - natural.height)
        }
        y = max(y, natural.minY)
        let frame = CGRect(x: natural.minX, y: y, width: natural.width, height: natural.height)
        return PinnedHeader(section: s, frame: frame, isFloating: frame != natural)
    }
}

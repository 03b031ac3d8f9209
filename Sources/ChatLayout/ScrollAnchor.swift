import ChatModel
import Foundation

/// A vertical edge of the viewport and of an item.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

/// What must stay where the reader saw it across an update.
public enum ScrollAnchor: Hashable, Sendable {
    /// The content's top stays at the viewport's top.
    case top
    /// The content's bottom stays at the viewport's bottom ("at the bottom stays at the bottom").
    case bottom
    /// The message's `edge` stays `distance` from the viewport's same edge (top: item top − viewport top;
    /// bottom: viewport bottom − item bottom).
    case item(MessageID, edge: VerticalEdge, distance: CGFloat)
}

/// Where scrolling to a message puts it.
public enum ScrollPosition: Hashable, Sendable {
    /// Its top at the viewport's top (plus the offset).
    case top
    /// Its centre at the viewport's centre (moved down by the offset).
    case center
    /// Its bottom at the viewport's bottom (minus the offset).
    case bottom
}

extension ChatLayoutEngine {
    /// The largest valid content offset: the content's bottom at the viewport's bottom.
    public var maximumContentOffset: CGFloat { max(0, contentSize.height - viewportHeight) }

    /// The viewport's rect at a content offset.
    public func visibleRect(contentOffset: CGFloat) -> CGRect {
        CGRect(x: 0, y: contentOffset, width: configuration.viewportWidth, height: viewportHeight)
    }

    /// The anchor a chat keeps for a content offset: the bottom when the reader is at the bottom (within
    /// `bottomTolerance`), else the top of the first message whose top is visible (else the topmost visible one).
    public func anchor(contentOffset: CGFloat, bottomTolerance: CGFloat = 1) -> ScrollAnchor {
        if contentOffset >= maximumContentOffset - bottomTolerance { return .bottom }
        let visible = visibleRect(contentOffset: contentOffset)
        let paths = itemPaths(in: visible)
        let framesInView = paths.compactMap { frames(at: $0) }
        guard let chosen = framesInView.first(where: { $0.frame.minY >= visible.minY }) ?? framesInView.first else {
            return .top
        }
        return .item(chosen.id, edge: .top, distance: chosen.frame.minY - contentOffset)
    }

    /// The content offset that puts `anchor` where it asks; nil when its message is not in the layout.
    /// Item anchors are exact (not clamped to the scrollable range); `near` speeds up finding the message.
    public func contentOffset(for anchor: ScrollAnchor, near rect: CGRect? = nil) -> CGFloat? {
        switch anchor {
        case .top: return 0
        case .bottom: return maximumContentOffset
        case .item(let id, let edge, let distance):
            guard let frame = path(of: id, near: rect).flatMap({ frames(at: $0)?.frame }) else { return nil }
            return contentOffset(placing: frame, edge: edge, distance: distance)
        }
    }

    func contentOffset(placing frame: CGRect, edge: VerticalEdge, distance: CGFloat) -> CGFloat {
        switch edge {
        case .top: frame.minY - distance
        case .bottom: frame.maxY + distance - viewportHeight
        }
    }

    /// The content offset (clamped to the scrollable range) that shows a message at `position`, `offset` away.
    public func contentOffset(scrollingTo id: MessageID, position: ScrollPosition, offset: CGFloat = 0) throws -> CGFloat {
        guard offset.isFinite else { throw ChatLayoutError.invalidArgument(name: "offset", value: Double(offset)) }
        guard let frame = frames(ofMessage: id)?.frame else { throw ChatLayoutError.unknownMessage(id) }
        let target: CGFloat = switch position {
        case .top: frame.minY - offset
        case .center: frame.midY - viewportHeight / 2 + offset
        case .bottom: frame.maxY + offset - viewportHeight
        }
        return min(max(0, target), maximumContentOffset)
    }
}

extension LayoutTransition {
    /// The content offset after the update that keeps what the reader saw at `contentOffset` in place.
    ///
    /// The anchor defaults to `before.anchor(contentOffset:)`: the bottom when the reader was at the bottom, else
    /// the first visible message. When an anchored message was deleted, the offset stays (clamped).
    public func contentOffset(from contentOffset: CGFloat, anchor: ScrollAnchor? = nil) -> CGFloat {
        let anchor = anchor ?? before.anchor(contentOffset: contentOffset)
        switch anchor {
        case .top, .bottom:
            return after.contentOffset(for: anchor) ?? contentOffset
        case .item(let id, let edge, let distance):
            let visible = before.visibleRect(contentOffset: contentOffset)
            if let old = before.path(of: id, near: visible), let new = newPath(forOld: old),
               let frame = after.frames(at: new)?.frame {
                return after.contentOffset(placing: frame, edge: edge, distance: distance)
            }
            return min(max(0, contentOffset), after.maximumContentOffset)
        }
    }
}

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
    package func visibleRect(contentOffset: CGFloat) -> CGRect {
        CGRect(x: 0, y: contentOffset, width: configuration.viewportWidth, height: viewportHeight)
    }

    /// The anchor a chat keeps for a content offset: the bottom when the reader is at the bottom (within
    /// `bottomTolerance`), else the top of the first message whose top is visible (else the topmost visible one).
    package func anchor(contentOffset: CGFloat, bottomTolerance: CGFloat = 1) -> ScrollAnchor {
        if contentOffset >= maximumContentOffset - bottomTolerance { return .bottom }
        let visible = visibleRect(contentOffset: contentOffset)
        let paths = itemPaths(in: visible)
        let rowsInView = paths.compactMap { placement(of: $0).map { (id: $0.item.message.id, frame: rowFrame(of: $0)) } }
        guard let chosen = rowsInView.first(where: { $0.frame.minY >= visible.minY }) ?? rowsInView.first else {
            return .top
        }
        return .item(chosen.id, edge: .top, distance: chosen.frame.minY - contentOffset)
    }

    /// The content offset that puts `anchor` where it asks, within the scrollable range; nil when its message is not
    /// in the layout.
    package func contentOffset(for anchor: ScrollAnchor) -> CGFloat? {
        switch anchor {
        case .top: return 0
        case .bottom: return maximumContentOffset
        case .item(let id, let edge, let distance):
            guard let frame = path(of: id).flatMap(rowFrame(at:)) else { return nil }
            return clamped(contentOffset(placing: frame, edge: edge, distance: distance))
        }
    }

    /// `offset` within the scrollable range, 0 to ``maximumContentOffset`` (0 for a NaN).
    func clamped(_ offset: CGFloat) -> CGFloat {
        offset.isNaN ? 0 : min(max(0, offset), maximumContentOffset)
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
        guard let frame = path(of: id).flatMap(rowFrame(at:)) else { throw ChatLayoutError.unknownMessage(id) }
        let target: CGFloat = switch position {
        case .top: frame.minY - offset
        case .center: frame.midY - viewportHeight / 2 + offset
        case .bottom: frame.maxY + offset - viewportHeight
        }
        return min(max(0, target), maximumContentOffset)
    }
}

extension LayoutTransition {
    /// The content offset after the change that keeps what the reader saw at `contentOffset` in place, always within
    /// the new content's scrollable range.
    ///
    /// The anchor defaults to `before.anchor(contentOffset:)`: the bottom when the reader was at the bottom, else the
    /// first visible message. When the anchored message is gone, the nearest message on screen that stayed keeps its
    /// screen position instead; when none did, the reader goes to the bottom.
    public func contentOffset(from contentOffset: CGFloat, anchor: ScrollAnchor? = nil) -> CGFloat {
        let anchor = anchor ?? before.anchor(contentOffset: contentOffset)
        switch anchor {
        case .top:
            return 0
        case .bottom:
            return after.maximumContentOffset
        case .item(let id, let edge, let distance):
            guard let old = before.path(of: id) else { return after.maximumContentOffset }
            if let new = plan.newPath(forOld: old), let frame = after.rowFrame(at: new) {
                return after.clamped(after.contentOffset(placing: frame, edge: edge, distance: distance))
            }
            // The nearest visible survivor in reading order (below the anchor first on a tie).
            let visible = before.itemPaths(in: before.visibleRect(contentOffset: contentOffset))
            let anchorIndex = visible.firstIndex { $0 >= old } ?? visible.count
            let nearest = visible.indices.sorted { a, b in
                (abs(a - anchorIndex), a < anchorIndex ? 1 : 0) < (abs(b - anchorIndex), b < anchorIndex ? 1 : 0)
            }
            for path in nearest.map({ visible[$0] }) {
                guard let new = plan.newPath(forOld: path), let was = before.rowFrame(at: path),
                      let frame = after.rowFrame(at: new) else { continue }
                return after.clamped(frame.minY - (was.minY - contentOffset))
            }
            return after.maximumContentOffset
        }
    }
}

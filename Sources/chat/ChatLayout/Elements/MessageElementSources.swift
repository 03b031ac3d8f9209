import ChatModel
import Foundation

/// The "New messages" separator above a message.
struct UnreadSeparatorElements: ItemElementSource {
    let kind = ElementKind.unreadSeparator
    let zIndex = 0

    func element(of placement: ItemPlacement, in layout: ChatLayoutEngine, visibleRect: CGRect) -> (path: ItemPath, frame: CGRect)? {
        guard placement.item.context.hasSeparator else { return nil }
        let frame = layout.band(y: placement.top + placement.item.spacing, height: layout.layouter.separatorHeight)
        return (placement.path, layout.directed(frame))
    }
}

/// A message's row: its bubble's height, the width inside the content insets.
struct MessageElements: ItemElementSource {
    let kind = ElementKind.message
    let zIndex = 0

    func element(of placement: ItemPlacement, in layout: ChatLayoutEngine, visibleRect: CGRect) -> (path: ItemPath, frame: CGRect)? {
        let bubble = layout.bubbleFrame(placement)
        return (placement.path, layout.directed(layout.band(y: bubble.minY, height: placement.item.bubble.totalHeight)))
    }
}

/// The avatar of an author group, identified by the group's last message.
struct AvatarElements: ItemElementSource {
    let kind = ElementKind.avatar
    let zIndex = 1

    func element(of placement: ItemPlacement, in layout: ChatLayoutEngine, visibleRect: CGRect) -> (path: ItemPath, frame: CGRect)? {
        layout.avatar(of: placement, visibleRect: visibleRect)
    }
}

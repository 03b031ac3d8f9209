import ChatModel
import Foundation

/// What an element belongs to, which is what identifies it across an update.
enum ElementScope: Sendable {
    /// A message: its path follows the message (moved, kept, inserted, deleted, reloaded, reconfigured).
    case item
    /// A section: its path follows the section.
    case section
    /// The whole content: there is one.
    case content
}

/// A message's row as the layout found it: its path, its top in content coordinates and its state.
struct ItemPlacement {
    let path: ItemPath
    let row: Int
    let top: CGFloat
    let item: ItemState
}

/// A section's header row as the layout found it.
struct SectionPlacement {
    let section: Int
    let row: Int
    let top: CGFloat
    let header: SectionHeader
}

/// Where the elements of one kind are: each kind of element is one small type, listed once in ``ElementCatalog``;
/// `elements(in:)`, frames by id, transitions and the layout export all go through the catalog, so a new kind is a
/// new source and one line there.
protocol ElementSource: Sendable {
    /// The kind of the elements.
    var kind: ElementKind { get }
    /// Their stacking order.
    var zIndex: Int { get }
}

/// Elements of single messages (the message's row, its separator, its group's avatar).
protocol ItemElementSource: ElementSource {
    /// The element that the message at `placement` contributes (its path, and its frame for `visibleRect`), nil
    /// when it has none.
    func element(of placement: ItemPlacement, in layout: ChatLayoutEngine, visibleRect: CGRect) -> (path: ItemPath, frame: CGRect)?
}

/// Elements of sections (date header, background, footer).
protocol SectionElementSource: ElementSource {
    /// The frame of the section's element, nil when it has none.
    func frame(of placement: SectionPlacement, in layout: ChatLayoutEngine) -> CGRect?
}

/// Elements of the whole content (indicators, the pinned date header).
protocol ContentElementSource: ElementSource {
    /// The element's frame for `visibleRect`, nil when there is none.
    func frame(in layout: ChatLayoutEngine, visibleRect: CGRect) -> CGRect?
}

/// Every kind of element the layout has, in drawing order within each scope (back to front).
enum ElementCatalog {
    static let items: [any ItemElementSource] = [UnreadSeparatorElements(), MessageElements(), AvatarElements()]
    static let sections: [any SectionElementSource] = [SectionBackgroundElements(), DateHeaderElements(),
                                                       SectionFooterElements()]
    static let content: [any ContentElementSource] = [LoadingIndicatorElement(), EmptyStateElement(), TypingIndicatorElement(),
                                                      PinnedDateHeaderElement()]

    /// The scope and stacking order of each kind.
    static let kinds: [ElementKind: (scope: ElementScope, zIndex: Int)] = {
        var kinds: [ElementKind: (scope: ElementScope, zIndex: Int)] = [:]
        for source in items { kinds[source.kind] = (.item, source.zIndex) }
        for source in sections { kinds[source.kind] = (.section, source.zIndex) }
        for source in content { kinds[source.kind] = (.content, source.zIndex) }
        return kinds
    }()
}

extension ChatLayoutEngine {
    /// The placement of the message at `path`, nil when there is none.
    func placement(of path: ItemPath) -> ItemPlacement? {
        guard let row = row(of: path), let item = rows[row].item else { return nil }
        return ItemPlacement(path: path, row: row, top: top(ofRow: row), item: item)
    }

    /// The placement of a section's header, nil when there is no such section.
    func placement(ofSection section: Int) -> SectionPlacement? {
        guard let row = headerRow(section), let header = rows[row].header else { return nil }
        return SectionPlacement(section: section, row: row, top: top(ofRow: row), header: header)
    }

    /// The frame of an element, nil when the layout has no such element. Avatars and the pinned date header float
    /// within `visibleRect`.
    public func frame(of element: ElementID, visibleRect: CGRect) -> CGRect? {
        switch ElementCatalog.kinds[element.kind]?.scope {
        case .item:
            // An element of a message is the one the message reports under its own path (an avatar: at the group's end).
            guard let placement = placement(of: element.path),
                  let found = ElementCatalog.items.first(where: { $0.kind == element.kind })?
                      .element(of: placement, in: self, visibleRect: visibleRect),
                  found.path == element.path else { return nil }
            return found.frame
        case .section:
            guard element.path.item == 0, let placement = placement(ofSection: element.path.section) else { return nil }
            return ElementCatalog.sections.first { $0.kind == element.kind }?.frame(of: placement, in: self)
        case .content:
            guard element.path == ItemPath(section: 0, item: 0) else { return nil }
            return ElementCatalog.content.first { $0.kind == element.kind }?.frame(in: self, visibleRect: visibleRect)
        case nil:
            return nil
        }
    }
}

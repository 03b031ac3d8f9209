import ChatModel
import Foundation

extension ChatLayoutEngine {
    /// Calls `body` with every row whose span (its top to the next row's) reaches `rect`, from the top: O(log n + k).
    private func forEachRow(in rect: CGRect, _ body: (Int, Row, CGFloat) -> Void) {
        guard rows.count > 0, !rect.isNull, rect.height >= 0 else { return }
        let base = rowsTop
        // One row back: a row that ends exactly at the rect's top may still touch it.
        let start = max(0, rows.index(atHeight: rect.minY - base) - 1)
        rows.forEach(from: start) { index, row, top in
            guard base + top <= rect.maxY else { return false }
            body(index, row, base + top)
            return true
        }
    }

    /// The paths of the messages whose item (separator and bubble) intersects `rect`, in order: O(log n + k).
    package func itemPaths(in rect: CGRect) -> [ItemPath] {
        var paths: [ItemPath] = []
        var section = -1
        var header = 0
        forEachRow(in: rect) { index, row, top in
            switch row.content {
            case .header:
                section = section < 0 ? self.section(ofRow: index) : section + 1
                header = index
            case .item(let item):
                if section < 0 {
                    section = self.section(ofRow: index)
                    header = headerRow(section) ?? 0
                }
                let itemTop = top + item.spacing
                if itemTop <= rect.maxY && itemTop + item.height >= rect.minY {
                    paths.append(ItemPath(section: section, item: index - header - 1))
                }
            case .footer:
                break
            }
        }
        return paths
    }

    /// Every element intersecting `rect`, each once: section backgrounds, date headers, separators, messages,
    /// avatars and section footers in vertical order, then the loading and typing indicators and the pinned date
    /// header. O(log n + k).
    ///
    /// Avatars and the pinned date header float within the visible rect: pass it as `visibleRect` when `rect` is
    /// larger (it defaults to `rect`).
    public func elements(in rect: CGRect, visibleRect: CGRect? = nil) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        guard !rect.isNull else { return elements }
        let visible = visibleRect ?? rect
        func add(_ id: ElementID, _ frame: CGRect?, _ zIndex: Int) {
            if let frame, frame.intersects(rect) { elements.append(LayoutElement(id: id, frame: frame, zIndex: zIndex)) }
        }
        var section = -1
        var header = 0
        // Every message of a group reports the group's avatar: ask the first one in the rect only.
        var groupAsked = false
        func addSection(_ placement: SectionPlacement) {
            for source in ElementCatalog.sections {
                add(.section(source.kind, placement.section), source.frame(of: placement, in: self), source.zIndex)
            }
        }
        forEachRow(in: rect) { index, row, top in
            switch row.content {
            case .header(let sectionHeader):
                section = section < 0 ? self.section(ofRow: index) : section + 1
                header = index
                addSection(SectionPlacement(section: section, row: index, top: top, header: sectionHeader))
            case .item(let item):
                if section < 0 {
                    // The rect starts inside a section: its elements (background, footer) may reach the rect too.
                    section = self.section(ofRow: index)
                    header = headerRow(section) ?? 0
                    if let placement = placement(ofSection: section) { addSection(placement) }
                }
                let placement = ItemPlacement(path: ItemPath(section: section, item: index - header - 1), row: index,
                                              top: top, item: item)
                if item.context.isFirstInGroup { groupAsked = false }
                for source in ElementCatalog.items {
                    if source.kind == .avatar {
                        if groupAsked { continue }
                        groupAsked = true
                    }
                    guard let element = source.element(of: placement, in: self, visibleRect: visible) else { continue }
                    add(ElementID(kind: source.kind, path: element.path), element.frame, source.zIndex)
                }
            case .footer:
                if section < 0, let placement = placement(ofSection: self.section(ofRow: index)) {
                    section = placement.section
                    addSection(placement)
                }
            }
        }
        for source in ElementCatalog.content {
            add(.content(source.kind), source.frame(in: self, visibleRect: visible), source.zIndex)
        }
        return elements
    }
}

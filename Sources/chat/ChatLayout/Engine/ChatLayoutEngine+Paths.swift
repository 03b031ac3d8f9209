import ChatModel

/// Paths, rows and ids: every conversion is O(log n) (a descent of the row tree, or of the id map).
extension ChatLayoutEngine {
    /// The row of a section's header, nil when there is no such section.
    func headerRow(_ section: Int) -> Int? { rows.index(ofNth: section, counting: .sections) }

    /// The row of a section's footer (which must exist): the row before the next header, or the last row.
    func footerRow(_ section: Int) -> Int { (headerRow(section + 1) ?? rows.count) - 1 }

    /// The row of the message at `path`, nil when there is none.
    func row(of path: ItemPath) -> Int? {
        guard path.item >= 0, let header = headerRow(path.section) else { return nil }
        let row = header + 1 + path.item
        return row < footerRow(path.section) ? row : nil
    }

    /// The section a row belongs to.
    func section(ofRow row: Int) -> Int { rows.prefix(row + 1).sections - 1 }

    /// The path of the message in `row`, nil when the row is a header or footer.
    func path(ofRow row: Int) -> ItemPath? {
        guard row >= 0, row < rows.count, rows[row].item != nil else { return nil }
        let section = section(ofRow: row)
        guard let header = headerRow(section) else { return nil }
        return ItemPath(section: section, item: row - header - 1)
    }

    /// The row of the message with this id, nil when there is none.
    func row(of id: MessageID) -> Int? { labels[id].flatMap { rows.index(ofLabel: $0) } }

    /// The path of the message with this id, nil when there is none: O(log n).
    public func path(of id: MessageID) -> ItemPath? { row(of: id).flatMap { path(ofRow: $0) } }
}

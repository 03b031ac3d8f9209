import Foundation

/// A plain-text table with a header row and right-aligned columns after the first.
struct Table {
    let header: [String]
    var rows: [[String]] = []

    init(_ header: String...) { self.header = header }

    mutating func add(_ cells: String...) { rows.append(cells) }

    var rendered: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(widths[column] - cell.count, 0))
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// Formats `value` with `digits` decimals ("–" when not finite).
func fixed(_ value: Double, _ digits: Int = 1) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "–"
}

/// Space between items and lines (`gap`): `column` between items of a row (and columns of a wrapped column
/// container), `row` between lines of a row container (and items of a column); `all` for both unless overridden.
public struct FlexGap: Sendable, Hashable {
    /// The gap between rows.
    public var row: FlexLength?
    /// The gap between columns.
    public var column: FlexLength?
    /// Both, unless `row` or `column` is set.
    public var all: FlexLength?

    /// Gaps with the given values (none by default).
    public init(row: FlexLength? = nil, column: FlexLength? = nil, all: FlexLength? = nil) {
        self.row = row
        self.column = column
        self.all = all
    }
}

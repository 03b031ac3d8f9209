/// The position of a message in a layout: its section (day) and its index in that section.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

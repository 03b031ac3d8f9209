/// An ``Extent`` whose length is NaN, infinite or negative, named by what it was for.
public struct ExtentError: Error, Sendable, CustomStringConvertible {
    /// What the extent is (`"width"`).
    public let name: String
    /// The extent refused.
    public let extent: Extent

    /// An error for `extent`, the value of `name`.
    public init(name: String, extent: Extent) {
        self.name = name
        self.extent = extent
    }

    /// The refused length: NaN, infinite or negative (0 for an unconstrained extent, which is never refused).
    public var length: Double { extent.limit ?? 0 }

    /// What a length inside an extent must be (no limit is ``Extent/unconstrained``, not +∞).
    public static let requirement = "must be a finite number ≥ 0"

    public var description: String { "invalid \(name) \(extent): its length \(Self.requirement)" }
}

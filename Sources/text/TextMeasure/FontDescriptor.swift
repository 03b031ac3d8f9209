/// What a loaded font face is: its family, weight, style and where it came from.
public struct FontDescriptor: Hashable, Sendable {
    /// The family name (typographic family when the font has one).
    public var family: String
    /// The weight class.
    public var weight: FontWeight
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// The file the face was loaded from.
    public var path: String
    /// The face index inside the file (collections hold several).
    public var faceIndex: Int
    /// The design coordinates of a variable face's instance, by axis tag (empty for the file's own face).
    public var variations: [String: Double] = [:]

    /// Creates a descriptor.
    public init(family: String, weight: FontWeight, isItalic: Bool, path: String, faceIndex: Int = 0) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
        self.path = path
        self.faceIndex = faceIndex
    }
}

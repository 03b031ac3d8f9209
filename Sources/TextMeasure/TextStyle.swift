/// How a run of text looks: the font request, size, letter spacing and OpenType features.
public struct TextStyle: Hashable, Sendable {
    /// The font family; `nil` means the library's default family.
    public var family: String?
    /// A specific font file to use instead of a family (it is loaded and cached by the measurer).
    public var fontFile: String?
    /// Font size in points.
    public var size: Double
    /// The weight requested from the family.
    public var weight: FontWeight
    /// Whether an italic face is requested.
    public var italic: Bool
    /// Extra space after every grapheme cluster, in points (like `NSAttributedString.Key.kern`).
    public var letterSpacing: Double
    /// OpenType features applied when shaping.
    public var features: [FontFeature]

    /// Creates a style. Defaults: the library's default family, 17 pt, regular, upright.
    public init(family: String? = nil, fontFile: String? = nil, size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, letterSpacing: Double = 0, features: [FontFeature] = []) {
        self.family = family
        self.fontFile = fontFile
        self.size = size
        self.weight = weight
        self.italic = italic
        self.letterSpacing = letterSpacing
        self.features = features
    }

    func validate() throws {
        guard size.isFinite, size >= 0.01, size <= 10_000 else {
            throw TextMeasureError.invalidArgument(name: "font size", value: "\(size)", reason: "must be a finite number in [0.01, 10000] points")
        }
        guard letterSpacing.isFinite, abs(letterSpacing) <= 10_000 else {
            throw TextMeasureError.invalidArgument(name: "letter spacing", value: "\(letterSpacing)", reason: "must be finite")
        }
    }
}

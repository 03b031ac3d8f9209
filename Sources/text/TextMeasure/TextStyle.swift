/// How a run of text looks: the font request, size, letter spacing, OpenType features and variations.
public struct TextStyle: Hashable, Sendable {
    /// The font family; `nil` means the library's default family.
    public var family: String?
    /// A specific font file to use instead of a family (it is loaded and cached by the measurer).
    public var fontFile: String?
    /// Font size in points.
    public var size: Double
    /// The weight requested from the family; on a variable face with a `wght` axis, the axis value.
    public var weight: FontWeight
    /// Whether an italic face is requested; on an upright variable face, `ital` = 1, or else `slnt` = −14° (CSS's
    /// oblique angle, clamped to the axis).
    public var italic: Bool
    /// The width requested; on a variable face with a `wdth` axis, the axis value (static faces ignore it).
    public var width: FontWidth
    /// Extra space after every grapheme cluster, in points (like `NSAttributedString.Key.kern`); it adds to the
    /// font's own tracking (``fontTracking``).
    public var letterSpacing: Double
    /// OpenType features applied when shaping.
    public var features: [FontFeature]
    /// Axis values for variable faces, by tag (`["wght": 650, "wdth": 90]`), like CSS `font-variation-settings`:
    /// they override what ``weight``, ``italic``, ``width`` and ``opticalSizing`` set; values are clamped to each
    /// face's axis; axes a face lacks are ignored.
    public var variations: [String: Double]
    /// Whether `opsz` follows the point size (Core Text's behaviour, the default).
    public var opticalSizing: OpticalSizing
    /// Whether a face's `trak` table applies (Core Text's behaviour, the default).
    public var fontTracking: FontTracking

    /// Creates a style. Defaults: the library's default family, 17 pt, regular, upright, normal width, automatic
    /// optical size and tracking.
    public init(family: String? = nil, fontFile: String? = nil, size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, width: FontWidth = .standard, letterSpacing: Double = 0,
                features: [FontFeature] = [], variations: [String: Double] = [:],
                opticalSizing: OpticalSizing = .automatic, fontTracking: FontTracking = .automatic) {
        self.family = family
        self.fontFile = fontFile
        self.size = size
        self.weight = weight
        self.italic = italic
        self.width = width
        self.letterSpacing = letterSpacing
        self.features = features
        self.variations = variations
        self.opticalSizing = opticalSizing
        self.fontTracking = fontTracking
    }

    func validate() throws {
        guard size.isFinite, size >= 0.01, size <= 10_000 else {
            throw TextMeasureError.invalidArgument(name: "font size", value: "\(size)", reason: "must be a finite number in [0.01, 10000] points")
        }
        guard letterSpacing.isFinite, abs(letterSpacing) <= 10_000 else {
            throw TextMeasureError.invalidArgument(name: "letter spacing", value: "\(letterSpacing)", reason: "must be finite")
        }
        for (tag, value) in variations {
            guard tag.utf8.count == 4, tag.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
                throw TextMeasureError.invalidArgument(name: "variation axis", value: "'\(tag)'", reason: "must be four ASCII characters")
            }
            guard value.isFinite, abs(value) <= 100_000 else {
                throw TextMeasureError.invalidArgument(name: "variation '\(tag)'", value: "\(value)",
                                                       reason: "must be a finite number in [-100000, 100000]")
            }
        }
    }
}

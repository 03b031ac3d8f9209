import MeasureTextBatch
import Testing
import TextMeasure

/// `BatchOverrides.keepsStyles` lets a batch measure a line in its base request's styles, looked up once: it must be
/// false for every key that changes ``MeasureRequest/styles`` or ``MeasureRequest/options`` and may be true only for
/// the others.
@Suite struct KeepsStylesTests {
    /// Every key a line may carry, each with a value that differs from `measure-text`'s default.
    static let keys: [(name: String, value: String)] = [
        ("id", "7"), ("text", #""x""#), ("font", #""Inter""#), ("fontFile", #""a.ttf""#), ("weight", #""bold""#),
        ("italic", "true"), ("size", "30"), ("width", "100"), ("widths", "[100, 200]"), ("height", "50"),
        ("maxLines", "2"), ("lineBreak", #""char""#), ("alignment", #""center""#), ("lineSpacing", "3"),
        ("lineHeightMultiple", "1.5"), ("paragraphSpacing", "4"), ("noFontLeading", "true"), ("scale", "2"),
        ("textStyle", #""title1""#), ("contentSize", #""accessibilityLarge""#), ("adjustsFontSizeToFitWidth", "true"),
        ("minimumScaleFactor", "0.7"), ("hyphenationFactor", "0.5"), ("lineBreakRules", #""chromium""#),
    ]

    @Test func everyKeyIsListed() {
        #expect(Mirror(reflecting: BatchOverrides()).children.count == Self.keys.count)
    }

    @Test func keepsStylesExactlyWhenTheStylesStay() throws {
        let base = MeasureRequest()
        for (name, value) in Self.keys {
            let line = name == "text" ? #"{"text": \#(value)}"# : #"{"text": "x", "\#(name)": \#(value)}"#
            let overrides = try Array(line.utf8).withUnsafeBufferPointer { try BatchLineDecoding.decode($0) }
            var request = base
            try request.apply(overrides)
            let same = request.styles.text == base.styles.text && request.styles.paragraph == base.styles.paragraph
                && request.options == base.options
            #expect(overrides.keepsStyles == same, "\(name)")
        }
    }
}

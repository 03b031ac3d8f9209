import Foundation
import Geometry
import TextMeasure

/// `measuring`: random Unicode in one to three styled runs, a paragraph style, options and a box of two extents,
/// through `TextMeasurer` → a layout for which ``MeasuringInvariants`` hold (lines tile the paragraphs' UTF-16 ranges
/// in order and join back to the text, no line wider than the box unless it shows one cluster, line and height limits
/// kept, sizes finite and ≥ 0), laid out again at another width from the same prepared text exactly as measured
/// afresh there; or, for a box the contract refuses (a length inside an extent that is NaN, negative or infinite), a
/// typed `invalidArgument` error.
///
/// Input: eight parameter bytes, four bytes and a split point per extra run, then the text (``FuzzText``).
package enum MeasuringCheck: FuzzCheck {
    package static let name = "measuring"

    /// The embedded fonts, with a small shape cache so that eviction is part of what is fuzzed.
    static let measurer: TextMeasurer? = (try? FontLibrary.embedded()).map { TextMeasurer(fonts: $0, shapeCacheBytes: 2 << 20) }

    static let families: [String?] = [nil, "Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                                      "Noto Sans Thai", "Droid Sans Fallback", "Noto Color Emoji"]
    static let sizes = [17, 1, 8, 13, 40, 200, 0.5, 2_000]
    static let letterSpacings = [0, 0, 0, 1.5, -1, -12, 40, -400]
    static let lengths = [0, 0.5, 1, 3, 10, 17, 37.5, 60, 100, 260, 375, 1_000, 1e6, .infinity, .nan, -1]

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let measurer else { throw FuzzFailure("the embedded fonts cannot be loaded") }
        var input = FuzzInput(bytes)
        let first = input.byte(), second = input.byte()
        var paragraph = ParagraphStyle()
        paragraph.lineBreakMode = LineBreakMode.allCases[Int(first) % 6]
        paragraph.alignment = TextAlignment.allCases[Int(first) / 6 % 5]
        let widthKind = Int(second) % 3, heightKind = Int(second) / 3 % 3
        paragraph.baseWritingDirection = WritingDirection.allCases[Int(second) / 9 % 3]
        let usesFontLeading = second / 27 % 2 == 0
        let widthLength = length(input.byte())
        let width = extent(widthKind, widthLength), height = extent(heightKind, length(input.byte()))
        let limits = input.byte()
        paragraph.maximumLines = [0, 0, 1, 2, 3, 5, 1_000, 0][Int(limits & 7)]
        paragraph.lineSpacing = [0, 2, 300, ParagraphStyle.maximumLength][Int(limits >> 3 & 3)]
        paragraph.lineHeightMultiple = [0, 0.5, 1.5, ParagraphStyle.maximumLineHeightMultiple][Int(limits >> 5 & 3)]
        let spacing = input.byte()
        paragraph.paragraphSpacing = [0, 6, 50][Int(spacing & 3) % 3]
        paragraph.paragraphSpacingBefore = [0, 4][Int(spacing >> 2 & 1)]
        paragraph.minimumLineHeight = [0, 0, 12, 60][Int(spacing >> 3 & 3)]
        paragraph.maximumLineHeight = [0, 0, 10, 30][Int(spacing >> 5 & 3)]
        let options = MeasureOptions(usesFontLeading: usesFontLeading, scale: [1, 2, 3, 0.5, 1.5, 100, 1, 2][Int(input.byte() & 7)])
        let runCount = 1 + Int(input.byte() % 3)
        var styles: [(TextStyle, Int)] = []
        for _ in 0..<runCount {
            let family = input.byte(), size = input.byte(), spacing = input.byte(), face = input.byte()
            var style = TextStyle(family: families[Int(family) % families.count], size: sizes[Int(size) % sizes.count],
                                  weight: [.regular, .bold, FontWeight(rawValue: 100), .semibold][Int(face & 3)],
                                  italic: face & 4 != 0, letterSpacing: letterSpacings[Int(spacing) % letterSpacings.count])
            if face & 8 != 0, let feature = try? FontFeature("liga", value: 0) { style.features = [feature] }
            styles.append((style, Int(input.byte())))
        }
        let text = AttributedText(runs: runs(of: FuzzText.decode(input.rest()), styles: styles))

        let boxIsValid = valid(width) && valid(height)
        let prepared: PreparedText, layout: TextLayout
        do {
            prepared = try measurer.prepare(text, paragraphStyle: paragraph, options: options)
            layout = try prepared.layout(width: width, height: height)
        } catch let error as TextMeasureError {
            guard !boxIsValid, case .invalidArgument = error else {
                throw FuzzFailure("measuring \(text.string.unicodeScalars.count) scalars in a valid box failed: \(error)")
            }
            return
        } catch {
            throw FuzzFailure("untyped error \(error)")
        }
        guard boxIsValid else { throw FuzzFailure("a \(width) × \(height) box was accepted") }
        let box = MeasuringInvariants.Box(width: width, height: height)
        try MeasuringInvariants(text: text.string, paragraph: paragraph, box: box).check(layout)

        // Another width from the same preparation equals measuring afresh at that width.
        let other = widthLength.isFinite ? max(1, widthLength / 2 + 7) : 120
        do {
            let again = try prepared.layout(width: other, height: .infinity)
            let fresh = try measurer.measure(text, width: other, paragraphStyle: paragraph, options: options)
            guard again.lines == fresh.lines, again.rawSize == fresh.rawSize, again.isTruncated == fresh.isTruncated else {
                throw FuzzFailure("laid out again at \(other): \(again.lineCount) lines \(again.rawSize), measured afresh \(fresh.lineCount) lines \(fresh.rawSize)")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("laying out again at \(other) failed: \(error)")
        }
    }

    /// A box length from a byte: mostly a multiple of 2.5 points, sometimes one of the extremes.
    static func length(_ byte: UInt8) -> Double {
        byte < 240 ? Double(byte) * 2.5 : lengths[Int(byte - 240)]
    }

    /// The extent of a kind from a byte (0: unconstrained, 1: exactly, 2: at most) around `length`.
    static func extent(_ kind: Int, _ length: Double) -> Extent {
        switch kind {
        case 1: .exactly(length)
        case 2: .atMost(length)
        default: .unconstrained
        }
    }

    /// What `PreparedText.layout(width:height:)` accepts: an extent whose length, if it has one, is a finite number ≥ 0.
    static func valid(_ extent: Extent) -> Bool {
        guard let length = extent.limit else { return true }
        return length.isFinite && length >= 0
    }

    /// `string` cut into runs of the given styles, each ending at its split byte's share of the scalars (the last
    /// run takes the rest; empty runs are kept: they are part of what is measured).
    static func runs(of string: String, styles: [(TextStyle, Int)]) -> [AttributedText.Run] {
        let scalars = Array(string.unicodeScalars)
        var runs: [AttributedText.Run] = []
        var start = 0
        for (index, (style, split)) in styles.enumerated() {
            let end = index == styles.count - 1 ? scalars.count : min(scalars.count, start + split * scalars.count / 255)
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[start..<end])
            runs.append(AttributedText.Run(String(piece), style: style))
            start = end
        }
        return runs
    }
}

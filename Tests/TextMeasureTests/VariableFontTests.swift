import CTextStack
import ChatSamples
import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, variable fonts: axes, instances, style mapping, caches keyed by instance, and one variable file measuring
/// exactly like the static cuts of the same sources.
@Suite struct VariableFontTests {
    static let interVariable = Support.interVariablePath
    static func staticInter(_ cut: String) -> String { FontLibrary.embeddedDirectory + "/Inter-\(cut).otf" }

    @Test func readsAxesAndNamedInstances() throws {
        let face = try FontFace(path: Self.interVariable)
        #expect(face.variationAxes.map(\.tag) == ["wght", "slnt"])
        let weight = try #require(face.variationAxes.first)
        #expect((weight.minimum, weight.defaultValue, weight.maximum) == (100, 400, 900))
        #expect(weight.name == "Weight")
        #expect(face.namedInstances.count == 18)
        #expect(face.namedInstances.contains { $0.name == "Bold" && $0.coordinates == ["wght": 700, "slnt": 0] })
        #expect(face.hasStyleAttributes)
        #expect(face.isVariable && face.fileFace === face)
        #expect(face.normalizedCoordinates == [0, 0])
        let flat = try FontFace(path: Self.staticInter("Regular"))
        #expect(!flat.isVariable && flat.variationAxes.isEmpty && !flat.hasStyleAttributes)
        #expect(flat.instance(["wght": 700]) === flat, "a static face is its only instance")
    }

    @Test func instancesAreInternedByNormalizedCoordinates() throws {
        let face = try FontFace(path: Self.interVariable)
        let bold = face.instance(["wght": 700])
        #expect(bold !== face && bold.fileFace === face)
        #expect(face.instance(["wght": 700, "XXXX": 3]) === bold, "unknown axes are ignored")
        #expect(bold.instance(["wght": 700]) === bold, "an instance's instances come from its file face")
        #expect(face.instance(["wght": 400]) === face, "the default coordinates are the file's face")
        #expect(face.instance(["wght": 5000]) === face.instance(["wght": 900]), "values are clamped to the axis")
        #expect(bold.identity != face.identity && bold.identity != face.instance(["wght": 600]).identity)
        #expect(bold.designCoordinates == [700, 0])
        // wght 700 on 100…400…900 normalizes to 0.6 (no avar): 0.6 × 16384, rounded.
        #expect(bold.normalizedCoordinates == [9830, 0])
        #expect(bold.descriptor.weight == .bold && bold.descriptor.variations == ["wght": 700, "slnt": 0])
    }

    @Test func stylesMapOntoAxes() throws {
        let face = try FontFace(path: Self.interVariable)
        #expect(face.instance(for: TextStyle(weight: .semibold)).variationCoordinates == ["wght": 600, "slnt": 0])
        #expect(face.instance(for: TextStyle(weight: FontWeight(rawValue: 50))).variationCoordinates["wght"] == 100)
        // Italic on an upright face without `ital`: CSS's oblique 14°, clamped to Inter's −10.
        let italic = face.instance(for: TextStyle(italic: true))
        #expect(italic.variationCoordinates == ["wght": 400, "slnt": -10] && italic.isItalic)
        // Explicit variations win over weight and italic.
        #expect(face.instance(for: TextStyle(weight: .bold, italic: true, variations: ["wght": 650, "slnt": -4]))
            .variationCoordinates == ["wght": 650, "slnt": -4])
        let flex = try FontFace(path: Support.fixtures + "/Fonts/RobotoFlex.ttf")
        let mapped = flex.instance(for: TextStyle(size: 40, weight: .bold, width: .condensed)).variationCoordinates
        #expect(mapped["opsz"] == 40 && mapped["wght"] == 700 && mapped["wdth"] == 75 && mapped["GRAD"] == 0)
        #expect(flex.instance(for: TextStyle(size: 200)).variationCoordinates["opsz"] == 144, "opsz clamped to 8…144")
        #expect(flex.instance(for: TextStyle(size: 40, opticalSizing: .none)).variationCoordinates["opsz"] == 14)
        #expect(flex.instance(for: TextStyle(size: 40, variations: ["opsz": 20])).variationCoordinates["opsz"] == 20)
    }

    @Test func aVariableFamilyServesEveryWeight() throws {
        var fonts = FontLibrary()
        try fonts.register(fileAt: Self.interVariable)
        try fonts.register(fileAt: Self.staticInter("Bold"))
        // 650 is inside the variable face's range: an exact match; 700 is matched exactly by both (the static wins
        // the tie by its weight, and shapes identically).
        #expect(try fonts.face(family: "Inter", weight: FontWeight(rawValue: 650)).isVariable)
        #expect(try fonts.face(family: "Inter", weight: .thin).isVariable)
        let measurer = TextMeasurer(fonts: fonts)
        var widths: [Double] = []
        for weight in stride(from: 100, through: 900, by: 50) {
            widths.append(try measurer.measure("Hamburgefonstiv", style: TextStyle(family: "Inter", weight: FontWeight(rawValue: weight))).rawSize.width)
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "every weight its own width: \(widths)")
    }

    @Test func cachesNeverConflateInstances() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        let text = "The same words, shaped at two weights"
        let expected = [400, 700].map { weight in
            Support.harfBuzzWidth(text, fontPath: Self.interVariable, size: 17, variations: ["wght": Float(weight)])
        }
        // Alternate the weights through one shape cache: each must keep its own shapes.
        for _ in 0..<3 {
            for (index, weight) in [FontWeight.regular, .bold].enumerated() {
                let width = try measurer.measure(text, style: TextStyle(fontFile: Self.interVariable, weight: weight)).rawSize.width
                #expect(abs(width - expected[index]) < 1e-9)
            }
        }
    }

    @Test func instanceLineMetricsComeFromTheInstance() throws {
        let flex = try FontFace(path: Support.fixtures + "/Fonts/RobotoFlex.ttf")
        for coordinates in [["opsz": 8.0], ["opsz": 144, "wght": 1000], ["YTAS": 854, "YTDE": -305]] {
            let instance = flex.instance(coordinates)
            let reference = Support.harfBuzzMetrics(fontPath: Support.fixtures + "/Fonts/RobotoFlex.ttf",
                                                    variations: coordinates.mapValues(Float.init))
            #expect(instance.ascender == reference.ascender && instance.descender == reference.descender
                    && instance.lineGap == reference.lineGap)
        }
    }

    /// The check: Debian's Inter.var.ttf at wght 400, 600, 700 measures corpus messages exactly like
    /// Inter-Regular, -SemiBold and -Bold.otf (fonts-inter, the same 4.0 beta 7 sources) at 12, 17 and 28 pt,
    /// unwrapped and wrapped at 260 pt: every message at 17 pt, every fourth at 12 and 28 (all 20,000 at every size
    /// with `LETTERPRESS_FULL_CORPUS=1`: 7 minutes in a debug build).
    @Test func interVariableMatchesTheStaticCutsOverTheCorpus() throws {
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        let all = try SampleCorpus.messages().map(\.text)
        let full = ProcessInfo.processInfo.environment["LETTERPRESS_FULL_CORPUS"] == "1"
        let sample = full ? all : all.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        var compared = 0, differing: [String] = []
        for (weight, cut) in [(400, "Regular"), (600, "SemiBold"), (700, "Bold")] {
            for size in [12.0, 17, 28] {
                let variable = TextStyle(fontFile: Self.interVariable, size: size, weight: FontWeight(rawValue: weight))
                let fixed = TextStyle(fontFile: Self.staticInter(cut), size: size)
                for text in size == 17 ? all : sample {
                    let a = try measurer.prepare(AttributedText(text, style: variable))
                    let b = try measurer.prepare(AttributedText(text, style: fixed))
                    let wrapA = try a.layout(width: 260), wrapB = try b.layout(width: 260)
                    compared += 1
                    if a.maxIntrinsicWidth != b.maxIntrinsicWidth || wrapA.rawSize != wrapB.rawSize || wrapA.lineCount != wrapB.lineCount {
                        differing.append("\(cut) \(size): \(text.prefix(40))")
                    }
                }
            }
        }
        #expect(all.count == 20_000 && compared == 3 * all.count + 6 * sample.count)
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(5))")
    }
}

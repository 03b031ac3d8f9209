import Foundation
import Raster

/// The coverage curve text is blended with, chosen by the luminance of the text colour.
///
/// Blending anti-aliased coverage directly in sRGB (what Cairo does) makes light text on a dark background look
/// thin and dark text on a light background look heavy, because sRGB values are not light. Blending in linear
/// light fixes the first and overcorrects the second. Like Skia, Letterpress cannot know the background of
/// every pixel (text is often drawn on transparent images), so it assumes the background contrasts with the
/// text (luma `1 - L` for text of luma `L`) and adjusts the coverage so that plain sRGB blending gives what
/// blending in a space of gamma `g` would give against that background:
///
///     out = (L^g · c + B^g · (1 − c))^(1/g),   c' = (out − B) / (L − B),   B = 1 − L
///
/// with `g = lightText` for text lighter than mid grey and `g = darkText` for darker text (the curve fades to
/// no adjustment towards mid grey, where text and assumed background meet).
public struct TextGamma: Sendable, Hashable {
    /// The gamma emulated for light text on dark backgrounds (1: plain sRGB blending; 2.2: linear light).
    public var lightText: Double
    /// The gamma emulated for dark text on light backgrounds.
    public var darkText: Double

    /// Creates a curve; each gamma must be finite and in [1, 3] (values outside are clamped).
    public init(lightText: Double, darkText: Double) {
        self.lightText = lightText.isFinite ? min(max(lightText, 1), 3) : 1
        self.darkText = darkText.isFinite ? min(max(darkText, 1), 3) : 1
    }

    /// No adjustment: coverage blended as is in sRGB, like Cairo and FreeType's own tools.
    public static let none = TextGamma(lightText: 1, darkText: 1)
    /// Letterpress's default (see Samples/rendered and the README's "Gamma" section for why).
    public static let standard = TextGamma(lightText: 1.8, darkText: 1.2)

    /// The adjusted coverage for every input coverage 0…255, for text in `color`.
    func table(for color: Color) -> [UInt8] {
        let luma = (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)) / 255
        let background = 1 - luma
        let g = luma > 0.5 ? lightText : darkText
        guard abs(luma - background) > 0.02, g != 1 else { return (0...255).map { UInt8($0) } }
        let textLight = pow(luma, g), backgroundLight = pow(background, g)
        return (0...255).map { value in
            let coverage = Double(value) / 255
            let out = pow(textLight * coverage + backgroundLight * (1 - coverage), 1 / g)
            let adjusted = (out - background) / (luma - background)
            return UInt8(max(0, min(255, (adjusted * 255).rounded())))
        }
    }
}

import FileAccess
import Foundation

/// Where a program finds the embedded default fonts (the package's `Fonts/` folder, or its installed copy): in
/// `$LETTERPRESS_FONTS`, then `../share/letterpress/fonts` beside the running executable, then the build tree's
/// `Fonts/` (see `PackageData`). An explicit folder (`FontLibrary(directory:)`, the CLIs' `--font-dir`) comes first.
public enum EmbeddedFonts {
    /// The environment variable that names the fonts folder.
    public static let environmentVariable = "LETTERPRESS_FONTS"

    /// The fonts' data folder.
    public static let data = PackageData(
        name: "fonts", environmentVariable: environmentVariable,
        buildTreePath: PackageData.checkoutPath("Fonts", sourceFile: #filePath))

    /// The first folder that exists of `$LETTERPRESS_FONTS`, the installed fonts and the build tree's.
    ///
    /// - Throws: ``TextMeasureError/embeddedFontsNotFound(searched:)`` listing every place looked in.
    public static func directory() throws(TextMeasureError) -> String {
        switch data.locate() {
        case .success(let path): return path
        case .failure(let missing): throw .embeddedFontsNotFound(searched: missing.searched)
        }
    }
}

import Foundation
import Testing
@testable import TextMeasure

/// Issue 26, system fonts: `FontLibrary.system()` finds installed families through fontconfig and loads a family's
/// files when a style asks for it.
@Suite struct SystemFontsTests {
    /// A fontconfig configuration whose only font folder is this target's fixtures: the same answer on every machine.
    @Test func findsTheFamiliesOfAConfigurationAndMeasuresWithThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(Support.fixtures)/Fonts</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
            """.utf8).write(to: config)
        let fonts = try FontLibrary.system(configurationFile: config.path)
        #expect(fonts.families == ["Roboto Flex", "Trak Test"])
        #expect(fonts.faces.isEmpty, "nothing is read before a style asks")
        let measurer = TextMeasurer(fonts: fonts)
        let byName = try measurer.measure("Flexible", style: TextStyle(family: "roboto flex", size: 30, weight: .bold))
        let byFile = try measurer.measure("Flexible", style: TextStyle(fontFile: Support.fixtures + "/Fonts/RobotoFlex.ttf", size: 30, weight: .bold))
        #expect(byName.rawSize == byFile.rawSize)
        #expect(throws: TextMeasureError.unknownFontFamily("Nope", available: ["Roboto Flex", "Trak Test"])) {
            try measurer.measure("x", style: TextStyle(family: "Nope"))
        }
    }

    /// The machine's own configuration, with DejaVu Sans installed (`make test` installs fonts-dejavu-core).
    @Test func findsAnInstalledFamily() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: path), "fonts-dejavu-core is needed: run `make deps`")
        var fonts = try FontLibrary.embedded()
        try fonts.includeSystemFonts()
        #expect(fonts.families.contains("DejaVu Sans") && fonts.families.contains("Inter"))
        let layout = try TextMeasurer(fonts: fonts).measure("Hello, world", style: TextStyle(family: "DejaVu Sans"))
        #expect(abs(layout.rawSize.width - Support.harfBuzzWidth("Hello, world", fontPath: path, size: 17)) < 1e-9)
        #expect(try FontLibrary.system().families.contains("DejaVu Sans"))
    }
}

import Foundation
import Testing
@testable import TextMeasure

@Suite struct FontLibraryTests {
    @Test func embeddedFontsFollowTheManifest() throws {
        let fonts = Support.fonts
        #expect(fonts.faces.count == 10)
        #expect(try fonts.face(family: "Inter").variationAxes.map(\.tag) == ["wght", "slnt"], "Inter Variable")
        #expect(fonts.families == ["Droid Sans Fallback", "Inter", "Noto Color Emoji", "Noto Sans Arabic",
                                   "Noto Sans Arabic UI", "Noto Sans Devanagari", "Noto Sans Devanagari UI",
                                   "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Thai UI"])
        #expect(fonts.defaultFamily == "Inter")
        #expect(fonts.fallbackFamilies.last == "Noto Color Emoji")
    }

    @Test func weightAndStyleMatching() throws {
        let fonts = Support.fonts
        // Inter Variable serves every weight and italic (slnt −10) from one file: the instance a style asks for.
        for weight in [100, 550, 600, 900] {
            let face = try fonts.face(family: "inter", weight: FontWeight(rawValue: weight))
            #expect(face.descriptor.path.hasSuffix("Inter.var.ttf"))
            #expect(face.instance(for: TextStyle(weight: FontWeight(rawValue: weight))).weight.rawValue == weight)
        }
        let italic = try fonts.face(family: "Inter", italic: true)
        #expect(italic.instance(for: TextStyle(italic: true)).variationCoordinates["slnt"] == -10)
        // A family without italics answers with its upright face.
        #expect(try fonts.face(family: "Noto Sans Hebrew", italic: true).isItalic == false)
    }

    @Test func unknownFamilyNamesWhatExists() {
        #expect(throws: TextMeasureError.unknownFontFamily("Helvetica Neue", available: Support.fonts.families)) {
            try Support.fonts.face(family: "Helvetica Neue")
        }
        #expect(throws: TextMeasureError.self) { try Support.measurer.measure("x", style: TextStyle(family: "Nope")) }
    }

    @Test func corruptAndMissingFilesAreTypedErrors() throws {
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("garbage-\(UUID()).ttf")
        try Data("definitely not a font".utf8).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        var fonts = FontLibrary()
        #expect(throws: TextMeasureError.corruptFont(path: garbage.path, reason: "no OpenType/TrueType font header")) {
            try fonts.register(fileAt: garbage.path)
        }
        #expect(throws: TextMeasureError.self) { try fonts.register(fileAt: "/nonexistent/font.ttf") }
        // A truncated real font: the header survives, the tables do not.
        let truncated = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).otf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: Support.interPath)).prefix(200)).write(to: truncated)
        defer { try? FileManager.default.removeItem(at: truncated) }
        #expect(throws: TextMeasureError.self) { try fonts.register(fileAt: truncated.path) }
        #expect(fonts.faces.isEmpty)
    }

    @Test func registeringFilesAndDirectories() throws {
        var fonts = FontLibrary()
        let added = try fonts.register(fileAt: Support.interPath)
        #expect(added.map(\.family) == ["Inter"])
        #expect(added.first?.weight == .regular)
        #expect(fonts.defaultFamily == "Inter")
        var directory = FontLibrary()
        let all = try directory.registerDirectory(FontLibrary.embeddedDirectory, asFallback: true)
        // Every font file of Fonts/: the manifest's 10 and the three static Inter cuts kept for tests and benchmarks.
        #expect(all.count == 13 && all.filter { !$0.variations.isEmpty }.isEmpty)
        // A manifest-less directory still measures, with fallback in file-name order.
        let layout = try TextMeasurer(fonts: directory).measure("Hi שלום", style: TextStyle(family: "Inter"))
        #expect(layout.lineCount == 1)
    }

    @Test func malformedManifestIsReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"fonts": [], "defaultFamily": "Ghost", "fallbackOrder": []}"#.utf8).write(to: dir.appendingPathComponent("manifest.json"))
        #expect(throws: TextMeasureError.invalidManifest(path: dir.appendingPathComponent("manifest.json").path,
                                                         reason: "family 'Ghost' has no font file entry")) {
            try FontLibrary(directory: dir.path)
        }
    }

    /// `embedded()` maps its files (start-up reads only the pages used); the faces and what they measure are the
    /// same as when the same folder is read into memory.
    @Test func mappedEmbeddedFontsEqualReadOnes() throws {
        let mapped = try FontLibrary.embedded(), read = try FontLibrary(directory: FontLibrary.embeddedDirectory)
        #expect(mapped.faces.map(\.descriptor) == read.faces.map(\.descriptor))
        for (a, b) in zip(mapped.faces, read.faces) {
            #expect(a.glyphCount == b.glyphCount && a.unitsPerEm == b.unitsPerEm && a.hasColorBitmaps == b.hasColorBitmaps)
            #expect(a.ascender == b.ascender && a.descender == b.descender && a.lineGap == b.lineGap)
        }
        let text = "Proof 👍🏽 שלום مرحبا नमस्ते สวัสดี 你好"
        let style = TextStyle(family: "Inter", size: 17)
        let fromMapped = try TextMeasurer(fonts: mapped).measure(text, style: style, width: 120)
        let fromRead = try TextMeasurer(fonts: read).measure(text, style: style, width: 120)
        #expect(fromMapped.size == fromRead.size && fromMapped.lineCount == fromRead.lineCount && fromMapped.lineCount > 1)
    }
}

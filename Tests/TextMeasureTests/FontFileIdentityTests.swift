import Foundation
import Testing
@testable import TextMeasure

/// Issue 23's font items: one font file named many ways is loaded once (by device and inode), the font files of one
/// measurer (one document or stream) have a byte budget, and errors name the file and the problem in words.
@Suite struct FontFileIdentityTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Support.interPath, toPath: folder.appendingPathComponent("a.otf").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.otf").path, withDestinationPath: "a.otf")
        return folder
    }

    @Test func oneFileNamedManyWaysIsLoadedOnce() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Support.interPath)[.size] as? Int)
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        let spellings = ["a.otf", "./a.otf", "././a.otf", "sub/../a.otf", "link.otf", "sub/./../link.otf"].map { folder.path + "/" + $0 }
        var widths: Set<Double> = []
        for (index, spelling) in (spellings + spellings).enumerated() {
            // A new style each time (another size), so that nothing but the file cache can share the face.
            widths.insert(try measurer.measure("Hello", style: TextStyle(fontFile: spelling, size: 17 + Double(index))).rawSize.width / (17 + Double(index)))
        }
        #expect(measurer.loadedFontFileBytes == size, "read once: \(measurer.loadedFontFileBytes) bytes")
        #expect(widths.count == 1 || widths.max()! - widths.min()! < 1e-12)
    }

    @Test func fontFilesHaveAByteBudget() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Support.interVariablePath, toPath: folder.appendingPathComponent("b.ttf").path)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Support.interPath)[.size] as? Int)
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded(), fontBytesBudget: size + 1000)
        _ = try measurer.measure("Hi", style: TextStyle(fontFile: folder.path + "/a.otf"))
        _ = try measurer.measure("Hi", style: TextStyle(fontFile: folder.path + "/link.otf"))   // the same file: free
        #expect {
            try measurer.measure("Hi", style: TextStyle(fontFile: folder.path + "/b.ttf"))
        } throws: { error in
            guard case let .fontBudgetExceeded(path, _, budget)? = error as? TextMeasureError else { return false }
            return path.hasSuffix("/b.ttf") && budget == size + 1000
                && "\(error)".contains("more than the budget of \(size + 1000) bytes")
        }
        #expect(measurer.loadedFontFileBytes == size, "a refused file is not counted")
    }

    @Test func errorsNameTheFileAndTheProblemInWords() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let measurer = TextMeasurer(fonts: try FontLibrary.embedded())
        func message(_ body: () throws -> Void) -> String {
            do { try body(); return "" } catch { return "\(error)" }
        }
        #expect(message { _ = try measurer.measure("x", style: TextStyle(fontFile: folder.path + "/missing.otf")) }
            == "cannot read font file '\(folder.path)/missing.otf': No such file or directory")
        #expect(message { _ = try measurer.measure("x", style: TextStyle(fontFile: folder.path + "/sub")) }
            .hasPrefix("cannot read font file '\(folder.path)/sub': "))
        var fonts = FontLibrary()
        #expect(message { try fonts.registerDirectory(folder.path + "/a.otf") } == "cannot read font file '\(folder.path)/a.otf': Not a directory")
        #expect(message { try fonts.registerDirectory(folder.path + "/nothing") } == "cannot read font file '\(folder.path)/nothing': No such file or directory")
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data(#"{"fonts": [{"family": "A", "weight": "bold", "italic": false, "file": "a.otf"}], "defaultFamily": "A", "fallbackOrder": []}"#.utf8).write(to: manifest)
        #expect(message { _ = try FontManifest.load(path: manifest.path) } == "invalid font manifest '\(manifest.path)': 'fonts[0].weight' must be a whole number")
        try Data(#"{"fonts": []"#.utf8).write(to: manifest)
        #expect(message { _ = try FontManifest.load(path: manifest.path) }
            == "invalid font manifest '\(manifest.path)': not valid JSON (line 1, column 13: expected \",\" or \"}\" after a member, found the end of the document)")
        try Data(#"{"fonts": [{"family": "A", "weight": 400, "italic": "no", "file": "a.otf"}], "defaultFamily": "A", "fallbackOrder": []}"#.utf8).write(to: manifest)
        #expect(message { _ = try FontManifest.load(path: manifest.path) } == "invalid font manifest '\(manifest.path)': 'fonts[0].italic' must be true or false")
        try Data(#"{"fonts": [], "defaultFamily": "A"}"#.utf8).write(to: manifest)
        #expect(message { _ = try FontManifest.load(path: manifest.path) } == "invalid font manifest '\(manifest.path)': key 'fallbackOrder' is missing")
        #expect(message { _ = try FontManifest.load(path: folder.path + "/none.json") }
            == "invalid font manifest '\(folder.path)/none.json': No such file or directory")
    }
}

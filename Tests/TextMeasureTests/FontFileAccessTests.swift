import FileAccess
import Foundation
import Glibc
import Testing
@testable import TextMeasure

/// Issue 17's hostile font files: a FIFO hung the process forever, /dev/zero cost 536 MB, and any file anywhere
/// could be named. Font files are now read under a `FilePolicy`.
@Suite struct FontFileAccessTests {
    static func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFifoNamedAsAFontIsRefusedWithoutHanging() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/font.ttf"
        #expect(mkfifo(fifo, 0o600) == 0)
        var fonts = FontLibrary()
        #expect(throws: TextMeasureError.unreadableFontFile(path: fifo, reason: "not a regular file (a FIFO)")) {
            try fonts.register(fileAt: fifo)
        }
        #expect(throws: TextMeasureError.unreadableFontFile(path: fifo, reason: "not a regular file (a FIFO)")) {
            try FontFace(path: fifo)
        }
        // A style naming the FIFO as its font file.
        #expect(throws: TextMeasureError.unreadableFontFile(path: fifo, reason: "not a regular file (a FIFO)")) {
            try Support.measurer.measure("x", style: TextStyle(fontFile: fifo))
        }
    }

    @Test func devZeroAsAFontIsRefusedBeforeReading() {
        var fonts = FontLibrary()
        #expect(throws: TextMeasureError.unreadableFontFile(path: "/dev/zero", reason: "not a regular file (a character device)")) {
            try fonts.register(fileAt: "/dev/zero")
        }
    }

    @Test func fontFilesAreSizeCapped() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = folder + "/big.ttf"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(FontFace.defaultMaximumFileBytes + 1)) == 0)
        #expect(throws: TextMeasureError.unreadableFontFile(
            path: big, reason: "\(FontFace.defaultMaximumFileBytes + 1) bytes, more than the limit of \(FontFace.defaultMaximumFileBytes) bytes")) {
            try FontFace(path: big)
        }
        let size = try FileManager.default.attributesOfItem(atPath: Support.interPath)[.size] as? Int ?? 0
        #expect(throws: TextMeasureError.unreadableFontFile(path: Support.interPath,
                                                            reason: "\(size) bytes, more than the limit of 1000 bytes")) {
            try FontFace(path: Support.interPath, filePolicy: .anywhere(maximumBytes: 1000))
        }
    }

    @Test func stylesNameOnlyFontFilesTheMeasurersPolicyAllows() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/Inter.otf"
        try FileManager.default.copyItem(atPath: Support.interPath, toPath: copy)
        let measurer = TextMeasurer(fonts: Support.fonts, fontFilePolicy: .inside([folder], maximumBytes: 1 << 20))
        #expect(try measurer.measure("Hi", style: TextStyle(fontFile: copy)).size.width > 0)
        #expect(throws: TextMeasureError.unreadableFontFile(path: Support.interPath, reason: "outside the allowed folders")) {
            try measurer.measure("Hi", style: TextStyle(fontFile: Support.interPath))
        }
        #expect(throws: TextMeasureError.unreadableFontFile(path: "/etc/none.ttf", reason: "outside the allowed folders")) {
            try measurer.measure("Hi", style: TextStyle(fontFile: "/etc/none.ttf"))
        }
    }

    @Test func fontsLoadFromBytes() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Support.interPath)))
        let face = try FontFace(bytes: bytes, source: "download:inter")
        #expect(face.family == "Inter")
        #expect(face.descriptor.path == "download:inter")
        var fonts = FontLibrary()
        #expect(try fonts.register(bytes: bytes, source: "inter bytes").map(\.family) == ["Inter"])
        let fromFile = try TextMeasurer(fonts: Support.fonts).measure("Hello", style: TextStyle(family: "Inter"))
        let fromBytes = try TextMeasurer(fonts: fonts).measure("Hello", style: TextStyle(family: "Inter"))
        #expect(fromBytes.rawSize == fromFile.rawSize)
        #expect(throws: TextMeasureError.corruptFont(path: "empty", reason: "the file is empty")) {
            try FontFace(bytes: [], source: "empty")
        }
        #expect(throws: TextMeasureError.corruptFont(path: "junk", reason: "no OpenType/TrueType font header")) {
            try fonts.register(bytes: Array("not a font".utf8), source: "junk")
        }
    }

    @Test func everyFaceOfACollectionIsRegistered() throws {
        // Two faces over one set of tables (Fuzz/Tools/make-collection.py's layout).
        let font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Support.interPath)))
        let headerSize = 20
        var sfnt = font
        let tables = Int(font[4]) << 8 | Int(font[5])
        for table in 0..<tables {
            let record = 12 + 16 * table + 8
            let offset = font[record..<record + 4].reduce(0) { $0 << 8 | Int($1) } + headerSize
            sfnt.replaceSubrange(record..<record + 4, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) })
        }
        let collection = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0, 20] + sfnt
        var fonts = FontLibrary()
        let added = try fonts.register(bytes: collection, source: "two.ttc")
        #expect(added.map(\.faceIndex) == [0, 1])
        #expect(fonts.faces.count == 2)
    }
}

import FileAccess
import Foundation
import Testing

/// A scratch folder with an "allowed" and an "outside" part, removed afterwards.
final class Sandbox {
    let root: String
    var allowed: String { root + "/allowed" }
    var outside: String { root + "/outside" }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("file-access-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/allowed/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

@Suite struct FilePolicyTests {
    @Test func readsARegularFileInsideTheAllowedFolder() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/sub/a.txt", "hello")
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100)
        #expect(try policy.read(path) == Array("hello".utf8))
        #expect(try policy.read(box.allowed + "/sub/../sub/./a.txt") == Array("hello".utf8))
    }

    @Test func pathsOutsideAreRefusedWithoutSayingWhetherTheyExist() throws {
        let box = try Sandbox()
        let existing = try box.write("outside/secret.txt", "secret")
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100)
        for path in [existing, box.outside + "/missing.txt", box.allowed + "/../outside/secret.txt",
                     box.allowed + "/../outside/missing.txt", "/etc/passwd", "/no/such/file"] {
            #expect(throws: FileAccessError.outsideAllowedFolders(path: path)) { try policy.read(path) }
        }
        #expect(FileAccessError.outsideAllowedFolders(path: existing).description == "\(existing): outside the allowed folders")
    }

    @Test func symbolicLinksAreJudgedByWhereTheyLead() throws {
        let box = try Sandbox()
        try box.write("outside/secret.txt", "secret")
        let inside = try box.write("allowed/real.txt", "fine")
        try FileManager.default.createSymbolicLink(atPath: box.allowed + "/escape.txt", withDestinationPath: box.outside + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: box.allowed + "/alias.txt", withDestinationPath: inside)
        try FileManager.default.createSymbolicLink(atPath: box.allowed + "/out", withDestinationPath: box.outside)
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100)
        #expect(throws: FileAccessError.outsideAllowedFolders(path: box.allowed + "/escape.txt")) {
            try policy.read(box.allowed + "/escape.txt")
        }
        #expect(throws: FileAccessError.outsideAllowedFolders(path: box.allowed + "/out/secret.txt")) {
            try policy.read(box.allowed + "/out/secret.txt")
        }
        #expect(try policy.read(box.allowed + "/alias.txt") == Array("fine".utf8))
    }

    @Test func aMissingFileInsideSaysSo() throws {
        let box = try Sandbox()
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100)
        #expect(throws: FileAccessError.unreadable(path: box.allowed + "/missing.png", reason: "No such file or directory")) {
            try policy.read(box.allowed + "/missing.png")
        }
    }

    @Test func moreFoldersCanBeAllowed() throws {
        let box = try Sandbox()
        let path = try box.write("outside/ok.txt", "ok")
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100)
        #expect(throws: FileAccessError.self) { try policy.read(path) }
        #expect(try policy.allowing(box.outside).read(path) == Array("ok".utf8))
        #expect(FilePolicy.anywhere(maximumBytes: 10).allowing(box.allowed).allowedFolders == nil)
    }

    @Test func aSingleFileCanBeAllowedWithoutItsFolder() throws {
        let box = try Sandbox()
        let named = try box.write("outside/named.ttf", "font")
        let sibling = try box.write("outside/sibling.ttf", "other")
        try FileManager.default.createSymbolicLink(atPath: box.allowed + "/link.ttf", withDestinationPath: named)
        let policy = FilePolicy.inside([box.allowed], maximumBytes: 100).allowingFile(named)
        #expect(try policy.read(named) == Array("font".utf8))
        #expect(try policy.read(box.outside + "/../outside/named.ttf") == Array("font".utf8), "the same file, spelt otherwise")
        #expect(try policy.read(box.allowed + "/link.ttf") == Array("font".utf8), "a link to it")
        #expect(throws: FileAccessError.outsideAllowedFolders(path: sibling)) { try policy.read(sibling) }
        // A file named before it exists is allowed by its path; reading it then says why it failed.
        let missing = box.outside + "/later.ttf"
        #expect(throws: FileAccessError.unreadable(path: missing, reason: "No such file or directory")) {
            try FilePolicy.inside([box.allowed], maximumBytes: 100).allowingFile(missing).read(missing)
        }
        #expect(FilePolicy.anywhere(maximumBytes: 10).allowingFile(named).allowedFolders == nil)
    }

    @Test func fifosDevicesAndFoldersAreNotRegularFiles() throws {
        let box = try Sandbox()
        let fifo = box.allowed + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let anywhere = FilePolicy.anywhere(maximumBytes: 1 << 30)
        // Opening a FIFO with no writer would block forever without O_NONBLOCK.
        #expect(throws: FileAccessError.notARegularFile(path: fifo, kind: "a FIFO")) { try anywhere.read(fifo) }
        #expect(throws: FileAccessError.notARegularFile(path: "/dev/zero", kind: "a character device")) {
            try anywhere.read("/dev/zero")
        }
        #expect(throws: FileAccessError.notARegularFile(path: box.allowed, kind: "a directory")) { try anywhere.read(box.allowed) }
        #expect(throws: FileAccessError.notARegularFile(path: fifo, kind: "a FIFO")) {
            try FilePolicy.inside([box.allowed], maximumBytes: 10).read(fifo)
        }
    }

    @Test func sizeIsCheckedBeforeReading() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/big.txt", String(repeating: "x", count: 101))
        #expect(throws: FileAccessError.tooLarge(path: path, bytes: 101, limit: 100)) {
            try FilePolicy.anywhere(maximumBytes: 100).read(path)
        }
        #expect(try FilePolicy.anywhere(maximumBytes: 101).read(path).count == 101)
        #expect(FileAccessError.tooLarge(path: "a", bytes: 101, limit: 100).reason == "101 bytes, more than the limit of 100 bytes")
    }

    @Test func aSparseTwoGigabyteFileIsRefusedWithoutReadingIt() throws {
        let box = try Sandbox()
        let path = box.allowed + "/huge.png"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
        #expect(throws: FileAccessError.tooLarge(path: path, bytes: 2 << 30, limit: 16 << 20)) {
            try FilePolicy.inside([box.allowed], maximumBytes: 16 << 20).read(path)
        }
    }

    @Test func headersAreReadBeforeTheRest() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/data.bin", "0123456789")
        let file = try FilePolicy.anywhere(maximumBytes: 100).open(path)
        #expect(file.size == 10)
        #expect(try file.read(upTo: 4) == Array("0123".utf8))
        #expect(try file.readToEnd(after: [7]) == [7] + Array("456789".utf8))
        #expect(try file.read(upTo: 4).isEmpty)
    }

    @Test func aFileThatGrowsAfterOpeningIsReadWholeOrRefusedPastTheLimit() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/grow.txt", "0123456789")
        let file = try FilePolicy.anywhere(maximumBytes: 15).open(path)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("abcd".utf8))
        // Read past the size seen at opening, up to the limit.
        #expect(try file.readToEnd() == Array("0123456789abcd".utf8))
        let again = try FilePolicy.anywhere(maximumBytes: 15).open(path)
        handle.write(Data("efgh".utf8))
        try handle.close()
        #expect(throws: FileAccessError.tooLarge(path: path, bytes: 16, limit: 15)) { try again.readToEnd() }
    }

    @Test func bytesAreReadIntoTheCallersBuffer() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/into.bin", "0123456789")
        let file = try FilePolicy.anywhere(maximumBytes: 100).open(path)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 1)
        defer { buffer.deallocate() }
        #expect(try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<4])) == 4)
        // A buffer larger than what is left: filled to the file's end.
        #expect(try file.read(into: buffer) == 6)
        #expect(Array(buffer[0..<6]) == Array("456789".utf8))
        #expect(try file.read(into: buffer) == 0)
    }

    @Test func theCheckedFileIsMappedNotThePathAgain() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/mapped.bin", "mapped bytes")
        let file = try FilePolicy.anywhere(maximumBytes: 100).open(path)
        // Replaced after the check: the mapping still shows the file that was opened and checked.
        try FileManager.default.removeItem(atPath: path)
        try box.write("allowed/mapped.bin", "other")
        let mapping = try file.mapped()
        defer { munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count) }
        #expect(Array(mapping) == Array("mapped bytes".utf8))
        let empty = try box.write("allowed/empty.bin", "")
        #expect(throws: FileAccessError.unreadable(path: empty, reason: "the file is empty")) {
            _ = try FilePolicy.anywhere(maximumBytes: 100).open(empty).mapped()
        }
    }

    @Test func relativePathsAndFoldersResolveFromTheCurrentDirectory() throws {
        let box = try Sandbox()
        let path = try box.write("allowed/r.txt", "r")
        // The sandbox spelled relative to the current directory (which the test leaves alone: tests run in parallel).
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relativeRoot = String(repeating: "../", count: depth) + box.root.dropFirst()
        let policy = FilePolicy.inside([relativeRoot + "/allowed"], maximumBytes: 10)
        #expect(try policy.read(relativeRoot + "/allowed/r.txt") == Array("r".utf8))
        #expect(try policy.read(path) == Array("r".utf8))
        #expect(throws: FileAccessError.outsideAllowedFolders(path: relativeRoot + "/outside/none.txt")) {
            try policy.read(relativeRoot + "/outside/none.txt")
        }
    }
}

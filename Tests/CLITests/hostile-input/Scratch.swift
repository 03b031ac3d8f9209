import Foundation
import Glibc
import Testing

/// A temporary folder a hostile case runs in: files, FIFOs, scratch device nodes (never a real `/dev` path), links
/// and folders made for the case, and a record of everything in it, to tell which files a command touched.
final class Scratch: @unchecked Sendable {
    // @unchecked: used by one test at a time.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `name` inside the folder.
    func at(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: at(name)))
        return at(name)
    }

    @discardableResult
    func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }

    /// A file of `size` bytes that takes no space (reads as zeros).
    @discardableResult
    func sparse(_ name: String, size: Int) throws -> String {
        let descriptor = open(at(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0, ftruncate(descriptor, off_t(size)) == 0 else { throw ScratchError("cannot make \(name)") }
        close(descriptor)
        return at(name)
    }

    @discardableResult
    func fifo(_ name: String) throws -> String {
        guard mkfifo(at(name), 0o600) == 0 else { throw ScratchError("mkfifo \(name): \(String(cString: strerror(errno)))") }
        return at(name)
    }

    /// A device node in the scratch folder: `null` (1, 3), `zero` (1, 5), `full` (1, 7) as character devices, or a
    /// block device (7, 0: a loop device, never opened by the commands under test).
    @discardableResult
    func device(_ name: String, major: UInt32, minor: UInt32, block: Bool = false) throws -> String {
        let mode = (block ? S_IFBLK : S_IFCHR) | 0o666
        guard mknod(at(name), mode, makedev(major, minor)) == 0 else {
            throw ScratchError("mknod \(name): \(String(cString: strerror(errno))) (the hostile suite runs as root)")
        }
        return at(name)
    }

    @discardableResult
    func link(_ name: String, to target: String) throws -> String {
        guard symlink(target, at(name)) == 0 else { throw ScratchError("symlink \(name)") }
        return at(name)
    }

    @discardableResult
    func folder(_ name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: at(name), withIntermediateDirectories: true)
        return at(name)
    }

    /// What is in the folder (recursively): type, size, inode and modification time of each entry, by relative path.
    func state() -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ relative: String) {
            let full = relative.isEmpty ? path : at(relative)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { return }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(at(child), &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                entries[child] = "\(type) \(status.st_size) \(status.st_ino) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
                if type == S_IFDIR { walk(child) }
            }
        }
        walk("")
        return entries
    }

    /// The file type of `name` (`S_IFCHR`, `S_IFIFO`, …), not following a link.
    func type(_ name: String) -> mode_t? {
        var status = stat()
        guard lstat(at(name), &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }
}

struct ScratchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
    dev_t((UInt64(major & 0xFFF) << 8) | UInt64(minor & 0xFF) | (UInt64(minor & ~0xFF) << 12) | (UInt64(major & ~0xFFF) << 32))
}

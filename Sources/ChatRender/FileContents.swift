import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A whole file's bytes, read the cheapest way the platform allows.
///
/// On Linux a large file is read into an anonymous mapping that asks for transparent huge pages: the kernel then
/// faults in two 2 MB pages for the long chat instead of some 700 small ones, which is most of what reading it costs.
/// The memory is ordinary anonymous memory (unlike a mapping of the file itself, nothing goes wrong when the file
/// changes while it is read). Anything unusual (a short or failed read, a file that grows, another platform) falls
/// back to `Data(contentsOf:)`, which also throws the errors.
enum FileContents {
    /// Files smaller than this are read by `Data(contentsOf:)` (one or two small pages do not need the mapping).
    static let mappingThreshold = 1 << 20

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws -> Data {
        #if os(Linux)
        if let data = readIntoHugePages(path) { return data }
        #endif
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    #if os(Linux)
    /// The file read into an anonymous mapping advised for huge pages, or nil (then the caller reads it the usual way).
    private static func readIntoHugePages(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= mappingThreshold,
              info.st_size < Int.max / 2 else { return nil }
        let size = Int(info.st_size)
        let hugePage = 2 << 20
        // One byte more than the file: reading it proves the file did not grow.
        let mapped = (size + 1 + hugePage - 1) / hugePage * hugePage
        guard let memory = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return nil }
        _ = madvise(memory, mapped, MADV_HUGEPAGE)
        var done = 0
        while done <= size {
            let count = Glibc.read(fd, memory + done, size + 1 - done)
            if count > 0 {
                done += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                break
            }
        }
        guard done == size else {
            munmap(memory, mapped)
            return nil
        }
        return Data(bytesNoCopy: memory, count: size, deallocator: .custom { pointer, _ in munmap(pointer, mapped) })
    }
    #endif
}

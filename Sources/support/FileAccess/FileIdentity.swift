#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the system knows it: its device and inode. Two spellings of one file (`p.png`, `./p.png`, a symbolic
/// link to it, a hard link) have one identity, so a document that names one file many ways reads it once, and a
/// command can tell that an output would overwrite one of its inputs.
public struct FileIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The device the file lives on.
    public let device: UInt64
    /// The file's inode on that device.
    public let inode: UInt64

    /// The identity of what `path` names, following symbolic links; nil when nothing is there (or it cannot be
    /// examined).
    public init?(path: String) {
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of an open descriptor's file; nil when it cannot be examined.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// `device:inode`.
    public var description: String { "\(device):\(inode)" }
}

/// The words the system uses for an error number (`strerror`): "No such file or directory", "Is a directory".
public func systemErrorDescription(_ code: Int32 = errno) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(decoding: UnsafeRawBufferPointer(start: message, count: strlen(message)), as: UTF8.self)
}

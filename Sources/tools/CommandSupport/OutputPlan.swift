import FileAccess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The outputs of one command, checked together before anything is written: two outputs on one file, or an output
/// that is one of the command's inputs, are refused — compared by device and inode (and, for new files, by their
/// folder's), not by spelling, so `out.png`, `./out.png` and a link to it are one file.
///
/// ```swift
/// var plan = OutputPlan(inputs: [transcript])
/// let png = try plan.add(output, flag: "--output")          // throws for a directory, a clash, a missing folder
/// let layout = try plan.add(layoutPath, flag: "--layout-json")
/// try png.write(encoded)
/// ```
package struct OutputPlan: Sendable {
    /// What identifies an output: an existing file's identity, or a new name in a folder.
    private enum Key: Hashable, Sendable {
        case existing(FileIdentity)
        /// The name's bytes: the file system compares bytes, where Swift's `==` would call `é` and `e` + U+0301 equal.
        case new(folder: FileIdentity, name: [UInt8])
    }

    private var inputs: [FileIdentity: String] = [:]
    private var outputs: [Key: (name: String, flag: String)] = [:]

    /// A plan for a command that reads the files at `inputs` (`-` is standard input).
    package init(inputs: [String] = []) {
        for input in inputs { addInput(input) }
    }

    /// Adds an input the command reads, so that no output may be it.
    package mutating func addInput(_ path: String) {
        let identity = path == "-" ? FileIdentity(descriptor: STDIN_FILENO) : FileIdentity(path: path)
        if let identity, inputs[identity] == nil { inputs[identity] = path }
    }

    /// Whether any output goes to standard output.
    package private(set) var usesStandardOutput = false

    /// Decides where `path` (given with `flag`) is written and checks it against the other outputs and the inputs.
    ///
    /// - Throws: ``CommandError/usage(_:)`` for an output named twice or naming an input;
    ///   ``CommandError/unwritableOutput(name:reason:)`` for a directory, a block device, a socket or a path whose
    ///   folder does not exist.
    package mutating func add(_ path: String, flag: String) throws(CommandError) -> OutputTarget {
        let target: OutputTarget
        let key: Key?
        if path == "-" {
            target = OutputTarget(name: path, destination: .standardOutput)
            key = FileIdentity(descriptor: STDOUT_FILENO).map(Key.existing)
            usesStandardOutput = true
        } else {
            (target, key) = try Self.classify(path)
        }
        guard let key else { return target }
        if case .existing(let identity) = key, let input = inputs[identity] {
            throw .usage("\(flag) \(path): it is \(input == path ? "an input" : "the input \(input)") of this command; "
                         + "write the output elsewhere")
        }
        if let other = outputs[key] {
            throw .usage("\(flag) \(path) and \(other.flag) \(other.name) are the same file; give each output its own")
        }
        outputs[key] = (path, flag)
        return target
    }

    /// Where `path` goes and what identifies it.
    private static func classify(_ path: String) throws(CommandError) -> (OutputTarget, Key?) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .unwritableOutput(name: path, reason: "not a valid path") }
        var status = stat()
        if stat(path, &status) == 0 {
            let identity = FileIdentity(path: path)
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                let real = realPath(path) ?? path
                return (OutputTarget(name: path, destination: .file(real)), identity.map(Key.existing))
            case S_IFCHR, S_IFIFO:
                return (OutputTarget(name: path, destination: .inPlace(path)), identity.map(Key.existing))
            case S_IFDIR:
                throw .unwritableOutput(name: path, reason: "Is a directory")
            case S_IFBLK:
                throw .unwritableOutput(name: path, reason: "it is a block device; Letterpress does not write to one")
            default:
                throw .unwritableOutput(name: path, reason: "it is a socket or special file, not a file to write")
            }
        }
        let code = errno
        guard code == ENOENT else { throw .unwritableOutput(name: path, reason: systemErrorDescription(code)) }
        // Nothing there: a new file, or a symbolic link to one that does not exist yet.
        let target = try danglingLinkTarget(path) ?? path
        let (folder, name) = split(target)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0 else {
            throw .unwritableOutput(name: path, reason: "the folder \(folder): \(systemErrorDescription())")
        }
        guard folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritableOutput(name: path, reason: "\(folder) is not a directory")
        }
        guard name.utf8.count <= 255 else { throw .unwritableOutput(name: path, reason: systemErrorDescription(ENAMETOOLONG)) }
        let key = FileIdentity(path: folder).map { Key.new(folder: $0, name: Array(name.utf8)) }
        return (OutputTarget(name: path, destination: .file(target)), key)
    }

    /// The path a dangling symbolic link at `path` points to (links followed), or nil when `path` is no link.
    private static func danglingLinkTarget(_ path: String) throws(CommandError) -> String? {
        var current = path
        var followed = 0
        while true {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return followed == 0 ? nil : current
            }
            followed += 1
            guard followed <= 40 else { throw .unwritableOutput(name: path, reason: systemErrorDescription(ELOOP)) }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw .unwritableOutput(name: path, reason: systemErrorDescription()) }
            let link = String(decoding: buffer[..<count], as: UTF8.self)
            current = link.hasPrefix("/") ? link : split(current).folder + "/" + link
        }
    }

    /// The folder (`.` when there is none) and the last component of `path`, split at the last `/` byte (not at a
    /// character: `/` followed by a combining mark is one character).
    private static func split(_ path: String) -> (folder: String, name: String) {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let folder = String(decoding: bytes[..<slash], as: UTF8.self)
        return (folder.isEmpty ? "/" : folder, String(decoding: bytes[(slash + 1)...], as: UTF8.self))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Which files a program may read when its input names them (avatars in a transcript, a font file in a batch line)
/// and how large they may be.
///
/// Every file is opened non-blocking (a FIFO cannot hang the reader), must be a regular file (no FIFOs, devices or
/// directories) and is size-checked on the opened descriptor before a byte is read. A confined policy also requires
/// the file's real path — symbolic links and `..` resolved — to lie inside one of its folders; a path outside them is
/// refused as ``FileAccessError/outsideAllowedFolders(path:)`` whether or not anything exists there.
///
/// ```swift
/// // Files a transcript names: its own folder, plus what the user allowed with --allow-path.
/// let policy = FilePolicy.inside([transcriptFolder] + allowedPaths, maximumBytes: 16 << 20)
/// let bytes = try policy.read(transcriptFolder + "/avatars/anna.png")
/// ```
public struct FilePolicy: Sendable, Hashable {
    /// The folders files must lie in, as real paths (symbolic links resolved); `nil`: anywhere.
    public let allowedFolders: [String]?
    /// Single files allowed wherever they are (as real paths), besides the folders' files: a file the user named.
    public let allowedFiles: [String]
    /// The largest file, in bytes, that is read.
    public var maximumBytes: Int

    private init(allowedFolders: [String]?, allowedFiles: [String] = [], maximumBytes: Int) {
        self.allowedFolders = allowedFolders
        self.allowedFiles = allowedFiles
        self.maximumBytes = max(0, maximumBytes)
    }

    /// Regular files anywhere, at most `maximumBytes` long: for paths the user gave directly.
    public static func anywhere(maximumBytes: Int) -> FilePolicy {
        FilePolicy(allowedFolders: nil, maximumBytes: maximumBytes)
    }

    /// Regular files inside `folders` (or their subfolders), at most `maximumBytes` long. Relative folders are taken
    /// from the current directory; a folder that does not exist allows nothing.
    public static func inside(_ folders: [String], maximumBytes: Int) -> FilePolicy {
        FilePolicy(allowedFolders: folders.map(PathResolution.resolved), maximumBytes: maximumBytes)
    }

    /// This policy with `folder` allowed too (an unconfined policy stays unconfined).
    public func allowing(_ folder: String) -> FilePolicy {
        guard let allowedFolders else { return self }
        return FilePolicy(allowedFolders: allowedFolders + [PathResolution.resolved(folder)], allowedFiles: allowedFiles,
                          maximumBytes: maximumBytes)
    }

    /// This policy with the one file at `path` allowed too, wherever it lies (not its folder's other files): a file
    /// the user named directly, beside files that input names. An unconfined policy stays unconfined.
    public func allowingFile(_ path: String) -> FilePolicy {
        guard let allowedFolders else { return self }
        return FilePolicy(allowedFolders: allowedFolders, allowedFiles: allowedFiles + [PathResolution.resolved(path)],
                          maximumBytes: maximumBytes)
    }

    /// Opens `path` for reading if the policy allows it.
    ///
    /// - Throws: ``FileAccessError`` naming `path`: outside the allowed folders, not a regular file, larger than
    ///   ``maximumBytes``, or unreadable.
    public func open(_ path: String) throws(FileAccessError) -> UntrustedFile {
        let target = try PathResolution.permittedPath(path, allowedFolders: allowedFolders, allowedFiles: allowedFiles)
        return try UntrustedFile(opening: target, named: path, resolved: allowedFolders != nil, maximumBytes: maximumBytes)
    }

    /// Reads the whole file at `path` if the policy allows it.
    ///
    /// - Throws: ``FileAccessError`` as ``open(_:)`` does, or when reading fails.
    public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        try open(path).readToEnd()
    }
}

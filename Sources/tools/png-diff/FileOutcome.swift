import ImageDiff

/// What folder mode found for one relative path.
struct FileOutcome: Sendable {
    /// The classification, in the order the reports list them.
    enum Status: String, Sendable, CaseIterable {
        /// In both folders, different beyond the tolerance.
        case changed
        /// Only in the actual folder.
        case new
        /// Only in the baseline folder.
        case missing
        /// One of the two files could not be read or decoded (exit status 3).
        case unreadable
        /// In both folders, within the tolerance (byte-identical files are not decoded).
        case unchanged
    }

    /// The path relative to the folders (for snapshot artifacts: the artifact stem plus `.png`).
    let path: String
    let status: Status
    /// The comparison, for changed and unchanged files that were decoded.
    var result: DiffResult?
    /// Width and height, when known without a comparison (new, missing and byte-identical files).
    var size: PixelSize?
    /// Why the file is unreadable.
    var error: String?
    /// The report's copies, relative to the report folder.
    var baselineImage: String?
    var actualImage: String?
    var diffImage: String?

    init(path: String, status: Status) {
        self.path = path
        self.status = status
    }

    /// Reports list changed files first, the largest ratio first, then new, missing, unreadable and unchanged
    /// files, each by path.
    static func reportOrder(_ a: FileOutcome, _ b: FileOutcome) -> Bool {
        let order = Status.allCases
        let (ia, ib) = (order.firstIndex(of: a.status) ?? 0, order.firstIndex(of: b.status) ?? 0)
        if ia != ib { return ia < ib }
        if a.status == .changed, let ra = a.result?.ratio, let rb = b.result?.ratio, ra != rb { return ra > rb }
        return a.path < b.path
    }
}

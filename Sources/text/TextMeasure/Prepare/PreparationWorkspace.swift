import Locking

/// The scratch arrays one paragraph's preparing stages write and read. A measurer keeps a pool of them; a call to
/// `prepare` borrows one, so once they have grown, preparing allocates only the prepared paragraphs themselves.
struct PreparationWorkspace {
    /// The whole text's UTF-16 units.
    var units: [UInt16] = []
    /// Stage 1 (and stage 3's flags).
    var itemized = ItemizedParagraph()
    /// Stage 2: each grapheme's face, an index into its style's ``ResolvedStyle/faces``.
    var faces: [UInt8] = []
    /// Stage 4.
    var shaping = PieceShaper.Scratch()
    var scalars: [UInt32] = []
    var properties = ScalarPropertyCache()
    var breaks: [LineBreakOpportunity] = []
    var unitLevels: [UInt8] = []

    /// Whether the workspace has grown past what is worth keeping for the next text (a huge text's arrays go
    /// back to the allocator instead).
    var isOversized: Bool { units.capacity > 1 << 16 || shaping.glyphs.capacity > 1 << 16 }
}

/// Workspaces waiting to be borrowed; one per thread that measures at a time.
final class WorkspacePool: Sendable {
    private let idle = Locked<[PreparationWorkspace]>([])

    /// Runs `body` with a workspace no other thread is using.
    func with<R>(_ body: (inout PreparationWorkspace) throws -> R) rethrows -> R {
        var workspace = idle.withLock { $0.popLast() } ?? PreparationWorkspace()
        defer {
            if !workspace.isOversized { idle.withLock { $0.append(workspace) } }
        }
        return try body(&workspace)
    }
}

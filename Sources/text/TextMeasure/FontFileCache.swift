import FileAccess
import Locking

/// The font files styles name (``TextStyle/fontFile``), each loaded once per file: files are identified by device and
/// inode, so one file named many ways (`./a.ttf`, `././a.ttf`, a symbolic link) is read once, and every spelling is
/// still checked against the policy. The bytes loaded over the measurer's life (one document, one JSONL stream) are
/// capped by a budget.
final class FontFileCache: Sendable {
    /// 256 MiB: the default budget of font-file bytes per measurer (four files of the largest size read by default).
    static let defaultByteBudget = 256 << 20
    /// The most spellings remembered (then forgotten in one batch: a spelling seen again is opened and found by identity).
    static let maximumPaths = 4096

    let policy: FilePolicy
    let byteBudget: Int
    private struct State {
        var byPath: [String: FontFace] = [:]
        var byFile: [FileIdentity: FontFace] = [:]
        var bytes = 0
    }
    private let state = Locked(State())

    init(policy: FilePolicy, byteBudget: Int) {
        self.policy = policy
        self.byteBudget = byteBudget
    }

    /// The first face of the font file at `path`, loaded on first use.
    ///
    /// - Throws: `TextMeasureError.unreadableFontFile` (the policy's or the system's reason, in words),
    ///   `.fontBudgetExceeded`, `.corruptFont`.
    func face(at path: String) throws -> FontFace {
        if let known = state.withLock({ $0.byPath[path] }) { return known }
        let file: UntrustedFile
        do throws(FileAccessError) {
            file = try policy.open(path)
        } catch {
            throw TextMeasureError.unreadableFontFile(path: path, reason: error.reason)
        }
        let identity = file.identity, size = file.size, budget = byteBudget
        let found = state.withLock { state -> FontFace? in
            guard let face = state.byFile[identity] else {
                state.bytes += size   // reserved now, released if loading fails
                return nil
            }
            Self.remember(face, as: path, in: &state)
            return face
        }
        if let found { return found }
        do {
            guard state.withLock({ $0.bytes }) <= budget else {
                throw TextMeasureError.fontBudgetExceeded(path: path, bytes: size, budget: budget)
            }
            let face = try FontFace(blob: FontFace.blob(reading: file), source: path, faceIndex: 0, family: nil, weight: nil, italic: nil)
            return state.withLock { state in
                // Another thread may have loaded the same file meanwhile: keep one.
                let kept = state.byFile[identity] ?? face
                if kept !== face { state.bytes -= size }
                state.byFile[identity] = kept
                Self.remember(kept, as: path, in: &state)
                return kept
            }
        } catch {
            state.withLock { $0.bytes -= size }
            throw error
        }
    }

    /// The bytes of the font files loaded so far.
    var loadedBytes: Int { state.withLock { $0.bytes } }

    private static func remember(_ face: FontFace, as path: String, in state: inout State) {
        if state.byPath.count >= maximumPaths { state.byPath.removeAll() }
        state.byPath[path] = face
    }
}

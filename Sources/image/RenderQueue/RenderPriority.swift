/// How urgently a render job is wanted.
///
/// Workers always take the highest priority first and, within one priority, the job that joined it
/// first (FIFO). A job submitted again at a higher priority while it waits is promoted (see
/// `RenderQueue.submit`).
public enum RenderPriority: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// Work nobody looks at yet: prefetching off-screen cells, batch exports.
    case background = 0
    /// The default.
    case normal = 1
    /// On screen now: a visible cell, the screenshot the user just asked for.
    case userVisible = 2

    /// Orders by urgency: `background < normal < userVisible`.
    public static func < (lhs: RenderPriority, rhs: RenderPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The case name, e.g. `userVisible`.
    public var description: String {
        switch self {
        case .background: return "background"
        case .normal: return "normal"
        case .userVisible: return "userVisible"
        }
    }
}

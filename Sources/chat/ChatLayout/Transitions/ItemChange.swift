/// What became of a message in an update.
public enum ItemChange: Hashable, Sendable {
    /// It is new.
    case inserted
    /// It is gone.
    case deleted
    /// It was replaced by other content or another kind (its cell cross-fades).
    case reloaded
    /// Its content changed, its identity and kind did not (its cell is kept).
    case reconfigured
    /// It moved, unchanged.
    case moved
    /// Nothing happened to it (it may shift with the changes around it).
    case unchanged
}

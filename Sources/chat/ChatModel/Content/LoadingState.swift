/// What the row above the first message shows while older messages are asked for.
public enum LoadingState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Older messages are loading: a spinner.
    case older
    /// Loading failed: «Couldn't load messages · Retry».
    case failed
}

/// Which way a layout reads: where it starts and which side is leading.
///
/// ```swift
/// var configuration = ChatLayoutConfiguration(viewportWidth: 390)
/// configuration.layoutDirection = .rightToLeft   // a Hebrew or Arabic chat: mirrored
/// ```
public enum Direction: Hashable, Sendable {
    /// Left to right: the leading side is the left.
    case leftToRight
    /// Right to left: the leading side is the right (a mirrored layout).
    case rightToLeft
}

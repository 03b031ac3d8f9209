import ChatModel

/// What kind of element of the layout a frame belongs to: a message, a date header, a decoration.
///
/// Its raw value is the string a `UICollectionViewLayout` uses as the element kind of a supplementary or
/// decoration view (`.message` stands for the cells). Every kind belongs to a message, a section or the whole
/// content (see ``ElementID``); that is what identifies it across an update.
public struct ElementKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's name.
    public let rawValue: String

    /// A kind with this name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind's name.
    public var description: String { rawValue }

    /// A message's row (a cell): see ``ChatLayoutEngine/frames(at:)`` for its parts. Per message.
    public static let message = ElementKind(rawValue: "message")
    /// The "New messages" separator above a message. Per message.
    public static let unreadSeparator = ElementKind(rawValue: "unreadSeparator")
    /// The avatar of an author group, floating within the group's visible part. Per group: its path is the group's
    /// last message.
    public static let avatar = ElementKind(rawValue: "avatar")
    /// A section's date header pill. Per section.
    public static let dateHeader = ElementKind(rawValue: "dateHeader")
    /// A decoration behind a whole section, from its top to its bottom (when the configuration asks for it).
    /// Per section.
    public static let sectionBackground = ElementKind(rawValue: "sectionBackground")
    /// The space below a section's last message (when the configuration gives it a height). Per section.
    public static let sectionFooter = ElementKind(rawValue: "sectionFooter")
    /// The date header held at the top of the visible rect while its section scrolls under it. Once.
    public static let pinnedDateHeader = ElementKind(rawValue: "pinnedDateHeader")
    /// The typing indicator's bubble below the last message (while ``ChatLayoutEngine/showsTypingIndicator``). Once.
    public static let typingIndicator = ElementKind(rawValue: "typingIndicator")
    /// The row above the first message that shows older messages loading (while
    /// ``ChatLayoutEngine/showsLoadingIndicator``). Once.
    public static let loadingIndicator = ElementKind(rawValue: "loadingIndicator")
    /// The placeholder of a chat without messages, centred in the viewport. Once.
    public static let emptyState = ElementKind(rawValue: "emptyState")
}

/// One element of the layout: its kind and the path that identifies it, UIKit's (kind, index path) pair.
///
/// Elements of a message use the message's path; elements of a section use item 0 of the section; elements of the
/// whole content use `[0, 0]`.
public struct ElementID: Hashable, Sendable, CustomStringConvertible {
    /// What the element is.
    public var kind: ElementKind
    /// The path that identifies it.
    public var path: ItemPath

    /// An element of a kind at a path.
    public init(kind: ElementKind, path: ItemPath) {
        self.kind = kind
        self.path = path
    }

    /// The message at `path`.
    public static func message(_ path: ItemPath) -> ElementID { ElementID(kind: .message, path: path) }

    /// An element of a section (date header, background, footer).
    package static func section(_ kind: ElementKind, _ section: Int) -> ElementID {
        ElementID(kind: kind, path: ItemPath(section: section, item: 0))
    }

    /// An element of the whole content (pinned date header, typing and loading indicators).
    package static func content(_ kind: ElementKind) -> ElementID {
        ElementID(kind: kind, path: ItemPath(section: 0, item: 0))
    }

    /// `kind[section, item]`.
    public var description: String { "\(kind)\(path)" }
}

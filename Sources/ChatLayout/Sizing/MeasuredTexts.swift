import Foundation

/// Which text of a message's bubble a measured box belongs to.
public enum TextRole: Hashable, Sendable {
    /// The author's name above the first incoming bubble of a group.
    case authorName
    /// The quoted author's name in a reply quote.
    case quoteAuthor
    /// The quoted text (or the deleted/unavailable notice) in a reply quote.
    case quoteText
    /// The body: the message's text, a caption, a system notice or the deleted notice.
    case body
    /// A file name, call title or card title.
    case title
    /// A file size or call duration under the title.
    case detail
    /// A card's body text.
    case cardBody
    /// A card button's label.
    case buttonLabel
    /// The time and status label.
    case time
}

/// The boxes a bubble's texts were measured into, by role: what a renderer draws (their ``TextBox/measured``
/// content when the sizing keeps it), so that nothing is measured twice.
public struct MeasuredTexts: Hashable, Sendable {
    /// One measured text.
    public struct Entry: Hashable, Sendable {
        /// Which text it is.
        public var role: TextRole
        /// Its box.
        public var box: TextBox
    }

    /// The measured texts in the order the bubble stacks them.
    public private(set) var entries: [Entry] = []

    /// No measured texts.
    public init() {}

    /// The box of a role, nil when the bubble has no such text; setting replaces it.
    public subscript(role: TextRole) -> TextBox? {
        get { entries.first { $0.role == role }?.box }
        set {
            let index = entries.firstIndex { $0.role == role }
            switch (index, newValue) {
            case let (index?, box?): entries[index].box = box
            case let (index?, nil): entries.remove(at: index)
            case let (nil, box?): entries.append(Entry(role: role, box: box))
            case (nil, nil): break
            }
        }
    }
}

import ChatLayout
import Foundation

/// Which text of a message's bubble a measured box belongs to.
package enum TextRole: Hashable, Sendable {
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
    /// "Forwarded from Anna" at the top of a forwarded message.
    case forwarded
    /// A voice note's duration under its waveform ("0:17").
    case voiceDuration
    /// The duration of the video in album tile `index` ("0:12").
    case mediaDuration(Int)
    /// The percentage inside an upload/download ring ("42%").
    case progress
    /// A link preview's site name.
    case linkSite
    /// A link preview's title.
    case linkTitle
    /// A link preview's description.
    case linkDescription
    /// The emoji of reaction pill `index`.
    case reactionEmoji(Int)
    /// The count of reaction pill `index`.
    case reactionCount(Int)
    /// The label of the inline keyboard button in `row`, `column`.
    case keyboardButton(row: Int, column: Int)
    /// A custom message's component tree, as its sizing laid it out (`TextBox.measured` holds the layout).
    case custom
    /// The text of a part a ``PartTemplate`` laid out (a contact card's name), by the part it is drawn in.
    case part(MessagePart)
}

/// The boxes a bubble's texts were measured into, by role, when the sizing kept what it measured
/// (`TextBox.measured`): what a renderer draws, so that nothing is measured twice.
package struct MeasuredTexts: Hashable, Sendable {
    /// One measured text.
    package struct Entry: Hashable, Sendable {
        /// Which text it is.
        package var role: TextRole
        /// Its box.
        package var box: TextBox
    }

    /// The measured texts in the order the bubble stacks them.
    public private(set) var entries: [Entry] = []

    /// No measured texts.
    package init() {}

    /// The box of a role, nil when the bubble has no such text; setting replaces it. A box without `TextBox.measured`
    /// content is not kept (there is nothing to draw from it, and estimates of long chats would pay for it).
    package subscript(role: TextRole) -> TextBox? {
        get { entries.first { $0.role == role }?.box }
        set {
            // Estimates (no measured content) into an empty set: nothing to find or keep.
            if newValue?.measured == nil && entries.isEmpty { return }
            let newValue = newValue?.measured == nil ? nil : newValue
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

import JSON
import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import TextMeasure

/// The frames of a whole transcript's layout, as `render-chat --layout-json` writes them:
/// `{"contentHeight", "elements": [{"kind", "messageId", "frame": {"x", "y", "width", "height"}}]}` in points,
/// content coordinates (y down from the content's top), in vertical order.
public struct LayoutExport: Sendable, Hashable {
    /// What an exported frame is: a row's or a section's element, or a message part under its export name.
    ///
    /// A message part is exported under its `MessagePart.Kind` name (`"contact"`, `"voice"`), so a new kind of
    /// part is exported without a case here; the kinds the export had before parts were named keep their names
    /// (``reply`` for a quote, ``text`` for the body, ``status`` for the time, ``button`` for the keyboard's buttons,
    /// ``card`` for a card's block).
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as the JSON writes it.
        public let rawValue: String

        /// A kind with this name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// A message's bubble.
        public static let bubble = Kind(rawValue: "bubble")
        /// The measured text inside its bubble (or system pill).
        public static let text = Kind(rawValue: "text")
        /// The author's name in the first incoming bubble of a group.
        public static let author = Kind(rawValue: "author")
        /// The time and status label.
        public static let status = Kind(rawValue: "status")
        /// A group's avatar (beside its last bubble).
        public static let avatar = Kind(rawValue: "avatar")
        /// A day's date header pill (no message id).
        public static let dateHeader = Kind(rawValue: "dateHeader")
        /// The "New messages" separator (the id of the message below it).
        public static let unreadSeparator = Kind(rawValue: "unreadSeparator")
        /// A system message's pill.
        public static let system = Kind(rawValue: "system")
        /// A file card or a call row.
        public static let attachment = Kind(rawValue: "attachment")
        /// A card's block (title, body and button).
        public static let card = Kind(rawValue: "card")
        /// A reply quote.
        public static let reply = Kind(rawValue: "reply")
        /// The decoration behind a whole section (no message id), when the layout configuration asks for it.
        public static let sectionBackground = Kind(rawValue: "sectionBackground")
        /// The space below a section's last message (no message id), when the layout configuration gives it a height.
        public static let sectionFooter = Kind(rawValue: "sectionFooter")
        /// One tile of a photo, video or album.
        public static let media = Kind(rawValue: "media")
        /// A voice note's row (play button, waveform, duration).
        public static let voice = Kind(rawValue: "voice")
        /// A sticker's picture (the message has no bubble).
        public static let sticker = Kind(rawValue: "sticker")
        /// A link preview's block.
        public static let linkPreview = Kind(rawValue: "linkPreview")
        /// "Forwarded from …".
        public static let forwarded = Kind(rawValue: "forwarded")
        /// One reaction pill.
        public static let reaction = Kind(rawValue: "reaction")
        /// One inline keyboard button.
        public static let button = Kind(rawValue: "button")
        /// An upload/download ring.
        public static let progress = Kind(rawValue: "progress")
        /// A custom message's component tree.
        public static let custom = Kind(rawValue: "custom")
        /// A contact card (avatar, name and phone number).
        public static let contact = Kind(rawValue: "contact")
        /// The typing indicator's bubble (no message id).
        public static let typing = Kind(rawValue: "typing")
        /// The row of older messages loading, or failing to (no message id).
        public static let loading = Kind(rawValue: "loading")
        /// The placeholder of a chat without messages (no message id).
        public static let emptyState = Kind(rawValue: "emptyState")
    }

    /// One exported frame.
    public struct Element: Sendable, Hashable {
        /// What it is.
        public var kind: Kind
        /// The message it belongs to; nil for date headers, section backgrounds and footers.
        public var messageID: String?
        /// Where it is, in points.
        public var frame: CGRect
    }

    /// The content's height in points.
    public var contentHeight: Double
    /// Every element of every message and day, top to bottom.
    public var elements: [Element]

    /// The export of every frame of `layout` (which should be exact: estimated frames are exported as they are).
    public init(_ layout: ChatLayoutEngine) {
        contentHeight = layout.contentSize.height
        let everything = CGRect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height)
        var elements: [Element] = []
        func addContent(_ kind: Kind, _ element: ElementKind) {
            if let frame = layout.frame(of: .content(element), visibleRect: everything) {
                elements.append(Element(kind: kind, messageID: nil, frame: frame))
            }
        }
        addContent(.loading, .loadingIndicator)
        addContent(.emptyState, .emptyState)
        for section in 0..<layout.numberOfSections {
            if let background = layout.frame(of: .section(.sectionBackground, section), visibleRect: everything) {
                elements.append(Element(kind: .sectionBackground, messageID: nil, frame: background))
            }
            if let header = layout.dateHeaderFrame(section: section) {
                elements.append(Element(kind: .dateHeader, messageID: nil, frame: header))
            }
            for item in 0..<layout.numberOfItems(inSection: section) {
                let path = ItemPath(section: section, item: item)
                guard let frames = layout.frames(at: path) else { continue }
                let id = frames.id.rawValue
                func add(_ kind: Kind, _ frame: CGRect?) {
                    if let frame { elements.append(Element(kind: kind, messageID: id, frame: frame)) }
                }
                add(.unreadSeparator, layout.unreadSeparatorFrame(at: path))
                if frames.hasBubble { add(frames.isSystem ? .system : .bubble, frames.bubble) }
                let isCard = layout.message(at: path)?.kind == .card
                for placed in frames.parts {
                    if let kind = Kind(placed.part.kind, isCard: isCard) { add(kind, placed.frame) }
                }
                add(.avatar, layout.avatarFrame(group: path, visibleRect: everything))
            }
            if let footer = layout.frame(of: .section(.sectionFooter, section), visibleRect: everything) {
                elements.append(Element(kind: .sectionFooter, messageID: nil, frame: footer))
            }
        }
        addContent(.typing, .typingIndicator)
        self.elements = elements
    }

    /// The JSON document (numbers in Swift's shortest round-tripping form), one element per line.
    public var json: String {
        let number = JSONLiteral.number
        var out = "{\"contentHeight\": \(number(contentHeight)), \"elements\": [\n"
        for (index, element) in elements.enumerated() {
            let id = element.messageID.map(JSONLiteral.string) ?? "null"
            let f = element.frame
            out += "  {\"kind\": \"\(element.kind.rawValue)\", \"messageId\": \(id), \"frame\": {\"x\": \(number(f.minX)), "
                + "\"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}}"
            out += index + 1 < elements.count ? ",\n" : "\n"
        }
        return out + "]}\n"
    }
}

extension LayoutExport.Kind {
    /// The export's kind of a message part: its export name, or the name the export gave it before parts were named;
    /// nil for the parts inside others that the export leaves out (their names have a dot: `contact.name`, `link.site`).
    init?(_ part: MessagePart.Kind, isCard: Bool) {
        switch part {
        case .quote: self = .reply
        case .attachment: self = isCard ? .card : .attachment
        case .body: self = .text
        case .linkPreview: self = .linkPreview
        case .time: self = .status
        case .keyboard: self = .button
        default:
            if part.rawValue.contains(".") { return nil }
            self.init(rawValue: part.rawValue)
        }
    }
}

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
    /// What an exported frame is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A message's bubble.
        case bubble
        /// The measured text inside its bubble (or system pill).
        case text
        /// The author's name in the first incoming bubble of a group.
        case author
        /// The time and status label.
        case status
        /// A group's avatar (beside its last bubble).
        case avatar
        /// A day's date header pill (no message id).
        case dateHeader
        /// The "New messages" separator (the id of the message below it).
        case unreadSeparator
        /// A system message's pill.
        case system
        /// A file card or a call row.
        case attachment
        /// A card's block (title, body and button).
        case card
        /// A reply quote.
        case reply
        /// The decoration behind a whole section (no message id), when the layout configuration asks for it.
        case sectionBackground
        /// The space below a section's last message (no message id), when the layout configuration gives it a height.
        case sectionFooter
        /// One tile of a photo, video or album.
        case media
        /// A voice note's row (play button, waveform, duration).
        case voice
        /// A sticker's picture (the message has no bubble).
        case sticker
        /// A link preview's block.
        case linkPreview
        /// "Forwarded from …".
        case forwarded
        /// One reaction pill.
        case reaction
        /// One inline keyboard button.
        case button
        /// An upload/download ring.
        case progress
        /// A custom message's component tree.
        case custom
        /// A contact card (avatar, name and phone number).
        case contact
        /// The typing indicator's bubble (no message id).
        case typing
        /// The row of older messages loading, or failing to (no message id).
        case loading
        /// The placeholder of a chat without messages (no message id).
        case emptyState
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
    /// The export's kind of a message part; nil for the parts inside others that the export leaves out (an icon,
    /// a voice note's button, a link preview's texts).
    init?(_ part: MessagePart.Kind, isCard: Bool) {
        switch part {
        case .author: self = .author
        case .forwarded: self = .forwarded
        case .quote: self = .reply
        case .media: self = .media
        case .voice: self = .voice
        case .sticker: self = .sticker
        case .custom: self = .custom
        case .attachment: self = isCard ? .card : .attachment
        case .progress: self = .progress
        case .body: self = .text
        case .linkPreview: self = .linkPreview
        case .reaction: self = .reaction
        case .time: self = .status
        case .keyboard: self = .button
        case .contact: self = .contact
        case .quoteAuthor, .quoteText, .voiceButton, .voiceWaveform, .voiceDuration, .icon, .title, .detail, .cardBody, .button, .linkSite, .linkTitle, .linkDescription, .linkImage,
             .contactAvatar, .contactName, .contactPhone:
            return nil
        }
    }
}

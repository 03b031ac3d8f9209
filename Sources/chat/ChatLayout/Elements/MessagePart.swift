import Foundation

/// One part of a message's drawing, named as the layout export names it: `body`, `quote`, `media.2`, `reaction.1`,
/// `keyboard.0.1`.
public struct MessagePart: Hashable, Sendable, CustomStringConvertible {
    /// What kind of part it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The author's name, on the first incoming bubble of a group.
        case author
        /// "Forwarded from …" at the top of the bubble.
        case forwarded
        /// The reply quote.
        case quote
        /// A reply quote's author.
        case quoteAuthor = "quote.author"
        /// A reply quote's text.
        case quoteText = "quote.text"
        /// One tile of a photo, video or album (indexed), flush with the bubble's sides.
        case media
        /// A voice note's row: play button, waveform and duration.
        case voice
        /// The play button of a voice note.
        case voiceButton = "voice.button"
        /// The waveform's bars of a voice note.
        case voiceWaveform = "voice.waveform"
        /// A voice note's duration under the waveform.
        case voiceDuration = "voice.duration"
        /// A sticker's picture (no bubble).
        case sticker
        /// A custom message's component tree.
        case custom
        /// The file card, call row, or card block (title, body and button).
        case attachment
        /// The icon of a file card or call row.
        case icon = "attachment.icon"
        /// The title of a file card, call row or card.
        case title = "attachment.title"
        /// The detail line of a file card or call row (the size, the duration).
        case detail = "attachment.detail"
        /// A card's text between its title and its button.
        case cardBody = "attachment.body"
        /// The card's button.
        case button = "attachment.button"
        /// An upload/download ring.
        case progress
        /// The body text (message text, caption, deleted notice, system text).
        case body
        /// A link preview's block (bar, texts and picture).
        case linkPreview = "link"
        /// A link preview's site name.
        case linkSite = "link.site"
        /// A link preview's title.
        case linkTitle = "link.title"
        /// A link preview's description.
        case linkDescription = "link.description"
        /// A link preview's picture: wide ones below the texts, others as a thumbnail beside them.
        case linkImage = "link.image"
        /// One reaction pill (indexed; they wrap into rows).
        case reaction
        /// The time/status label.
        case time
        /// One inline keyboard button under the bubble (indexed by row and column).
        case keyboard
        /// A contact card: the avatar beside the name over the phone number.
        case contact
        /// A contact card's avatar (a circle with the contact's initials).
        case contactAvatar = "contact.avatar"
        /// A contact card's name.
        case contactName = "contact.name"
        /// A contact card's phone number.
        case contactPhone = "contact.phone"
        /// A location card: the map with its pin over the place's name and address.
        case location
        /// A location card's map (a drawn street plan with the pin at its centre).
        case locationMap = "location.map"
        /// A location card's place name.
        case locationTitle = "location.title"
        /// A location card's address.
        case locationAddress = "location.address"
    }

    /// What kind of part it is.
    public var kind: Kind
    /// Which one of its kind: the tile, the pill, or the keyboard's row; 0 for parts of which there is one.
    public var index: Int
    /// The keyboard button's column; 0 for other parts.
    public var column: Int

    /// A part; `index` picks a tile or a pill, `index` and `column` a keyboard button.
    @inlinable package init(_ kind: Kind, _ index: Int = 0, _ column: Int = 0) {
        self.kind = kind
        self.index = index
        self.column = column
    }

    /// The part named `name` (``description``'s form: `body`, `media.2`, `keyboard.0.1`); nil for any other string.
    package init?(name: String) {
        if let kind = Kind(rawValue: name) {
            self.init(kind)
            return
        }
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let kind = components.first.flatMap({ Kind(rawValue: String($0)) }) else { return nil }
        let numbers = components.dropFirst().compactMap { Int($0) }
        switch (kind, numbers.count, components.count - 1) {
        case (.media, 1, 1), (.reaction, 1, 1): self.init(kind, numbers[0])
        case (.keyboard, 2, 2): self.init(kind, numbers[0], numbers[1])
        default: return nil
        }
        guard description == name else { return nil }
    }

    /// The part's name: its kind, then its index (and column) for tiles, pills and buttons ("media.2", "keyboard.0.1").
    public var description: String {
        switch kind {
        case .media, .reaction: "\(kind.rawValue).\(index)"
        case .keyboard: "\(kind.rawValue).\(index).\(column)"
        default: kind.rawValue
        }
    }
}

/// A part and its frame.
public struct PlacedPart: Hashable, Sendable {
    /// Which part.
    public var part: MessagePart
    /// Where it is.
    public var frame: CGRect

    /// A placed part.
    @inlinable package init(_ part: MessagePart, _ frame: CGRect) {
        self.part = part
        self.frame = frame
    }
}

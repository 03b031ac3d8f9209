/// What a message says or shows: one case per kind of message, each with exactly the payload that kind needs.
///
/// A message's kind is its content's case (``kind``), so a file message always has its file and a text message its
/// text; what remains to check at run time is values (an album of 1 to 10 pictures, a waveform in 0…1: see
/// ``Message/validate()``). What any message may have besides (a forwarded header, a link preview, reactions, a
/// keyboard) is on ``Message`` itself.
public enum MessageContent: Hashable, Sendable {
    /// A text bubble.
    case text(String)
    /// A centred, bubble-less notice ("Alice joined").
    case system(String)
    /// A file card, its caption, and an upload or download in progress (0…1).
    case file(FileAttachment, caption: String? = nil, progress: Double? = nil)
    /// A voice or video call row.
    case call(CallInfo)
    /// A card with a title, a body and a button.
    case card(CardContent)
    /// A photo or video, or an album of up to ten, with a caption and an upload or download in progress (0…1).
    case media([MediaItem], caption: String? = nil, progress: Double? = nil)
    /// A voice note: a play button, a waveform and its duration.
    case voice(VoiceNote)
    /// A sticker: a picture without a bubble.
    case sticker(ImageReference)
    /// A component tree laid out by the flexbox engine (a helpdesk ticket header), in a bubble or not, with a
    /// caption under it.
    case custom(CustomContent, caption: String? = nil)
    /// A shared contact: the person's initials, name and phone number on a card.
    case contact(ContactCard)
    /// A shared place: a map with a pin, the place's name and its address.
    case location(LocationCard)
    /// A deleted message: what it said is gone, only what kind of message it was is kept (its bubble says it was
    /// deleted; a system notice that was deleted still breaks author groups).
    case deleted(MessageKind)

    /// The kind of message this is (a deleted message's kind is the kind it had).
    public var kind: MessageKind {
        switch self {
        case .text: .text
        case .system: .system
        case .file: .file
        case .call: .call
        case .card: .card
        case .media: .media
        case .voice: .voice
        case .sticker: .sticker
        case .custom: .custom
        case .contact: .contact
        case .location: .location
        case .deleted(let kind): kind
        }
    }

    /// The text the message shows as its body: a text message's text, a notice, or the caption of a file, an album or
    /// a component tree; nil for the other kinds.
    public var text: String? {
        switch self {
        case .text(let text), .system(let text): text
        case .file(_, let caption, _), .media(_, let caption, _), .custom(_, let caption): caption
        case .call, .card, .voice, .sticker, .contact, .location, .deleted: nil
        }
    }

    /// What a reply to this message quotes: its text, a file's caption or name, a card's title, a contact's name; nil
    /// when it was deleted.
    package var quotedText: String? {
        switch self {
        case .deleted: nil
        case .file(let file, let caption, _): caption ?? file.name
        case .card(let card): card.title
        case .contact(let contact): contact.name
        case .location(let location): location.title
        default: text ?? ""
        }
    }

    /// The payload of a kind that is read, checked, laid out and drawn through its `ContentPayload` conformance (a
    /// contact card); nil for the kinds the readers, the composer and the painter handle themselves.
    package var payload: (any ContentPayload)? {
        switch self {
        case .contact(let contact): contact
        case .location(let location): location
        default: nil
        }
    }

    /// An upload or download in progress (0…1), on a file or an album.
    public var progress: Double? {
        switch self {
        case .file(_, _, let progress), .media(_, _, let progress): progress
        default: nil
        }
    }
}

/// What a message is: the case of its ``MessageContent``, and the `"kind"` of the transcript format.
public enum MessageKind: String, Sendable, Codable, CaseIterable {
    /// A text bubble.
    case text
    /// A centred, bubble-less notice ("Alice joined").
    case system
    /// A file card with an optional caption.
    case file
    /// A voice or video call row.
    case call
    /// A card with a title, a body and a button.
    case card
    /// A photo or video, or an album of up to ten, with an optional caption (`text`).
    case media
    /// A voice note: a play button, a waveform and its duration.
    case voice
    /// A sticker: a picture without a bubble.
    case sticker
    /// A component tree laid out by the flexbox engine (a helpdesk ticket header), in a bubble or not.
    case custom
    /// A shared contact: initials, name and phone number on a card.
    case contact
    /// A shared place: a map with a pin, the place's name and its address.
    case location

    /// The type of this kind's payload when it is a `ContentPayload` (read under the key named like the kind).
    package var payloadType: (any ContentPayload.Type)? {
        switch self {
        case .contact: ContactCard.self
        case .location: LocationCard.self
        default: nil
        }
    }
}

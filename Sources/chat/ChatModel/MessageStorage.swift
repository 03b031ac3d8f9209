import Foundation

/// The fields of a ``Message``, shared by its copies until one of them changes a field (then that copy gets its
/// own). Only `Message` mutates it, and only when it holds the one reference, so sharing it across threads is safe.
final class MessageStorage: @unchecked Sendable {
    var id: MessageID
    var author: String
    var time: Date
    var content: MessageContent
    var status: MessageStatus?
    var edited: Bool
    var replyTo: MessageID?
    /// What any message may carry besides its content, boxed: nil for the many messages without any (nothing to copy,
    /// compare or hash), and a pointer's size in every storage. Immutable: a change makes a new box.
    private(set) var decorations: Decorations?

    init(id: MessageID, author: String, time: Date, content: MessageContent, status: MessageStatus?, edited: Bool,
         replyTo: MessageID?, decorations: Decorations?) {
        self.id = id
        self.author = author
        self.time = time
        self.content = content
        self.status = status
        self.edited = edited
        self.replyTo = replyTo
        self.decorations = decorations
    }

    /// A storage of its own with the same fields (sharing the immutable decorations).
    func copy() -> MessageStorage {
        MessageStorage(id: id, author: author, time: time, content: content, status: status, edited: edited,
                       replyTo: replyTo, decorations: decorations)
    }

    /// Changes the decorations, keeping nil for none.
    func changeDecorations(_ change: (inout Decorations.Values) -> Void) {
        var values = decorations?.values ?? Decorations.Values()
        change(&values)
        decorations = values.isEmpty ? nil : Decorations(values)
    }

    /// Whether every field equals `other`'s.
    func fieldsEqual(_ other: MessageStorage) -> Bool {
        id == other.id && author == other.author && time == other.time && content == other.content
            && status == other.status && edited == other.edited && replyTo == other.replyTo
            && (decorations === other.decorations || decorations?.values == other.decorations?.values)
    }

    /// Hashes every field, in declaration order.
    func hashFields(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(author)
        hasher.combine(time)
        hasher.combine(content)
        hasher.combine(status)
        hasher.combine(edited)
        hasher.combine(replyTo)
        hasher.combine(decorations?.values)
    }
}

/// What any message may carry besides its content: a forwarded header, a link preview, reactions, a keyboard.
final class Decorations: @unchecked Sendable {
    struct Values: Hashable {
        var forwardedFrom: String?
        var linkPreview: LinkPreview?
        var reactions: [Reaction] = []
        var buttons: [[String]] = []

        var isEmpty: Bool { forwardedFrom == nil && linkPreview == nil && reactions.isEmpty && buttons.isEmpty }
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    convenience init(forwardedFrom: String?, linkPreview: LinkPreview?, reactions: [Reaction], buttons: [[String]]) {
        self.init(Values(forwardedFrom: forwardedFrom, linkPreview: linkPreview, reactions: reactions, buttons: buttons))
    }

    var isEmpty: Bool { values.isEmpty }
    var forwardedFrom: String? { values.forwardedFrom }
    var linkPreview: LinkPreview? { values.linkPreview }
    var reactions: [Reaction] { values.reactions }
    var buttons: [[String]] { values.buttons }
}

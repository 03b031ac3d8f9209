import Foundation

/// The fields of a ``Message``, shared by its copies until one of them changes a field (then that copy gets its
/// own). Only `Message` mutates it, and only when it holds the one reference, so sharing it across threads is safe.
final class MessageStorage: @unchecked Sendable {
    var id: MessageID
    var author: String
    var time: Date
    var kind: MessageKind
    var text: String?
    var status: MessageStatus?
    var edited: Bool
    var deleted: Bool
    var replyTo: MessageID?
    var file: FileAttachment?
    var call: CallInfo?
    var card: CardContent?

    init(id: MessageID, author: String, time: Date, kind: MessageKind, text: String?, status: MessageStatus?,
         edited: Bool, deleted: Bool, replyTo: MessageID?, file: FileAttachment?, call: CallInfo?, card: CardContent?) {
        self.id = id
        self.author = author
        self.time = time
        self.kind = kind
        self.text = text
        self.status = status
        self.edited = edited
        self.deleted = deleted
        self.replyTo = replyTo
        self.file = file
        self.call = call
        self.card = card
    }

    /// A storage of its own with the same fields.
    func copy() -> MessageStorage {
        MessageStorage(id: id, author: author, time: time, kind: kind, text: text, status: status, edited: edited,
                       deleted: deleted, replyTo: replyTo, file: file, call: call, card: card)
    }

    /// Whether every field equals `other`'s.
    func fieldsEqual(_ other: MessageStorage) -> Bool {
        id == other.id && author == other.author && time == other.time && kind == other.kind && text == other.text
            && status == other.status && edited == other.edited && deleted == other.deleted
            && replyTo == other.replyTo && file == other.file && call == other.call && card == other.card
    }

    /// Hashes every field, in declaration order.
    func hashFields(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(author)
        hasher.combine(time)
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(status)
        hasher.combine(edited)
        hasher.combine(deleted)
        hasher.combine(replyTo)
        hasher.combine(file)
        hasher.combine(call)
        hasher.combine(card)
    }
}

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
    /// Issue 14's content, boxed: nil for the many messages without any (nothing to copy, compare or hash), and a
    /// pointer's size in every storage.
    private(set) var extrasBox: ExtrasBox?
    var extras: MessageExtras? {
        get { extrasBox?.value }
        set { extrasBox = newValue.map(ExtrasBox.init) }
    }

    init(id: MessageID, author: String, time: Date, kind: MessageKind, text: String?, status: MessageStatus?,
         edited: Bool, deleted: Bool, replyTo: MessageID?, file: FileAttachment?, call: CallInfo?, card: CardContent?,
         extras: MessageExtras?) {
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
        extrasBox = extras.map(ExtrasBox.init)
    }

    /// A storage of its own with the same fields.
    func copy() -> MessageStorage {
        let copy = MessageStorage(id: id, author: author, time: time, kind: kind, text: text, status: status, edited: edited,
                       deleted: deleted, replyTo: replyTo, file: file, call: call, card: card, extras: nil)
        // The box is immutable: the copy shares it.
        copy.extrasBox = extrasBox
        return copy
    }

    /// Changes the extras, keeping nil for none.
    func setExtras(_ change: (inout MessageExtras) -> Void) {
        var value = extras ?? MessageExtras()
        change(&value)
        extras = value.isEmpty ? nil : value
    }

    /// Whether every field equals `other`'s.
    func fieldsEqual(_ other: MessageStorage) -> Bool {
        id == other.id && author == other.author && time == other.time && kind == other.kind && text == other.text
            && status == other.status && edited == other.edited && deleted == other.deleted
            && replyTo == other.replyTo && file == other.file && call == other.call && card == other.card
            && (extrasBox === other.extrasBox || extras == other.extras)
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
        hasher.combine(extras)
    }
}

/// A message's extras behind one pointer (immutable: a change makes a new box).
final class ExtrasBox: @unchecked Sendable {
    let value: MessageExtras

    init(_ value: MessageExtras) { self.value = value }
}

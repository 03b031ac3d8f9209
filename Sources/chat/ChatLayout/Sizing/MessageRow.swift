import ChatModel

/// A message as the engine sizes it: the message, what the transcript resolves for it, and its place in its group.
public struct MessageRow: Sendable {
    /// The message.
    package var message: Message
    /// The message it replies to, as the transcript resolves it.
    package var quote: Quote?
    /// Its author's display name.
    package var authorName: String
    /// Its place in its author group.
    package var context = GroupContext()

    /// A row of a message not yet placed in its group.
    package init(message: Message, quote: Quote?, authorName: String, context: GroupContext = GroupContext()) {
        self.message = message
        self.quote = quote
        self.authorName = authorName
        self.context = context
    }
}

/// Where a message sits in its author group, as the engine groups them: the inputs of its row besides its content.
package struct GroupContext: Hashable, Sendable {
    /// The reader wrote it.
    package var isOutgoing = false
    /// It starts its author group.
    package var isFirstInGroup = true
    /// It ends its author group (its bubble has the tail).
    package var isLastInGroup = true
    /// The unread separator sits above it.
    package var hasSeparator = false
    /// It shows its author's name (the first incoming message of a group, when the configuration shows names).
    package var showsAuthorName = false

    /// A message alone in its group.
    package init() {}
}

import ChatModel
import Foundation

/// The texts a message's bubble shows besides the message's own fields, exactly as the layout measured them:
/// what a renderer draws into the frames of `MessageFrames`.
public struct MessageLabels: Hashable, Sendable {
    /// The author's name, when the bubble shows it (the first incoming bubble of a group).
    public var authorName: String?
    /// The quoted author's name (empty when the quoted message is unavailable), when the bubble has a quote.
    public var quoteAuthor: String?
    /// The quoted text (or the deleted/unavailable notice), when the bubble has a quote.
    public var quoteText: String?
    /// The body text: the message's text, a file's caption, a system notice, or the deleted notice.
    public var body: String?
    /// The body's font (italic for the deleted notice).
    public var bodyFont: FontSpec
    /// The whole time label: "edited 14:05 ✓✓".
    public var time: String
    /// The status symbol that ends `time`, if any ("✓✓").
    public var statusSymbol: String?
    /// The title of a file card (the file name) or call row ("Outgoing call"), or a card's title.
    public var title: String?
    /// The second line of a file card ("21.1 MB") or call row ("2:00").
    public var detail: String?
}

extension ChatLayoutEngine {
    /// The texts of the message at `path` as the layout measured them; nil when there is no such message.
    public func labels(at path: ItemPath) -> MessageLabels? {
        guard let row = row(of: path), let item = rows[row].item else { return nil }
        let message = item.message
        let c = configuration
        let labelText = LabelText(configuration: c, timeZone: timeZone)
        let outgoing = item.context.isOutgoing
        var labels = MessageLabels(
            authorName: item.context.showsAuthorName ? item.authorName : nil, body: message.text,
            bodyFont: message.kind == .system ? c.fonts.system : c.fonts.body,
            time: labelText.timeLabel(for: message, isOutgoing: outgoing),
            statusSymbol: labelText.statusSymbol(for: message, isOutgoing: outgoing))
        if message.kind == .system && !message.deleted { return labels }
        if message.deleted {
            labels.body = c.deletedMessageText
            labels.bodyFont.italic = true
            return labels
        }
        if let quote = item.quote {
            switch quote {
            case .message(let author, let text): (labels.quoteAuthor, labels.quoteText) = (author, text)
            case .deleted(let author): (labels.quoteAuthor, labels.quoteText) = (author, c.deletedMessageText)
            case .unavailable: (labels.quoteAuthor, labels.quoteText) = ("", c.unavailableQuoteText)
            }
        }
        switch message.kind {
        case .text, .system: break
        case .file:
            labels.title = message.file?.name
            labels.detail = message.file.map { LabelText.fileSize($0.bytes) }
        case .call:
            labels.title = message.call.map { labelText.callTitle($0, isOutgoing: outgoing) }
            labels.detail = message.call.flatMap(LabelText.callDuration)
            labels.body = nil
        case .card:
            labels.title = message.card?.title
            labels.body = nil
        }
        return labels
    }
}

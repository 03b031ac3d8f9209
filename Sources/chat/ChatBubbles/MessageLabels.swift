import ChatLayout
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
    package var statusSymbol: String?
    /// The title of a file card (the file name) or call row ("Outgoing call"), or a card's title.
    public var title: String?
    /// The second line of a file card ("21.1 MB") or call row ("2:00").
    public var detail: String?
    /// "Forwarded from Anna", when the message was forwarded.
    package var forwarded: String?
    /// A voice note's duration ("0:17").
    package var voiceDuration: String?
    /// The duration of each video of a media message ("0:12"), nil for photos.
    package var mediaDurations: [String?] = []
    /// The percentage of an upload or download ("42%").
    package var progress: String?
    /// The boxes the layout measured these texts into, by role, with what the sizing measured (a renderer draws
    /// that instead of measuring again). Empty while the message's size is an estimate.
    package var measured = MeasuredTexts()
}

extension BubbleSizing {
    /// The texts of the message at `path` of `layout` (laid out with this sizing) as the layout measured them; nil
    /// when there is no such message.
    package func labels(at path: ItemPath, in layout: ChatLayoutEngine) -> MessageLabels? {
        guard let laidOut = layout.sizedMessage(at: path) else { return nil }
        let item = laidOut.row
        let message = item.message
        let c = configuration
        let labelText = LabelText(configuration: c, timeZone: layout.timeZone)
        let outgoing = item.context.isOutgoing
        var labels = MessageLabels(
            authorName: item.context.showsAuthorName ? item.authorName : nil, body: message.text,
            bodyFont: message.kind == .system ? c.fonts.system : c.fonts.body,
            time: labelText.timeLabel(for: message, isOutgoing: outgoing),
            statusSymbol: labelText.statusSymbol(for: message, isOutgoing: outgoing))
        if !laidOut.isEstimated, let measured = laidOut.sized.content as? MeasuredTexts { labels.measured = measured }
        if let count = JumboEmoji.count(of: message), !laidOut.sized.hasBubble, !message.deleted {
            labels.bodyFont.size = c.content.jumboEmojiSizes[max(0, min(count, c.content.jumboEmojiSizes.count) - 1)]
        }
        if message.kind == .system && !message.deleted { return labels }
        labels.forwarded = message.forwardedFrom.map { c.words.forwardedPrefix + $0 }
        labels.progress = message.progress.map(LabelText.percentage)
        if message.deleted {
            labels.forwarded = nil
            labels.progress = nil
            labels.body = c.words.deletedMessageText
            labels.bodyFont.italic = true
            return labels
        }
        if let quote = item.quote {
            switch quote {
            case .message(let author, let text): (labels.quoteAuthor, labels.quoteText) = (author, text)
            case .deleted(let author): (labels.quoteAuthor, labels.quoteText) = (author, c.words.deletedMessageText)
            case .unavailable: (labels.quoteAuthor, labels.quoteText) = ("", c.words.unavailableQuoteText)
            }
        }
        // (Parts laid out by a template keep their texts by part: `TextRole.part`; nothing to name here.)
        switch message.kind {
        case .media:
            labels.mediaDurations = (message.media ?? []).map { $0.video ? LabelText.clock(seconds: $0.seconds ?? 0) : nil }
        case .voice:
            labels.voiceDuration = message.voice.map { LabelText.clock(seconds: $0.seconds) }
        case .sticker:
            labels.body = nil
        case .file:
            labels.title = message.file?.name
            labels.detail = message.file.map { LabelText.fileSize($0.bytes, format: c.words.fileSizeFormat) }
        case .call:
            labels.title = message.call.map { labelText.callTitle($0, isOutgoing: outgoing) }
            labels.detail = message.call.flatMap { LabelText.callDuration($0, units: c.words.durationUnits) }
            labels.body = nil
        case .card:
            labels.title = message.card?.title
            labels.body = nil
        default: break
        }
        return labels
    }
}

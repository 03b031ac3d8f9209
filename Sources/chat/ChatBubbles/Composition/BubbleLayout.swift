import ChatLayout
import ChatModel
import FlexLayout
import Foundation
import Geometry

/// The inside of one message's bubble (or system pill): every part's frame relative to the bubble's origin,
/// left-to-right. Pure data: positions in the chat are added when frames are queried.
struct BubbleLayout: Hashable, Sendable {
    var isSystem = false
    var size = CGSize.zero
    var authorName: CGRect?
    var quote: CGRect?
    var attachment: CGRect?
    var text: CGRect?
    var time: CGRect?
    /// The sum of the heights of the measured text boxes stacked in the bubble (for invariants and tests).
    var stackedTextHeight: CGFloat = 0
    /// The boxes of the texts placed in the bubble, with what the sizing measured: what a renderer draws.
    var texts: MeasuredTexts { parts?.texts ?? MeasuredTexts() }
    /// Whether the message is drawn in a bubble (stickers, jumbo emoji and bubble-less custom trees are not).
    var hasBubble = true
    /// Whether it is centred in the chat's width, as a system notice (a bubble-less custom tree: a ticket header).
    var isCentred = false
    /// The height under the bubble that the inline keyboard takes (its gap included).
    var keyboardHeight: CGFloat = 0
    /// The measured texts and issue 14's parts, in one box: an estimated bubble has neither, and bubbles are copied
    /// often (one reference to retain, not one per collection).
    var parts: BubbleParts?

    /// The item's height: the bubble and the keyboard under it.
    var totalHeight: CGFloat { size.height + keyboardHeight }
    /// The bubble as the engine stores it: sizes, flags, the parts flattened, and the measured texts to draw.
    var sized: SizedMessage {
        var sized = SizedMessage()
        sized.size = size
        sized.heightBelow = keyboardHeight
        sized.isSystem = isSystem
        sized.isCentred = isCentred
        sized.hasBubble = hasBubble
        sized.timeOverPicture = parts?.content?.timeOverPicture ?? false
        sized.parts = placedParts
        if let parts { sized.content = parts.texts }
        return sized
    }
    /// Every part with its frame relative to the bubble's origin, in ``MessageFrames/parts``' order.
    ///
    /// Built in one allocation: a full layout makes this array for every message.
    var placedParts: [PlacedPart] {
        var placed: [PlacedPart] = []
        guard let content = parts?.content else {
            // No issue 14 parts (most bubbles): the author, quote, attachment, body and time.
            func one(_ frame: CGRect?) -> Int { frame == nil ? 0 : 1 }
            placed.reserveCapacity(one(authorName) + one(quote) + one(attachment) + one(text) + one(time))
            if let authorName { placed.append(PlacedPart(MessagePart(.author), authorName)) }
            if let quote { placed.append(PlacedPart(MessagePart(.quote), quote)) }
            if let attachment { placed.append(PlacedPart(MessagePart(.attachment), attachment)) }
            if let text { placed.append(PlacedPart(MessagePart(.body), text)) }
            if let time { placed.append(PlacedPart(MessagePart(.time), time)) }
            return placed
        }
        placed.reserveCapacity(7 + 13 + content.media.count + content.reactions.count + content.templateParts.count
                               + content.keyboard.reduce(0) { $0 + $1.count })
        func add(_ part: MessagePart, _ frame: CGRect?) {
            if let frame { placed.append(PlacedPart(part, frame)) }
        }
        func add(_ kind: MessagePart.Kind, _ frame: CGRect?) { add(MessagePart(kind), frame) }
        add(.author, authorName)
        add(.forwarded, content.forwarded)
        add(.quote, quote)
        for (index, tile) in content.media.enumerated() { add(MessagePart(.media, index), tile) }
        add(.sticker, content.sticker)
        add(.custom, content.custom)
        placed += content.templateParts
        add(.attachment, attachment)
        add(.progress, content.progress)
        add(.body, text)
        add(.linkPreview, content.linkPreview)
        for (index, pill) in content.reactions.enumerated() { add(MessagePart(.reaction, index), pill) }
        add(.time, time)
        for (row, buttons) in content.keyboard.enumerated() {
            for (column, button) in buttons.enumerated() { add(MessagePart(.keyboard, row, column), button) }
        }
        return placed
    }
}

/// A bubble's measured texts and issue 14's parts, in a box shared by copies of the bubble.
final class BubbleParts: Hashable, Sendable {
    let texts: MeasuredTexts
    /// Issue 14's parts; nil when the bubble has none.
    let content: ContentFrames?

    init(texts: MeasuredTexts, content: ContentFrames?) {
        self.texts = texts
        self.content = content
    }

    static func == (lhs: BubbleParts, rhs: BubbleParts) -> Bool {
        lhs === rhs || (lhs.texts == rhs.texts && lhs.content == rhs.content)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(texts)
        hasher.combine(content)
    }
}

/// Builds bubbles from measured text boxes; one per layout pass (the ``RowSizer`` of a ``BubbleSizing``).
///
/// A class, immutable: layouts share one, and a bubble's composition never copies its configuration.
final class BubbleComposer: RowSizer {
    let configuration: BubbleConfiguration
    let sizing: any MessageSizing
    let labels: LabelText
    let timeZone: TimeZone
    /// The widest bubble content (bubble width minus paddings), per side.
    let incomingContentWidth: CGFloat
    let outgoingContentWidth: CGFloat
    /// The widest text of a system pill and of the unread separator.
    let systemTextWidth: CGFloat
    let separatorTextWidth: CGFloat
    /// The width inside the content insets (a centred, bubble-less custom tree may take all of it).
    let bandWidth: CGFloat
    /// Whether the engine mirrors the bubbles (a right-to-left layout).
    let isRightToLeft: Bool
    /// The plain text bubbles' template (its closed form places them), and the system pills' (the same, padded as a pill).
    let textTemplate: TextBubbleTemplate
    let systemTemplate: TextBubbleTemplate

    init(configuration: BubbleConfiguration, space: RowSpace, sizing: any MessageSizing, timeZone: TimeZone) {
        self.configuration = configuration
        self.sizing = sizing
        self.timeZone = timeZone
        labels = LabelText(configuration: configuration, timeZone: timeZone)
        let c = configuration
        let inner = space.bandWidth
        func contentWidth(_ region: CGFloat) -> CGFloat {
            max(1, min(region * c.maximumBubbleWidthFraction, c.maximumBubbleWidth) - c.bubblePadding.horizontal)
        }
        incomingContentWidth = contentWidth(space.incomingWidth)
        outgoingContentWidth = contentWidth(space.outgoingWidth)
        systemTextWidth = max(1, inner * c.systemMessageWidthFraction - c.pillPadding.horizontal)
        separatorTextWidth = max(1, inner - c.pillPadding.horizontal)
        bandWidth = max(1, inner)
        isRightToLeft = space.isRightToLeft
        func template(padding: Insets) -> TextBubbleTemplate {
            TextBubbleTemplate(metrics: BubbleMetrics(padding: padding, partSpacing: c.partSpacing,
                                                      inlineTimeSpacing: c.inlineTimeSpacing,
                                                      timeAfterLastLine: c.timePlacement == .inlineWhenFits))
        }
        textTemplate = template(padding: c.bubblePadding)
        systemTemplate = template(padding: c.pillPadding)
    }

    /// The right end of the last line of `text`, measured into `box`, as the time after it must clear it. Mirrored, a
    /// text that reads left to right is drawn from its box's left edge, which the mirror puts towards the time: its
    /// last line then reaches as far as the box is wide.
    func lastLineRight(_ box: TextBox, of text: String) -> CGFloat {
        isRightToLeft && !TextDirection.startsRightToLeft(text) ? box.width : box.lastLineWidth
    }

    /// A message's time label (called here: reaching `labels` from outside would copy it, configuration and all).
    func timeLabel(for message: Message, isOutgoing: Bool) -> String {
        labels.timeLabel(for: message, isOutgoing: isOutgoing)
    }

    /// The widest a bubble may be on a side.
    func maximumBubbleWidth(outgoing: Bool) -> CGFloat {
        (outgoing ? outgoingContentWidth : incomingContentWidth) + configuration.bubblePadding.horizontal
    }

    func measure(_ text: String, _ font: FontSpec, _ width: CGFloat, lines: Int = 0, id: MessageID?) throws -> TextBox {
        do {
            return try sizing.measure(text, font: font, maxWidth: width, maximumLines: lines)
        } catch {
            throw ChatLayoutError.measurementFailed(messageID: id, reason: String(describing: error))
        }
    }

    /// The unread separator's label: its measured text, and the text's height plus the pill padding.
    func unreadSeparator() throws -> SizedLabel {
        let text = configuration.words.unreadSeparatorText
        let box = try measure(text, configuration.fonts.system, separatorTextWidth, lines: 1, id: nil)
        return SizedLabel(size: CGSize(width: box.width + configuration.pillPadding.horizontal,
                                       height: box.height + configuration.pillPadding.vertical),
                          content: MeasuredLabel(text: text, box: box))
    }

    /// The date header pills of `days`, with one formatter (a `DateFormatter` is not shared between threads).
    func dateHeaders(_ days: [Day]) throws -> [SizedLabel] {
        let formatter = DateHeaderFormatter(words: configuration.words, timeZone: timeZone)
        return try days.map { day in try headerPill(formatter.text(for: day)) }
    }

    /// The date header pill of a header text: the text's box plus the pill padding.
    func headerPill(_ text: String) throws -> SizedLabel {
        let box = try measure(text, configuration.fonts.dateHeader, separatorTextWidth, lines: 1, id: nil)
        return SizedLabel(size: CGSize(width: box.width + configuration.pillPadding.horizontal,
                                       height: box.height + configuration.pillPadding.vertical),
                          content: MeasuredLabel(text: text, box: box))
    }

    /// A message's row: its bubble composed, as the engine stores it.
    func size(_ row: MessageRow) throws -> SizedMessage {
        try compose(row.message, quote: row.quote, authorName: row.authorName, context: row.context).sized
    }

    func compose(_ message: Message, quote: Quote?, authorName: String, context: GroupContext) throws -> BubbleLayout {
        if message.kind == .system && !message.deleted { return try composeSystem(message) }
        if isPlainText(message, quote: quote) { return try composePlainText(message, authorName: authorName, context: context) }
        var builder = BubbleBuilder(composer: self, message: message, context: context)
        return try build(&builder, message, quote: quote, authorName: authorName, context: context)
    }

    /// A message's bubble as a flex tree whose node ids are its parts' names (`body`, `media.2`, `reaction.1`,
    /// `keyboard.0.1`; see ``BubbleTreeRecorder``), with the bubble the builder composed: laid out by FlexLayout, the
    /// tree gives the builder's frames. Nil for a system notice (its pill is a ``TextBubbleTemplate``'s tree).
    package func tree(for row: MessageRow) throws -> (tree: FlexNode, bubble: BubbleLayout)? {
        let message = row.message
        if message.kind == .system && !message.deleted { return nil }
        var builder = BubbleBuilder(composer: self, message: message, context: row.context, recordsTree: true)
        let bubble = try build(&builder, message, quote: row.quote, authorName: row.authorName, context: row.context)
        let padding = bubble.hasBubble ? configuration.bubblePadding : .zero
        return (builder.recorder?.tree(sidePadding: padding) ?? FlexNode(id: "bubble"), bubble)
    }

    /// Every part of a bubble, placed by `builder` from the top.
    private func build(_ builder: inout BubbleBuilder, _ message: Message, quote: Quote?, authorName: String,
                       context: GroupContext) throws -> BubbleLayout {
        if !message.deleted, quote == nil, message.forwardedFrom == nil, message.linkPreview == nil,
           let emoji = JumboEmoji.count(of: message), emoji <= configuration.content.jumboEmojiSizes.count {
            try builder.jumboEmoji(count: emoji)
            return try builder.finish()
        }
        if message.kind == .sticker, !message.deleted, let sticker = message.sticker {
            try builder.sticker(sticker)
            return try builder.finish()
        }
        if message.kind == .custom, !message.deleted, let custom = message.custom, !custom.bubble {
            try builder.custom(custom)
            return try builder.finish()
        }
        if context.showsAuthorName { try builder.authorName(authorName) }
        if let forwarded = message.forwardedFrom, !message.deleted { try builder.forwarded(forwarded) }
        if let quote, !message.deleted { try builder.quote(quote) }
        if message.deleted {
            var font = configuration.fonts.body
            font.italic = true
            try builder.body(configuration.words.deletedMessageText, font: font)
        } else {
            switch message.kind {
            case .text, .system:
                try builder.body(message.text ?? "", font: configuration.fonts.body)
            case .file:
                if let file = message.file {
                    try builder.iconRow(icon: configuration.fileIconSize, title: file.name, titleLines: 2,
                                        detail: LabelText.fileSize(file.bytes, format: configuration.words.fileSizeFormat),
                                        progress: message.progress)
                }
                try builder.body(message.text ?? "", font: configuration.fonts.body)
            case .call:
                if let call = message.call {
                    try builder.iconRow(icon: configuration.callIconSize, title: labels.callTitle(call, isOutgoing: context.isOutgoing),
                                        titleLines: 1, detail: LabelText.callDuration(call, units: configuration.words.durationUnits),
                                        progress: nil)
                }
            case .card:
                if let card = message.card { try builder.card(card) }
            case .media:
                if let media = message.media { try builder.media(media, progress: message.progress) }
                try builder.body(message.text ?? "", font: configuration.fonts.body)
            case .voice:
                if let voice = message.voice { try builder.voice(voice) }
            case .sticker:
                break
            case .custom:
                if let custom = message.custom { try builder.custom(custom) }
                try builder.body(message.text ?? "", font: configuration.fonts.body)
            default:
                if let content = message.content.payload as? any TemplatedContent { try content.place(in: &builder) }
            }
            if let preview = message.linkPreview { try builder.linkPreview(preview) }
        }
        if !message.deleted { try builder.reactions(message.reactions) }
        return try builder.finish()
    }

    /// A system message's pill: its notice, and its time after the last line (or below it) when the configuration
    /// asks for it, placed by the text template with the pill's padding (its closed form).
    private func composeSystem(_ message: Message) throws -> BubbleLayout {
        let c = configuration
        let text = message.text ?? ""
        let box = try measure(text, c.fonts.system, systemTextWidth, id: message.id)
        var layout = BubbleLayout(isSystem: true)
        var texts = MeasuredTexts()
        texts[.body] = box
        var time: TextBox?
        if c.showsTimeOnSystemMessages {
            time = try measure(labels.timeLabel(for: message, isOutgoing: false), c.fonts.time, systemTextWidth, lines: 1,
                               id: message.id)
            texts[.time] = time
        }
        let frames = systemTemplate.frames(author: nil, body: TextLines(box, lastLineRight: lastLineRight(box, of: text)),
                                           time: time.map { TextLines($0) }, width: systemTextWidth)
        layout.text = frames.body.map(CGRect.init)
        layout.time = frames.time.map(CGRect.init)
        layout.stackedTextHeight = box.height + (frames.timeAfterLastLine ? 0 : time?.height ?? 0)
        layout.size = CGSize(width: frames.width, height: frames.height)
        if !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: nil) }
        return layout
    }
}

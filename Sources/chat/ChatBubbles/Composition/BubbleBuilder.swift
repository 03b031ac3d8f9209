import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// Builds one bubble top to bottom: each part is placed below the previous one (with the part spacing, or the
/// bubble's padding after a picture that is flush with the bubble's sides), the time goes after the last line when
/// it fits, and the inline keyboard under the bubble. Frames are relative to the bubble's origin, left-to-right.
struct BubbleBuilder {
    let composer: BubbleComposer
    let message: Message
    let context: GroupContext
    /// The widest content (the bubble less its paddings).
    let width: CGFloat
    var layout = BubbleLayout()
    /// The texts placed, with what the sizing measured (kept only when it kept something).
    var texts = MeasuredTexts()
    /// Issue 14's parts, made on first use: most bubbles have none, and a builder that held them inline would be
    /// twice as large to set up and move for every message of a long chat.
    private var contentHolder: ContentHolder?
    /// The parts placed so far (written through, read with ``hasContent`` and friends).
    var content: ContentFrames {
        get { contentHolder?.frames ?? ContentFrames() }
        _modify {
            let holder = contentHolder ?? ContentHolder()
            contentHolder = holder
            yield &holder.frames
        }
    }
    /// The parts, when any was placed.
    var placedContent: ContentFrames? { contentHolder.flatMap { $0.frames.isEmpty ? nil : $0.frames } }
    /// The y below the last placed part.
    var y: CGFloat
    /// The widest placed part.
    var contentWidth: CGFloat = 0
    /// The last text line placed (its right end from `left`, its bottom, its height, and whether a time after it is
    /// centred on it, as on reaction pills): the time may sit after it.
    var lastLine: (right: CGFloat, bottom: CGFloat, height: CGFloat, centred: Bool)?
    /// The bubble is at least this wide (a picture flush with its sides).
    var minimumBubbleWidth: CGFloat = 0
    /// The picture that ends the bubble, flush with its bottom (the time then sits over it), if any.
    var pictureAtBottom: CGRect?
    /// Whether the last part placed is a picture flush with the bubble's sides (the next part is padded).
    var afterPicture = false
    /// Whether the message shows its time (a bubble-less custom tree does not).
    var showsTime = true
    /// The bubble's tree, written down as parts are placed; nil unless the composer was asked for the tree.
    var recorder: BubbleTreeRecorder?

    /// The composer's configuration, borrowed (`_read`): a getter would copy all of it, strings and arrays retained,
    /// at every use, and a stored copy once per bubble.
    var c: BubbleConfiguration {
        _read { yield composer.configuration }
    }
    /// The widest a part may be: the content width, or, below a picture flush with the bubble's sides, the picture's
    /// width less the paddings (a caption wraps within its photo).
    var available: CGFloat {
        minimumBubbleWidth > 0 ? max(1, min(width, minimumBubbleWidth - c.bubblePadding.horizontal)) : width
    }
    var id: MessageID { message.id }
    /// The content's left edge: the bubble's padding, or 0 without a bubble.
    var left: CGFloat { layout.hasBubble ? c.bubblePadding.left : 0 }
    var top: CGFloat { layout.hasBubble ? c.bubblePadding.top : 0 }

    init(composer: BubbleComposer, message: Message, context: GroupContext, recordsTree: Bool = false) {
        self.composer = composer
        if recordsTree { recorder = BubbleTreeRecorder() }
        self.message = message
        self.context = context
        width = context.isOutgoing ? composer.outgoingContentWidth : composer.incomingContentWidth
        y = composer.configuration.bubblePadding.top
    }

    /// Starts a bubble-less message: content from the origin.
    mutating func dropBubble() {
        layout.hasBubble = false
        y = 0
    }

    func measure(_ text: String, _ font: FontSpec, _ width: CGFloat, lines: Int = 0) throws -> TextBox {
        try composer.measure(text, font, width, lines: lines, id: id)
    }

    /// Places a part `w` × `h` at the content's left below the last one; `node` is the part in the bubble's tree.
    /// A part template's tree `sizesItself` (see ``BubbleTreeRecorder/box(_:_:flush:sizesItself:)``).
    mutating func place(width w: CGFloat, height h: CGFloat, node: @autoclosure () -> FlexNode, sizesItself: Bool = false)
        -> CGRect {
        if afterPicture {
            let gap = c.bubblePadding.top
            y += gap
            recorder?.gap(gap)
            afterPicture = false
        } else if y > top {
            let gap = c.partSpacing
            y += gap
            recorder?.gap(gap)
        } else if y > 0 {
            recorder?.gap(y)  // The bubble's top padding, before its first part.
        }
        recorder?.box(node(), CGSize(width: w, height: h), sizesItself: sizesItself)
        let frame = CGRect(x: left, y: y, width: w, height: h)
        y += h
        contentWidth = max(contentWidth, w)
        pictureAtBottom = nil
        return frame
    }

    /// Places a picture flush with the bubble's sides, `w` × `h`, at the top when nothing precedes it; `node` is the
    /// picture in the bubble's tree.
    mutating func placePicture(width w: CGFloat, height h: CGFloat, node: @autoclosure () -> FlexNode) -> CGRect {
        if y > top {
            let gap = c.partSpacing
            y += gap
            recorder?.gap(gap)
        } else {
            y = 0
        }
        let padding = c.bubblePadding
        recorder?.box(node(), CGSize(width: w, height: h), flush: padding)
        let frame = CGRect(x: 0, y: y, width: w, height: h)
        y += h
        minimumBubbleWidth = max(minimumBubbleWidth, w)
        contentWidth = max(contentWidth, w - c.bubblePadding.horizontal)
        afterPicture = true
        pictureAtBottom = frame
        return frame
    }

    /// A text stacked in the bubble; the time may follow its last line.
    mutating func text(_ string: String, font: FontSpec, lines: Int = 0, role: TextRole, part: MessagePart.Kind) throws
        -> CGRect? {
        guard !string.isEmpty else { return nil }
        let box = try measure(string, font, available, lines: lines)
        let frame = place(width: box.width, height: box.height, node: PartTemplate.leaf(part, box))
        layout.stackedTextHeight += box.height
        texts[role] = box
        if box.lineCount > 0 {
            lastLine = (composer.lastLineRight(box, of: string), frame.maxY, box.height / CGFloat(box.lineCount), false)
        }
        return frame
    }

    mutating func body(_ string: String, font: FontSpec) throws {
        if let frame = try text(string, font: font, role: .body, part: .body) { layout.text = frame }
    }

    mutating func authorName(_ name: String) throws {
        layout.authorName = try text(name, font: c.fonts.authorName, lines: 1, role: .authorName, part: .author)
    }

    mutating func forwarded(_ name: String) throws {
        content.forwarded = try text(c.words.forwardedPrefix + name, font: c.fonts.forwarded, lines: 1, role: .forwarded,
                                     part: .forwarded)
    }
}

/// The parts a ``BubbleBuilder`` places, behind one pointer.
final class ContentHolder {
    var frames = ContentFrames()
}

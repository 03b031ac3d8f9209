import ChatLayout
import ChatModel
import FlexLayout
import Foundation

extension BubbleBuilder {
    /// A photo, video or album, flush with the bubble's sides; a progress ring centred over it.
    mutating func media(_ items: [MediaItem], progress: Double?) throws {
        let maxWidth = width + c.bubblePadding.horizontal
        let tiles = MediaMosaic.tiles(items, maxWidth: maxWidth, geometry: c.content)
        let albumWidth = tiles.map(\.maxX).max() ?? 0, albumHeight = tiles.map(\.maxY).max() ?? 0
        let side = progress == nil ? 0 : min(c.content.progressRingSize, albumWidth, albumHeight)
        let ring = CGRect(x: ((albumWidth - side) / 2).rounded(.down), y: ((albumHeight - side) / 2).rounded(.down),
                          width: side, height: side)
        let frame = placePicture(width: albumWidth, height: albumHeight, node: BubbleTreeRecorder.block(
            "album", tiles.enumerated().map { (MessagePart(.media, $0.offset), $0.element) }
                + (progress == nil ? [] : [(MessagePart(.progress), ring)])))
        content.media = tiles.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
        for (index, item) in items.enumerated() where item.video {
            texts[.mediaDuration(index)] = try measure(LabelText.clock(seconds: item.seconds ?? 0), c.fonts.overlay,
                                                              albumWidth, lines: 1)
        }
        if let progress {
            content.progress = CGRect(x: frame.minX + ring.minX, y: frame.minY + ring.minY, width: side, height: side)
            texts[.progress] = try measure(LabelText.percentage(progress), c.fonts.overlay, side, lines: 1)
        }
    }

    /// A sticker: its picture fitted into a square, no bubble; the time on a pill over its bottom corner.
    mutating func sticker(_ sticker: ImageReference) throws {
        dropBubble()
        let side = c.content.stickerMaximumSide
        let size = MediaMosaic.fitted(width: sticker.width, height: sticker.height, maximum: CGSize(width: side, height: side),
                                      minimum: CGSize(width: 1, height: 1))
        let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        recorder?.box(FlexNode(id: MessagePart(.sticker).description), frame.size)
        y = frame.maxY
        contentWidth = frame.width
        content.sticker = frame
        pictureAtBottom = frame
        try reactions(message.reactions)
    }

    /// A text of one to three emoji: large, no bubble; the time on a pill under it.
    mutating func jumboEmoji(count: Int) throws {
        dropBubble()
        var font = c.fonts.body
        font.size = c.content.jumboEmojiSizes[max(0, min(count, c.content.jumboEmojiSizes.count) - 1)]
        let text = message.text ?? ""
        let box = try measure(text, font, width)
        let frame = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        recorder?.box(PartTemplate.leaf(.body, box), frame.size)
        y = frame.maxY
        contentWidth = frame.width
        layout.text = frame
        texts[.body] = box
        layout.stackedTextHeight += box.height
        content.timeOverPicture = true
        try reactions(message.reactions)
    }

    /// A custom message's component tree, sized by the sizing's tree measurer (the flexbox engine with the text
    /// measurer): in the bubble, or alone (then centred in the chat's width, without a time or an avatar).
    mutating func custom(_ custom: CustomContent) throws {
        if !custom.bubble {
            dropBubble()
            showsTime = false
            layout.isCentred = true
        }
        let box: TextBox
        do { box = try composer.sizing.measureTree(custom.layout, maxWidth: custom.bubble ? available : composer.bandWidth) }
        catch { throw ChatLayoutError.measurementFailed(messageID: id, reason: String(describing: error)) }
        let node = FlexNode(id: MessagePart(.custom).description)
        let frame = custom.bubble ? place(width: box.width, height: box.height, node: node)
            : CGRect(x: 0, y: 0, width: box.width, height: box.height)
        if !custom.bubble {
            recorder?.box(node, frame.size)
            y = frame.maxY
            contentWidth = frame.width
        }
        content.custom = frame
        texts[.custom] = box
        layout.stackedTextHeight += box.height
    }
}

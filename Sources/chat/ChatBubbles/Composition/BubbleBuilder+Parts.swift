import ChatLayout
import ChatModel
import Foundation

extension BubbleBuilder {
    /// A voice note: the play button, the waveform (longer for longer notes) and the duration under it; the time may
    /// follow the duration.
    mutating func voice(_ voice: VoiceNote) throws {
        let g = c.content
        let waveformWidth = min(g.waveformWidths.upperBound, g.waveformWidths.lowerBound + 2 * CGFloat(voice.seconds)).rounded(.down)
        let duration = try measure(LabelText.clock(seconds: voice.seconds), c.fonts.overlay, max(1, width), lines: 1)
        let waveformTop: CGFloat = 4
        let rowHeight = max(g.voiceButtonSize, waveformTop + g.waveformHeight + 2 + duration.height)
        let row = place(width: min(width, g.voiceButtonSize + c.iconSpacing + waveformWidth), height: rowHeight)
        let button = CGRect(x: row.minX, y: row.minY + ((rowHeight - g.voiceButtonSize) / 2).rounded(.down),
                            width: g.voiceButtonSize, height: g.voiceButtonSize)
        let waveform = CGRect(x: button.maxX + c.iconSpacing, y: row.minY + waveformTop,
                              width: max(1, row.maxX - button.maxX - c.iconSpacing), height: g.waveformHeight)
        let durationFrame = CGRect(x: waveform.minX, y: waveform.maxY + 2, width: duration.width, height: duration.height)
        content.voice = row
        content.voiceButton = button
        content.waveform = waveform
        content.voiceDuration = durationFrame
        texts[.voiceDuration] = duration
        layout.stackedTextHeight += duration.height
        lastLine = (durationFrame.maxX - left, row.maxY, duration.height, false)
    }

    /// A link preview below the text: a bar, the site, the title and the description; a wide picture under them, any
    /// other as a thumbnail at the right.
    mutating func linkPreview(_ preview: LinkPreview) throws {
        let padding = c.quotePadding
        let width = available
        let inner = max(1, width - padding.horizontal)
        let wide = preview.image.map { CGFloat($0.width) / CGFloat(max(1, $0.height)) >= 1.4 } ?? false
        let thumbnail = preview.image != nil && !wide ? c.content.linkThumbnailSide : 0
        let textWidth = max(1, inner - (thumbnail > 0 ? thumbnail + c.iconSpacing : 0))
        var lines: [(TextRole, TextBox)] = []
        if let site = preview.site, !site.isEmpty { lines.append((.linkSite, try measure(site, c.fonts.authorName, textWidth, lines: 1))) }
        if let title = preview.title, !title.isEmpty { lines.append((.linkTitle, try measure(title, c.fonts.linkTitle, textWidth, lines: 2))) }
        if let text = preview.description, !text.isEmpty {
            lines.append((.linkDescription, try measure(text, c.fonts.quote, textWidth, lines: 3)))
        }
        let textsHeight = lines.reduce(0) { $0 + $1.1.height }
        let textsWidth = lines.map(\.1.width).max() ?? 0
        var imageHeight: CGFloat = 0
        if let image = preview.image, wide {
            imageHeight = min(c.content.linkImageMaximumHeight,
                              (inner * CGFloat(image.height) / CGFloat(max(1, image.width))).rounded(.down))
        }
        let bodyHeight = max(textsHeight, thumbnail) + (imageHeight > 0 ? (textsHeight > 0 ? c.partSpacing : 0) + imageHeight : 0)
        let blockWidth = preview.image != nil ? width : textsWidth + padding.horizontal
        let block = place(width: blockWidth, height: bodyHeight + padding.vertical)
        var textY = block.minY + padding.top
        for (role, box) in lines {
            let frame = CGRect(x: block.minX + padding.left, y: textY, width: box.width, height: box.height)
            switch role {
            case .linkSite: content.linkSite = frame
            case .linkTitle: content.linkTitle = frame
            default: content.linkDescription = frame
            }
            texts[role] = box
            layout.stackedTextHeight += box.height
            textY += box.height
        }
        if thumbnail > 0 {
            content.linkImage = CGRect(x: block.maxX - padding.right - thumbnail, y: block.minY + padding.top,
                                       width: thumbnail, height: thumbnail)
        } else if imageHeight > 0 {
            content.linkImage = CGRect(x: block.minX + padding.left, y: block.maxY - padding.bottom - imageHeight,
                                       width: inner, height: imageHeight)
        }
        content.linkPreview = block
    }

    /// Reaction pills in rows that wrap at the content's width; the time may follow the last pill.
    mutating func reactions(_ reactions: [Reaction]) throws {
        guard !reactions.isEmpty else { return }
        let g = c.content
        let width = available
        var pills: [CGSize] = []
        for (index, reaction) in reactions.enumerated() {
            let emoji = try measure(reaction.emoji, c.fonts.reactionEmoji, width, lines: 1)
            let count = try measure("\(reaction.count)", c.fonts.reactionCount, width, lines: 1)
            texts[.reactionEmoji(index)] = emoji
            texts[.reactionCount(index)] = count
            pills.append(CGSize(width: min(width.rounded(.down), g.reactionPadding * 2 + emoji.width + 4 + count.width),
                                height: g.reactionHeight))
        }
        // Rows: pills left to right, a new row when the next one would pass the width.
        var origins: [CGPoint] = []
        var x: CGFloat = 0, rowY: CGFloat = 0, widest: CGFloat = 0
        for pill in pills {
            if x > 0 && x + pill.width > width {
                x = 0
                rowY += g.reactionHeight + g.reactionSpacing
            }
            origins.append(CGPoint(x: x, y: rowY))
            x += pill.width + g.reactionSpacing
            widest = max(widest, x - g.reactionSpacing)
        }
        let block = place(width: widest, height: rowY + g.reactionHeight)
        content.reactions = zip(origins, pills).map { origin, size in
            CGRect(x: block.minX + origin.x, y: block.minY + origin.y, width: size.width, height: size.height)
        }
        if let last = placedContent?.reactions.last {
            lastLine = (last.maxX - left, block.maxY, g.reactionHeight, true)
        }
    }
}

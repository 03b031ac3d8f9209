import ChatLayout
import ChatModel
import FlexLayout
import Foundation

extension BubbleBuilder {
    /// Ends the bubble: the time (after the last line when it fits, on its own line, or on a pill over a picture at
    /// the bubble's bottom), the bubble's size, then the inline keyboard under it.
    mutating func finish() throws -> BubbleLayout {
        let keyboard = try keyboardLabels()
        // A keyboard wider than the content widens the bubble (not a picture's: it stays flush).
        if let keyboard, minimumBubbleWidth == 0 {
            let width = keyboard.width - (layout.hasBubble ? c.bubblePadding.horizontal : 0)
            contentWidth = max(contentWidth, width)
            recorder?.room(width)
        }
        if showsTime { try placeTime() }
        // Without a bubble the time always sits on a pill, wherever it went.
        if !layout.hasBubble && layout.time != nil { content.timeOverPicture = true }
        let padding = layout.hasBubble ? c.bubblePadding : .zero
        let bottom = pictureAtBottom != nil && afterPicture ? y : y + padding.bottom
        if bottom != y { recorder?.gap(padding.bottom) }
        layout.size = CGSize(width: max(contentWidth + padding.horizontal, minimumBubbleWidth), height: bottom)
        if let keyboard { try placeKeyboard(keyboard) }
        let content = placedContent
        if content != nil || !texts.entries.isEmpty { layout.parts = BubbleParts(texts: texts, content: content) }
        return layout
    }

    private mutating func placeTime() throws {
        let label = composer.timeLabel(for: message, isOutgoing: context.isOutgoing)
        let time = try measure(label, c.fonts.time, width, lines: 1)
        texts[.time] = time
        if let picture = pictureAtBottom, afterPicture || !layout.hasBubble {
            // On a pill inside the picture's bottom corner (the pill's padding around the label: 6 × 2 pt).
            content.timeOverPicture = true
            let frame = CGRect(x: picture.maxX - 6 - 6 - time.width, y: picture.maxY - 6 - 2 - time.height,
                               width: time.width, height: time.height)
            layout.time = frame
            recorder?.absolute(PartTemplate.leaf(.time, time), frame)
            return
        }
        if placedContent?.timeOverPicture == true {
            // Under a jumbo emoji, at its right, on a pill.
            let frame = CGRect(x: max(0, contentWidth - time.width - 6), y: y + c.partSpacing + 2, width: time.width, height: time.height)
            let spacing = c.partSpacing
            for gap in [spacing, 2, time.height, 2] { recorder?.gap(gap) }
            recorder?.absolute(PartTemplate.leaf(.time, time), frame)
            recorder?.room(frame.maxX + 6)
            y = frame.maxY + 2
            contentWidth = max(contentWidth, frame.maxX + 6)
            layout.time = frame
            return
        }
        if c.timePlacement == .inlineWhenFits, let line = lastLine, line.bottom == y, time.height <= line.height,
           line.right + c.inlineTimeSpacing + time.width <= available {
            let room = line.right + c.inlineTimeSpacing + time.width
            contentWidth = max(contentWidth, room)
            let timeY = line.centred ? (line.bottom - (line.height + time.height) / 2).rounded(.down) : line.bottom - time.height
            let frame = CGRect(x: left + contentWidth - time.width, y: timeY, width: time.width, height: time.height)
            layout.time = frame
            recorder?.room(room)
            if line.centred {
                recorder?.absolute(PartTemplate.leaf(.time, time), frame)
            } else {
                recorder?.trailing(PartTemplate.leaf(.time, time), frame.size, raised: true)
            }
        } else {
            var node = PartTemplate.leaf(.time, time)
            node.style.alignSelf = .flexEnd
            let frame = place(width: time.width, height: time.height, node: node)
            layout.time = CGRect(x: left + contentWidth - time.width, y: frame.minY, width: time.width, height: time.height)
            layout.stackedTextHeight += time.height
        }
    }

    /// The keyboard's labels measured at the widest a button of their row may be, and the keyboard's natural width
    /// (within the widest bubble); nil without buttons.
    private func keyboardLabels() throws -> (width: CGFloat, labels: [[TextBox]])? {
        let rows = message.deleted ? [] : message.buttons
        guard !rows.isEmpty else { return nil }
        let g = c.content
        let maximum = composer.maximumBubbleWidth(outgoing: context.isOutgoing).rounded(.down)
        var natural: CGFloat = 0
        var labels: [[TextBox]] = []
        for row in rows {
            let count = CGFloat(row.count)
            let buttonWidth = ((maximum - g.keyboardSpacing * (count - 1)) / count).rounded(.down)
            let boxes = try row.map { try measure($0, c.fonts.keyboardButton, max(1, buttonWidth - 16), lines: 1) }
            labels.append(boxes)
            let widest = boxes.map(\.width).max() ?? 0
            natural = max(natural, ((widest + 24) * count + g.keyboardSpacing * (count - 1)).rounded(.up))
        }
        return (min(maximum, natural), labels)
    }

    /// The keyboard's rows under the bubble, as wide as the bubble, buttons of a row of equal width (whole points).
    private mutating func placeKeyboard(_ keyboard: (width: CGFloat, labels: [[TextBox]])) throws {
        let g = c.content
        let keyboardWidth = layout.size.width
        var rowY = layout.size.height + g.keyboardSpacing
        var frames: [[CGRect]] = []
        for (rowIndex, boxes) in keyboard.labels.enumerated() {
            let count = CGFloat(boxes.count)
            let free = keyboardWidth - g.keyboardSpacing * (count - 1)
            var row: [CGRect] = []
            var x: CGFloat = 0
            for (column, box) in boxes.enumerated() {
                let end = column == boxes.count - 1 ? keyboardWidth
                    : (free * CGFloat(column + 1) / count).rounded(.down) + g.keyboardSpacing * CGFloat(column)
                let frame = CGRect(x: x, y: rowY, width: end - x, height: g.keyboardButtonHeight)
                row.append(frame)
                recorder?.absolute(FlexNode(id: MessagePart(.keyboard, rowIndex, column).description), frame)
                // A label wider than its button (a narrow bubble) is measured again, truncated, at the button's width.
                let label = box.width > frame.width - 16 && column < message.buttons[rowIndex].count
                    ? try measure(message.buttons[rowIndex][column], c.fonts.keyboardButton, max(1, frame.width - 16), lines: 1) : box
                texts[.keyboardButton(row: rowIndex, column: column)] = label
                x = end + g.keyboardSpacing
            }
            frames.append(row)
            rowY += g.keyboardButtonHeight + g.keyboardSpacing
        }
        content.keyboard = frames
        layout.keyboardHeight = CGFloat(frames.count) * (g.keyboardButtonHeight + g.keyboardSpacing)
    }
}

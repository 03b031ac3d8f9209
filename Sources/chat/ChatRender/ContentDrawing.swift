import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import TextRender

/// Issue 14's parts of a message cell: pictures (with placeholders, play glyphs and durations), stickers, voice
/// notes, link previews, forwarded headers, reaction pills, inline keyboards and progress rings. Every text is drawn
/// from the layout the sizing kept.
extension CellPainter {
    /// The translucent pill under texts drawn over pictures.
    static let overlayFill = Color(0x000000, alpha: 110)

    /// The tiles of a photo, video or album: each picture scaled to fill its tile (cropped), its corners rounded
    /// where they meet the bubble's; a missing picture is a placeholder.
    mutating func drawMedia(_ cell: PlacedMessage, palette: BubblePalette, theme: ChatTheme) throws {
        let items = cell.message.media ?? []
        let radius = theme.cornerRadius
        for (index, tile) in cell.frames(of: .media).enumerated() where index < items.count {
            let item = items[index]
            func corner(_ x: Double, _ y: Double, tail: Bool) -> Double {
                abs(x) < 0.01 && abs(y) < 0.01 ? (tail && cell.frames.hasTail ? 6 : radius) : 4
            }
            let tailLeft = cell.frames.isOutgoing == cell.isRightToLeftLayout
            let radii = CornerRadii(
                topLeft: corner(tile.minX - cell.bubble.minX, tile.minY - cell.bubble.minY, tail: false),
                topRight: corner(cell.bubble.maxX - tile.maxX, tile.minY - cell.bubble.minY, tail: false),
                bottomRight: corner(cell.bubble.maxX - tile.maxX, cell.bubble.maxY - tile.maxY, tail: !tailLeft),
                bottomLeft: corner(tile.minX - cell.bubble.minX, cell.bubble.maxY - tile.maxY, tail: tailLeft))
            let shape = Path(roundedRect: tile, radii: radii)
            try drawPicture(cell.pictures[item.path], in: tile, mask: shape, placeholder: palette)
            if item.video {
                // An upload or download in progress shows its ring in the play glyph's place.
                if cell.message.progress == nil { try drawPlayGlyph(centre: CGPoint(x: tile.midX, y: tile.midY), radius: min(22, tile.height / 3)) }
                let layout = try kept(cell.labels.measured[.mediaDuration(index)], "media.\(index).duration")
                let pill = CGRect(x: tile.minX + 6, y: tile.minY + 6, width: layout.size.width + 12, height: layout.size.height + 4)
                try fill(pill, radius: pill.height / 2, color: Self.overlayFill)
                try canvas.draw(layout, at: CGPoint(x: pill.minX + 6, y: pill.minY + 2), paint: TextPaint(color: .white))
            }
        }
    }

    /// A picture scaled to fill `rect` keeping its aspect (cropped to `rect`), inside `mask`; a placeholder without one.
    mutating func drawPicture(_ picture: PictureImage?, in rect: CGRect, mask: Path, placeholder palette: BubblePalette) throws {
        guard let picture, picture.image.width > 0, picture.image.height > 0 else {
            try canvas.fill(mask, color: Color(0x8E8E93, alpha: 90))
            try drawPictureGlyph(in: rect, color: Color(0xFFFFFF, alpha: 200))
            return
        }
        let aspect = Double(picture.image.width) / Double(picture.image.height)
        var fill = rect
        if rect.width / rect.height > aspect {
            fill.size.height = rect.width / aspect
            fill.origin.y = rect.midY - fill.height / 2
        } else {
            fill.size.width = rect.height * aspect
            fill.origin.x = rect.midX - fill.width / 2
        }
        try canvas.withClip(rect) { canvas in try canvas.draw(picture.image, in: fill, mask: mask) }
    }

    /// A placeholder's glyph: a framed landscape with a sun.
    mutating func drawPictureGlyph(in rect: CGRect, color: Color) throws {
        let side = min(36, rect.width / 2, rect.height / 2)
        guard side > 6 else { return }
        let frame = CGRect(x: rect.midX - side / 2, y: rect.midY - side * 0.4, width: side, height: side * 0.8)
        try canvas.stroke(Path(roundedRect: frame, cornerRadius: side * 0.12), color: color, style: StrokeStyle(lineWidth: max(1, side / 18)))
        var hills = Path()
        hills.move(to: CGPoint(x: frame.minX + side * 0.1, y: frame.maxY - side * 0.1))
        hills.addLine(to: CGPoint(x: frame.minX + side * 0.38, y: frame.minY + side * 0.38))
        hills.addLine(to: CGPoint(x: frame.minX + side * 0.58, y: frame.maxY - side * 0.28))
        hills.addLine(to: CGPoint(x: frame.minX + side * 0.72, y: frame.minY + side * 0.5))
        hills.addLine(to: CGPoint(x: frame.maxX - side * 0.1, y: frame.maxY - side * 0.1))
        hills.closeSubpath()
        try canvas.fill(hills, color: color)
        try canvas.fill(Path(circleAround: CGPoint(x: frame.maxX - side * 0.25, y: frame.minY + side * 0.22), radius: side * 0.08), color: color)
    }

    /// A video's play glyph: a white triangle on a dark translucent circle.
    mutating func drawPlayGlyph(centre: CGPoint, radius: Double) throws {
        try canvas.fill(Path(circleAround: centre, radius: radius), color: Self.overlayFill)
        var triangle = Path()
        let r = radius * 0.42
        triangle.move(to: CGPoint(x: centre.x - r * 0.6, y: centre.y - r))
        triangle.addLine(to: CGPoint(x: centre.x + r, y: centre.y))
        triangle.addLine(to: CGPoint(x: centre.x - r * 0.6, y: centre.y + r))
        triangle.closeSubpath()
        try canvas.fill(triangle, color: .white)
    }

    /// An upload/download ring: a track, the done part as an arc from 12 o'clock, the percentage inside.
    mutating func drawProgress(_ cell: PlacedMessage, in frame: CGRect, onPicture: Bool, palette: BubblePalette) throws {
        let progress = min(1, max(0, cell.message.progress ?? 0))
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let radius = frame.width / 2
        let background = onPicture ? Self.overlayFill : palette.iconFill
        let foreground = onPicture ? Color.white : palette.iconGlyph
        try canvas.fill(Path(circleAround: centre, radius: radius), color: background)
        let line = max(2, radius / 10), r = radius - line * 1.5
        var track = foreground
        track.alpha = 70
        try canvas.stroke(Path(circleAround: centre, radius: r), color: track, style: StrokeStyle(lineWidth: line))
        if progress > 0 {
            var arc = Path()
            let steps = max(2, Int(64 * progress))
            for step in 0...steps {
                let angle = 2 * .pi * progress * Double(step) / Double(steps)
                let point = CGPoint(x: centre.x + r * sin(angle), y: centre.y - r * cos(angle))
                if step == 0 { arc.move(to: point) } else { arc.addLine(to: point) }
            }
            try canvas.stroke(arc, color: foreground, style: StrokeStyle(lineWidth: line, cap: .round, join: .round))
        }
        if cell.labels.progress != nil {
            let layout = try kept(cell.labels.measured[.progress], "progress")
            let origin = CGPoint(x: centre.x - layout.size.width / 2, y: centre.y - layout.size.height / 2)
            try canvas.draw(layout, at: CGPoint(x: (origin.x * scale).rounded() / scale, y: (origin.y * scale).rounded() / scale),
                            paint: TextPaint(color: foreground))
        }
    }

    /// A sticker's picture (fitted to its frame by the layout), or a placeholder.
    mutating func drawSticker(_ cell: PlacedMessage, in frame: CGRect, palette: BubblePalette) throws {
        let picture = cell.message.sticker.flatMap { cell.pictures[$0.path] }
        try drawPicture(picture, in: frame, mask: Path(roundedRect: frame, cornerRadius: picture == nil ? 16 : 0), placeholder: palette)
    }

    /// A voice note: the play button, the waveform's bars (loudness resampled to the bars, at least 2 pt tall) and
    /// the duration.
    mutating func drawVoice(_ cell: PlacedMessage, palette: BubblePalette) throws {
        if let button = cell[.voiceButton] {
            try fillCircle(in: button, color: palette.iconFill)
            var triangle = Path()
            let r = button.width * 0.2
            let c = CGPoint(x: button.midX + r * 0.2, y: button.midY)
            triangle.move(to: CGPoint(x: c.x - r * 0.7, y: c.y - r))
            triangle.addLine(to: CGPoint(x: c.x + r, y: c.y))
            triangle.addLine(to: CGPoint(x: c.x - r * 0.7, y: c.y + r))
            triangle.closeSubpath()
            try canvas.fill(triangle, color: palette.iconGlyph)
        }
        if let waveform = cell[.voiceWaveform] {
            let samples = cell.message.voice?.waveform ?? []
            let barWidth = 2.0, step = 3.5
            let count = max(1, Int((waveform.width + step - barWidth) / step))
            for bar in 0..<count {
                let level: Double
                if samples.isEmpty {
                    level = 0
                } else {
                    let from = bar * samples.count / count, to = max(from + 1, (bar + 1) * samples.count / count)
                    level = samples[from..<min(samples.count, to)].max() ?? 0
                }
                let height = max(2, (waveform.height * level * scale).rounded() / scale)
                let x = ((waveform.minX + Double(bar) * step) * scale).rounded() / scale
                let rect = CGRect(x: x, y: waveform.maxY - height, width: barWidth, height: height)
                try fill(rect, radius: 1, color: palette.quoteBar)
            }
        }
        if let frame = cell[.voiceDuration] {
            try canvas.draw(kept(cell.labels.measured[.voiceDuration], "voice.duration"), at: frame.origin, paint: TextPaint(color: palette.secondary))
        }
    }

    /// A link preview: a tinted block with a bar on its leading side, the site in the accent, the title in bold, the description, and a
    /// picture (below the texts when wide, else a thumbnail at the right).
    mutating func drawLinkPreview(_ cell: PlacedMessage, in frame: CGRect, palette: BubblePalette) throws {
        try fill(frame, radius: 6, color: palette.quoteFill)
        try fill(cell.barFrame(of: frame), radius: 1.5, color: palette.quoteBar)
        let measured = cell.labels.measured
        let parts: [(CGRect?, TextRole, Color)] = [(cell[.linkSite], .linkSite, palette.quoteBar),
                                                   (cell[.linkTitle], .linkTitle, palette.text),
                                                   (cell[.linkDescription], .linkDescription, palette.text)]
        for (part, role, color) in parts {
            if let part, let layout = measured[role]?.textLayout {
                try canvas.draw(layout, at: part.origin, paint: TextPaint(color: color))
            }
        }
        if let image = cell[.linkImage] {
            let picture = cell.message.linkPreview?.image.flatMap { cell.pictures[$0.path] }
            try drawPicture(picture, in: image, mask: Path(roundedRect: image, cornerRadius: 6), placeholder: palette)
        }
    }

    /// Reaction pills: the reader's own filled with the accent, the others tinted; emoji and count inside.
    mutating func drawReactions(_ cell: PlacedMessage, palette: BubblePalette, theme: ChatTheme) throws {
        let reactions = cell.message.reactions
        for (index, pill) in cell.frames(of: .reaction).enumerated() where index < reactions.count {
            let mine = reactions[index].mine
            let fillColor: Color = !cell.frames.hasBubble ? theme.pillFill : mine ? palette.quoteBar : palette.quoteFill
            let textColor: Color = !cell.frames.hasBubble ? theme.pillText : mine ? palette.fill : palette.quoteBar
            try fill(pill, radius: pill.height / 2, color: fillColor)
            let emoji = try kept(cell.labels.measured[.reactionEmoji(index)], "reaction.\(index)")
            let count = try kept(cell.labels.measured[.reactionCount(index)], "reaction.\(index)")
            let padding = (pill.width - emoji.size.width - 4 - count.size.width) / 2
            let emojiY = pill.minY + (((pill.height - emoji.size.height) / 2) * scale).rounded() / scale
            let countY = pill.minY + (((pill.height - count.size.height) / 2) * scale).rounded() / scale
            try canvas.draw(emoji, at: CGPoint(x: pill.minX + padding, y: emojiY), paint: TextPaint(color: textColor))
            try canvas.draw(count, at: CGPoint(x: pill.minX + padding + emoji.size.width + 4, y: countY), paint: TextPaint(color: textColor))
        }
    }

    /// The inline keyboard under the bubble: rounded buttons with their labels centred.
    mutating func drawKeyboard(_ cell: PlacedMessage, theme: ChatTheme) throws {
        let labels = cell.message.buttons
        let fillColor = theme.style == .telegram ? theme.pillFill : theme.systemFill
        let textColor = theme.style == .telegram ? theme.pillText : theme.incoming.accent
        for placed in cell.frames.parts where placed.part.kind == .keyboard {
            let (row, column) = (placed.part.index, placed.part.column)
            guard row < labels.count, column < labels[row].count else { continue }
            let button = cell.moved(placed.frame)
            try fill(button, radius: 8, color: fillColor)
            try centred(kept(cell.labels.measured[.keyboardButton(row: row, column: column)], placed.part.description),
                        in: button, color: textColor)
        }
    }

    /// The time on a translucent pill over a picture (or under a sticker or jumbo emoji), in white.
    mutating func drawTimeOverPicture(_ cell: PlacedMessage, in frame: CGRect, palette: BubblePalette, theme: ChatTheme) throws {
        let pill = frame.insetBy(dx: -6, dy: -2)
        try fill(pill, radius: pill.height / 2, color: cell.frames.hasBubble || theme.style == .telegram ? Self.overlayFill : theme.pillFill)
        var light = palette
        let text = cell.frames.hasBubble || theme.style == .telegram ? Color.white : theme.pillText
        light.secondary = text
        light.readMark = text
        try drawTime(cell, in: frame, palette: light, theme: theme)
    }
}

import ChatBubbles
import ChatLayout
import ComponentRender
import Components
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import TextRender

extension CellPainter {
    /// Draws a message: the bubble with its tail (or the system pill), then every part the layout placed in it.
    mutating func drawMessage(_ cell: PlacedMessage, theme: ChatTheme, cancellation: () throws -> Void) throws {
        let measured = cell.labels.measured
        if cell.frames.isSystem {
            try fill(cell.bubble, radius: min(12, cell.bubble.height / 2), color: theme.systemFill)
            if let frame = cell[.body], cell.labels.body != nil {
                let layout = try kept(measured[.body], "body")
                // A pill holds its text's widest line: each line is centred in it, as measured (only moved).
                for (index, line) in layout.lines.enumerated() {
                    let x = frame.minX + (frame.width - line.width) / 2 - line.x
                    try canvas.draw(layout, at: CGPoint(x: x, y: frame.minY), paint: TextPaint(color: theme.systemText),
                                    lines: index..<(index + 1))
                }
            }
            return
        }
        let palette = cell.frames.isOutgoing ? theme.outgoing : theme.incoming
        if cell.frames.hasBubble, let body = drawable(cell.bubble) {
            // Cut to the canvas (a bubble taller than any image is clipped); a tail cut off lies outside the canvas.
            let bubble = BubbleShape(rect: body, cornerRadius: theme.cornerRadius,
                                     tail: cell.frames.hasTail ? theme.tail : .none, side: cell.frames.isOutgoing ? .trailing : .leading,
                                     tailWidth: theme.tail == .corner ? 6 : 5, isRightToLeft: cell.isRightToLeftLayout)
            try canvas.fill(bubble.path, color: palette.fill)
        }
        try cancellation()
        // The right edge of the bubble's content: the time label always ends there.
        let contentRight = cell[.time]?.maxX ?? cell.bubble.maxX

        if let frame = cell[.author], let name = cell.labels.authorName {
            let layout = try kept(measured[.authorName], "author")
            try drawDirected(layout, text: name, at: frame.origin, right: contentRight, color: theme.authorColor(for: cell.message.author))
        }
        if let frame = cell[.forwarded] {
            try canvas.draw(kept(measured[.forwarded], "forwarded"), at: frame.origin, paint: TextPaint(color: palette.quoteBar))
        }
        if let frame = cell[.quote] {
            try drawQuote(cell, in: frame, palette: palette)
        }
        if !cell.frames(of: .media).isEmpty { try drawMedia(cell, palette: palette, theme: theme) }
        if let frame = cell[.sticker] { try drawSticker(cell, in: frame, palette: palette) }
        if cell[.voice] != nil { try drawVoice(cell, palette: palette) }
        if let frame = cell[.custom], let tree = measured[.custom]?.treeLayout {
            // The tree as the flexbox engine laid it out, drawn by its own renderer.
            try ComponentRenderer(context: raster).draw(tree, on: &canvas, at: frame.origin)
        }
        if let content = cell.message.content.payload as? any PaintedContent {
            try content.draw(cell, with: &self, palette: palette, theme: theme)
        }
        if cell[.attachment] != nil {
            switch cell.message.kind {
            case .file: try drawIconRow(cell, palette: palette, icon: .file)
            case .call: try drawIconRow(cell, palette: palette, icon: cell.message.call?.seconds == 0 ? .missedCall : .call(outgoing: cell.frames.isOutgoing))
            case .card: try drawCard(cell, palette: palette)
            default: break
            }
        }
        if let frame = cell[.progress] {
            try drawProgress(cell, in: frame, onPicture: !cell.frames(of: .media).isEmpty, palette: palette)
        }
        try cancellation()
        if let frame = cell[.body], let body = cell.labels.body, !body.isEmpty {
            let timeIsInline = cell[.time].map { $0.minY < frame.maxY - 0.5 } ?? false
            let layout = try kept(measured[.body], "body")
            if cell.message.isDeleted {
                try canvas.draw(layout, at: frame.origin, paint: TextPaint(color: palette.secondary))
            } else {
                try drawBody(layout, text: body, in: frame, contentRight: timeIsInline ? frame.maxX : contentRight,
                             palette: palette)
            }
        }
        if let frame = cell[.linkPreview] { try drawLinkPreview(cell, in: frame, palette: palette) }
        if !cell.frames(of: .reaction).isEmpty { try drawReactions(cell, palette: palette, theme: theme) }
        if let frame = cell[.time] {
            if cell.frames.timeOverPicture {
                try drawTimeOverPicture(cell, in: frame, palette: palette, theme: theme)
            } else {
                try drawTime(cell, in: frame, palette: palette, theme: theme)
            }
        }
        if !cell.frames(of: .keyboard).isEmpty { try drawKeyboard(cell, theme: theme) }
    }

    /// Draws a message body as measured: links in the accent colour, underlined (painted over the one measured run,
    /// so kerning across a link's ends is what the layout measured); right-to-left text at the right edge.
    private mutating func drawBody(_ layout: TextLayout, text body: String, in frame: CGRect, contentRight: Double,
                                   palette: BubblePalette) throws {
        let links = LinkDetector.ranges(body).map {
            TextHighlight(utf16Range: $0, paint: TextPaint(color: palette.accent, underline: true))
        }
        let x = TextDirection.startsRightToLeft(body) ? max(frame.minX, contentRight - layout.size.width) : frame.minX
        try canvas.draw(layout, at: CGPoint(x: x, y: frame.minY), paints: [TextPaint(color: palette.text)], highlights: links,
                        lines: visibleLines(of: layout, originY: frame.minY))
    }

    /// The reply quote: a tinted block with a bar on its leading side, the quoted author and up to two lines of the
    /// quoted text where the quote's template put them.
    private mutating func drawQuote(_ cell: PlacedMessage, in frame: CGRect, palette: BubblePalette) throws {
        let measured = cell.labels.measured
        try fill(frame, radius: 5, color: palette.quoteFill)
        try fill(cell.barFrame(of: frame), radius: 1.5, color: palette.quoteBar)
        if let part = cell[.quoteAuthor], let author = cell.labels.quoteAuthor {
            let layout = try kept(measured[.quoteAuthor], "quote.author")
            try drawDirected(layout, text: author, at: part.origin, right: part.maxX, color: palette.quoteBar)
        }
        if let part = cell[.quoteText], let quoted = cell.labels.quoteText {
            let layout = try kept(measured[.quoteText], "quote.text")
            try drawDirected(layout, text: quoted, at: part.origin, right: part.maxX, color: palette.text)
        }
    }

    /// Draws a measured text at `origin`, or ending at `right` when the text reads right to left.
    mutating func drawDirected(_ measured: TextLayout, text: String, at origin: CGPoint, right: Double, color: Color) throws {
        let x = TextDirection.startsRightToLeft(text) ? max(origin.x, right - measured.size.width) : origin.x
        try canvas.draw(measured, at: CGPoint(x: x, y: origin.y), paint: TextPaint(color: color))
    }

    /// A file card or call row: the icon, then the title over the detail line, where the row's template put them.
    private mutating func drawIconRow(_ cell: PlacedMessage, palette: BubblePalette, icon: Icon) throws {
        let measured = cell.labels.measured
        if let iconFrame = cell[.icon], cell[.progress] == nil {
            try drawIcon(icon, in: iconFrame, palette: palette)
        }
        if let part = cell[.title], cell.labels.title != nil {
            try canvas.draw(kept(measured[.title], "attachment.title"), at: part.origin, paint: TextPaint(color: palette.text))
        }
        if let part = cell[.detail], cell.labels.detail != nil {
            try canvas.draw(kept(measured[.detail], "attachment.detail"), at: part.origin, paint: TextPaint(color: palette.secondary))
        }
    }

    /// A card: its title, text and button where the card's template put them, the label centred in the button.
    private mutating func drawCard(_ cell: PlacedMessage, palette: BubblePalette) throws {
        let measured = cell.labels.measured
        if let part = cell[.title], cell.labels.title != nil {
            try canvas.draw(kept(measured[.title], "attachment.title"), at: part.origin, paint: TextPaint(color: palette.text))
        }
        if let part = cell[.cardBody], cell.message.card != nil {
            try canvas.draw(kept(measured[.cardBody], "attachment.body"), at: part.origin, paint: TextPaint(color: palette.text))
        }
        if let button = cell[.button], cell.message.card != nil {
            try fill(button, radius: 10, color: palette.buttonFill)
            try centred(kept(measured[.buttonLabel], "attachment.button"), in: button, color: palette.buttonText)
        }
    }
}

/// Where URLs are in a message: they are drawn as links.
enum LinkDetector {
    /// The UTF-16 ranges of the links in `text` (the pieces of ``split(_:)`` that are links).
    static func ranges(_ text: String) -> [Range<Int>] {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }) else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        for piece in split(text) {
            let length = piece.text.utf16.count
            if piece.isLink { ranges.append(offset..<(offset + length)) }
            offset += length
        }
        return ranges
    }

    /// `text` cut into pieces, each a link (`http://…`, `https://…`, `www.…` up to the next whitespace, without
    /// trailing punctuation) or not.
    static func split(_ text: String) -> [(text: String, isLink: Bool)] {
        var pieces: [(text: String, isLink: Bool)] = []
        var rest = Substring(text)
        while let start = firstLinkStart(in: rest) {
            var end = rest[start...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            while end > start, let last = rest[..<end].last, ".,!?:;)»”\"'".contains(last) {
                end = rest.index(before: end)
            }
            guard end > start else { break }
            if start > rest.startIndex { pieces.append((String(rest[..<start]), false)) }
            pieces.append((String(rest[start..<end]), true))
            rest = rest[end...]
        }
        if !rest.isEmpty || pieces.isEmpty { pieces.append((String(rest), false)) }
        return pieces
    }

    private static func firstLinkStart(in text: Substring) -> Substring.Index? {
        let candidates = ["https://", "http://", "www."].compactMap { text.range(of: $0)?.lowerBound }
        return candidates.min()
    }
}

import ChatBubbles
import ChatLayout
import Foundation
import Raster
import TextMeasure
import TextRender

extension CellPainter {
    /// The typing indicator: an incoming bubble with a tail and three dots, the middle one darker (mid-animation).
    mutating func drawTyping(_ cell: IndicatorCell, theme: ChatTheme) throws {
        let bubble = BubbleShape(rect: cell.frame, cornerRadius: min(theme.cornerRadius, cell.frame.height / 2), tail: theme.tail,
                                 side: .leading, tailWidth: theme.tail == .corner ? 6 : 5, isRightToLeft: cell.isRightToLeftLayout)
        try canvas.fill(bubble.path, color: theme.incoming.fill)
        let radius = 3.5, gap = 12.0
        for index in 0..<3 {
            let centre = CGPoint(x: cell.frame.midX + Double(index - 1) * gap, y: cell.frame.midY)
            var color = theme.incoming.secondary
            color.alpha = index == 1 ? 255 : 140
            try canvas.fill(Path(circleAround: centre, radius: radius), color: color)
        }
    }

    /// The row above the first message: a spinner, or «Couldn't load messages · Retry» (the action in the accent).
    mutating func drawLoading(_ cell: IndicatorCell, theme: ChatTheme) throws {
        if cell.title.isEmpty {
            // Twelve spokes, fading around the circle.
            let centre = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
            for spoke in 0..<12 {
                let angle = Double(spoke) * .pi / 6
                var path = Path()
                path.move(to: CGPoint(x: centre.x + 5 * sin(angle), y: centre.y - 5 * cos(angle)))
                path.addLine(to: CGPoint(x: centre.x + 9.5 * sin(angle), y: centre.y - 9.5 * cos(angle)))
                var color = theme.systemText
                color.alpha = UInt8(60 + spoke * 16)
                try canvas.stroke(path, color: color, style: StrokeStyle(lineWidth: 2, cap: .round))
            }
            return
        }
        // One text measured once, the action painted in the accent.
        let text = cell.title + " · " + cell.detail
        let layout = try chromeLayout(text, font: FontSpec(size: 14), width: cell.frame.width, maximumLines: 1)
        let actionStart = (cell.title + " · ").utf16.count
        let x = cell.frame.minX + ((cell.frame.width - layout.size.width) / 2 * scale).rounded() / scale
        let y = cell.frame.minY + ((cell.frame.height - layout.size.height) / 2 * scale).rounded() / scale
        try canvas.draw(layout, at: CGPoint(x: x, y: y), paints: [TextPaint(color: theme.systemText)],
                        highlights: [TextHighlight(utf16Range: actionStart..<text.utf16.count, paint: TextPaint(color: theme.incoming.accent))])
    }

    /// The empty state: a rounded panel with a picture of a speech bubble, a title and a line under it.
    mutating func drawEmptyState(_ cell: IndicatorCell, theme: ChatTheme) throws {
        try fill(cell.frame, radius: 18, color: theme.pillFill)
        let inner = cell.frame.insetBy(dx: 14, dy: 10)
        let glyph = CGRect(x: cell.frame.midX - 14, y: inner.minY, width: 28, height: 22)
        try canvas.fill(BubbleShape(rect: glyph, cornerRadius: 10, tail: .curved, side: .leading, tailWidth: 4).path,
                        color: theme.pillText)
        var titleFont = FontSpec(size: 15, weight: 600)
        let title = try chromeLayout(cell.title, font: titleFont, width: inner.width, maximumLines: 1)
        titleFont.weight = 400
        titleFont.size = 13
        let detail = try chromeLayout(cell.detail, font: titleFont, width: inner.width, maximumLines: 2)
        var y = glyph.maxY + 8
        for text in [title, detail] {
            for (index, line) in text.lines.enumerated() {
                let x = inner.minX + (((inner.width - line.width) / 2 - line.x) * scale).rounded() / scale
                try canvas.draw(text, at: CGPoint(x: x, y: y), paint: TextPaint(color: theme.pillText), lines: index..<(index + 1))
            }
            y += text.size.height + 2
        }
    }
}

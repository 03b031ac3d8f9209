import ChatBubbles
import ChatLayout
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import TextRender

/// The small vector icons of a chat: file and call icons, and the pending clock and failed mark.
enum Icon: Hashable {
    case file
    case call(outgoing: Bool)
    case missedCall
}

extension CellPainter {
    /// Draws the time label as measured: "edited 10:09" in the secondary colour, then the status: ✓ and ✓✓ as text
    /// (read ones in the read colour), a clock for pending and a red circle with "!" for failed, each in the box of
    /// the symbol the layout measured.
    mutating func drawTime(_ cell: PlacedMessage, in frame: CGRect, palette: BubblePalette, theme: ChatTheme) throws {
        let label = cell.labels.time
        let measured = try kept(cell.labels.measured[.time], "time")
        var highlights: [TextHighlight] = []
        var symbolRange: Range<Int>?
        if let symbol = cell.labels.statusSymbol, label.hasSuffix(symbol), let status = cell.status {
            let end = label.utf16.count
            let range = (end - symbol.utf16.count)..<end
            symbolRange = range
            switch status {
            case .read: highlights = [TextHighlight(utf16Range: range, paint: TextPaint(color: palette.readMark))]
            case .sent, .delivered: break
            case .pending, .failed:   // an icon goes in the symbol's box
                highlights = [TextHighlight(utf16Range: range, paint: TextPaint(color: .clear))]
            }
        }
        try canvas.draw(measured, at: frame.origin, paints: [TextPaint(color: palette.secondary)], highlights: highlights)
        guard let symbolRange, let status = cell.status, status == .pending || status == .failed,
              let line = measured.lines.first else { return }
        var box: ClosedRange<Double>?
        measured.forEachGlyph(inLine: 0) { glyph in
            guard symbolRange.contains(glyph.utf16Offset) else { return }
            let range = glyph.position.x...(glyph.position.x + glyph.advance)
            box = box.map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
        }
        guard let box else { return }
        let size = cell.fonts.time.size
        let centre = CGPoint(x: frame.minX + (box.lowerBound + box.upperBound) / 2, y: frame.minY + line.baseline - size * 0.36)
        if status == .pending {
            try drawClock(centre: centre, radius: size * 0.38, color: palette.secondary)
        } else {
            try drawFailedMark(centre: centre, radius: size * 0.45, color: theme.failure)
        }
    }

    /// A clock face: a ring with an hour and a minute hand.
    mutating func drawClock(centre: CGPoint, radius: Double, color: Color) throws {
        let line = max(1 / scale, radius * 0.18)
        try canvas.stroke(Path(circleAround: centre, radius: radius - line / 2), color: color, style: StrokeStyle(lineWidth: line))
        var hands = Path()
        hands.move(to: CGPoint(x: centre.x, y: centre.y - radius * 0.6))
        hands.addLine(to: centre)
        hands.addLine(to: CGPoint(x: centre.x + radius * 0.45, y: centre.y))
        try canvas.stroke(hands, color: color, style: StrokeStyle(lineWidth: line, cap: .round, join: .round))
    }

    /// A filled red circle with a white exclamation mark.
    mutating func drawFailedMark(centre: CGPoint, radius: Double, color: Color) throws {
        try canvas.fill(Path(circleAround: centre, radius: radius), color: color)
        let bar = radius * 0.22
        try fill(CGRect(x: centre.x - bar / 2, y: centre.y - radius * 0.58, width: bar, height: radius * 0.72), radius: bar / 2,
                 color: .white)
        try canvas.fill(Path(circleAround: CGPoint(x: centre.x, y: centre.y + radius * 0.45), radius: bar * 0.6), color: .white)
    }

    /// A file or call icon in a filled circle.
    mutating func drawIcon(_ icon: Icon, in frame: CGRect, palette: BubblePalette) throws {
        let fill: Color = switch icon {
        case .file: palette.iconFill
        case .call: Color(red: 52, green: 178, blue: 89)
        case .missedCall: Color(red: 229, green: 57, blue: 53)
        }
        let glyph: Color = if case .file = icon { palette.iconGlyph } else { .white }
        try fillCircle(in: frame, color: fill)
        let unit = frame.width / 40
        let c = CGPoint(x: frame.midX, y: frame.midY)
        switch icon {
        case .file:
            // A page with a folded corner.
            let page = CGRect(x: c.x - 7 * unit, y: c.y - 9 * unit, width: 14 * unit, height: 18 * unit)
            var outline = Path()
            outline.move(to: CGPoint(x: page.minX, y: page.minY))
            outline.addLine(to: CGPoint(x: page.maxX - 5 * unit, y: page.minY))
            outline.addLine(to: CGPoint(x: page.maxX, y: page.minY + 5 * unit))
            outline.addLine(to: CGPoint(x: page.maxX, y: page.maxY))
            outline.addLine(to: CGPoint(x: page.minX, y: page.maxY))
            outline.closeSubpath()
            try canvas.fill(outline, color: glyph)
            var fold = Path()
            fold.move(to: CGPoint(x: page.maxX - 5 * unit, y: page.minY))
            fold.addLine(to: CGPoint(x: page.maxX - 5 * unit, y: page.minY + 5 * unit))
            fold.addLine(to: CGPoint(x: page.maxX, y: page.minY + 5 * unit))
            fold.closeSubpath()
            try canvas.fill(fold, color: palette.iconFill)
        case .call, .missedCall:
            // An arrow: up-right for an outgoing call, down-left for an incoming or missed one.
            let isOutgoing: Bool = if case .call(let outgoing) = icon { outgoing } else { false }
            let d = 6.5 * unit * (isOutgoing ? 1 : -1)
            let from = CGPoint(x: c.x - d, y: c.y + d)
            let to = CGPoint(x: c.x + d, y: c.y - d)
            var arrow = Path()
            arrow.move(to: from)
            arrow.addLine(to: to)
            arrow.move(to: CGPoint(x: to.x - d, y: to.y))
            arrow.addLine(to: to)
            arrow.addLine(to: CGPoint(x: to.x, y: to.y + d))
            try canvas.stroke(arrow, color: glyph, style: StrokeStyle(lineWidth: 2.6 * unit, cap: .round, join: .round))
        }
    }
}

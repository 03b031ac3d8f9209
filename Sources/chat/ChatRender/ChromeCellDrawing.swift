import ChatBubbles
import ChatLayout
import Foundation
import Raster
import TextMeasure
import TextRender

extension CellPainter {
    /// A date header: a rounded pill with centred text.
    mutating func drawPill(_ cell: PillCell, theme: ChatTheme) throws {
        try fill(cell.frame, radius: cell.frame.height / 2, color: theme.pillFill)
        try centred(kept(cell.measured, "date header"), in: cell.frame, color: theme.pillText)
    }

    /// The unread separator: a band across the screen with centred text.
    mutating func drawSeparator(_ cell: SeparatorCell, theme: ChatTheme) throws {
        try canvas.fill(cell.frame, color: theme.separatorFill)
        try centred(kept(cell.measured, "unread separator"), in: cell.frame, color: theme.separatorText)
    }

    /// An avatar: the picture clipped to a circle, or initials on the author's colour.
    mutating func drawAvatar(_ cell: AvatarCell, theme: ChatTheme) throws {
        if let picture = cell.image {
            try canvas.draw(picture.image, in: cell.frame, clippedToCircle: true)
            return
        }
        try fillCircle(in: cell.frame, color: theme.avatarColor(for: cell.authorID))
        var font = FontSpec(size: (cell.frame.height * 0.4).rounded(), weight: 600)
        font.size = max(6, font.size)
        try centred(chromeLayout(cell.initials, font: font, width: cell.frame.width, maximumLines: 1, alignment: .center),
                         in: cell.frame, color: theme.avatarText)
    }

    /// The navigation bar: a status bar (time, signal, battery), a back chevron, the title over the member count,
    /// the chat's avatar, and a hairline.
    mutating func drawNavigationBar(_ cell: NavigationBarCell, theme: ChatTheme) throws {
        let width = cell.width
        let height = NavigationBarCell.height
        try canvas.fill(CGRect(x: 0, y: 0, width: width, height: height), color: theme.barFill)
        try canvas.fill(CGRect(x: 0, y: height - 1 / scale, width: width, height: 1 / scale), color: theme.barSeparator)
        // Status bar.
        let statusFont = FontSpec(size: 17, weight: 600)
        try centred(chromeLayout("9:41", font: statusFont, width: 60, maximumLines: 1, alignment: .center),
                     in: CGRect(x: 24, y: 14, width: 60, height: 22), color: theme.barTitle)
        for bar in 0..<4 {
            let barHeight = 4.5 + Double(bar) * 2.5
            try fill(CGRect(x: width - 86 + Double(bar) * 5, y: 30 - barHeight, width: 3, height: barHeight), radius: 1,
                     color: theme.barTitle)
        }
        let battery = CGRect(x: width - 55, y: 18.5, width: 25, height: 12)
        try canvas.stroke(Path(roundedRect: battery, cornerRadius: 3.5), color: theme.barSubtitle, style: StrokeStyle(lineWidth: 1))
        try fill(battery.insetBy(dx: 2, dy: 2), radius: 2, color: theme.barTitle)
        try fill(CGRect(x: battery.maxX + 1.5, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.75, color: theme.barSubtitle)
        // Back chevron.
        let midY = 47 + 25.0
        var chevron = Path()
        chevron.move(to: CGPoint(x: 22, y: midY - 10))
        chevron.addLine(to: CGPoint(x: 12, y: midY))
        chevron.addLine(to: CGPoint(x: 22, y: midY + 10))
        try canvas.stroke(chevron, color: theme.barAccent, style: StrokeStyle(lineWidth: 3, cap: .round, join: .round))
        // Title and subtitle, centred between the chevron and the avatar.
        let side = 60.0
        let titleWidth = max(40, width - 2 * side)
        let title = try chromeLayout(cell.title, font: FontSpec(size: 17, weight: 600), width: titleWidth, maximumLines: 1, alignment: .center)
        let subtitle = try chromeLayout(cell.subtitle, font: FontSpec(size: 13), width: titleWidth, maximumLines: 1, alignment: .center)
        let top = midY - (title.size.height + subtitle.size.height) / 2
        try canvas.draw(title, at: CGPoint(x: (width - title.size.width) / 2, y: top), paint: TextPaint(color: theme.barTitle))
        try canvas.draw(subtitle, at: CGPoint(x: (width - subtitle.size.width) / 2, y: top + title.size.height),
                        paint: TextPaint(color: theme.barSubtitle))
        try drawAvatar(cell.avatar, theme: theme)
    }
}

/// Initials for avatars: the first letters of the first two words ("Анна Смирнова" → "АС", "佐藤 由紀" → "佐由").
enum Initials {
    /// Up to two uppercase initials (grapheme clusters, so emoji and combining marks stay whole).
    static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" }).filter { word in
            word.first.map { $0.isLetter || $0.isNumber } ?? false
        }
        let letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
        if !letters.isEmpty { return letters.joined() }
        return name.first.map { String($0) } ?? "?"
    }
}

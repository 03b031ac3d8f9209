import ChatBubbles
import ChatLayout
import ChatModel
import ChatRender
import Foundation
import Raster

/// The screen JSON the Pango peer draws (`lpp_chat_render`): the layout JSON's elements of one screen in
/// screen points, each with what to draw: a rounded rect or circle and its fill, or a text with its font size,
/// weight, colour and line limit. Built from the same cells Letterpress draws, so both draw the same bubbles and
/// texts (the peer's bubbles have no tails and its avatars are plain circles).
struct PangoScreenFile {
    private var elements: [String] = []
    private let scene: ChatScene

    init(scene: ChatScene) {
        self.scene = scene
        let scale = scene.options.scale
        for placed in ScreenComposer(scene: scene).cells() {
            let origin = CGPoint(x: Double(placed.x) / scale, y: Double(placed.y) / scale)
            add(placed.job.cell, at: origin)
        }
    }

    /// The JSON document.
    var json: String {
        let size = scene.screenSize
        return "{\"width\": \(size.width), \"height\": \(size.height), \"scale\": \(scene.options.scale), "
            + "\"background\": \(Self.rgba(scene.theme.background)), \"elements\": [\n" + elements.joined(separator: ",\n") + "\n]}\n"
    }

    private mutating func add(_ cell: ChatCell, at o: CGPoint) {
        let theme = scene.theme
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: o.x, dy: o.y) }
        switch cell {
        case .message(let m):
            let fonts = m.fonts
            let id = m.frames.id.rawValue
            let card: CardContent? = if case .card(let card) = m.message.content { card } else { nil }
            let palette = m.frames.isOutgoing ? theme.outgoing : theme.incoming
            if m.frames.isSystem {
                shape("system", id, moved(m.bubble), fill: theme.systemFill, radius: min(12, m.bubble.height / 2))
                if let frame = m[.body], let body = m.labels.body {
                    text("text", id, moved(frame), body, m.labels.bodyFont, theme.systemText, center: true)
                }
                return
            }
            // (A jumbo emoji has no bubble.)
            if m.frames.hasBubble { shape("bubble", id, moved(m.bubble), fill: palette.fill, radius: theme.cornerRadius) }
            if let frame = m[.author], let name = m.labels.authorName {
                text("author", id, moved(frame), name, fonts.authorName, theme.authorColor(for: m.message.author), lines: 1)
            }
            if let frame = m[.quote] {
                let q = moved(frame)
                shape("reply", id, q, fill: palette.quoteFill, radius: 5)
                shape("reply", id, CGRect(x: q.minX, y: q.minY, width: 3, height: q.height), fill: palette.quoteBar, radius: 1.5)
                if let author = m[.quoteAuthor] {
                    text("reply", id, moved(author), m.labels.quoteAuthor ?? "", fonts.authorName, palette.quoteBar, lines: 1)
                }
                if let quoted = m[.quoteText] {
                    text("reply", id, moved(quoted), m.labels.quoteText ?? "", fonts.quote, palette.text, lines: 2)
                }
            }
            if m[.attachment] != nil {
                if m.message.kind == .card {
                    if let title = m[.title] { text("card", id, moved(title), m.labels.title ?? "", fonts.title, palette.text, lines: 2) }
                    if let body = m[.cardBody] { text("card", id, moved(body), card?.body ?? "", fonts.body, palette.text) }
                    if let button = m[.button] {
                        shape("card", id, moved(button), fill: palette.buttonFill, radius: 10)
                        text("card", id, moved(button).insetBy(dx: 0, dy: scene.bubbles.configuration.buttonPadding), card?.button ?? "",
                             fonts.title, palette.buttonText, lines: 1, center: true)
                    }
                } else {
                    if let icon = m[.icon] { shape("attachment", id, moved(icon), fill: palette.iconFill, circle: true) }
                    if let title = m[.title] {
                        text("attachment", id, moved(title), m.labels.title ?? "", fonts.title, palette.text, lines: 2)
                    }
                    if let detail = m[.detail] {
                        text("attachment", id, moved(detail), m.labels.detail ?? "", fonts.detail, palette.secondary, lines: 1)
                    }
                }
            }
            if let frame = m[.body], let body = m.labels.body {
                text("text", id, moved(frame), body, m.labels.bodyFont, m.message.isDeleted ? palette.secondary : palette.text)
            }
            if let frame = m[.time] {
                text("status", id, moved(frame), m.labels.time, fonts.time, palette.secondary, lines: 1)
            }
        case .pill(let pill):
            shape("dateHeader", nil, moved(pill.frame), fill: theme.pillFill, radius: pill.frame.height / 2)
            text("dateHeader", nil, moved(pill.frame).insetBy(dx: 0, dy: 4), pill.text, pill.font, theme.pillText, lines: 1, center: true)
        case .unreadSeparator(let band):
            shape("unreadSeparator", nil, moved(band.frame), fill: theme.separatorFill, radius: 0)
            text("unreadSeparator", nil, moved(band.frame).insetBy(dx: 0, dy: 4), band.text, band.font, theme.separatorText,
                 lines: 1, center: true)
        case .avatar(let avatar):
            avatarElements(avatar, moved(avatar.frame))
        case .navigationBar(let bar):
            shape("navigationBar", nil, moved(CGRect(x: 0, y: 0, width: bar.width, height: NavigationBarCell.height)),
                  fill: theme.barFill, radius: 0)
            let title = CGRect(x: 60, y: 56, width: bar.width - 120, height: 22)
            text("navigationBar", nil, moved(title), bar.title, FontSpec(size: 17, weight: 600), theme.barTitle, lines: 1, center: true)
            text("navigationBar", nil, moved(title.offsetBy(dx: 0, dy: 21)), bar.subtitle, FontSpec(size: 13), theme.barSubtitle,
                 lines: 1, center: true)
            avatarElements(bar.avatar, moved(bar.avatar.frame))
        case .typing, .loading, .emptyState:
            // The text-only long chat has none of these; the peer draws text and shapes only.
            break
        }
    }

    private mutating func avatarElements(_ avatar: AvatarCell, _ frame: CGRect) {
        shape("avatar", nil, frame, fill: scene.theme.avatarColor(for: avatar.authorID), circle: true)
        let size = (frame.height * 0.4).rounded()
        text("avatar", nil, frame.insetBy(dx: 0, dy: (frame.height - size * 1.25) / 2), avatar.initials,
             FontSpec(size: size, weight: 600), scene.theme.avatarText, lines: 1, center: true)
    }

    private mutating func shape(_ kind: String, _ id: String?, _ frame: CGRect, fill: Color, radius: Double = 0, circle: Bool = false) {
        elements.append("{\(Self.head(kind, id, frame)), \"fill\": \(Self.rgba(fill)), "
                        + (circle ? "\"shape\": \"circle\"}" : "\"radius\": \(radius)}"))
    }

    private mutating func text(_ kind: String, _ id: String?, _ frame: CGRect, _ string: String, _ font: FontSpec, _ color: Color,
                               lines: Int = 0, center: Bool = false) {
        guard !string.isEmpty else { return }
        elements.append("{\(Self.head(kind, id, frame)), \"text\": \(Self.quoted(string)), \"size\": \(font.size), "
                        + "\"weight\": \(font.weight), \"italic\": \(font.italic), \"color\": \(Self.rgba(color)), "
                        + "\"lines\": \(lines), \"center\": \(center)}")
    }

    private static func head(_ kind: String, _ id: String?, _ f: CGRect) -> String {
        "\"kind\": \"\(kind)\", \"messageId\": \(id.map(Self.quoted) ?? "null"), \"frame\": {\"x\": \(f.minX), "
            + "\"y\": \(f.minY), \"width\": \(f.width), \"height\": \(f.height)}"
    }

    private static func quoted(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    private static func rgba(_ c: Color) -> String { "[\(c.red), \(c.green), \(c.blue), \(c.alpha)]" }
}

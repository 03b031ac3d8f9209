import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// Checks that hold for every layout, with expected bubble heights computed from the sizing directly.
struct LayoutInvariants {
    let engine: ChatLayoutEngine
    let model: SectionedTranscript
    let sizing: any MessageSizing

    var configuration: ChatLayoutConfiguration { engine.configuration }
    /// The bubbles' configuration of the engine's sizing (a ``BubbleSizing``).
    var bubbles: BubbleConfiguration { (engine.sizing as? BubbleSizing)?.configuration ?? BubbleConfiguration() }

    /// The widest content of a bubble on a side, from the configuration's arithmetic.
    func maximumContentWidth(outgoing: Bool) -> CGFloat {
        let c = configuration, b = bubbles
        let avatars = outgoing ? c.showsOutgoingAvatars : c.showsIncomingAvatars
        let region = c.viewportWidth - c.contentInsets.horizontal - (avatars ? c.avatarSize + c.avatarSpacing : 0)
        return min(region * b.maximumBubbleWidthFraction, b.maximumBubbleWidth) - b.bubblePadding.horizontal
    }

    /// "HH:mm" in the model's time zone plus the status glyphs, formatted by Foundation.
    func timeLabel(_ message: Message, outgoing: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = model.timeZone
        formatter.dateFormat = "HH:mm"
        var label = (message.edited ? "edited " : "") + formatter.string(from: message.time)
        if outgoing, let status = message.status {
            label += " " + ["pending": "…", "sent": "✓", "delivered": "✓✓", "read": "✓✓", "failed": "!"][status.rawValue, default: "?"]
        }
        return label
    }

    /// Whether the message starts an author group: another author, a system message, a separator or a pause.
    func startsGroup(_ path: ItemPath) -> Bool {
        let message = model[path]
        guard path.item > 0, message.id != model.unreadFrom else { return true }
        let previous = model[ItemPath(section: path.section, item: path.item - 1)]
        return previous.author != message.author || previous.kind == .system || message.kind == .system
            || abs(message.time.timeIntervalSince(previous.time)) > configuration.groupTimeWindow
    }

    /// Containment up to rounding (Foundation's `contains` compares a union, which rounds).
    static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let e = 1e-6
        return inner.minX >= outer.minX - e && inner.maxX <= outer.maxX + e && inner.minY >= outer.minY - e
            && inner.maxY <= outer.maxY + e
    }

    /// Runs every check; returns the number of bubbles whose height was checked against the sizing.
    @discardableResult
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let c = configuration
        var previousBottom = -CGFloat.infinity
        var lastFrame: CGRect?
        var checkedHeights = 0
        var problems: [String] = []
        func fail(_ text: String) { if problems.count < 10 { problems.append(text) } }
        for s in 0..<engine.numberOfSections {
            guard let header = engine.dateHeaderFrame(section: s) else { fail("no header \(s)"); continue }
            if header.minY < previousBottom { fail("header \(s) overlaps the item above") }
            previousBottom = header.maxY
            for i in 0..<engine.numberOfItems(inSection: s) {
                let path = ItemPath(section: s, item: i)
                guard let f = engine.frames(at: path) else { fail("no frames \(path)"); continue }
                let message = model[path]
                if let separator = engine.unreadSeparatorFrame(at: path) {
                    if separator.minY < previousBottom || separator.maxY > f.bubble.minY { fail("separator \(path)") }
                }
                // No overlap, monotonic.
                if f.bubble.minY < previousBottom { fail("bubble \(path) overlaps the element above") }
                previousBottom = f.bubble.maxY
                // Inside the content width; parts inside the bubble.
                if f.bubble.minX < c.contentInsets.left - 1e-9 || f.bubble.maxX > c.viewportWidth - c.contentInsets.right + 1e-9 {
                    fail("bubble \(path) leaves the content width")
                }
                for (name, part) in [("time", f[.time]), ("text", f[.body]), ("name", f[.author]), ("quote", f[.quote]),
                                     ("attachment", f[.attachment])] {
                    if let part, !Self.contains(f.bubble, part) { fail("\(name) of \(path) is outside its bubble: \(part) in \(f.bubble)") }
                }
                if !f.isSystem && f[.time] == nil { fail("no time label \(path)") }
                // Only texts of one to three emoji go without a bubble (drawn large).
                if !f.hasBubble && (message.kind != .text || JumboEmoji.count(of: message).map({ $0 > 3 }) ?? true) {
                    fail("\(path) has no bubble")
                }
                // Bubble height = measured text heights + paddings, for plain text messages.
                if message.kind == .text, f.hasBubble, !message.deleted, message.replyTo == nil, let text = message.text, !text.isEmpty {
                    let outgoing = message.author == model.me
                    let width = maximumContentWidth(outgoing: outgoing)
                    let body = try sizing.measure(text, font: bubbles.fonts.body, maxWidth: width, maximumLines: 0)
                    let time = try sizing.measure(timeLabel(message, outgoing: outgoing), font: bubbles.fonts.time,
                                                  maxWidth: width, maximumLines: 1)
                    let showsName = c.showsAuthorNames && !outgoing && startsGroup(path)
                    let name = showsName
                        ? try sizing.measure(model.name(of: message.author), font: bubbles.fonts.authorName, maxWidth: width,
                                             maximumLines: 1).height + bubbles.partSpacing
                        : 0
                    let inline = body.lastLineWidth + bubbles.inlineTimeSpacing + time.width <= width
                        && time.height <= body.height / CGFloat(max(1, body.lineCount))
                    let expected = bubbles.bubblePadding.vertical + name + body.height + (inline ? 0 : bubbles.partSpacing + time.height)
                    if abs(f.bubble.height - expected) > 1e-9 { fail("bubble \(path) is \(f.bubble.height) tall, expected \(expected)") }
                    if (f[.author] != nil) != showsName { fail("author name of \(path)") }
                    if f[.body]?.size != body.size { fail("text of \(path) is \(String(describing: f[.body]?.size)), measured \(body.size)") }
                    checkedHeights += 1
                }
                lastFrame = f.bubble
            }
        }
        // Content height = last frame + inset.
        // (Up to the rounding of sums of millions of points.)
        if let lastFrame, abs(engine.contentSize.height - (lastFrame.maxY + c.contentInsets.bottom)) > 1e-6 {
            fail("content height \(engine.contentSize.height) ≠ \(lastFrame.maxY) + \(c.contentInsets.bottom)")
        }
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        return checkedHeights
    }

    /// `elements(in:)` for random rects equals filtering all elements by intersection.
    func checkRectQueries<G: RandomNumberGenerator>(count: Int, using rng: inout G,
                                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let everything = CGRect(x: 0, y: 0, width: configuration.viewportWidth, height: engine.contentSize.height)
        let all = engine.elements(in: everything, visibleRect: everything)
        for _ in 0..<count {
            let y = CGFloat.random(in: -50...max(0, everything.height), using: &rng)
            let rect = CGRect(x: 0, y: y, width: configuration.viewportWidth, height: CGFloat.random(in: 0...900, using: &rng))
            let found = Set(engine.elements(in: rect, visibleRect: everything))
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            #expect(found == expected, "rect \(rect)", sourceLocation: sourceLocation)
            if found != expected { return }
        }
    }
}

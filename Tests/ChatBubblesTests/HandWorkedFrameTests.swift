import ChatModel
import Foundation
import Geometry
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// Frames worked out by hand with the fixed-width sizing (body 8 × 20, names and headers 6 × 15, times 4 × 10 per
/// character and line). Width 320, insets 8: 304 inside; incoming bubbles start after the 32 + 8 avatar column
/// and are at most (304 − 40) × 0.75 = 198 wide, so their content is at most 174 wide.
@Suite struct HandWorkedFrameTests {
    typealias F = Fixtures

    @Test func oneIncomingMessage() throws {
        let engine = try F.engine(try F.model([F.text("a1", "alice", "2025-03-03T10:09:00Z", "Hello world")]))
        // Header "3 March 2025": 12 × 6 = 72 wide, 15 tall; pill 92 × 23, row 8 + 23 + 8 = 39.
        #expect(engine.dateHeaderLabel(section: 0)?.text == "3 March 2025")
        #expect(engine.dateHeaderFrame(section: 0) == CGRect(x: 114, y: 16, width: 92, height: 23))
        let f = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        // Name "Alice" 30 × 15 at padding (12, 6); text 88 × 20 four below; time "10:09" 20 × 10 inline:
        // 88 + 8 + 20 = 116 ≤ 174, so the content is 116 wide; bubble 140 × (6 + 15 + 4 + 20 + 6 = 51).
        #expect(f.bubble == CGRect(x: 48, y: 47, width: 140, height: 51))
        #expect(f[.author] == CGRect(x: 60, y: 53, width: 30, height: 15))
        #expect(f[.body] == CGRect(x: 60, y: 72, width: 88, height: 20))
        #expect(f[.time] == CGRect(x: 156, y: 82, width: 20, height: 10))
        #expect(f.frame == CGRect(x: 8, y: 47, width: 304, height: 51))
        #expect(f.hasTail && !f.isOutgoing && !f.isSystem)
        #expect(engine.contentSize == CGSize(width: 320, height: 8 + 39 + 51 + 8))
        let avatar = engine.avatarFrame(group: ItemPath(section: 0, item: 0), visibleRect: CGRect(x: 0, y: 0, width: 320, height: 500))
        #expect(avatar == CGRect(x: 8, y: 98 - 32, width: 32, height: 32))
    }

    @Test func groupOfThree() throws {
        let engine = try F.engine(try F.model([
            F.text("a1", "alice", "2025-03-03T10:00:00Z", "One"),
            F.text("a2", "alice", "2025-03-03T10:01:00Z", "Two"),
            F.text("a3", "alice", "2025-03-03T10:02:00Z", "Three"),
        ]))
        let frames = engine.allFrames
        // First: name 30 wide, "One" 24 + 8 + 20 = 52 → bubble 76 × 51. Others: no name, 20-tall text → 32 tall.
        #expect(frames.map(\.bubble) == [
            CGRect(x: 48, y: 47, width: 76, height: 51),
            CGRect(x: 48, y: 47 + 51 + 2, width: 76, height: 32),
            CGRect(x: 48, y: 100 + 32 + 2, width: 92, height: 32),
        ])
        #expect(frames.map { $0[.author] } == [CGRect(x: 60, y: 53, width: 30, height: 15), nil, nil])
        #expect(frames[1][.time] == CGRect(x: 48 + 12 + 52 - 20, y: 100 + 16, width: 20, height: 10))
        #expect(frames[2][.time] == CGRect(x: 48 + 12 + 68 - 20, y: 134 + 16, width: 20, height: 10))
        #expect(frames.map(\.hasTail) == [false, false, true])
        #expect(engine.contentSize.height == 134 + 32 + 8 as CGFloat)
        // The avatar sits beside the last bubble (166 − 32 = 134) and floats up with the visible bottom,
        // but never above the group's first bubble (47).
        let last = ItemPath(section: 0, item: 2)
        #expect(engine.avatarFrame(group: last, visibleRect: CGRect(x: 0, y: 0, width: 320, height: 400))?.minY == 134 as CGFloat)
        #expect(engine.avatarFrame(group: last, visibleRect: CGRect(x: 0, y: 0, width: 320, height: 120))?.minY == 88 as CGFloat)
        #expect(engine.avatarFrame(group: last, visibleRect: CGRect(x: 0, y: 0, width: 320, height: 60))?.minY == 47 as CGFloat)
        #expect(engine.avatarFrame(group: ItemPath(section: 0, item: 1), visibleRect: .infinite) == nil)
        let elements = engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(elements.map(\.id) == [.section(.dateHeader, 0), .message(ItemPath(section: 0, item: 0)),
                                       ElementID(kind: .avatar, path: last), .message(ItemPath(section: 0, item: 1))])
        #expect(elements.map(\.zIndex) == [1, 0, 1, 0])
        #expect(elements[2].frame == CGRect(x: 8, y: 88, width: 32, height: 32))
    }

    @Test func twoDaysOfOutgoingMessages() throws {
        let engine = try F.engine(try F.model([
            F.text("m1", "me", "2025-03-03T23:59:00Z", "Hi", status: .read),
            F.text("m2", "me", "2025-03-04T00:01:00Z", "Yo", status: .read),
        ]))
        #expect(engine.numberOfSections == 2)
        #expect(engine.dateHeaderLabel(section: 1)?.text == "4 March 2025")
        // "23:59 ✓✓" is 8 × 4 = 32 wide; 16 + 8 + 32 = 56 → bubble 80 × 32, flush with the right inset (312).
        let first = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        #expect(first.bubble == CGRect(x: 232, y: 47, width: 80, height: 32))
        #expect(first[.time] == CGRect(x: 232 + 12 + 56 - 32, y: 47 + 16, width: 32, height: 10))
        #expect(first.isOutgoing && first.hasTail && first[.author] == nil)
        // Section 0 is 39 + 32 = 71 tall, so section 1 starts at 8 + 71 = 79.
        #expect(engine.dateHeaderFrame(section: 1) == CGRect(x: 114, y: 87, width: 92, height: 23))
        #expect(engine.frames(at: ItemPath(section: 1, item: 0))?.bubble == CGRect(x: 232, y: 118, width: 80, height: 32))
        #expect(engine.contentSize.height == 8 + 71 + 71 + 8 as CGFloat)
        // Pinned header: in section 0 it holds 8 below the visible top; near section 1 it is pushed up.
        let pinned = try #require(engine.pinnedDateHeader(in: CGRect(x: 0, y: 30, width: 320, height: 100)))
        #expect(pinned.section == 0 && pinned.frame.minY == 38 && pinned.isFloating)
        let pushed = try #require(engine.pinnedDateHeader(in: CGRect(x: 0, y: 60, width: 320, height: 100)))
        #expect(pushed.section == 0 && pushed.frame.minY == 87 - 8 - 23)
        let second = try #require(engine.pinnedDateHeader(in: CGRect(x: 0, y: 100, width: 320, height: 100)))
        #expect(second.section == 1 && second.frame.minY == 108)
    }

    @Test func systemMessageIsCentredAndBreaksGroups() throws {
        let engine = try F.engine(try F.model([
            F.text("a1", "alice", "2025-03-03T10:00:00Z", "One"),
            Message(id: "s1", author: "alice", time: F.date("2025-03-03T10:00:30Z"), content: .system("Alice joined")),
            F.text("a2", "alice", "2025-03-03T10:01:00Z", "Two"),
        ]))
        let frames = engine.allFrames
        // "Alice joined": 12 × 6 = 72 × 15 → pill 92 × 23, centred: 8 + (304 − 92) / 2 = 114.
        #expect(frames[1].bubble == CGRect(x: 114, y: 47 + 51 + 10, width: 92, height: 23))
        #expect(frames[1][.body] == CGRect(x: 124, y: 112, width: 72, height: 15))
        #expect(frames[1][.time] == nil && !frames[1].hasTail && frames[1].isSystem)
        // Both neighbours are groups of one: tails, and "Two" shows the name again.
        #expect(frames[0].hasTail && frames[2].hasTail)
        #expect(frames[2].bubble == CGRect(x: 48, y: 131 + 10, width: 76, height: 51))
        #expect(frames[2][.author] != nil)
    }

    /// A system pill with its time, placed by the text template padded as a pill: after the notice when it fits, else
    /// below it.
    @Test func systemPillWithItsTime() throws {
        let model = try F.model([Message(id: "s1", author: "alice", time: F.date("2025-03-03T10:00:30Z"),
                                         content: .system("Alice joined"))])
        var bubbles = F.bubbles()
        bubbles.showsTimeOnSystemMessages = true
        // "Alice joined" 72 × 15, "10:00" 20 × 10: 10 ≤ 15 and 72 + 8 + 20 = 100 fit, so the time follows the notice;
        // the pill is 100 + 20 wide, 15 + 8 tall, centred: 8 + (304 − 120) / 2 = 100.
        let inline = try #require(try F.engine(model, bubbles: bubbles).allFrames.first)
        #expect(inline.bubble == CGRect(x: 100, y: 47, width: 120, height: 23))
        #expect(inline[.body] == CGRect(x: 110, y: 51, width: 72, height: 15))
        #expect(inline[.time] == CGRect(x: 110 + 100 - 20, y: 51 + 15 - 10, width: 20, height: 10))
        // Always below: 72 wide, 15 + 4 + 10 + 8 tall; the time at the content's right edge.
        bubbles.timePlacement = .ownLine
        let below = try #require(try F.engine(model, bubbles: bubbles).allFrames.first)
        #expect(below.bubble == CGRect(x: 114, y: 47, width: 92, height: 37))
        #expect(below[.time] == CGRect(x: 124 + 72 - 20, y: 51 + 15 + 4, width: 20, height: 10))
    }

    @Test func unreadSeparator() throws {
        let engine = try F.engine(try F.model([
            F.text("a1", "alice", "2025-03-03T10:00:00Z", "One"),
            F.text("a2", "alice", "2025-03-03T10:01:00Z", "Two"),
        ], unreadFrom: "a2"))
        // "New messages": 12 × 6 = 72 × 15 → 23 tall; 10 above it (between groups), 10 below it.
        let path = ItemPath(section: 0, item: 1)
        #expect(engine.unreadSeparatorFrame(at: path) == CGRect(x: 8, y: 47 + 51 + 10, width: 304, height: 23))
        #expect(engine.unreadSeparatorFrame(at: ItemPath(section: 0, item: 0)) == nil)
        let frames = engine.allFrames
        #expect(frames[0].hasTail)
        #expect(frames[1].bubble == CGRect(x: 48, y: 108 + 23 + 10, width: 76, height: 51))
        #expect(frames[1][.author] != nil)
        #expect(engine.contentSize.height == 141 + 51 + 8 as CGFloat)
        let elements = engine.elements(in: CGRect(x: 0, y: 100, width: 320, height: 20))
        // The avatar stays with its bubble (141…173): it does not float into the queried rect. The date header (at
        // 16…39 in the content) is pinned 8 below the visible top: 108…131.
        #expect(elements.map(\.id) == [ElementID(kind: .unreadSeparator, path: path), .content(.pinnedDateHeader)])
        #expect(elements.last?.frame.minY == 108 && elements.last?.zIndex == 10)
    }

    @Test func rightToLeftMirrorsEveryFrame() throws {
        var configuration = F.configuration()
        configuration.layoutDirection = .rightToLeft
        let engine = try F.engine(try F.model([F.text("a1", "alice", "2025-03-03T10:09:00Z", "Hello world")]),
                                  configuration: configuration)
        let f = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        // The LTR frames of `oneIncomingMessage`, mirrored: x' = 320 − maxX.
        #expect(f.bubble == CGRect(x: 320 - 188, y: 47, width: 140, height: 51))
        #expect(f[.body] == CGRect(x: 320 - 148, y: 72, width: 88, height: 20))
        #expect(f[.time] == CGRect(x: 320 - 176, y: 82, width: 20, height: 10))
        #expect(engine.avatarFrame(group: ItemPath(section: 0, item: 0), visibleRect: .infinite)
            == CGRect(x: 280, y: 66, width: 32, height: 32))
        #expect(Direction(locale: Locale(identifier: "ar")) == .rightToLeft)
        #expect(Direction(locale: Locale(identifier: "he_IL")) == .rightToLeft)
        #expect(Direction(locale: Locale(identifier: "en_GB")) == .leftToRight)
    }

    /// Mirrored, a left-to-right text is drawn from its box's left edge, which the mirror turns towards the time: the
    /// time sits beside its last line only when it fits beside the whole box (an English message in a Hebrew chat).
    @Test func rightToLeftKeepsTheTimeClearOfALeftToRightText() throws {
        // "xxxxxxxxxx xxxxxxxxxx" fills a line (21 × 8 = 168), "xx" (16) is the last one: 16 + 8 + 20 ≤ 174 fits
        // left to right; mirrored, 168 + 8 + 20 > 174 does not, and the time gets its own line.
        var configuration = F.configuration()
        configuration.showsAuthorNames = false
        let text = "xxxxxxxxxx xxxxxxxxxx xx"
        let ltr = try #require(try F.engine(try F.model([F.text("a", "alice", "2025-03-03T10:09:00Z", text)]),
                                            configuration: configuration).frames(at: ItemPath(section: 0, item: 0)))
        #expect(ltr[.body]?.size == CGSize(width: 168, height: 40))
        #expect(ltr.bubble.height == 6 + 40 + 6 as CGFloat)
        configuration.layoutDirection = .rightToLeft
        let rtl = try #require(try F.engine(try F.model([F.text("a", "alice", "2025-03-03T10:09:00Z", text)]),
                                            configuration: configuration).frames(at: ItemPath(section: 0, item: 0)))
        #expect(rtl.bubble.height == 6 + 40 + 4 + 10 + 6 as CGFloat)
        #expect(try #require(rtl[.time]).minY >= (rtl[.body]?.maxY ?? .infinity))
    }

    @Test func timeGoesOnItsOwnLineWhenTheLastLineIsFull() throws {
        // 21 characters fill a 174-wide line (21 × 8 = 168); 168 + 8 + 20 > 174, so the time gets its own line.
        var configuration = F.configuration()
        configuration.showsAuthorNames = false
        let text = String(repeating: "x", count: 21)
        let engine = try F.engine(try F.model([F.text("a", "alice", "2025-03-03T10:09:00Z", text)]),
                                  configuration: configuration)
        let f = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        #expect(f[.body] == CGRect(x: 60, y: 47 + 6, width: 168, height: 20))
        // "10:09" 20 wide, 4 below the text, at the trailing edge of the 168-wide content.
        #expect(f[.time] == CGRect(x: 60 + 168 - 20, y: 47 + 6 + 20 + 4, width: 20, height: 10))
        #expect(f.bubble == CGRect(x: 48, y: 47, width: 192, height: 6 + 20 + 4 + 10 + 6))
    }

    @Test func shortChatSitsAtTheBottom() throws {
        var configuration = F.configuration()
        configuration.alignsShortChatToBottom = true
        let engine = try F.engine(try F.model([F.text("a1", "alice", "2025-03-03T10:09:00Z", "Hello world")]),
                                  configuration: configuration, viewportHeight: 500)
        #expect(engine.contentSize.height == 500 as CGFloat)
        #expect(engine.shortChatPadding == 500 - 106 as CGFloat)
        #expect(engine.frames(at: ItemPath(section: 0, item: 0))?.bubble.maxY == 500 - 8 as CGFloat)
        #expect(engine.dateHeaderFrame(section: 0)?.minY == 394 + 16 as CGFloat)
    }

    @Test func fileCallAndCardParts() throws {
        let engine = try F.engine(try F.model([
            Message(id: "f", author: "me", time: F.date("2025-03-03T10:00:00Z"),
                    content: .file(FileAttachment(name: "a.pdf", bytes: 1500))),
            Message(id: "c", author: "me", time: F.date("2025-03-03T10:00:10Z"), content: .call(CallInfo(seconds: 75))),
            Message(id: "k", author: "me", time: F.date("2025-03-03T10:00:20Z"),
                    content: .card(CardContent(title: "Hi", body: "Body", button: "Go"))),
        ]))
        let frames = engine.allFrames
        // File: icon 40, name "a.pdf" 30 × 15, detail "1.5 KB" 24 × 10: row 40 + 8 + 30 = 78 × 40; time on its own line.
        // The texts (25 tall) are centred on the icon: 7.5 down, 8 after it.
        let file = try #require(frames[0][.attachment])
        #expect(file.size == CGSize(width: 78, height: 40))
        #expect(frames[0][.icon] == CGRect(x: file.minX, y: file.minY, width: 40, height: 40))
        #expect(frames[0][.title] == CGRect(x: file.minX + 48, y: file.minY + 7.5, width: 30, height: 15))
        #expect(frames[0][.detail] == CGRect(x: file.minX + 48, y: file.minY + 22.5, width: 24, height: 10))
        #expect(frames[0].bubble.size == CGSize(width: 78 + 24, height: 6 + 40 + 4 + 10 + 6))
        // Call: icon 28, "Outgoing call" 78 × 15 over "1:15" 16 × 10: row 28 + 8 + 78 = 114 × 28, the texts
        // (28 − 25) / 2 = 1.5 down.
        let call = try #require(frames[1][.attachment])
        #expect(call.size == CGSize(width: 114, height: 28))
        #expect(frames[1][.icon] == CGRect(x: call.minX, y: call.minY, width: 28, height: 28))
        #expect(frames[1][.title] == CGRect(x: call.minX + 36, y: call.minY + 1.5, width: 78, height: 15))
        #expect(frames[1][.detail] == CGRect(x: call.minX + 36, y: call.minY + 16.5, width: 16, height: 10))
        // Card: title 12 × 15, body "Body" 32 × 20, button "Go" 12 × 15 + 16 padding: 32 × (15 + 4 + 20 + 4 + 31);
        // the texts as wide as the card, the button at its bottom.
        let card = try #require(frames[2][.attachment])
        #expect(card.size == CGSize(width: 32, height: 74))
        #expect(frames[2][.title] == CGRect(x: card.minX, y: card.minY, width: 32, height: 15))
        #expect(frames[2][.cardBody] == CGRect(x: card.minX, y: card.minY + 19, width: 32, height: 20))
        #expect(frames[2][.button] == CGRect(x: card.minX, y: card.minY + 43, width: 32, height: 31))
    }

    /// Mirrored, a file card's texts are mirrored with its icon: at its left, inside the bubble (the painter used to
    /// draw them at the icon's right edge, out of a right-to-left bubble).
    @Test func rightToLeftMirrorsAFileCardsTexts() throws {
        var configuration = F.configuration()
        configuration.layoutDirection = .rightToLeft
        let engine = try F.engine(try F.model([
            Message(id: "f", author: "me", time: F.date("2025-03-03T10:00:00Z"),
                    content: .file(FileAttachment(name: "a.pdf", bytes: 1500))),
        ]), configuration: configuration)
        let f = try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
        // fileCallAndCardParts' frames mirrored: the row 78 wide, its icon at its right, the texts 8 to the icon's left.
        let row = try #require(f[.attachment])
        #expect(f[.icon] == CGRect(x: row.maxX - 40, y: row.minY, width: 40, height: 40))
        #expect(f[.title] == CGRect(x: row.maxX - 48 - 30, y: row.minY + 7.5, width: 30, height: 15))
        #expect(f[.detail] == CGRect(x: row.maxX - 48 - 24, y: row.minY + 22.5, width: 24, height: 10))
        #expect(row.minX >= f.bubble.minX && row.maxX <= f.bubble.maxX)
    }

    /// A reply quote from its template: the quoted author ("alice", 6 × 15 a character) over the quoted text (12 pt:
    /// 6 × 15), inside the quote's padding (4, 10, 4, 8), both as wide as the quote's inside.
    @Test func replyQuoteParts() throws {
        var reply = Message(id: "r", author: "me", time: F.date("2025-03-03T10:01:00Z"), text: "Yes")
        reply.replyTo = "a"
        let engine = try F.engine(try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "Hello there"), reply]))
        let frames = engine.allFrames
        // "Hello there" 66 × 15 is wider than "alice" 30 × 15: the quote 66 + 18 = 84 × (15 + 15 + 8).
        let quote = try #require(frames[1][.quote])
        #expect(quote.size == CGSize(width: 84, height: 38))
        #expect(frames[1][.quoteAuthor] == CGRect(x: quote.minX + 10, y: quote.minY + 4, width: 66, height: 15))
        #expect(frames[1][.quoteText] == CGRect(x: quote.minX + 10, y: quote.minY + 19, width: 66, height: 15))
        #expect(quote.minX == frames[1].bubble.minX + 12 && quote.minY == frames[1].bubble.minY + 6)
    }

    /// Issue 25's new part, a contact card from its flex template: the avatar (the file icon's side, 40) beside the
    /// name over the phone number, the texts' column centred on the avatar, 8 from it; the time below.
    @Test func contactCardParts() throws {
        let engine = try F.engine(try F.model([
            Message(id: "k", author: "me", time: F.date("2025-03-03T10:00:00Z"),
                    content: .contact(ContactCard(name: "Marco Rossi", phone: "+351 9"))),
            Message(id: "l", author: "me", time: F.date("2025-03-03T10:00:10Z"),
                    content: .contact(ContactCard(name: String(repeating: "Maximilian ", count: 4)))),
        ]))
        let frames = engine.allFrames
        // Name 11 × 6 = 66 × 15, phone 6 × 4 = 24 × 10: texts 25 tall, (40 − 25) / 2 = 7.5 below the row's top;
        // the row 40 + 8 + 66 = 114 × 40; the bubble 114 + 24 wide, 6 + 40 + 4 + 10 (the time) + 6 tall.
        let card = try #require(frames[0][.contact])
        #expect(card.size == CGSize(width: 114, height: 40))
        #expect(frames[0][.contactAvatar] == CGRect(x: card.minX, y: card.minY, width: 40, height: 40))
        #expect(frames[0][.contactName] == CGRect(x: card.minX + 48, y: card.minY + 7.5, width: 66, height: 15))
        #expect(frames[0][.contactPhone] == CGRect(x: card.minX + 48, y: card.minY + 22.5, width: 24, height: 10))
        #expect(frames[0].bubble.size == CGSize(width: 114 + 24, height: 6 + 40 + 4 + 10 + 6))
        #expect(card.minX == frames[0].bubble.minX + 12 && card.minY == frames[0].bubble.minY + 6)
        // An outgoing bubble's content is at most 304 × 0.75 − 24 = 204 wide, so the name has 204 − 48 = 156 beside the
        // avatar: 26 characters. "Maximilian Maximilian" (21) fills the one line it keeps (a third word would make 32),
        // 126 wide; the card 48 + 126 = 174, the bubble 198; no phone, so the name alone is centred (12.5 down).
        let long = try #require(frames[1][.contact])
        #expect(long.size == CGSize(width: 174, height: 40))
        #expect(frames[1][.contactName] == CGRect(x: long.minX + 48, y: long.minY + 12.5, width: 126, height: 15))
        #expect(frames[1][.contactPhone] == nil)
        #expect(frames[1].bubble.width == 198)
    }

    /// The part added to count what a new part costs: a location card from its flex template, as wide as the content
    /// (an outgoing bubble's is 204), the map half as tall in whole points, the name 8 below it, the address under it.
    @Test func locationCardParts() throws {
        let engine = try F.engine(try F.model([
            Message(id: "p", author: "me", time: F.date("2025-03-03T10:00:00Z"),
                    content: .location(LocationCard(title: "Café Luso", address: "Rua 1", latitude: 38.7, longitude: -9.1))),
            Message(id: "q", author: "me", time: F.date("2025-03-03T10:00:10Z"),
                    content: .location(LocationCard(title: "Pole", latitude: -90, longitude: 0))),
        ]))
        let frames = engine.allFrames
        // Map 204 × 102; name 9 × 6 = 54 × 15 at 102 + 8; address 5 × 4 = 20 × 10 under it: the card 204 × 135, the
        // bubble 204 + 24 wide, 6 + 135 + 4 + 10 (the time) + 6 tall.
        let card = try #require(frames[0][.location])
        #expect(card.size == CGSize(width: 204, height: 135))
        #expect(frames[0][.locationMap] == CGRect(x: card.minX, y: card.minY, width: 204, height: 102))
        #expect(frames[0][.locationTitle] == CGRect(x: card.minX, y: card.minY + 110, width: 54, height: 15))
        #expect(frames[0][.locationAddress] == CGRect(x: card.minX, y: card.minY + 125, width: 20, height: 10))
        #expect(frames[0].bubble.size == CGSize(width: 204 + 24, height: 6 + 135 + 4 + 10 + 6))
        #expect(card.minX == frames[0].bubble.minX + 12 && card.minY == frames[0].bubble.minY + 6)
        // No address: the card ends with the name.
        let pole = try #require(frames[1][.location])
        #expect(pole.size == CGSize(width: 204, height: 102 + 8 + 15))
        #expect(frames[1][.locationAddress] == nil)
    }
}

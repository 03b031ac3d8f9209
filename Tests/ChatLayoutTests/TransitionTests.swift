import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// Initial and final attributes of every element kind, with frames worked out by hand from ``TextLengthSizing`` (8 per
/// character, 20 per line, 6 of padding) in the default geometry (width 320, insets 8, incoming bubbles after the
/// 32 + 8 avatar column): one incoming "Hello world" at 10:09 has its date header row at 8…56 (the 92 × 32 pill 8 below
/// its top) and its bubble at 56…108: "Alice" over "Hello world", 11 × 8 + 12 = 100 wide, 20 + 20 + 12 = 52 tall.
@Suite struct TransitionTests {
    typealias F = Fixtures

    static let hello = F.text("a1", "alice", "2025-03-03T10:09:00Z", "Hello world")
    /// "Hi": a 2 × 8 + 12 = 28 × 32 bubble at the right inset, 10 below the first group: its row is (8, 118, 304, 32).
    static let reply = F.text("b", "me", "2025-03-03T10:10:00Z", "Hi", status: .read)

    /// One message in a 120-tall viewport, then the reader's reply: content 116 → 158 tall, so the bottom moves from
    /// 0 to 38.
    static func replied(styles: TransitionStyles = TransitionStyles()) throws -> LayoutTransition {
        var model = try F.model([hello])
        var engine = try F.engine(model, viewportHeight: 120)
        var transition = try engine.apply(try model.append(reply), model: model)
        transition.styles = styles
        transition.contentOffset = 0
        #expect(transition.targetContentOffset == 38)
        return transition
    }

    @Test func newOutgoingMessageSlidesUpFromTheBottom() throws {
        let transition = try Self.replied(styles: .iMessage)
        let inserted = ItemPath(section: 0, item: 1)
        #expect(transition.after.frames(at: inserted)?.frame == CGRect(x: 8, y: 118, width: 304, height: 32))
        // It starts just below the visible rect after the update (38 + 120 = 158), at full opacity.
        #expect(transition.initialAttributes(forItemAt: inserted)
            == ElementAttributes(frame: CGRect(x: 8, y: 158, width: 304, height: 32), alpha: 1, zIndex: 0))
        // What was there stays put: the message, its avatar (76 = its bubble's bottom 108 − 32) and the date header.
        let kept = ElementAttributes(frame: CGRect(x: 8, y: 56, width: 304, height: 52), alpha: 1, zIndex: 0)
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 0)) == kept)
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 0)) == kept)
        let avatar = ElementID(kind: .avatar, path: ItemPath(section: 0, item: 0))
        #expect(transition.initialAttributes(for: avatar) == ElementAttributes(frame: CGRect(x: 8, y: 76, width: 32, height: 32), zIndex: 1))
        #expect(transition.initialAttributes(for: .section(.dateHeader, 0))
            == ElementAttributes(frame: CGRect(x: 114, y: 16, width: 92, height: 32), zIndex: 1))
    }

    @Test func stylesFadeAndGrow() throws {
        let inserted = ItemPath(section: 0, item: 1)
        // The default: a fade in place.
        #expect(try Self.replied().initialAttributes(forItemAt: inserted)
            == ElementAttributes(frame: CGRect(x: 8, y: 118, width: 304, height: 32), alpha: 0))
        // Grow from zero height at its top.
        var grow = TransitionStyles()
        grow.styles[.message] = .grow
        #expect(try Self.replied(styles: grow).initialAttributes(forItemAt: inserted)
            == ElementAttributes(frame: CGRect(x: 8, y: 118, width: 304, height: 0), alpha: 1))
        // A deleted message shrinks to zero height (grow) or fades from where it was.
        var model = try F.model([Self.hello, Self.reply])
        var engine = try F.engine(model, viewportHeight: 600)
        var delete = BatchUpdate()
        delete.deletedItems = [ItemPath(section: 0, item: 0)]
        let remaining = try F.model([Self.reply])
        var transition = try engine.apply(delete, model: remaining)
        model = remaining
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: CGRect(x: 8, y: 56, width: 304, height: 52), alpha: 0))
        transition.styles = grow
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: CGRect(x: 8, y: 56, width: 304, height: 0), alpha: 1))
        // The reply moves up to where the first message was: from its old row (118) to its new one (56).
        #expect(transition.finalAttributes(forItemAt: ItemPath(section: 0, item: 1))
            == ElementAttributes(frame: CGRect(x: 8, y: 56, width: 304, height: 32)))
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 0))
            == ElementAttributes(frame: CGRect(x: 8, y: 118, width: 304, height: 32)))
    }

    @Test func adjustmentsSeeTheContextAndHaveTheLastWord() throws {
        var styles = TransitionStyles.iMessage
        styles.adjustments[.message] = { attributes, context in
            guard context.phase == .appearing, context.change == .inserted, context.style == .slideUp,
                  context.message?.id == "b", context.element == .message(ItemPath(section: 0, item: 1)) else { return }
            attributes.alpha = 0.5
            attributes.zIndex = 7
        }
        let transition = try Self.replied(styles: styles)
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 1))
            == ElementAttributes(frame: CGRect(x: 8, y: 158, width: 304, height: 32), alpha: 0.5, zIndex: 7))
        // Not an insertion: left alone.
        #expect(transition.initialAttributes(forItemAt: ItemPath(section: 0, item: 0))?.alpha == 1)
    }

    @Test func aChangeOfKindCrossFades() throws {
        let model = try F.model([Self.hello])
        var engine = try F.engine(model)
        var card = Self.hello
        card.content = .card(CardContent(title: "Survey", body: "Rate us", button: "Open"))
        let new = try F.model([card])
        let update = model.batchUpdate(to: new)
        #expect(update.reloadedItems == [ItemPath(section: 0, item: 0)] && update.reconfiguredItems.isEmpty)
        let transition = try engine.apply(update, model: new)
        let path = ItemPath(section: 0, item: 0)
        let before = try #require(transition.before.frames(at: path)).frame
        let after = try #require(engine.frames(at: path)).frame
        #expect(before != after)
        #expect(transition.initialAttributes(forItemAt: path) == ElementAttributes(frame: before, alpha: 0))
        #expect(transition.finalAttributes(forItemAt: path) == ElementAttributes(frame: after, alpha: 0))
        #expect(transition.change(ofItemAt: path) == .reloaded)
    }

    @Test func theUnreadSeparatorAppearsAndDisappears() throws {
        let a2 = F.text("a2", "alice", "2025-03-03T10:10:00Z", "Two")
        let read = try F.model([Self.hello, a2])
        let unread = try F.model([Self.hello, a2], unreadFrom: "a2")
        var engine = try F.engine(read)
        let path = ItemPath(section: 0, item: 1)
        let separator = ElementID(kind: .unreadSeparator, path: path)
        // In the group, "Two" sits 2 below the first bubble, one line without the name: (8, 110, 304, 32). With the
        // separator (its pill 32 tall across the band, 10 below the first group: (8, 118, 304, 32)), it starts a group
        // again: 10 below that, 52 tall with its name.
        let appear = try engine.apply(BatchUpdate(), model: unread)
        #expect(appear.initialAttributes(for: separator) == ElementAttributes(frame: CGRect(x: 8, y: 118, width: 304, height: 32), alpha: 0))
        #expect(appear.finalAttributes(for: separator) == nil)
        #expect(appear.finalAttributes(forItemAt: path) == ElementAttributes(frame: CGRect(x: 8, y: 160, width: 304, height: 52)))
        #expect(appear.initialAttributes(forItemAt: path) == ElementAttributes(frame: CGRect(x: 8, y: 110, width: 304, height: 32)))
        let disappear = try engine.apply(BatchUpdate(), model: read)
        #expect(disappear.finalAttributes(for: separator) == ElementAttributes(frame: CGRect(x: 8, y: 118, width: 304, height: 32), alpha: 0))
        #expect(disappear.initialAttributes(for: separator) == nil)
    }

    @Test func sectionsBringTheirDecorations() throws {
        var configuration = F.configuration()
        configuration.showsSectionBackgrounds = true
        configuration.sectionFooterHeight = 6
        var model = try F.model([Self.hello])
        var engine = try F.engine(model, configuration: configuration, viewportHeight: 600)
        // Day one: header row 8…56, bubble 56…108, footer 108…114: the background is 8…114.
        #expect(engine.frame(of: .section(.sectionBackground, 0), visibleRect: .null) == CGRect(x: 8, y: 8, width: 304, height: 106))
        #expect(engine.frame(of: .section(.sectionFooter, 0), visibleRect: .null) == CGRect(x: 8, y: 108, width: 304, height: 6))
        let update = try model.append(F.text("n", "bob", "2025-03-04T09:00:00Z", "Next day"))
        let transition = try engine.apply(update, model: model)
        // Day two starts at 114: its header row 114…162, the bubble ("Bob" over "Next day": 52 tall) 162…214, the footer
        // 214…220.
        for (kind, frame, zIndex) in [(ElementKind.sectionBackground, CGRect(x: 8, y: 114, width: 304, height: 106), -1),
                                      (.dateHeader, CGRect(x: 114, y: 122, width: 92, height: 32), 1),
                                      (.sectionFooter, CGRect(x: 8, y: 214, width: 304, height: 6), 0)] {
            #expect(transition.initialAttributes(for: .section(kind, 1)) == ElementAttributes(frame: frame, alpha: 0, zIndex: zIndex))
            #expect(transition.finalAttributes(for: .section(kind, 1)) == nil)
        }
        // Day one's decorations stay.
        #expect(transition.finalAttributes(for: .section(.sectionBackground, 0))
            == ElementAttributes(frame: CGRect(x: 8, y: 8, width: 304, height: 106), zIndex: -1))
        let all = engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 300)).map(\.id)
        #expect(all == [.section(.sectionBackground, 0), .section(.dateHeader, 0), .section(.sectionFooter, 0),
                        .message(ItemPath(section: 0, item: 0)), ElementID(kind: .avatar, path: ItemPath(section: 0, item: 0)),
                        .section(.sectionBackground, 1), .section(.dateHeader, 1), .section(.sectionFooter, 1),
                        .message(ItemPath(section: 1, item: 0)), ElementID(kind: .avatar, path: ItemPath(section: 1, item: 0))])
    }

    @Test func indicatorsAppearAndTheBottomStaysAtTheBottom() throws {
        var engine = try F.engine(try F.model([Self.hello]), viewportHeight: 120)
        // Rows end at 108; the typing bubble comes 10 below, 64 × 36 at the incoming bubbles' left (48): content 162.
        let typing = engine.setTypingIndicator(true)
        #expect(engine.contentSize.height == 162)
        #expect(typing.targetContentOffset == 42)
        #expect(typing.initialAttributes(for: .content(.typingIndicator))
            == ElementAttributes(frame: CGRect(x: 48, y: 118, width: 64, height: 36), alpha: 0))
        #expect(typing.initialAttributes(forItemAt: ItemPath(section: 0, item: 0))?.alpha == 1)
        let gone = engine.setTypingIndicator(false)
        #expect(gone.finalAttributes(for: .content(.typingIndicator))
            == ElementAttributes(frame: CGRect(x: 48, y: 118, width: 64, height: 36), alpha: 0))
        // The loading row goes above everything and pushes the rows down by its 44.
        let loading = engine.setLoadingIndicator(true)
        #expect(engine.frame(of: .content(.loadingIndicator), visibleRect: .null) == CGRect(x: 8, y: 8, width: 304, height: 44))
        #expect(engine.frames(at: ItemPath(section: 0, item: 0))?.bubble.minY == CGFloat(56 + 44))
        #expect(loading.finalAttributes(forItemAt: ItemPath(section: 0, item: 0))?.frame.minY == CGFloat(56 + 44))
        #expect(loading.initialAttributes(for: .content(.loadingIndicator))?.alpha == 0)
    }

    @Test func thePinnedHeaderFollowsTheVisibleTop() throws {
        var rng = SeededGenerator(seed: 12)
        let model = SectionedTranscript(try F.randomTranscript(count: 200, using: &rng), timeZone: F.utc)
        var engine = try F.engine(model, viewportHeight: 400)
        let offset = (engine.contentSize.height / 2).rounded()
        let before = try #require(engine.pinnedDateHeader(in: engine.visibleRect(contentOffset: offset)))
        // The keyboard appears: the pinned header moves with the visible top.
        var transition = try engine.setViewportHeight(109)
        transition.contentOffset = offset
        let after = try #require(engine.pinnedDateHeader(in: engine.visibleRect(contentOffset: transition.targetContentOffset)))
        let pinned = ElementID.content(.pinnedDateHeader)
        #expect(before.isFloating && after.isFloating)
        #expect(transition.finalAttributes(for: pinned) == ElementAttributes(frame: after.frame, zIndex: 10))
        #expect(transition.initialAttributes(for: pinned) == ElementAttributes(frame: before.frame, zIndex: 10))
        // Scrolled to the very top, nothing floats: the pinned header fades out where it was.
        transition.contentOffset = 0
        let top = try #require(transition.before.pinnedDateHeader(in: transition.before.visibleRect(contentOffset: 0)))
        #expect(!top.isFloating && transition.finalAttributes(for: pinned) == nil)
    }
}

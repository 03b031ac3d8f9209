import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// The keyboard appearing and leaving, and the input bar growing line by line: the reader at the bottom stays at the
/// bottom, a reader above keeps the anchored message at its screen position, and offsets stay within the content.
@Suite struct ViewportTests {
    typealias F = Fixtures
    static let keyboard: CGFloat = 291

    static func setUp() throws -> ChatLayoutEngine {
        var rng = SeededGenerator(seed: 31)
        return try F.engine(SectionedTranscript(try F.randomTranscript(count: 200, using: &rng), timeZone: F.utc),
                            viewportHeight: 600)
    }

    /// The last message's bottom, measured from the viewport's top, at `offset`.
    static func lastBottom(_ engine: ChatLayoutEngine, offset: CGFloat) throws -> CGFloat {
        let s = engine.numberOfSections - 1
        let frame = try #require(engine.frames(at: ItemPath(section: s, item: engine.numberOfItems(inSection: s) - 1))).frame
        return frame.maxY - offset
    }

    @Test func atTheBottomTheKeyboardPushesTheLastMessageUpAndBack() throws {
        var engine = try Self.setUp()
        var offset = engine.maximumContentOffset
        // The last message sits the bottom inset above the viewport's bottom: 600 − 8.
        #expect(try Self.lastBottom(engine, offset: offset) == 592)
        offset = try engine.setViewportHeight(600 - Self.keyboard).contentOffset(from: offset)
        #expect(offset == engine.maximumContentOffset)
        #expect(try Self.lastBottom(engine, offset: offset) == 600 - Self.keyboard - 8)
        offset = try engine.setViewportHeight(600).contentOffset(from: offset)
        #expect(offset == engine.maximumContentOffset)
        #expect(try Self.lastBottom(engine, offset: offset) == 592)
    }

    @Test func theInputBarGrowingLineByLineKeepsTheLastMessageAboveIt() throws {
        var engine = try Self.setUp()
        var offset = engine.maximumContentOffset
        var height = 600 - Self.keyboard
        offset = try engine.setViewportHeight(height).contentOffset(from: offset)
        for _ in 0..<5 {
            height -= 20  // one more line in the input bar
            offset = try engine.setViewportHeight(height).contentOffset(from: offset)
            #expect(try Self.lastBottom(engine, offset: offset) == height - 8)
        }
    }

    @Test func readingAboveTheKeyboardKeepsTheAnchoredMessageInPlace() throws {
        var engine = try Self.setUp()
        let offset = (engine.contentSize.height / 2).rounded()
        guard case .item(let id, .top, let distance) = engine.anchor(contentOffset: offset) else {
            Issue.record("expected an item anchor")
            return
        }
        let shown = try engine.setViewportHeight(600 - Self.keyboard).contentOffset(from: offset)
        #expect(try #require(engine.frames(ofMessage: id)).frame.minY - shown == distance)
        let hidden = try engine.setViewportHeight(600).contentOffset(from: shown)
        #expect(try #require(engine.frames(ofMessage: id)).frame.minY - hidden == distance)
        #expect(hidden == offset)
    }

    @Test func offsetsStayWithinTheContent() throws {
        // Scrolled near the bottom but not at it, the keyboard leaves: the anchored message cannot stay where it was
        // without scrolling past the bottom, so the offset stops at the bottom.
        var engine = try Self.setUp()
        try engine.setViewportHeight(600 - Self.keyboard)
        let offset = engine.maximumContentOffset - 50
        let transition = try engine.setViewportHeight(600)
        #expect(transition.contentOffset(from: offset) == engine.maximumContentOffset)
        // A short chat sitting at the bottom of a tall viewport: always offset 0.
        var configuration = F.configuration()
        configuration.alignsShortChatToBottom = true
        var short = try F.engine(try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "Hello")]),
                                 configuration: configuration, viewportHeight: 600)
        #expect(try short.setViewportHeight(300).contentOffset(from: 0) == 0)
        #expect(short.frames(at: ItemPath(section: 0, item: 0))?.bubble.maxY == CGFloat(300 - 8))
        // Hostile values are refused, the layout unchanged.
        #expect(throws: ChatLayoutError.self) { try short.setViewportHeight(.nan) }
        #expect(throws: ChatLayoutError.self) { try short.setViewportHeight(-1) }
        #expect(short.viewportHeight == 300)
    }
}

import ChatModel
import Foundation
import Testing
@testable import ChatLayout

/// A change that keeps a message's identity and kind must not make its cell blink: its transition goes from the old
/// frame to the new one at full opacity (UIKit's `reconfigureItems`), never through a cross-fade from alpha 0.
@Suite struct ReconfigureTests {
    typealias F = Fixtures

    @Test func aStatusTickDoesNotBlink() throws {
        let sent = F.text("a", "me", "2025-03-03T10:00:00Z", "Hello there", status: .sent)
        let old = try F.model([F.text("q", "alice", "2025-03-03T09:59:00Z", "Hi"), sent])
        var read = sent
        read.status = .read
        let new = try F.model([F.text("q", "alice", "2025-03-03T09:59:00Z", "Hi"), read])
        let update = old.batchUpdate(to: new)
        #expect(update.reloadedItems.isEmpty, "a status change is not a reload: \(update)")
        #expect(update.reconfiguredItems == [ItemPath(section: 0, item: 1)])
        var engine = try F.engine(old)
        let path = ItemPath(section: 0, item: 1)
        let before = try #require(engine.frames(at: path)).frame
        let transition = try engine.apply(update, model: new)
        let after = try #require(engine.frames(at: path)).frame
        #expect(transition.initialAttributes(forItemAt: path)?.frame == before)
        #expect(transition.initialAttributes(forItemAt: path)?.alpha == 1)
        #expect(transition.finalAttributes(forItemAt: path)?.frame == after)
        #expect(transition.finalAttributes(forItemAt: path)?.alpha == 1)
    }
}

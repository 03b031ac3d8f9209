import ChatBubbles
import ChatLayout
import ChatModel
import Foundation

/// `batch-updates`: a transcript edited round after round by the input, and a chat layout kept up to date with batch
/// updates:
///
/// - the batch `SectionedTranscript.batchUpdate(to:moves:)` finds for each round applies, and gives exactly the layout
///   computed from scratch for the new transcript (frames, elements, date headers, content size), also after the width
///   changes or the typing indicator toggles;
/// - the same batch broken so that it cannot be right (an index out of range, an entry named twice, a delete or an
///   insert dropped) is refused with a `ChatLayoutError` and leaves the layout as it was;
/// - a batch of arbitrary indices (any `Int`) is refused with a `ChatLayoutError`, or applies and leaves as many
///   sections and items as the new transcript has.
///
/// Input: the first message count and the layout width, then per round an edit count, the edits, the move detection
/// and how the batch is broken (if at all); finally an arbitrary batch.
package enum BatchUpdatesCheck: FuzzCheck {
    package static let name = "batch-updates"

    static let sizing = BubbleSizing(texts: CachedSizing(FixedWidthSizing()))
    static let widths: [CGFloat] = [320, 240, 375, 120]

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        do {
            try run(bytes)
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("unexpected error \(error)")
        }
    }

    private static func run(_ bytes: [UInt8]) throws {
        var input = FuzzInput(bytes)
        var editor = TranscriptEditor(count: 1 + Int(input.byte() % 24), &input)
        var configuration = ChatLayoutConfiguration(viewportWidth: widths[Int(input.byte()) % widths.count])
        var model = SectionedTranscript(try editor.transcript(), timeZone: FuzzTimeZone.utc)
        var engine = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, viewportHeight: 600)
        for _ in 0..<4 where !input.isAtEnd {
            for _ in 0..<(1 + Int(input.byte() % 3)) { try editor.edit(&input) }
            let newModel = SectionedTranscript(try editor.transcript(), timeZone: FuzzTimeZone.utc)
            let flags = input.byte()
            let update = model.batchUpdate(to: newModel, moves: flags & 1 == 0 ? .byRank : .fewest)
            if let broken = broken(update, flags >> 1, old: engine, new: newModel) {
                try requireRefused(broken, by: engine, model: newModel, "a broken batch (\(flags >> 1 & 7))")
            }
            try engine.apply(update, model: newModel)
            model = newModel
            switch flags >> 5 {
            case 1: _ = try engine.setViewportWidth(widths[Int(input.byte()) % widths.count])
            case 2: _ = engine.setTypingIndicator(!engine.showsTypingIndicator)
            default: break
            }
            configuration.viewportWidth = engine.configuration.viewportWidth
            var fresh = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, viewportHeight: 600)
            _ = fresh.setTypingIndicator(engine.showsTypingIndicator)
            let (updated, expected) = (LayoutSnapshot(engine), LayoutSnapshot(fresh))
            if let difference = updated.firstDifference(from: expected) {
                throw FuzzFailure("after \(update): the updated layout differs from the recomputed one (\(difference))")
            }
        }
        if input.bool() { try applyArbitrary(&input, to: engine, model: model) }
    }

    /// `update` broken so that no layout can accept it (nil when the way chosen does not apply to it).
    static func broken(_ update: BatchUpdate, _ how: UInt8, old: ChatLayoutEngine, new: SectionedTranscript) -> BatchUpdate? {
        var batch = update
        switch how & 7 {
        case 1:  // an item past its section's end
            guard old.numberOfSections > 0 else { return nil }
            let section = Int(how >> 3) % old.numberOfSections
            batch.deletedItems.append(ItemPath(section: section, item: old.numberOfItems(inSection: section) + Int(how >> 3)))
        case 2:  // a section that does not exist
            batch.deletedSections.insert(old.numberOfSections + Int(how >> 3))
        case 3:  // an insert named twice
            guard let path = batch.insertedItems.first else { return nil }
            batch.insertedItems.append(path)
        case 4:  // a delete named twice
            guard let path = batch.deletedItems.first else { return nil }
            batch.deletedItems.append(path)
        case 5:  // an insert forgotten: the counts no longer add up
            guard !batch.insertedItems.isEmpty else { return nil }
            batch.insertedItems.removeLast()
        case 6:  // a delete forgotten
            guard !batch.deletedItems.isEmpty else { return nil }
            batch.deletedItems.removeLast()
        case 7:  // a negative index
            batch.reloadedItems.append(ItemPath(section: -1 - Int(how >> 3), item: 0))
        default:
            return nil
        }
        return batch
    }

    /// `batch` must be refused with a `ChatLayoutError`, and the layout must be unchanged.
    static func requireRefused(_ batch: BatchUpdate, by engine: ChatLayoutEngine, model: SectionedTranscript,
                               _ what: String) throws {
        var copy = engine
        do {
            try copy.apply(batch, model: model)
        } catch is ChatLayoutError {
            if let difference = LayoutSnapshot(copy).firstDifference(from: LayoutSnapshot(engine)) {
                throw FuzzFailure("\(what) was refused but changed the layout (\(difference))")
            }
            return
        }
        throw FuzzFailure("\(what) was accepted: \(batch)")
    }

    /// A batch of arbitrary indices against the transcript as it is: a typed refusal (and no change), or a layout with
    /// the transcript's sections and items.
    static func applyArbitrary(_ input: inout FuzzInput, to engine: ChatLayoutEngine, model: SectionedTranscript) throws {
        func index() -> Int { input.bool() ? input.anyInt() : Int(input.byte() % 8) - 1 }
        func path() -> ItemPath { ItemPath(section: index(), item: index()) }
        var batch = BatchUpdate()
        for _ in 0..<Int(input.byte() % 4) {
            switch input.byte() % 9 {
            case 0: batch.deletedSections.insert(max(0, index()))
            case 1: batch.insertedSections.insert(max(0, index()))
            case 2: batch.reloadedSections.insert(max(0, index()))
            case 3: batch.movedSections.append(SectionMove(from: index(), to: index()))
            case 4: batch.deletedItems.append(path())
            case 5: batch.insertedItems.append(path())
            case 6: batch.reloadedItems.append(path())
            case 7: batch.reconfiguredItems.append(path())
            default: batch.movedItems.append(ItemMove(from: path(), to: path()))
            }
        }
        var copy = engine
        do {
            try copy.apply(batch, model: model)
        } catch is ChatLayoutError {
            if let difference = LayoutSnapshot(copy).firstDifference(from: LayoutSnapshot(engine)) {
                throw FuzzFailure("an arbitrary batch was refused but changed the layout (\(difference))")
            }
            return
        }
        let counts = (0..<copy.numberOfSections).map { copy.numberOfItems(inSection: $0) }
        guard counts == model.sections.map(\.messages.count) else {
            throw FuzzFailure("an arbitrary batch \(batch) applied and left \(counts) items for \(model.sections.map(\.messages.count))")
        }
    }
}

/// Everything a collection view reads from a layout, for comparing two.
struct LayoutSnapshot {
    let counts: [Int]
    let contentSize: CGSize
    let frames: [MessageFrames?]
    let headers: [CGRect?]
    let elements: [LayoutElement]

    init(_ engine: ChatLayoutEngine) {
        counts = (0..<engine.numberOfSections).map { engine.numberOfItems(inSection: $0) }
        contentSize = engine.contentSize
        frames = counts.enumerated().flatMap { section, count in
            (0..<count).map { engine.frames(at: ItemPath(section: section, item: $0)) }
        }
        headers = counts.indices.map { engine.dateHeaderFrame(section: $0) }
        elements = engine.elements(in: CGRect(x: -1, y: -1, width: 10_000, height: engine.contentSize.height + 2))
    }

    /// What differs from `other`, or nil.
    func firstDifference(from other: LayoutSnapshot) -> String? {
        if counts != other.counts { return "items per section \(counts) vs \(other.counts)" }
        if contentSize != other.contentSize { return "content size \(contentSize) vs \(other.contentSize)" }
        if let index = frames.indices.first(where: { frames[$0] != other.frames[$0] }) {
            return "frames of item \(index): \(String(describing: frames[index])) vs \(String(describing: other.frames[index]))"
        }
        if headers != other.headers { return "date headers \(headers) vs \(other.headers)" }
        if elements != other.elements { return "elements (\(elements.count) vs \(other.elements.count))" }
        return nil
    }
}

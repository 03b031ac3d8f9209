/// Where each message of a transcript is, by id: its position in `messages`. The byte reader makes it while it reads
/// (its duplicate-id check), each reading thread a part of its own, so that sectioning the transcript
/// (`SectionedTranscript`) hashes no id again.
package struct MessageIndex: Sendable {
    /// The ids of consecutive messages from `base` on, with their positions from `base`.
    private struct Part: Sendable {
        var base: Int
        var positions: [MessageID: Int]
    }

    private var parts: [Part]
    /// The number of messages indexed.
    package private(set) var count = 0

    /// An empty index with room for about `capacity` messages.
    init(capacity: Int = 0) { parts = [Part(base: 0, positions: Dictionary(minimumCapacity: capacity))] }

    /// Indexes the next message's id at position ``count``; false (and nothing indexed) when the id is already there.
    mutating func append(_ id: MessageID) -> Bool {
        let last = parts.count - 1
        if last > 0 && parts[..<last].contains(where: { $0.positions[id] != nil }) { return false }
        // (A repeated id overwrites its position: it ends the reading, and the index is not used then.)
        guard parts[last].positions.updateValue(count - parts[last].base, forKey: id) == nil else {
            return false
        }
        count += 1
        return true
    }

    /// Indexes the messages of `later` after these; the first id both have when there is one (nothing indexed then).
    mutating func append(_ later: MessageIndex) -> MessageID? {
        for part in later.parts {
            for id in part.positions.keys where position(of: id) != nil { return id }
        }
        for part in later.parts where !part.positions.isEmpty {
            parts.append(Part(base: count + part.base, positions: part.positions))
        }
        count += later.count
        // The next message goes into a part of its own, after the merged ones.
        parts.append(Part(base: count, positions: [:]))
        return nil
    }

    /// The position of the message with this id, nil when there is none.
    package func position(of id: MessageID) -> Int? {
        for part in parts {
            if let position = part.positions[id] { return part.base + position }
        }
        return nil
    }
}

import Foundation

/// The messages of one local calendar day: a section of the layout, with a date header.
public struct TranscriptSection: Hashable, Sendable {
    /// The local day of every message in the section.
    public var day: Day
    /// The section's messages in display order.
    public var messages: [Message]

    /// Creates a section.
    public init(day: Day, messages: [Message]) {
        self.day = day
        self.messages = messages
    }
}

/// A transcript split into sections by local calendar day: the data source of a `ChatLayout`.
///
/// Consecutive messages on the same local day share a section; a message on another day starts a new one.
/// It is a value: keep the old one to diff against, or use `append(_:)` / `prepend(_:)`, which return the
/// `BatchUpdate` that turns the old layout into the new one.
public struct SectionedTranscript: Sendable {
    /// The chat's title.
    public private(set) var title: String
    /// The reader's participant id.
    public private(set) var me: String
    /// The participants by id.
    public private(set) var participants: [String: Participant]
    /// The first unread message, if any.
    public private(set) var unreadFrom: MessageID?
    /// The sections, in display order.
    public private(set) var sections: [TranscriptSection]
    /// The time zone that defines local days and the times shown.
    public let timeZone: TimeZone
    /// Where each message is (no reference to the message itself: building and freeing this index never touches
    /// the messages' storage); empty while `decodedIndex` answers.
    private var pathsByID: [MessageID: ItemPath]
    /// The decoded transcript's index of positions (no id hashed again), with the position of each section's first
    /// message; nil for a transcript made otherwise, and from the first change on (``append(_:)``, ``prepend(_:)``).
    private var decodedIndex: (positions: MessageIndex, sectionStarts: [Int])?
    private var participantOrder: [Participant]

    /// Splits a (validated) transcript into day sections in `timeZone`.
    public init(_ transcript: Transcript, timeZone: TimeZone = .current) {
        title = transcript.title
        me = transcript.me
        participantOrder = transcript.participants
        participants = Dictionary(transcript.participants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        unreadFrom = transcript.unreadFrom
        self.timeZone = timeZone
        // One pass for both (each message's storage is read once while it is in cache); a transcript the byte reader
        // read comes with its ids indexed already.
        let index = transcript.messageIndex.flatMap { $0.count == transcript.messages.count ? $0 : nil }
        var byID = [MessageID: ItemPath](minimumCapacity: index == nil ? transcript.messages.count : 0)
        var sectionStarts: [Int] = []
        var position = 0
        var sections: [TranscriptSection] = []
        var day: Day?
        var messages: [Message] = []
        for message in transcript.messages {
            let messageDay = Day(message.time, in: timeZone)
            if messageDay != day {
                if let day { sections.append(TranscriptSection(day: day, messages: messages)) }
                day = messageDay
                messages = []
                sectionStarts.append(position)
            }
            if index == nil { byID[message.id] = ItemPath(section: sections.count, item: messages.count) }
            messages.append(message)
            position += 1
        }
        if let day { sections.append(TranscriptSection(day: day, messages: messages)) }
        pathsByID = byID
        decodedIndex = index.map { ($0, sectionStarts) }
        self.sections = sections
    }

    /// Consecutive messages of one local day, grouped.
    private static func sections(of messages: [Message], in timeZone: TimeZone) -> [TranscriptSection] {
        var sections: [TranscriptSection] = []
        for message in messages {
            let day = Day(message.time, in: timeZone)
            if sections.last?.day == day {
                sections[sections.count - 1].messages.append(message)
            } else {
                sections.append(TranscriptSection(day: day, messages: [message]))
            }
        }
        return sections
    }

    /// The number of messages.
    public var messageCount: Int { decodedIndex?.positions.count ?? pathsByID.count }

    /// The message at a section and item index.
    public subscript(path: ItemPath) -> Message { sections[path.section].messages[path.item] }

    /// The message with this id, if present.
    public func message(withID id: MessageID) -> Message? {
        path(of: id).map { sections[$0.section].messages[$0.item] }
    }

    /// The display name of a participant (the id when unknown).
    public func name(of participantID: String) -> String { participants[participantID]?.name ?? participantID }

    /// The flat transcript again.
    public var transcript: Transcript {
        // Built from validated content: no need to validate again.
        Transcript(
            unchecked: title, me: me, participants: participantOrder, unreadFrom: unreadFrom,
            messages: sections.flatMap(\.messages))
    }

    /// The path of the message with this id.
    public func path(of id: MessageID) -> ItemPath? {
        guard let (positions, starts) = decodedIndex else { return pathsByID[id] }
        guard let position = positions.position(of: id) else { return nil }
        // The last section starting at or before the position.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle } else { high = middle }
        }
        return ItemPath(section: low, item: position - starts[low])
    }

    /// Makes `pathsByID` answer (before a change: the decoded index describes the messages as they were read).
    private mutating func indexPaths() {
        guard decodedIndex != nil else { return }
        decodedIndex = nil
        pathsByID.reserveCapacity(sections.reduce(0) { $0 + $1.messages.count })
        for (s, section) in sections.enumerated() {
            for (i, message) in section.messages.enumerated() { pathsByID[message.id] = ItemPath(section: s, item: i) }
        }
    }

    /// Appends a new message at the end and returns the update for a layout of the old value.
    public mutating func append(_ message: Message) throws(TranscriptError) -> BatchUpdate {
        try check(message)
        indexPaths()
        let day = Day(message.time, in: timeZone)
        var update = BatchUpdate()
        if let last = sections.indices.last, sections[last].day == day {
            let path = ItemPath(section: last, item: sections[last].messages.count)
            update.insertedItems = [path]
            pathsByID[message.id] = path
            sections[last].messages.append(message)
        } else {
            update.insertedSections = [sections.count]
            pathsByID[message.id] = ItemPath(section: sections.count, item: 0)
            sections.append(TranscriptSection(day: day, messages: [message]))
        }
        return update
    }

    /// Inserts older messages (in display order) above the first one and returns the update.
    public mutating func prepend(_ messages: [Message]) throws(TranscriptError) -> BatchUpdate {
        var seen = Set<MessageID>()
        for message in messages {
            try check(message)
            if !seen.insert(message.id).inserted { throw .duplicateMessageID(message.id.rawValue) }
        }
        indexPaths()
        var older = Self.sections(of: messages, in: timeZone)
        var update = BatchUpdate()
        // The messages already here move down by the new days (less one when the last new day is their first day,
        // whose messages then also move down by that day's new messages).
        let merges = older.last.map { $0.day == sections.first?.day } ?? false
        let sectionShift = older.count - (merges ? 1 : 0)
        let itemShift = merges ? older[older.count - 1].messages.count : 0
        var index = pathsByID.values.startIndex
        while index != pathsByID.values.endIndex {
            let path = pathsByID.values[index]
            pathsByID.values[index] = ItemPath(section: path.section + sectionShift,
                                               item: path.section == 0 ? path.item + itemShift : path.item)
            pathsByID.values.formIndex(after: &index)
        }
        for (s, section) in older.enumerated() {
            for (i, message) in section.messages.enumerated() { pathsByID[message.id] = ItemPath(section: s, item: i) }
        }
        if let lastOlder = older.last, let first = sections.first, lastOlder.day == first.day {
            update.insertedItems = (0..<lastOlder.messages.count).map { ItemPath(section: older.count - 1, item: $0) }
            older[older.count - 1].messages.append(contentsOf: first.messages)
            sections.removeFirst()
        }
        update.insertedSections = IndexSet(0..<(older.count - (update.insertedItems.isEmpty ? 0 : 1)))
        sections.insert(contentsOf: older, at: 0)
        return update
    }

    private func check(_ message: Message) throws(TranscriptError) {
        if path(of: message.id) != nil { throw .duplicateMessageID(message.id.rawValue) }
        if participants[message.author] == nil {
            throw .unknownAuthor(messageID: message.id.rawValue, author: message.author)
        }
        try message.validate()
    }
}

extension Transcript {
    init(unchecked title: String, me: String, participants: [Participant], unreadFrom: MessageID?, messages: [Message]) {
        self.title = title
        self.me = me
        self.participants = participants
        self.unreadFrom = unreadFrom
        self.messages = messages
    }
}

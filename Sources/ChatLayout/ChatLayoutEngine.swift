import ChatModel
import Foundation

/// How a large transcript is laid out quickly: exact bubbles for the messages nearest the bottom, estimated
/// ones for the rest, to be replaced by exact measurements later (`measureEstimates`, `replaceEstimates`).
public struct EstimationPolicy: Sendable {
    /// The cheap sizing used for estimates (a `FixedWidthSizing` tuned to the real font's average advance).
    public var estimator: any MessageSizing
    /// How many messages at the bottom of the chat are measured exactly from the start.
    public var exactItemsAtBottom: Int

    /// Creates a policy.
    public init(estimator: any MessageSizing = FixedWidthSizing(advanceFactor: 0.5), exactItemsAtBottom: Int = 200) {
        self.estimator = estimator
        self.exactItemsAtBottom = max(0, exactItemsAtBottom)
    }
}

/// The UI-free chat layout: a transcript, a configuration and a sizing in; frames out.
///
/// It is a value: copies are cheap (sections share storage until changed), so a `LayoutTransition` keeps the
/// layout before and after an update, and a copy can be measured on a background thread. Items are stored
/// relative to their section and sections in a Fenwick tree, so one section's height change costs O(log n).
/// All frames are in content coordinates (origin at the content's top left, y down), left-to-right unless the
/// configuration's direction is right-to-left, in which case every frame is mirrored.
public struct ChatLayoutEngine: Sendable {
    /// The configuration the layout was made with.
    public private(set) var configuration: ChatLayoutConfiguration
    /// The sizing that measures texts.
    public let sizing: any MessageSizing
    /// The time zone of local days and times (the transcript's).
    public let timeZone: TimeZone
    /// The viewport's height: short chats sit at its bottom, anchors and scroll positions use it.
    public private(set) var viewportHeight: CGFloat
    /// The number of threads full layouts measure on.
    public let threads: Int
    let estimation: EstimationPolicy?
    var layouter: SectionLayouter
    var sections: [SectionState]
    var offsets: PrefixSumTree
    var me: String
    var unreadFrom: MessageID?
    /// The work of the last update: messages it copied, walked or laid out (tests bound it; nothing times it).
    package internal(set) var updateCost = 0

    /// Lays out every message of `model`.
    ///
    /// - Parameters:
    ///   - threads: measure bubbles on this many threads (1: the calling thread only).
    ///   - estimation: estimate all but the bottom messages (nil: measure everything exactly).
    public init(
        model: SectionedTranscript, configuration: ChatLayoutConfiguration, sizing: any MessageSizing,
        viewportHeight: CGFloat = 0, threads: Int = 1, estimation: EstimationPolicy? = nil
    ) throws {
        try configuration.validate()
        try Self.checkHeight(viewportHeight)
        self.configuration = configuration
        self.sizing = sizing
        self.viewportHeight = viewportHeight
        self.threads = max(1, threads)
        self.estimation = estimation
        timeZone = model.timeZone
        me = model.me
        unreadFrom = model.unreadFrom
        layouter = try Self.makeLayouter(configuration, sizing, estimation, model.timeZone, me: model.me,
                                         unreadFrom: model.unreadFrom)
        let layouter = self.layouter
        let threads = self.threads
        let days = model.sections.map(\.day)
        let count = days.count
        // Date headers, last day first (the order a serial pass met them in, so a failure is the same one), in one
        // run of days per thread, each with its own formatter (a DateFormatter is not shared between threads).
        let runs = min(count, threads)
        let headerRuns = try ParallelMap.map(count: runs, threads: threads) { run in
            let formatter = DateHeaderFormatter(configuration: configuration, timeZone: model.timeZone)
            return try (count * run / runs..<count * (run + 1) / runs).map { reversed in
                let text = formatter.text(for: days[count - 1 - reversed])
                return (text: text, pill: try layouter.composer.headerPill(text))
            }
        }
        let headers = Array(headerRuns.joined().reversed())
        // How many messages follow each section: the last `exactItemsAtBottom` messages are measured exactly.
        var following = [Int](repeating: 0, count: count)
        var total = 0
        for i in stride(from: count - 1, through: 0, by: -1) {
            following[i] = total
            total += model.sections[i].messages.count
        }
        let after = following
        let exactAtBottom = estimation?.exactItemsAtBottom
        // Each day laid out on its own (contexts, bubbles, positions), the days spread over the threads.
        self.sections = try ParallelMap.map(count: count, threads: threads) { i in
            let section = model.sections[i]
            var names = AuthorNames(model)
            var items = section.messages.map { Self.item($0, in: model, names: &names) }
            if let exactAtBottom {
                for j in items.indices { items[j].isEstimated = after[i] + (items.count - 1 - j) >= exactAtBottom }
            }
            var state = Self.section(section.day, text: headers[i].text, pill: headers[i].pill, items: consume items,
                                     layouter: layouter)
            try layouter.layOut(&state)
            return state
        }
        offsets = PrefixSumTree(self.sections.map { $0.height })
    }

    static func checkHeight(_ height: CGFloat) throws(ChatLayoutError) {
        if !height.isFinite || height < 0 { throw .invalidArgument(name: "viewportHeight", value: Double(height)) }
    }

    static func makeLayouter(
        _ configuration: ChatLayoutConfiguration, _ sizing: any MessageSizing, _ estimation: EstimationPolicy?,
        _ timeZone: TimeZone, me: String, unreadFrom: MessageID?
    ) throws -> SectionLayouter {
        let composer = BubbleComposer(configuration: configuration, sizing: sizing, timeZone: timeZone)
        return SectionLayouter(
            configuration: configuration, composer: composer,
            estimator: estimation.map { BubbleComposer(configuration: configuration, sizing: $0.estimator, timeZone: timeZone) },
            unreadFrom: unreadFrom, me: me, separatorHeight: try composer.separatorHeight(),
            isRightToLeft: configuration.effectiveDirection == .rightToLeft)
    }

    static func item(_ message: Message, in model: SectionedTranscript) -> ItemState {
        ItemState(message: message, quote: model.quote(of: message), authorName: model.name(of: message.author))
    }

    /// The same item, with the author's name from `names` (consecutive messages mostly share their author).
    static func item(_ message: Message, in model: SectionedTranscript, names: inout AuthorNames) -> ItemState {
        ItemState(message: message, quote: model.quote(of: message), authorName: names.name(of: message.author))
    }

    static func section(_ day: Day, items: [ItemState], layouter: SectionLayouter, formatter: DateHeaderFormatter)
        throws -> SectionState {
        let text = formatter.text(for: day)
        return section(day, text: text, pill: try layouter.composer.headerPill(text), items: items, layouter: layouter)
    }

    /// A section whose header text and pill size are known.
    static func section(_ day: Day, text: String, pill: CGSize, items: [ItemState], layouter: SectionLayouter) -> SectionState {
        SectionState(
            day: day, headerText: text, headerPill: pill, items: items,
            headerHeight: pill.height + 2 * layouter.configuration.dateHeaderSpacing)
    }

    /// Re-lays out sections from their first changed item; does not touch the offsets tree.
    mutating func relayout(sectionsFrom changes: [(section: Int, firstChange: Int)]) throws {
        var starts: [Int] = []
        var itemsToCompose: [[Int]] = []
        var jobCount = 0
        for (section, firstChange) in changes {
            let start = layouter.walkStart(sections[section].items, firstChange: firstChange)
            starts.append(start)
            updateCost += sections[section].items.count - start
            let items = layouter.prepare(&sections[section].items, from: start)
            jobCount += items.count
            itemsToCompose.append(items)
        }
        // Straight into the items (no buffer of bubbles to fill and copy back): one section after another, or
        // sections spread over the threads.
        let changed = changes.map(\.section)
        if layouter.composesSerially(jobCount: jobCount, threads: threads) {
            for (section, items) in zip(changed, itemsToCompose) {
                try layouter.composeInPlace(&sections[section].items, at: items)
            }
        } else {
            try layouter.composeInPlace(&sections, sections: changed, items: itemsToCompose, threads: threads)
        }
        for ((section, _), start) in zip(changes, starts) {
            sections[section].height = layouter.position(
                &sections[section].items, from: start, headerHeight: sections[section].headerHeight)
        }
    }

    // MARK: Basic facts

    /// The number of sections (local days).
    public var numberOfSections: Int { sections.count }

    /// The number of messages in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The local day of a section.
    public func day(ofSection section: Int) -> Day? {
        sections.indices.contains(section) ? sections[section].day : nil
    }

    /// The message at a path.
    public func message(at path: ItemPath) -> Message? {
        contains(path) ? sections[path.section].items[path.item].message : nil
    }

    func contains(_ path: ItemPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }

    /// The height of the laid-out sections plus the content insets, without short-chat padding.
    var naturalContentHeight: CGFloat {
        configuration.contentInsets.top + offsets.total + configuration.contentInsets.bottom
    }

    /// The space added above the content so that a short chat sits at the viewport's bottom.
    public var shortChatPadding: CGFloat {
        configuration.alignsShortChatToBottom ? max(0, viewportHeight - naturalContentHeight) : 0
    }

    /// The content size: the viewport width by the sections' heights plus insets (at least the viewport's
    /// height when short chats sit at the bottom).
    public var contentSize: CGSize {
        CGSize(width: configuration.viewportWidth, height: naturalContentHeight + shortChatPadding)
    }

    /// The y of a section's top in content coordinates.
    func sectionTop(_ section: Int) -> CGFloat {
        configuration.contentInsets.top + shortChatPadding + offsets.prefix(section)
    }

    /// Changes the viewport's height (only short-chat padding and anchors depend on it).
    public mutating func setViewportHeight(_ height: CGFloat) throws {
        try Self.checkHeight(height)
        viewportHeight = height
    }

    /// The same messages laid out at another width (sizes re-measured; cached ones at that width reused).
    public func resized(toWidth width: CGFloat) throws -> ChatLayoutEngine {
        var configuration = self.configuration
        configuration.viewportWidth = width
        return try reconfigured(configuration)
    }

    /// The same messages laid out with another configuration.
    public func reconfigured(_ configuration: ChatLayoutConfiguration) throws -> ChatLayoutEngine {
        try configuration.validate()
        var copy = self
        copy.configuration = configuration
        copy.layouter = try Self.makeLayouter(configuration, sizing, estimation, timeZone, me: me, unreadFrom: unreadFrom)
        let formatter = DateHeaderFormatter(configuration: configuration, timeZone: timeZone)
        for s in copy.sections.indices {
            let old = copy.sections[s]
            var items = old.items
            for i in items.indices { items[i].needsLayout = true }
            copy.sections[s] = try Self.section(old.day, items: items, layouter: copy.layouter, formatter: formatter)
        }
        try copy.relayout(sectionsFrom: copy.sections.indices.map { ($0, 0) })
        copy.offsets = PrefixSumTree(copy.sections.map { $0.height })
        return copy
    }
}

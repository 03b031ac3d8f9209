import ChatModel
import Foundation
import Locking

/// The UI-free, content-free chat layout: a transcript, a configuration and a row sizing in; frames out.
///
/// It is a value, and copies are cheap: the rows (date headers, messages, section footers) live in a persistent
/// B-tree whose nodes keep prefix sums (a `RowTree`), and the id index in a persistent hash map, so a copy shares
/// all of it and a change copies O(log n) nodes. A ``LayoutTransition`` keeps the layout before and after an update,
/// and a copy can be measured on a background thread. Inserting, deleting, resizing or moving a message costs
/// O(log n) plus measuring what changed, whether the chat has one day or thousands; finding a message by id,
/// a row by offset, or a section by index is O(log n).
///
/// All frames are in content coordinates (origin at the content's top left, y down), left-to-right unless the
/// configuration's direction is right-to-left, in which case every frame is mirrored.
public struct ChatLayoutEngine: Sendable {
    /// The configuration the layout was made with.
    public internal(set) var configuration: ChatLayoutConfiguration
    /// The sizing that sizes every row (``RowSizing``).
    package let sizing: any RowSizing
    /// The time zone of local days and times (the transcript's).
    public let timeZone: TimeZone
    /// The viewport's height: short chats sit at its bottom, anchors and scroll positions use it.
    public internal(set) var viewportHeight: CGFloat
    /// The number of threads full layouts measure on.
    public let threads: Int
    /// The threads that measure with the calling thread (`threads - 1` of them; none for one thread), shared by the
    /// engine's copies and shut down with the last.
    let workers: WorkerPool?
    /// Whether the typing indicator's bubble sits below the last message (``setTypingIndicator(_:)``).
    public internal(set) var showsTypingIndicator = false
    /// Whether the row that shows older messages loading sits above the first message (``setLoadingIndicator(_:)``).
    public internal(set) var showsLoadingIndicator = false
    let estimation: EstimationPolicy?
    var layouter: ItemLayouter
    /// Every section's header row, item rows and footer row, in order.
    var rows: RowTree
    /// The label of each message's row.
    var labels: PersistentMap<MessageID, UInt64>
    var me: String
    var unreadFrom: MessageID?
    /// The work of the last update: tree nodes it copied or rewrote, plus messages it placed or composed (tests bound
    /// it; nothing times it).
    package internal(set) var updateCost = 0

    /// Lays out every message of `model`.
    ///
    /// - Parameters:
    ///   - model: the transcript, split into local days.
    ///   - configuration: the viewport width, insets, spacing and what to show.
    ///   - sizing: sizes every row (``RowSizing``).
    ///   - viewportHeight: the visible height (short chats sit at its bottom).
    ///   - threads: measure bubbles on this many threads (1: the calling thread only).
    ///   - estimation: estimate all but the bottom messages (nil: measure everything exactly).
    public init(
        model: SectionedTranscript, configuration: ChatLayoutConfiguration, sizing: any RowSizing,
        viewportHeight: CGFloat = 0, threads: Int = 1, estimation: EstimationPolicy? = nil
    ) throws {
        try configuration.validate()
        try Self.checkHeight(viewportHeight)
        self.configuration = configuration
        self.sizing = sizing
        self.viewportHeight = viewportHeight
        self.threads = max(1, threads)
        workers = self.threads > 1 ? try WorkerPool(threads: self.threads - 1, name: "lp-layout") : nil
        self.estimation = estimation
        timeZone = model.timeZone
        me = model.me
        unreadFrom = model.unreadFrom
        layouter = try Self.makeLayouter(configuration, sizing, estimation, model.timeZone, me: model.me,
                                         unreadFrom: model.unreadFrom)
        // Every message placed between its neighbours and composed (the bottom `exactItemsAtBottom` exact, the rest
        // estimated) in runs of messages spread over the threads (one long day is spread as well as many short ones),
        // the date headers, and the id index (a message's row follows from the sections' sizes alone): the jobs of one
        // pass over the threads.
        let jobs = try Self.rowsAndLabels(model, layouter: layouter, exactAtBottom: estimation?.exactItemsAtBottom,
                                          threads: self.threads, pool: workers)
        var rows: [Row] = []
        rows.reserveCapacity(model.messageCount + 2 * jobs.headers.count)
        var next = jobs.rows.joined().makeIterator()
        for (section, header) in zip(model.sections, jobs.headers) {
            rows.append(Row(.header(header)))
            for _ in section.messages {
                guard let row = next.next() else { continue }
                rows.append(row)
            }
            rows.append(Row(.footer(height: configuration.sectionFooterHeight)))
        }
        RowTree.label(&rows)
        labels = jobs.labels
        self.rows = RowTree(rows)
    }

    /// The id index of a fresh layout of `model`: each message's row is its section's header, the messages before
    /// it and every earlier section's header and footer rows.
    private static func idIndex(of model: SectionedTranscript) -> PersistentMap<MessageID, UInt64> {
        var labels: [(key: MessageID, value: UInt64)] = []
        labels.reserveCapacity(model.messageCount)
        var row = 0
        for section in model.sections {
            row += 1
            for message in section.messages {
                labels.append((message.id, RowTree.label(ofRow: row)))
                row += 1
            }
            row += 1
        }
        return PersistentMap(labels)
    }

    /// What one job of ``rowsAndLabels(_:layouter:exactAtBottom:threads:pool:)`` made.
    private enum LayoutJob {
        case headers([SectionHeader])
        case rows([Row])
        case labels(PersistentMap<MessageID, UInt64>)
    }

    /// The rows of every message, placed and composed, in runs of consecutive messages (the runs joined are the
    /// messages in order), the header rows of `model`'s days (in runs from the last day, as
    /// ``headers(_:layouter:timeZone:on:)`` makes them) and the id index: the jobs of one pass over the threads,
    /// failing as a serial pass in that order would.
    private static func rowsAndLabels(_ model: SectionedTranscript, layouter: ItemLayouter, exactAtBottom: Int?, threads: Int,
                                      pool: WorkerPool?)
        throws -> (headers: [SectionHeader], rows: [[Row]], labels: PersistentMap<MessageID, UInt64>) {
        let count = model.messageCount
        var start = 0
        let sectionStarts = model.sections.map { section in
            defer { start += section.messages.count }
            return start
        }
        let days = model.sections.map(\.day)
        let headerRuns = min(days.count, threads)
        let runs = threads > 1 ? min(count, threads * 8) : min(count, 1)
        // Message runs, then header runs, then the index: ParallelMap starts from the last job, and the longest jobs
        // (the index, a header run) are best started first.
        let jobs = try ParallelMap.map(count: runs + headerRuns + 1, on: pool) { run -> LayoutJob in
            if run == runs + headerRuns { return .labels(idIndex(of: model)) }
            if run >= runs {
                return .headers(try headerRun(run - runs, of: headerRuns, days: days, layouter: layouter, timeZone: model.timeZone))
            }
            let range = count * run / runs..<count * (run + 1) / runs
            var rows: [Row] = []
            rows.reserveCapacity(range.count)
            var names = AuthorNames(model)
            // The section holding the run's first message: the last one starting at or before it.
            var s = sectionStarts.lastIndex { $0 <= range.lowerBound } ?? 0
            var i = range.lowerBound - sectionStarts[s]
            var messages = model.sections[s].messages
            for index in range {
                while i >= messages.count {
                    s += 1
                    i = 0
                    messages = model.sections[s].messages
                }
                let message = messages[i]
                var item = ItemState(message: message, quote: model.quote(of: message), authorName: names.name(of: message.author))
                if let exactAtBottom { item.isEstimated = count - 1 - index >= exactAtBottom }
                let context = layouter.context(of: message, previous: i > 0 ? messages[i - 1] : nil,
                                               next: i + 1 < messages.count ? messages[i + 1] : nil)
                _ = layouter.place(&item, context: context, isFirstInSection: i == 0, contentChanged: true)
                item.bubble = try withUnsafePointer(to: item) { try layouter.compose($0) }
                rows.append(Row(.item(item)))
                i += 1
            }
            return .rows(rows)
        }
        var headers: [SectionHeader] = [], rows: [[Row]] = []
        var labels = PersistentMap<MessageID, UInt64>()
        for job in jobs {
            switch job {
            case .headers(let run): headers += run
            case .rows(let run): rows.append(run)
            case .labels(let index): labels = index
            }
        }
        return (headers.reversed(), rows, labels)
    }

    static func checkHeight(_ height: CGFloat) throws(ChatLayoutError) {
        if !height.isFinite || height < 0 { throw .invalidArgument(name: "viewportHeight", value: Double(height)) }
    }

    static func makeLayouter(
        _ configuration: ChatLayoutConfiguration, _ sizing: any RowSizing, _ estimation: EstimationPolicy?,
        _ timeZone: TimeZone, me: String, unreadFrom: MessageID?
    ) throws -> ItemLayouter {
        let space = configuration.rowSpace
        let sizer = try sizing.sizer(in: space, timeZone: timeZone)
        return ItemLayouter(
            configuration: configuration, sizer: sizer,
            estimator: try estimation.map { try $0.estimator.sizer(in: space, timeZone: timeZone) },
            unreadFrom: unreadFrom, me: me, separator: try sizer.unreadSeparator())
    }

    /// The header rows of `days`, sized in one run of days per thread (a sizer may keep per-run state, such as a
    /// date formatter, for the run); the last day first, so that a failure is the one a serial
    /// pass from the bottom meets first.
    static func headers(_ days: [Day], layouter: ItemLayouter, timeZone: TimeZone, on pool: WorkerPool?)
        throws -> [SectionHeader] {
        let runs = min(days.count, (pool?.threadCount ?? 0) + 1)
        let headerRuns = try ParallelMap.map(count: runs, on: pool) { run in
            try headerRun(run, of: runs, days: days, layouter: layouter, timeZone: timeZone)
        }
        return Array(headerRuns.joined().reversed())
    }

    /// Run `run` of `runs` of the headers of `days` counted from the last day, last day first.
    private static func headerRun(_ run: Int, of runs: Int, days: [Day], layouter: ItemLayouter,
                                  timeZone: TimeZone) throws -> [SectionHeader] {
        let count = days.count
        let selected = (count * run / runs..<count * (run + 1) / runs).map { reversed in days[count - 1 - reversed] }
        return try headers(selected, layouter: layouter)
    }

    /// The header rows of `days`, in that order: their pills as the sizer sizes them, and their heights.
    static func headers(_ days: [Day], layouter: ItemLayouter) throws -> [SectionHeader] {
        let labels = try layouter.sizer.dateHeaders(days)
        let spacing = layouter.configuration.dateHeaderSpacing
        return zip(days, labels).map { day, label in
            SectionHeader(day: day, label: label, height: label.size.height + 2 * spacing)
        }
    }

    /// The state of a new or changed message of `model`, not yet placed or composed.
    static func item(_ message: Message, in model: SectionedTranscript) -> ItemState {
        ItemState(message: message, quote: model.quote(of: message), authorName: model.name(of: message.author))
    }

    // MARK: Basic facts

    /// The number of sections (local days).
    public var numberOfSections: Int { rows.summary.sections }

    /// The number of messages in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let header = headerRow(section) else { return 0 }
        return footerRow(section) - header - 1
    }

    /// The number of messages.
    package var numberOfItems: Int { rows.count - 2 * rows.summary.sections }

    /// The local day of a section.
    package func day(ofSection section: Int) -> Day? {
        headerRow(section).flatMap { rows[$0].header?.day }
    }

    /// The message at a path.
    public func message(at path: ItemPath) -> Message? {
        row(of: path).flatMap { rows[$0].item?.message }
    }

    func contains(_ path: ItemPath) -> Bool { row(of: path) != nil }

    // MARK: Vertical geometry

    /// The height of the loading row above the first section (0 when hidden).
    var loadingRowHeight: CGFloat { showsLoadingIndicator ? configuration.loadingIndicatorHeight : 0 }

    /// The height of the typing row below the last section, with its spacing (0 when hidden).
    var typingRowHeight: CGFloat {
        guard showsTypingIndicator else { return 0 }
        return (rows.count > 0 ? configuration.spacingBetweenGroups : 0) + configuration.typingIndicatorSize.height
    }

    /// The height of the content without short-chat padding: rows, indicator rows and insets.
    var naturalContentHeight: CGFloat {
        configuration.contentInsets.top + loadingRowHeight + rows.summary.height + typingRowHeight
            + configuration.contentInsets.bottom
    }

    /// The space added above the content so that a short chat sits at the viewport's bottom.
    package var shortChatPadding: CGFloat {
        configuration.alignsShortChatToBottom ? max(0, viewportHeight - naturalContentHeight) : 0
    }

    /// The content size: the viewport width by the rows' heights plus insets (at least the viewport's height when
    /// short chats sit at the bottom).
    public var contentSize: CGSize {
        CGSize(width: configuration.viewportWidth, height: naturalContentHeight + shortChatPadding)
    }

    /// The content y where the rows begin.
    var rowsTop: CGFloat { configuration.contentInsets.top + shortChatPadding + loadingRowHeight }

    /// The content y of a row's top.
    func top(ofRow row: Int) -> CGFloat { rowsTop + rows.top(of: row) }
}

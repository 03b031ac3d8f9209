import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import FileAccess
import Foundation
import Geometry
import Raster
import TextMeasure

/// One transcript laid out for one screen: the layout, the scroll position, the theme, the words and the
/// avatars, ready for ``ChatScreenRenderer``.
///
/// Large transcripts are laid out the way a chat app does it: the messages near the viewport are measured
/// exactly and the rest start as estimates (unless `exact` is asked for, as `--layout-json` and `--full` do);
/// every message the screen shows is exact before it is drawn.
public struct ChatScene: Sendable {
    /// The transcript and its display settings.
    public let document: ChatDocument
    /// Size, scale, style and scroll position.
    public let options: ChatScreenOptions
    /// The colours and shapes.
    public let theme: ChatTheme
    /// The words of the screen.
    public let strings: ChatStrings
    /// The transcript split into local days.
    public let model: SectionedTranscript
    /// The layout of every message.
    public private(set) var layout: ChatLayoutEngine
    /// The bubbles' sizing the layout was made with: its configuration's fonts and words, and the texts of each row.
    public let bubbles: BubbleSizing
    /// The content offset of the viewport's top, in points, whole pixels at the scale.
    public private(set) var contentOffset: Double
    /// Avatar images by participant id, for the participants the screen shows (participants without a readable
    /// image get initials).
    public private(set) var avatars: [String: PictureImage] = [:]
    /// Problems that did not stop the render (an avatar or picture file that could not be read).
    public private(set) var warnings: [String]
    /// The pictures the screen shows (photos, video posters, stickers, link previews) by their path as written; a
    /// picture that could not be read is absent (a placeholder is drawn, and ``warnings`` says why).
    public private(set) var pictures: [String: PictureImage] = [:]

    /// Transcripts with more messages than this start with estimated sizes above the viewport unless `exact`.
    public static let estimationThreshold = 400

    /// Lays out `document` for `options` and reads the pictures the screen shows: ``sizing(for:options:measurer:)``,
    /// ``init(document:options:sizing:threads:exact:)`` and ``loadPictures()`` in one call.
    ///
    /// - Parameters:
    ///   - document: the transcript and its locale and time zone.
    ///   - options: the screen: size, scale, style, appearance, scroll position.
    ///   - measurer: the text measurer (share one: its shape cache is shared and thread-safe).
    ///   - threads: threads the layout measures on.
    ///   - exact: measure every message exactly (otherwise large transcripts estimate what is off screen).
    /// - Throws: `ChatRenderError.invalidOption`, `.unknownMessage` for a `message:ID` scroll, `.renderFailed`
    ///   when laying out fails.
    public init(document: ChatDocument, options: ChatScreenOptions, measurer: TextMeasurer, threads: Int = 1,
                exact: Bool = false) throws(ChatRenderError) {
        try self.init(document: document, options: options,
                      sizing: Self.sizing(for: document, options: options, measurer: measurer), threads: threads, exact: exact)
        loadPictures()
    }

    /// The sizing a screen of `document` measures its messages with: `measurer` at the options' scale and appearance,
    /// keeping each text's layout so that the renderer draws what was measured, reading custom messages' trees
    /// from the transcript's folder.
    ///
    /// - Throws: `ChatRenderError.invalidOption` for options out of range.
    public static func sizing(for document: ChatDocument, options: ChatScreenOptions,
                              measurer: TextMeasurer) throws(ChatRenderError) -> TextMeasureSizing {
        try options.validate()
        do {
            return try TextMeasureSizing(measurer: measurer, scale: options.scale, keepsLayouts: true,
                                         treeFolder: document.baseDirectory ?? ".", appearance: options.appearance)
        } catch {
            throw .renderFailed(file: document.source, stage: "layout", reason: String(describing: error))
        }
    }

    /// Lays out `document` for `options`, measuring with `sizing`; the pictures are not read yet (call
    /// ``loadPictures()`` before drawing, or the screen shows placeholders).
    ///
    /// The renderer draws the layouts the sizing kept: pass ``sizing(for:options:measurer:)``, or a sizing that
    /// wraps it and returns its answers (to count or time the measuring, say).
    ///
    /// - Parameters:
    ///   - document: the transcript and its locale and time zone.
    ///   - options: the screen: size, scale, style, appearance, scroll position.
    ///   - sizing: measures the messages (shared by the layout's threads).
    ///   - threads: threads the layout measures on.
    ///   - exact: measure every message exactly (otherwise large transcripts estimate what is off screen).
    /// - Throws: `ChatRenderError.invalidOption`, `.unknownMessage` for a `message:ID` scroll, `.renderFailed`
    ///   when laying out fails.
    public init(document: ChatDocument, options: ChatScreenOptions, sizing: some MessageSizing, threads: Int = 1,
                exact: Bool = false) throws(ChatRenderError) {
        try options.validate()
        self.document = document
        self.options = options
        theme = options.theme
        strings = ChatStrings(locale: document.locale)
        model = SectionedTranscript(document.transcript, timeZone: document.timeZone)
        let configuration = Self.layoutConfiguration(width: options.width, style: options.style, strings: strings,
                                                     locale: document.locale)
        let bubbleConfiguration = Self.bubbleConfiguration(style: options.style, strings: strings, locale: document.locale)
        bubbles = BubbleSizing(texts: CachedSizing(sizing), configuration: bubbleConfiguration)
        let estimating = !exact && options.height != nil && document.transcript.messages.count > Self.estimationThreshold
        var engine: ChatLayoutEngine
        do {
            // At the bottom, the messages that could fill the viewport start exact (no row is under 24 pt); the
            // viewport's estimated messages are measured below in any case.
            let exactAtBottom = if case .bottom = options.scroll, let height = options.height {
                Int(min(1e6, max(0, height / 24)).rounded(.up))
            } else { 0 }
            engine = try ChatLayoutEngine(
                model: model, configuration: configuration, sizing: bubbles,
                viewportHeight: 0, threads: threads,
                estimation: estimating ? EstimationPolicy(estimator: BubbleSizing(texts: QuickEstimateSizing(), configuration: bubbleConfiguration),
                                                          exactItemsAtBottom: exactAtBottom) : nil)
        } catch {
            throw .renderFailed(file: document.source, stage: "layout", reason: String(describing: error))
        }
        if !document.transcript.typing.isEmpty { _ = engine.setTypingIndicator(true) }
        if document.transcript.loading != nil { _ = engine.setLoadingIndicator(true) }
        layout = engine
        contentOffset = 0
        warnings = []
        try setViewportAndScroll()
    }

    /// Reads and decodes the avatars and pictures of the messages the screen shows (each message's author's avatar,
    /// photos, sticker and link preview image); nothing off the screen is read. A picture that cannot be read
    /// becomes a warning (and a placeholder on the screen); calling this again reads them again.
    public mutating func loadPictures() {
        warnings = []
        loadVisiblePictures()
    }

    private mutating func loadVisiblePictures() {
        var avatarReferences: [PictureReference] = [], pictureReferences: [PictureReference] = []
        var avatarPaths: [String: String] = [:]
        var authors = Set<String>()
        func addAvatar(of author: String) {
            guard authors.insert(author).inserted,
                  let participant = document.transcript.participants.first(where: { $0.id == author }),
                  let avatar = participant.avatar, !avatar.isEmpty else { return }
            avatarReferences.append(PictureReference(owner: "participant \"\(participant.id)\"", field: "avatar", path: avatar, isAvatar: true))
            avatarPaths[participant.id] = avatar
        }
        // The typing indicator at the bottom shows its participants' avatars (a few at most).
        document.transcript.typing.forEach(addAvatar)
        for path in layout.itemPaths(in: visibleRect) {
            guard let message = layout.message(at: path) else { continue }
            addAvatar(of: message.author)
            guard !message.deleted else { continue }
            let owner = "message \"\(message.id.rawValue)\""
            for item in message.media ?? [] {
                pictureReferences.append(PictureReference(owner: owner, field: "media", path: item.path, isAvatar: false))
            }
            if let sticker = message.sticker {
                pictureReferences.append(PictureReference(owner: owner, field: "sticker", path: sticker.path, isAvatar: false))
            }
            if let image = message.linkPreview?.image {
                pictureReferences.append(PictureReference(owner: owner, field: "linkPreview.image", path: image.path, isAvatar: false))
            }
        }
        var loader = PictureLoader(document: document, options: options)
        let avatarImages = loader.pictures(for: avatarReferences, warnings: &warnings)
        avatars = avatarPaths.compactMapValues { avatarImages[$0] }
        pictures = loader.pictures(for: pictureReferences, warnings: &warnings)
    }

    /// Reads, decodes and lays out the transcript at `path` and reads the pictures the screen shows
    /// (``ChatDocument/read(contentsOf:threads:maximumBytes:maximumMessages:)`` and
    /// ``init(document:options:measurer:threads:exact:)``); a long transcript is decoded on up to `threads` threads too.
    public static func load(path: String, options: ChatScreenOptions, measurer: TextMeasurer, threads: Int = 1,
                            exact: Bool = false) throws(ChatRenderError) -> ChatScene {
        let document = try ChatDocument.read(contentsOf: path, threads: threads, maximumBytes: options.maximumTranscriptBytes,
                                             maximumMessages: options.maximumMessages)
        return try ChatScene(document: document, options: options, measurer: measurer, threads: threads, exact: exact)
    }

    /// The layout configuration of a style: iMessage-like or Telegram-like list geometry, in the locale's direction.
    public static func layoutConfiguration(width: Double, style: ChatStyle, strings: ChatStrings,
                                           locale: Locale) -> ChatLayoutConfiguration {
        var c = ChatLayoutConfiguration(viewportWidth: width)
        c.layoutDirection = Direction(locale: locale)
        c.contentInsets = Insets(top: 8, left: 10, bottom: 10, right: 10)
        switch style {
        case .imessage:
            c.avatarSize = 30
            c.spacingWithinGroup = 2
            c.spacingBetweenGroups = 12
        case .telegram:
            c.avatarSize = 34
            c.avatarSpacing = 6
            c.spacingWithinGroup = 3
            c.spacingBetweenGroups = 10
        }
        return c
    }

    /// The bubbles of a style, in the words of `strings` and the formats of `locale`.
    public static func bubbleConfiguration(style: ChatStyle, strings: ChatStrings, locale: Locale) -> BubbleConfiguration {
        var c = BubbleConfiguration()
        c.words = strings.bubbleWords(locale: locale)
        switch style {
        case .imessage:
            c.bubblePadding = Insets(top: 7, left: 13, bottom: 7, right: 13)
        case .telegram:
            c.bubblePadding = Insets(top: 6, left: 11, bottom: 6, right: 11)
            c.fonts.body.size = 16
            c.fonts.quote.size = 14
        }
        return c
    }

    // MARK: Geometry

    /// The height of the chat's viewport (below the navigation bar), or the whole content when drawing it all.
    public var viewportHeight: Double {
        if let height = options.height { return height - options.navigationBarHeight }
        return layout.contentSize.height
    }

    /// The part of the content the screen shows, in content coordinates.
    public var visibleRect: CGRect {
        CGRect(x: 0, y: contentOffset, width: options.width, height: viewportHeight)
    }

    /// The screen's size in points (navigation bar included).
    public var screenSize: CGSize {
        CGSize(width: options.width, height: options.height ?? (options.navigationBarHeight + layout.contentSize.height))
    }

    /// The image's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        // A size beyond any budget (or not finite) becomes Int.max, which the renderer's budget check refuses.
        func pixels(_ points: Double) -> Int {
            let value = (points * options.scale).rounded(.up)
            return value.isFinite && value < 1e15 ? Int(value) : .max
        }
        return (pixels(screenSize.width), pixels(screenSize.height))
    }

    /// Sets the viewport's height and the content offset the scroll option asks for, then measures exactly
    /// whatever estimated message the viewport shows (which may move the offset; repeat until nothing visible is
    /// estimated).
    private mutating func setViewportAndScroll() throws(ChatRenderError) {
        do {
            try layout.setViewportHeight(options.height == nil ? 0 : viewportHeight)
            contentOffset = try targetOffset()
            for _ in 0..<8 {
                let visible = visibleRect
                let estimated = layout.estimatedItems(near: visible, limit: 64)
                    .filter { path in layout.frames(at: path).map { $0.frame.intersects(visible) } ?? false }
                if estimated.isEmpty { break }
                let nearby = layout.estimatedItems(near: visible, limit: max(64, estimated.count * 2))
                let measured = try layout.measureEstimates(nearby, threads: layout.threads)
                layout.replaceEstimates(measured)
                contentOffset = try targetOffset()
            }
        } catch let error as ChatRenderError {
            throw error
        } catch {
            throw .renderFailed(file: document.source, stage: "layout", reason: String(describing: error))
        }
    }

    /// The content offset of the scroll option, clamped and rounded to whole pixels.
    private func targetOffset() throws -> Double {
        guard options.height != nil else { return 0 }
        let maximum = layout.maximumContentOffset
        let offset: Double
        switch options.scroll {
        case .bottom: offset = maximum
        case .top: offset = 0
        case .offset(let value): offset = min(max(0, value), maximum)
        case .message(let id):
            guard layout.path(of: MessageID(id)) != nil else {
                throw ChatRenderError.unknownMessage(file: document.source, id: id)
            }
            offset = try layout.contentOffset(scrollingTo: MessageID(id), position: .center)
        }
        return (offset * options.scale).rounded() / options.scale
    }
}

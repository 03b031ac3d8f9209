import FileAccess
import Foundation
import Locking

/// Measures attributed text: HarfBuzz shaping, OpenType metrics and ICU line breaking give pixel-rounded,
/// multi-line bounding rects with the semantics of `NSAttributedString.boundingRect(with:options:context:)`.
///
/// A measurer is a `Sendable` value; copies share one thread-safe shape cache, so call it from as many threads
/// as you like.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let layout = try measurer.measure("Hello, world", style: TextStyle(size: 17), width: 260)
/// print(layout.size, layout.lineCount)
/// ```
public struct TextMeasurer: Sendable {
    /// The fonts this measurer uses.
    public let fonts: FontLibrary
    /// Which font files a style's `fontFile` may name, and how large they may be.
    public let fontFilePolicy: FilePolicy
    private let engine: Engine

    /// A measurer over `fonts`; its shape cache holds at most `shapeCacheBytes` bytes. Styles naming a `fontFile`
    /// load it under `fontFilePolicy` (default: a regular file anywhere, at most `FontFace.defaultMaximumFileBytes`;
    /// confine it with `FilePolicy.inside(_:maximumBytes:)` when the styles come from untrusted input), once per file
    /// (by device and inode, whatever the spelling), and all of them together at most `fontBytesBudget` bytes
    /// (default 256 MiB, `defaultFontBytesBudget`) over the measurer's life: one document or stream per measurer.
    public init(fonts: FontLibrary, shapeCacheBytes: Int = 64 << 20,
                fontFilePolicy: FilePolicy = .anywhere(maximumBytes: FontFace.defaultMaximumFileBytes),
                fontBytesBudget: Int = TextMeasurer.defaultFontBytesBudget) {
        self.fonts = fonts
        self.fontFilePolicy = fontFilePolicy
        engine = Engine(shapeCacheBytes: shapeCacheBytes, fontFiles: FontFileCache(policy: fontFilePolicy, byteBudget: fontBytesBudget))
    }

    /// 256 MiB: the default budget of the font files a measurer's styles may load, together.
    public static let defaultFontBytesBudget = FontFileCache.defaultByteBudget

    /// The bytes of the font files this measurer's styles loaded so far (each file counted once).
    public var loadedFontFileBytes: Int { engine.fontFiles.loadedBytes }

    /// A measurer over the embedded default fonts.
    public init() throws {
        self.init(fonts: try FontLibrary.embedded())
    }

    /// Measures `text` in a box `width` points wide (`.infinity`: no wrapping) and `height` points tall (lines
    /// below it are dropped — the first line is always kept — and with a truncating line break mode the last
    /// kept line gets `…`).
    public func measure(_ text: AttributedText, width: Double = .infinity, height: Double = .infinity,
                        paragraphStyle: ParagraphStyle = ParagraphStyle(), options: MeasureOptions = MeasureOptions()) throws -> TextLayout {
        try prepare(text, paragraphStyle: paragraphStyle, options: options).layout(width: width, height: height)
    }

    /// Measures a plain string in one style.
    public func measure(_ string: String, style: TextStyle = TextStyle(), width: Double = .infinity, height: Double = .infinity,
                        paragraphStyle: ParagraphStyle = ParagraphStyle(), options: MeasureOptions = MeasureOptions()) throws -> TextLayout {
        try measure(AttributedText(string, style: style), width: width, height: height, paragraphStyle: paragraphStyle, options: options)
    }

    /// Itemizes and shapes `text` once; lay it out at any width with ``PreparedText/layout(width:height:)-(Double,Double)``.
    public func prepare(_ text: AttributedText, paragraphStyle: ParagraphStyle = ParagraphStyle(),
                        options: MeasureOptions = MeasureOptions()) throws -> PreparedText {
        try paragraphStyle.validate()
        try options.validate()
        var styles: [ResolvedStyle] = []
        styles.reserveCapacity(text.runs.count)
        for run in text.runs {
            try run.style.validate()
            styles.append(try engine.resolve(run.style, in: fonts))
        }
        let preparer = ParagraphPreparer(icu: engine.icu, cache: engine.cache, styles: styles,
                                         direction: paragraphStyle.baseWritingDirection,
                                         hyphenator: paragraphStyle.hyphenationFactor > 0 ? try Hyphenator.shared() : nil,
                                         lineBreakRules: paragraphStyle.lineBreakRules)
        let paragraphs = try engine.workspaces.with { workspace in
            var runRanges: [Range<Int>] = []
            workspace.units.removeAll(keepingCapacity: true)
            for run in text.runs {
                let start = workspace.units.count
                workspace.units.appendUTF16(of: run.string)
                runRanges.append(start..<workspace.units.count)
            }
            guard workspace.units.count <= Int(Int32.max) else {
                throw TextMeasureError.invalidText(reason: "\(workspace.units.count) UTF-16 units; at most \(Int32.max) can be measured")
            }
            let units = workspace.units
            var paragraphs: [PreparedParagraph] = []
            var firstRun = 0   // runs that end before a paragraph touch no later one either
            for range in TextMeasurer.paragraphRanges(units) {
                var spans: [StyleSpan] = []
                while firstRun < runRanges.count && runRanges[firstRun].upperBound < range.lowerBound { firstRun += 1 }
                for index in firstRun..<runRanges.count {
                    let run = runRanges[index]
                    if run.lowerBound > range.upperBound { break }
                    // The run's part in this paragraph; an empty paragraph takes the first run that touches it.
                    let lower = max(run.lowerBound, range.lowerBound), upper = min(run.upperBound, range.upperBound)
                    guard lower < upper || (spans.isEmpty && lower <= upper) else { continue }
                    spans.append(.init(range: (lower - range.lowerBound)..<(max(lower, upper) - range.lowerBound), styleIndex: index))
                }
                try units.withUnsafeBufferPointer { units in
                    paragraphs.append(try preparer.prepare(UnsafeBufferPointer(rebasing: units[range]), textOffset: range.lowerBound,
                                                           spans: spans, workspace: &workspace))
                }
            }
            return paragraphs
        }
        return PreparedText(paragraphs: paragraphs, styles: styles, cache: engine.cache, paragraphStyle: paragraphStyle, options: options)
    }

    /// How the shape cache is doing: entries, bytes held, hits, misses and evictions.
    public var shapeCacheStatistics: CacheStatistics { engine.cache.statistics }

    /// Paragraph ranges of `units`: split at LF, CR, CR LF and U+2029. Empty text has no paragraphs.
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        guard !units.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                ranges.append(start..<index)
                if unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<units.count)
        return ranges
    }
}

/// The shared, thread-safe state behind copies of a measurer.
private final class Engine: Sendable {
    let icu = ICUServices()
    let cache: ShapeCache
    let workspaces = WorkspacePool()
    /// A number for each distinct feature list, for shape keys (0: no features).
    private let featureSets = Locked<[[FontFeature]: UInt32]>([[]: 0])
    private let resolved = Locked<[TextStyle: ResolvedStyle]>([:])
    let fontFiles: FontFileCache
    /// The most resolved styles kept.
    static let maximumResolvedStyles = 4096

    init(shapeCacheBytes: Int, fontFiles: FontFileCache) {
        cache = ShapeCache(byteLimit: shapeCacheBytes)
        self.fontFiles = fontFiles
    }

    /// The style's fonts, looked up once per distinct style.
    func resolve(_ style: TextStyle, in fonts: FontLibrary) throws -> ResolvedStyle {
        if let found = resolved.withLock({ $0[style] }) { return found }
        let primary: FontFace
        if let file = style.fontFile {
            primary = try fontFiles.face(at: file)
        } else {
            primary = try fonts.face(family: style.family ?? fonts.defaultFamily, weight: style.weight, italic: style.italic)
        }
        let featureSet = featureSets.withLock { sets in
            if let number = sets[style.features] { return number }
            let number = UInt32(truncatingIfNeeded: sets.count)
            sets[style.features] = number
            return number
        }
        let result = ResolvedStyle(style: style, primary: primary, in: fonts, featureSet: featureSet)
        resolved.withLock { resolved in
            // Distinct styles are unbounded in a stream (every size is one): the table is emptied when full.
            if resolved.count >= Engine.maximumResolvedStyles { resolved.removeAll() }
            resolved[style] = result
        }
        return result
    }
}

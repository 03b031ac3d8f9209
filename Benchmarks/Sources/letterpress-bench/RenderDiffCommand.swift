import ArgumentParser
import Foundation
import ImageDiff
import PangoPeer
import Raster
import TextRender

/// `letterpress-bench render-diff`: the same messages rendered by Letterpress and by Pango + Cairo, compared
/// per pixel. Pixelmatch (ImageDiff, anti-aliasing detection on) counts the pixels that differ by more than
/// anti-aliasing; the ink's alpha-weighted centre and bounding box show whether glyphs sit at the same places.
/// Messages whose line breaks differ between the engines are counted separately (their glyphs move by design).
struct RenderDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-diff",
        abstract: "Diff Letterpress's and Pango + Cairo's renderings of the same corpus messages, pixel by pixel."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Compare the first N messages.")
    var count: Int = 2000

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(help: "Letterpress's text gamma: none (plain sRGB coverage, like Cairo) or standard (the default curve).")
    var gamma: String = "none"

    @Option(name: .customLong("save-worst"), help: "Write the N most different same-layout pairs (both PNGs and the diff) to --save-dir.")
    var saveWorst: Int = 0

    @Option(name: .customLong("save-dir"), help: "Where --save-worst writes.")
    var saveDirectory: String = "render-diff"

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        guard scale.isFinite, scale > 0, scale <= 64 else { throw ValidationError("--scale must be in (0, 64]") }
        guard ["none", "standard"].contains(gamma) else { throw ValidationError("--gamma must be none or standard") }
        guard saveWorst >= 0 else { throw ValidationError("--save-worst must be ≥ 0") }
    }

    /// One message's comparison.
    struct Comparison {
        var id: Int
        var sameLines: Bool
        var sizeDelta: (Int, Int)
        var pixels: Int
        var mismatched: Int
        var antialiased: Int
        var centreOffset: (x: Double, y: Double)
        var edgeOffset: Int
        var hasEmoji: Bool

        var sameLayout: Bool { sameLines && sizeDelta == (0, 0) }
        var ratio: Double { Double(mismatched) / Double(max(pixels, 1)) }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let corpus = try Corpus.load(path: input.corpus, limit: count)
            let family = try input.pangoFamilyList()
            let engine = try LetterpressRenderEngine(fontsDirectory: input.fonts, family: input.family, size: input.size)
            let session = try engine.makeSession(gamma: gamma == "none" ? .none : .standard)
            let peer = try PangoPeer(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts, family: family, size: input.size)
            var differ = ImageDiffer()
            differ.options.makesDiffImage = false
            differ.options.parallel = false
            var comparisons: [Comparison] = []
            for message in corpus.messages {
                let layout = try engine.measure(message.text, width: input.width, scale: scale, in: session)
                let ours = try engine.render(layout, scale: scale, in: session)
                let theirs = try Self.image(of: peer.render(message.text, width: input.width, scale: scale))
                let pangoLines = try peer.measure(message.text, width: input.width).lineCount
                let (a, b) = try Self.padded(ours, theirs)
                let result = try differ.compare(a, b)
                let (ca, cb) = (Self.inkCentre(a), Self.inkCentre(b))
                let (ea, eb) = (Self.inkBox(a), Self.inkBox(b))
                let edge = zip([ea.0, ea.1, ea.2, ea.3], [eb.0, eb.1, eb.2, eb.3]).map { abs($0 - $1) }.max() ?? 0
                comparisons.append(Comparison(
                    id: message.id, sameLines: layout.lineCount == pangoLines,
                    sizeDelta: (ours.width - theirs.width, ours.height - theirs.height), pixels: a.width * a.height,
                    mismatched: result.mismatched, antialiased: result.antialiased,
                    centreOffset: (ca.x - cb.x, ca.y - cb.y), edgeOffset: edge,
                    hasEmoji: layout.glyphRuns(inLine: 0).contains { $0.face.hasColorBitmaps }
                        || (1..<max(1, layout.lineCount)).contains { line in layout.glyphRuns(inLine: line).contains { $0.face.hasColorBitmaps } }))
            }
            report(comparisons)
            if saveWorst > 0 { try save(comparisons, corpus: corpus, engine: engine, session: session, peer: peer) }
        }
    }

    private func report(_ all: [Comparison]) {
        // Same layout: the engines broke the lines alike and their images have the same size; otherwise glyphs
        // move by design (a different font for ❤️, a different Thai break), not by rasterizing.
        let same = all.filter(\.sameLayout)
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        func row(_ name: String, _ group: [Comparison], _ table: inout Table) {
            let ratios = group.map { Double($0.mismatched) / Double(max($0.pixels, 1)) * 100 }
            let dx = group.map { abs($0.centreOffset.x) }, dy = group.map { abs($0.centreOffset.y) }
            table.add(name, "\(group.count)", "\(group.filter { $0.mismatched == 0 }.count)",
                      "\(fixed(percentile(ratios, 0.5), 3)) / \(fixed(percentile(ratios, 0.95), 3)) / \(fixed(ratios.max() ?? .nan, 3))",
                      "\(fixed(percentile(dx, 0.5), 2)) / \(fixed(percentile(dx, 0.95), 2)) / \(fixed(dx.max() ?? .nan, 2))",
                      "\(fixed(percentile(dy, 0.5), 2)) / \(fixed(percentile(dy, 0.95), 2)) / \(fixed(dy.max() ?? .nan, 2))",
                      "\(group.filter { $0.edgeOffset <= 1 }.count)")
        }
        var table = Table("messages", "count", "no non-AA diff", "non-AA diff % p50 / p95 / max",
                          "|Δ centre x| px p50 / p95 / max", "|Δ centre y| px p50 / p95 / max", "ink box within 1 px")
        row("same layout, no emoji", same.filter { !$0.hasEmoji }, &table)
        row("same layout, with emoji", same.filter(\.hasEmoji), &table)
        row("layouts differ", all.filter { !$0.sameLayout }, &table)
        let differing = all.filter { !$0.sameLayout }
        func worst(_ group: [Comparison]) -> String {
            group.sorted { $0.ratio > $1.ratio }.prefix(5).map { "\($0.id) (\(fixed($0.ratio * 100, 2)) %)" }.joined(separator: ", ")
        }
        print("""
            letterpress-bench render-diff: first \(all.count) messages of \(input.corpus)
            \(input.family) \(fixed(input.size, 0)) pt, width \(fixed(input.width, 0)) pt, scale \(fixed(scale, 0)); black on \
            transparent; Letterpress gamma: \(gamma)
            Pixelmatch (threshold 0.1, anti-aliased pixels detected and not counted) over both images padded to the \
            larger size; ink centre = alpha-weighted mean position; ink box = pixels with any alpha.

            \(table.rendered)

            layouts differ: \(differing.filter { !$0.sameLines }.count) by line count, \
            \(differing.filter { $0.sameLines }.count) by image size only (e.g. \
            \(differing.filter { $0.sameLines }.prefix(5).map { "\($0.id) (\($0.sizeDelta.0), \($0.sizeDelta.1))" }.joined(separator: ", ")))
            most different, same layout, no emoji: \(worst(same.filter { !$0.hasEmoji }))
            most different, same layout, with emoji: \(worst(same.filter(\.hasEmoji)))
            """)
    }

    private func save(_ all: [Comparison], corpus: Corpus, engine: LetterpressRenderEngine,
                      session: LetterpressRenderEngine.Session, peer: PangoPeer) throws {
        try FileManager.default.createDirectory(atPath: saveDirectory, withIntermediateDirectories: true)
        let worst = all.filter(\.sameLayout).sorted { $0.ratio > $1.ratio }.prefix(saveWorst)
        for comparison in worst {
            guard let message = corpus.messages.first(where: { $0.id == comparison.id }) else { continue }
            let layout = try engine.measure(message.text, width: input.width, scale: scale, in: session)
            let (a, b) = try Self.padded(try engine.render(layout, scale: scale, in: session),
                                         try Self.image(of: peer.render(message.text, width: input.width, scale: scale)))
            let base = URL(fileURLWithPath: saveDirectory).appendingPathComponent("\(message.id)").path
            try PNGEncoder().write(a, to: base + "-letterpress.png")
            try PNGEncoder().write(b, to: base + "-pango.png")
            if let diff = try ImageDiffer().compare(a, b).diffImage { try PNGEncoder().write(diff, to: base + "-diff.png") }
        }
        print("wrote the \(worst.count) most different pairs to \(saveDirectory)")
    }

    /// Cairo's ARGB32 (premultiplied B, G, R, A bytes on little-endian machines) as a Raster image.
    static func image(of pango: PangoImage) throws -> Image {
        let width = pango.width, height = pango.height
        let pixels = pango.withPixels { bytes, stride -> [UInt8] in
            var out = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let from = y * stride + x * 4, to = (y * width + x) * 4
                    out[to] = bytes[from + 2]
                    out[to + 1] = bytes[from + 1]
                    out[to + 2] = bytes[from]
                    out[to + 3] = bytes[from + 3]
                }
            }
            return out
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// Both images on transparent canvases of the larger width and height, anchored top-left.
    static func padded(_ a: Image, _ b: Image) throws -> (Image, Image) {
        let width = max(a.width, b.width), height = max(a.height, b.height)
        func pad(_ image: Image) throws -> Image {
            guard image.width != width || image.height != height else { return image }
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            image.withUnsafeBytes { source in
                for y in 0..<image.height {
                    for i in 0..<(image.width * 4) { bytes[(y * width) * 4 + i] = source[(y * image.width) * 4 + i] }
                }
            }
            return try Image(width: width, height: height, pixels: bytes)
        }
        return (try pad(a), try pad(b))
    }

    /// The alpha-weighted mean position of the ink, in pixels.
    static func inkCentre(_ image: Image) -> (x: Double, y: Double) {
        image.withUnsafeBytes { bytes in
            var sx = 0.0, sy = 0.0, total = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let alpha = Double(bytes[(y * image.width + x) * 4 + 3])
                    sx += alpha * Double(x); sy += alpha * Double(y); total += alpha
                }
            }
            return total == 0 ? (0, 0) : (sx / total, sy / total)
        }
    }

    /// The box of pixels with any alpha: (min x, min y, max x, max y), zeros when empty.
    static func inkBox(_ image: Image) -> (Int, Int, Int, Int) {
        image.withUnsafeBytes { bytes in
            var box = (Int.max, Int.max, Int.min, Int.min)
            for y in 0..<image.height {
                for x in 0..<image.width where bytes[(y * image.width + x) * 4 + 3] != 0 {
                    box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                }
            }
            return box.0 == Int.max ? (0, 0, 0, 0) : box
        }
    }
}

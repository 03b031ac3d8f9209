import ArgumentParser
import ChatSamples
import Foundation
import PangoPeer

/// `letterpress-bench render-pango`: issue 3's rasterize + encode workload done by Pango + Cairo, with
/// raster and PNG encoding timed separately. The Letterpress side joins when the rasterizer lands.
struct RenderPangoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-pango",
        abstract: "Render corpus messages with Pango + Cairo and encode them as PNG in memory."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Render the first N messages.")
    var count: Int = 2000

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(name: .customLong("save-pngs"), help: "Also write every PNG to this directory (after timing), named <id>.png.")
    var savePNGs: String?

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        guard scale.isFinite, scale > 0, scale <= 64 else { throw ValidationError("--scale must be in (0, 64]") }
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let corpus = try Corpus.load(path: input.corpus, limit: count)
            let family = try input.pangoFamilyList()
            _ = try makePeer(family: family)   // a bad font fails here, before any timing
            let runs = try (0..<input.repeats).map { _ in try renderAll(corpus.texts, family: family) }
            printReport(runs, messages: corpus.messages.count, family: family)
            if let savePNGs { try save(corpus.messages, family: family, to: savePNGs) }
        }
    }

    /// One pass over the texts with a fresh peer: durations summed per phase.
    private struct RenderRun {
        var raster = Duration.zero
        var encode = Duration.zero
        var pixelBytes = 0
        var pngBytes = 0
    }

    private func makePeer(family: String) throws -> PangoPeer {
        try PangoPeer(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts, family: family, size: input.size)
    }

    private func renderAll(_ texts: [String], family: String) throws -> RenderRun {
        let peer = try makePeer(family: family)
        var run = RenderRun()
        let clock = ContinuousClock()
        for text in texts {
            let start = clock.now
            let image = try peer.render(text, width: input.width, scale: scale)
            let rendered = clock.now
            let pngBytes = try image.encodePNG()
            run.encode += clock.now - rendered
            run.raster += rendered - start
            run.pixelBytes += image.width * image.height * 4
            run.pngBytes += pngBytes
        }
        return run
    }

    private func printReport(_ runs: [RenderRun], messages: Int, family: String) {
        let raster = Timing(samples: runs.map(\.raster)), encode = Timing(samples: runs.map(\.encode))
        let pixelMB = Double(runs.first?.pixelBytes ?? 0) / 1e6, pngMB = Double(runs.first?.pngBytes ?? 0) / 1e6
        var table = Table("Pango + Cairo", "µs/msg best (median)", "total ms", "MB/s")
        table.add("layout + rasterize (pango_cairo_show_layout)",
                  "\(fixed(raster.microsecondsPerItem(messages), 1)) (\(fixed(raster.medianMicrosecondsPerItem(messages), 1)))",
                  fixed(raster.best.seconds * 1000, 1), "")
        table.add("PNG encode to memory (cairo_surface_write_to_png_stream)",
                  "\(fixed(encode.microsecondsPerItem(messages), 1)) (\(fixed(encode.medianMicrosecondsPerItem(messages), 1)))",
                  fixed(encode.best.seconds * 1000, 1), fixed(pixelMB / encode.best.seconds, 1))
        print("""
            letterpress-bench render-pango: first \(messages) messages of \(input.corpus)
            Pango \(PangoPeer.pangoVersion) + Cairo: \(family); \(fixed(input.size, 0)) pt, width \
            \(fixed(input.width, 0)) pt, scale \(fixed(scale, 0)), black on transparent ARGB32; best of \(runs.count) runs
            load average at the end: \(LoadAverage.current) (\(ProcessInfo.processInfo.activeProcessorCount) cores)

            \(table.rendered)

            pixels: \(fixed(pixelMB, 1)) MB of ARGB32 in; PNG: \(fixed(pngMB, 2)) MB out \
            (MB/s = uncompressed pixel MB encoded per second, 1 MB = 10^6 bytes)
            """)
    }

    private func save(_ messages: [CorpusMessage], family: String, to directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchError.cannotWrite(path: directory, reason: error.localizedDescription)
        }
        let peer = try makePeer(family: family)
        for message in messages {
            let path = URL(fileURLWithPath: directory).appendingPathComponent("\(message.id).png").path
            try peer.render(message.text, width: input.width, scale: scale).writePNG(to: path)
        }
        print("wrote \(messages.count) PNGs to \(directory)")
    }
}

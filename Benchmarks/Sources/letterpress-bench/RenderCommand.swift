import ArgumentParser
import Foundation
import PangoPeer
import Raster

/// `letterpress-bench render`: issue 3's workload for both engines in one run. Each message is laid out at the
/// benchmark width and rasterized in black on a transparent image of its rounded size × scale, then encoded as
/// PNG in memory: Letterpress with both `PNGCompression` settings, Pango + Cairo with
/// `cairo_surface_write_to_png_stream`. Repetitions alternate which engine goes first.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Rasterize and PNG-encode corpus messages with Letterpress and with Pango + Cairo; print the ratios."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Render the first N messages.")
    var count: Int = 2000

    @Option(help: "Pixels per point.")
    var scale: Double = 3

    @Option(help: "Run only one engine (letterpress or pango), for profiling; no ratios are printed.")
    var only: EngineChoice?

    @Flag(help: "Skip PNG encoding (for profiling the rasterizers).")
    var noEncode = false

    @Flag(help: "Only print a hash of every Letterpress image in three paints (black on transparent, white on blue, half-transparent red on white), untimed: to check that a rasterizer change is bit-exact.")
    var checksum = false

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1") }
        guard scale.isFinite, scale > 0, scale <= 64 else { throw ValidationError("--scale must be in (0, 64]") }
    }

    /// One pass of one engine: durations summed per phase, bytes summed per output.
    struct Pass {
        /// Text to image: laying out plus rasterizing into a new image.
        var layoutAndRaster = Duration.zero
        /// The laying-out part (Letterpress: `measure`; Pango: layout creation to `pango_layout_get_extents`).
        var measuring = Duration.zero
        var encodeFast = Duration.zero
        var encodeSmall = Duration.zero
        var pixelBytes = 0
        var pngFastBytes = 0
        var pngSmallBytes = 0
        var cacheSummary = ""
    }

    func run() throws {
        try reportingErrors {
            try input.checkReadable()
            let corpus = try Corpus.load(path: input.corpus, limit: count)
            if checksum {
                let engine = try LetterpressRenderEngine(fontsDirectory: input.fonts, family: input.family, size: input.size)
                print(try engine.checksums(corpus.texts, width: input.width, scale: scale))
                return
            }
            let family = try input.pangoFamilyList()
            let engine = try LetterpressRenderEngine(fontsDirectory: input.fonts, family: input.family, size: input.size)
            _ = try makePeer(family: family)
            let loadAtStart = LoadAverage.current
            var letterpress: [Pass] = [], pango: [Pass] = []
            // Glyph caches are cold in the first pass and warm after it, for both engines: Letterpress's session
            // keeps its glyph cache, Cairo keeps its scaled fonts' glyphs across Pango font maps.
            var session: LetterpressRenderEngine.Session?
            func letterpressPass() throws {
                let current = try engine.makeSession(continuing: session)
                letterpress.append(try runLetterpress(engine, current, corpus.texts))
                session = current
            }
            for repetition in 0..<input.repeats {
                if let only {
                    switch only {
                    case .letterpress: try letterpressPass()
                    case .pango: pango.append(try runPango(family: family, corpus.texts))
                    }
                } else if repetition % 2 == 0 {
                    try letterpressPass()
                    pango.append(try runPango(family: family, corpus.texts))
                } else {
                    pango.append(try runPango(family: family, corpus.texts))
                    try letterpressPass()
                }
            }
            if only != nil {
                for (name, passes) in [("Letterpress", letterpress), ("Pango", pango)] where !passes.isEmpty {
                    let raster = Timing(samples: passes.map(\.layoutAndRaster)), encode = Timing(samples: passes.map(\.encodeFast))
                    let rasterOnly = Timing(samples: passes.map { $0.layoutAndRaster - $0.measuring })
                    print("\(name): layout + rasterize \(fixed(raster.microsecondsPerItem(corpus.messages.count), 1)) µs/msg, "
                          + "rasterize \(fixed(rasterOnly.microsecondsPerItem(corpus.messages.count), 1)) "
                          + "(\(fixed(rasterOnly.medianMicrosecondsPerItem(corpus.messages.count), 1))) µs/msg, "
                          + "encode \(fixed(encode.microsecondsPerItem(corpus.messages.count), 1)) µs/msg; rasterize per pass: "
                          + passes.map { fixed(($0.layoutAndRaster - $0.measuring).seconds * 1e6 / Double(corpus.messages.count), 1) }
                              .joined(separator: ", "))
                }
                return
            }
            printReport(letterpress, pango, messages: corpus.messages.count, family: family, loadAtStart: loadAtStart)
        }
    }

    private func makePeer(family: String) throws -> PangoPeer {
        try PangoPeer(fontFile: input.resolvedFontFile, fallbackDirectory: input.fonts, family: family, size: input.size)
    }

    private func runLetterpress(_ engine: LetterpressRenderEngine, _ session: LetterpressRenderEngine.Session,
                                _ texts: [String]) throws -> Pass {
        var pass = Pass()
        let clock = ContinuousClock()
        // The same steps as Pango's loop: lay out, rasterize, encode with one setting.
        for text in texts {
            let start = clock.now
            let layout = try engine.measure(text, width: input.width, scale: scale, in: session)
            let measured = clock.now
            let image = try engine.render(layout, scale: scale, in: session)
            let rendered = clock.now
            if !noEncode { pass.pngFastBytes += try engine.encode(image, .fast) }
            pass.measuring += measured - start
            pass.layoutAndRaster += rendered - start
            pass.encodeFast += clock.now - rendered
            pass.pixelBytes += image.width * image.height * 4
        }
        pass.cacheSummary = engine.cacheSummary(session)
        // The small setting in a loop of its own (images drawn again, untimed), so its larger working set does
        // not slow the timed rasterizing above.
        guard !noEncode else { return pass }
        for text in texts {
            let image = try engine.render(try engine.measure(text, width: input.width, scale: scale, in: session),
                                          scale: scale, in: session)
            let start = clock.now
            pass.pngSmallBytes += try engine.encode(image, .small)
            pass.encodeSmall += clock.now - start
        }
        return pass
    }

    private func runPango(family: String, _ texts: [String]) throws -> Pass {
        let peer = try makePeer(family: family)
        var pass = Pass()
        let clock = ContinuousClock()
        for text in texts {
            let start = clock.now
            let image = try peer.render(text, width: input.width, scale: scale)
            let rendered = clock.now
            if !noEncode { pass.pngFastBytes += try image.encodePNG() }
            pass.encodeFast += clock.now - rendered
            pass.layoutAndRaster += rendered - start
            pass.measuring += .nanoseconds(Int64(image.layoutSeconds * 1e9))
            pass.pixelBytes += image.width * image.height * 4
        }
        return pass
    }

    private func printReport(_ letterpress: [Pass], _ pango: [Pass], messages: Int, family: String, loadAtStart: String) {
        func timing(_ passes: [Pass], _ key: KeyPath<Pass, Duration>) -> Timing { Timing(samples: passes.map { $0[keyPath: key] }) }
        func perMessage(_ t: Timing) -> String {
            "\(fixed(t.microsecondsPerItem(messages), 1)) (\(fixed(t.medianMicrosecondsPerItem(messages), 1)))"
        }
        let lpRaster = timing(letterpress, \.layoutAndRaster), pgRaster = timing(pango, \.layoutAndRaster)
        let lpMeasure = timing(letterpress, \.measuring), pgLayout = timing(pango, \.measuring)
        let lpOnly = Timing(samples: letterpress.map { $0.layoutAndRaster - $0.measuring })
        let pgOnly = Timing(samples: pango.map { $0.layoutAndRaster - $0.measuring })
        let lpFast = timing(letterpress, \.encodeFast), lpSmall = timing(letterpress, \.encodeSmall)
        let pgEncode = timing(pango, \.encodeFast)
        let lpPixelMB = Double(letterpress.first?.pixelBytes ?? 0) / 1e6, pgPixelMB = Double(pango.first?.pixelBytes ?? 0) / 1e6
        func megabytesPerSecond(_ megabytes: Double, _ t: Timing) -> String { fixed(megabytes / t.best.seconds, 1) }
        func ratio(_ peer: Timing, _ ours: Timing) -> String { fixed(peer.best.seconds / ours.best.seconds, 2) + "×" }

        var table = Table("µs per message, best (median)", "Letterpress", "Pango + Cairo", "speed-up", "target")
        table.add("rasterize a laid-out text into a new image", perMessage(lpOnly), perMessage(pgOnly), ratio(pgOnly, lpOnly), "≥ 2×")
        if let lpFirst = letterpress.first, let pgFirst = pango.first {
            let lpCold = Timing(samples: [lpFirst.layoutAndRaster - lpFirst.measuring])
            let pgCold = Timing(samples: [pgFirst.layoutAndRaster - pgFirst.measuring])
            table.add("  the same, first pass (cold glyph caches)", perMessage(lpCold), perMessage(pgCold), ratio(pgCold, lpCold), "")
        }
        table.add("lay out (measure)", perMessage(lpMeasure), perMessage(pgLayout), ratio(pgLayout, lpMeasure), "")
        table.add("text to image (lay out + rasterize)", perMessage(lpRaster), perMessage(pgRaster), ratio(pgRaster, lpRaster), "")
        table.add("PNG encode, Letterpress .fast vs cairo", perMessage(lpFast), perMessage(pgEncode), ratio(pgEncode, lpFast), "≥ 3×")
        table.add("PNG encode, Letterpress .small vs cairo", perMessage(lpSmall), perMessage(pgEncode), ratio(pgEncode, lpSmall), "")
        var throughput = Table("PNG encoding", "MB/s (pixels in)", "MB out")
        throughput.add("Letterpress .fast (own deflate, Up filter)", megabytesPerSecond(lpPixelMB, lpFast),
                       fixed(Double(letterpress.first?.pngFastBytes ?? 0) / 1e6, 2))
        throughput.add("Letterpress .small (libpng defaults)", megabytesPerSecond(lpPixelMB, lpSmall),
                       fixed(Double(letterpress.first?.pngSmallBytes ?? 0) / 1e6, 2))
        throughput.add("cairo_surface_write_to_png_stream", megabytesPerSecond(pgPixelMB, pgEncode),
                       fixed(Double(pango.first?.pngFastBytes ?? 0) / 1e6, 2))
        print("""
            letterpress-bench render: first \(messages) messages of \(input.corpus)
            \(input.family) \(fixed(input.size, 0)) pt, width \(fixed(input.width, 0)) pt, scale \(fixed(scale, 0)); black on \
            transparent; best of \(letterpress.count) runs, engines alternating
            Pango \(PangoPeer.pangoVersion) + Cairo: \(family)
            load average: \(loadAtStart) at the start, \(LoadAverage.current) at the end \
            (\(ProcessInfo.processInfo.activeProcessorCount) cores)

            \(table.rendered)

            \(throughput.rendered)

            pixels: Letterpress \(fixed(lpPixelMB, 1)) MB, Pango \(fixed(pgPixelMB, 1)) MB of RGBA in \
            (MB/s = uncompressed pixel MB encoded per second, 1 MB = 10^6 bytes)
            \(letterpress.first?.cacheSummary ?? "")
            """)
    }
}

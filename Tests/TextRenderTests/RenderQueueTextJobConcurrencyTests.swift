import Foundation
import Raster
import RenderQueue
import Testing
import TextMeasure
import TextRender
import Locking

@Suite struct RenderQueueTextJobConcurrencyTests {
    static let texts = [
        "Hi! Are we still on for tonight?",
        "Привет! Как дела? Давно не виделись.",
        "مرحبا، كيف حالك اليوم؟",
        "今日はいい天気ですね。散歩に行きましょう。",
        "Lunch 🍕🍔 at 12:30? 👍",
        "A longer message that wraps onto several lines so that the renderer checks for cancellation between them.",
        "שלום! מה שלומך?",
        "ok",
    ]

    /// A mix of text and bubble jobs over several scripts, widths and scales.
    static func jobs(count: Int) throws -> [TextRenderJob] {
        let measurer = Fixtures.measurer
        var jobs: [TextRenderJob] = []
        for index in 0..<count {
            let string = texts[index % texts.count]
            let width = [120.0, 200, 260][index % 3]
            let scale = [1.0, 2, 3][(index / 3) % 3]
            let text = try MeasuredText(AttributedText(string, style: TextStyle(size: 17)), width: width,
                                        options: MeasureOptions(scale: scale), measurer: measurer)
            if index % 2 == 0 {
                jobs.append(.bubble(BubbleJob(text: text, tail: BubbleShape.Tail.allCases[index % 3],
                                              side: index % 4 < 2 ? .trailing : .leading)))
            } else {
                jobs.append(.text(TextLayoutJob(text: text, paints: [TextPaint(color: .black)], background: .white,
                                                padding: 4)))
            }
        }
        return jobs
    }

    /// Queue results equal serial rendering on one context, pixel for pixel, whatever the worker count.
    @Test(arguments: [2, 4, 16])
    func textJobsMatchSerialRendering(workers: Int) async throws {
        let jobs = try Self.jobs(count: 96)
        var context = try RasterContext(cache: GlyphCache())
        let expected = try jobs.map { try $0.render(in: &context, cancellation: .never) }

        let queue = try RasterRenderQueue(configuration: RenderQueueConfiguration(workerCount: workers),
                                          glyphCache: GlyphCache(byteLimit: 1 << 20))
        let images = try await withThrowingTaskGroup(of: (Int, Image).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask { (index, try await queue.render(job)) }
            }
            var images = [Image?](repeating: nil, count: jobs.count)
            for try await (index, image) in group { images[index] = image }
            return images
        }
        #expect(zip(images, expected).filter { $0 != $1 }.count == 0)
        // Equal jobs coalesce only while one is pending or running, so renders lie between the two counts.
        #expect(queue.progress.renders >= Set(jobs).count && queue.progress.renders <= jobs.count)
        queue.shutdown()
    }

    /// Two measurements of the same input are the same job: they coalesce into one render.
    @Test func equalMeasurementsCoalesce() throws {
        let measurer = Fixtures.measurer
        func measure(_ string: String) throws -> MeasuredText {
            try MeasuredText(AttributedText(string, style: TextStyle(size: 17)), width: 200,
                             options: MeasureOptions(scale: 2), measurer: measurer)
        }
        #expect(try measure("Same text") == measure("Same text"))
        #expect(try measure("Same text") != measure("Other text"))
        let queue = try RasterRenderQueue(configuration: RenderQueueConfiguration(workerCount: 1, startsPaused: true))
        let answers = Answers()
        for _ in 0..<3 {
            queue.submit(BubbleJob(text: try measure("Same text")), deliverOn: answers.queue,
                         completion: answers.handler("same"))
        }
        queue.submit(BubbleJob(text: try measure("Same text"), bubbleColor: .black), deliverOn: answers.queue,
                     completion: answers.handler("black"))
        #expect(queue.pendingJobs.map(\.requests) == [3, 1])
        queue.resume()
        answers.wait(for: 4)
        #expect(queue.progress.renders == 2)
        let images = answers.results("same").compactMap { try? $0.get() }
        #expect(images.count == 3 && Set(images.map(\.pixels)).count == 1)
        queue.shutdown()
    }

    /// Drawing checks for cancellation before it starts and before every line, and stops when it fires.
    @Test func textJobsCheckCancellationBetweenLines() throws {
        let text = try MeasuredText(AttributedText(Self.texts[5], style: TextStyle(size: 17)), width: 120,
                                    measurer: Fixtures.measurer)
        let lines = text.layout.lineCount
        #expect(lines >= 4)
        var context = try RasterContext(cache: GlyphCache())
        for job in [TextRenderJob.text(TextLayoutJob(text: text)), .bubble(BubbleJob(text: text))] {
            let checks = Locked(0)
            _ = try job.render(in: &context, cancellation: RenderCancellationCheck {
                checks.withLock { $0 += 1; return false }
            })
            #expect(checks.withLock { $0 } == lines + 1)

            checks.withLock { $0 = 0 }
            #expect(throws: RenderQueueError.self) {
                try job.render(in: &context, cancellation: RenderCancellationCheck {
                    checks.withLock { $0 += 1; return $0 > 2 }
                })
            }
            #expect(checks.withLock { $0 } == 3)
        }
    }

    /// The bubble image is the body (text + padding) plus the tail, rounded up to pixels; the body is filled
    /// and the corner outside the rounded body is not.
    @Test func bubbleGeometry() throws {
        let text = try MeasuredText(AttributedText("Hello", style: TextStyle(size: 17)), width: 260,
                                    options: MeasureOptions(scale: 2), measurer: Fixtures.measurer)
        let job = BubbleJob(text: text, bubbleColor: Color(red: 200, green: 0, blue: 0), tail: .curved, side: .trailing)
        let size = text.layout.size
        #expect(job.pixelWidth == Int(((size.width + 24 + 5) * 2 - 1e-6).rounded(.up)))
        #expect(job.pixelHeight == Int(((size.height + 14) * 2 - 1e-6).rounded(.up)))
        var context = try RasterContext(cache: GlyphCache())
        let image = try job.render(in: &context, cancellation: .never)
        #expect(image.width == job.pixelWidth && image.height == job.pixelHeight)
        #expect(image[0, 0]?.alpha == 0)
        #expect(image[6, image.height / 2] == Color(red: 200, green: 0, blue: 0).premultiplied)
        let leading = BubbleJob(text: text, tail: .curved, side: .leading)
        #expect(leading.shape.rect.minX == 5)
        #expect(leading.shape.bounds.minX == 0)
    }
}

/// The concrete jobs of one queue, in one array.
enum TextRenderJob: CanvasJob {
    case text(TextLayoutJob)
    case bubble(BubbleJob)

    private var job: any CanvasJob {
        switch self {
        case let .text(job): return job
        case let .bubble(job): return job
        }
    }

    var pixelWidth: Int { job.pixelWidth }
    var pixelHeight: Int { job.pixelHeight }
    var scale: Double { job.scale }
    var background: Color { job.background }
    var label: String { job.label }

    func draw(on canvas: inout Canvas, cancellation: RenderCancellationCheck) throws {
        try job.draw(on: &canvas, cancellation: cancellation)
    }
}

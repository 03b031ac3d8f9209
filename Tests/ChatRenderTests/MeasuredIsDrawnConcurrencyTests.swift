import JSON
import ChatBubbles
import ChatLayout
import ChatModel
import ChatSamples
import ChatTextSizing
import Foundation
import Raster
import TextMeasure
import Testing
@testable import ChatRender

/// What is measured is what is drawn (issue 14, point 3): the renderer draws the very `TextLayout` the layout's
/// sizing produced, so no drawn line can come out wider than the frame the layout gave it.
@Suite struct MeasuredIsDrawnConcurrencyTests {
    /// The whole corpus as one transcript: two authors taking turns, a minute apart.
    static func corpusDocument() throws -> ChatDocument {
        let messages = try SampleCorpus.messages()
        var json = #"{"title": "Corpus", "me": "me", "participants": [{"id": "me", "name": "Me"}, {"id": "you", "name": "You"}], "messages": ["#
        for (index, message) in messages.enumerated() {
            let time = Date(timeIntervalSince1970: 1_735_718_400 + Double(index) * 60).formatted(.iso8601)
            let author = index % 3 == 0 ? "me" : "you"
            json += (index > 0 ? "," : "") + #"{"id": "\#(message.id)", "author": "\#(author)", "time": "\#(time)", "kind": "text", "text": "#
                + JSONLiteral.string(message.text) + "}"
        }
        json += "]}"
        return try ChatDocument(data: Data(json.utf8), source: "corpus.json")
    }

    /// Every corpus message laid out at 390 pt @3x: its body is drawn from the layout the sizing kept (the same
    /// object's lines: no second measurement), and every drawn line's ink lies inside the body's text frame, where
    /// the renderer puts it (right-to-left bodies moved to the content's right edge).
    @Test func everyDrawnLineOfTheCorpusLiesInsideItsTextFrame() throws {
        let document = try Self.corpusDocument()
        #expect(document.transcript.messages.count == 20_000)
        let scene = try ChatScene(document: document, options: ChatScreenOptions(height: nil, scale: 3),
                                  measurer: Support.renderer.measurer, threads: 2, exact: true)
        let composer = ScreenComposer(scene: scene)
        let layout = scene.layout
        var checkedLines = 0, outside: [String] = []
        var widest = 0.0
        for section in 0..<layout.numberOfSections {
            for item in 0..<layout.numberOfItems(inSection: section) {
                let path = ItemPath(section: section, item: item)
                guard let cell = composer.placedMessage(at: path, dy: 0), let frame = cell[.body],
                      let body = cell.labels.body, !body.isEmpty else { continue }
                let id = cell.frames.id
                let box = try #require(cell.labels.measured[.body], "message \(id) has no measured body")
                let drawn = try #require(box.textLayout, "message \(id) kept no layout")
                #expect(drawn.size.width == Double(box.width) && drawn.size.height == Double(box.height))
                let contentRight = cell[.time]?.maxX ?? cell.bubble.maxX
                let timeIsInline = cell[.time].map { $0.minY < frame.maxY - 0.5 } ?? false
                let right = timeIsInline ? frame.maxX : contentRight
                let x = TextDirection.startsRightToLeft(body) ? max(frame.minX, right - drawn.size.width) : frame.minX
                for (index, line) in drawn.lines.enumerated() {
                    checkedLines += 1
                    // The line's advance box (what the layout sized) sits inside the frame, to the pixel.
                    let left = x + line.x, end = x + line.x + line.width
                    widest = max(widest, end - frame.maxX)
                    guard let ink = drawn.inkRect(ofLine: index) else { continue }
                    let inkRect = ink.offsetBy(dx: x, dy: frame.minY)
                    // Glyph ink may overhang its advance by a side bearing (a fraction of a point); nothing more.
                    if left < frame.minX - 1e-9 || end > frame.maxX + 1e-9 || inkRect.minX < frame.minX - 1
                        || inkRect.maxX > frame.maxX + 1 {
                        outside.append("\(id) line \(index): frame \(frame.minX)…\(frame.maxX), line \(left)…\(end), ink \(inkRect.minX)…\(inkRect.maxX)")
                    }
                }
            }
        }
        #expect(checkedLines > 30_000)
        #expect(widest <= 1e-9)
        #expect(outside.isEmpty, "\(outside.count) lines outside their frames, e.g. \(outside.prefix(5))")
    }

    /// The case of the issue: Inter kerns "y." by −96 of 2816 units, and a link ending in "y" before a full stop
    /// used to be measured again as its own run, losing that kerning. Now the body is one run, measured once: the
    /// width the layout gave the frame is the width of the line drawn, and the link is still painted.
    @Test func aLinkEndingBeforeAKernedFullStopKeepsTheMeasuredWidth() throws {
        let text = "Go to www.a.io/today."
        let measurer = Support.renderer.measurer
        let style = TextStyle(family: "Inter", size: 17)
        let whole = try measurer.measure(text, style: style, width: 1000, options: MeasureOptions(scale: 3))
        let link = try #require(LinkDetector.split(text).first { $0.isLink }?.text)
        let pieces = LinkDetector.split(text).map { AttributedText.Run($0.text, style: style) }
        let split = try measurer.measure(AttributedText(runs: pieces), width: 1000, options: MeasureOptions(scale: 3))
        #expect(link == "www.a.io/today")
        // The split measurement (the old renderer's) is wider than what the layout measured: kerning lost.
        #expect(split.rawSize.width - whole.rawSize.width > 0.4)

        let json = #"""
            {"title": "Links", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "\#(text)"}]}
            """#
        let document = try ChatDocument(data: Data(json.utf8), source: "links.json")
        let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 3), measurer: measurer)
        let cell = try #require(ScreenComposer(scene: scene).placedMessage(at: ItemPath(section: 0, item: 0), dy: 0))
        let drawn = try #require(cell.labels.measured[.body]?.textLayout)
        #expect(drawn.rawSize.width == whole.rawSize.width)
        let frame = try #require(cell[.body])
        #expect(drawn.size.width <= frame.width)
        #expect(LinkDetector.ranges(text) == [6..<20])
    }

    /// A text the layout placed but whose layout did not reach the renderer is an error naming the part, never
    /// measured again: the same cell draws with its kept layouts and fails without the body's or without any, and a
    /// date header without its kept layout fails too.
    @Test func aMissingLayoutIsAnErrorNotAMeasurement() throws {
        let scene = try ChatScene(document: try Support.document("support-ru.json"), options: ChatScreenOptions(scale: 3),
                                  measurer: Support.renderer.measurer)
        let cells = ScreenComposer(scene: scene).cells()
        let placed = try #require(cells.first {
            if case .message(let cell) = $0.job.cell { cell.frames[.body] != nil && cell.message.kind == .text } else { false }
        })
        guard case .message(var cell) = placed.job.cell else { return }
        var worker = try Support.renderer.makeWorker()
        var job = placed.job
        _ = try job.render(in: &worker, cancellation: .never)
        cell.labels.measured[.body] = nil
        job.cell = .message(cell)
        let error = #expect(throws: UnmeasuredText.self) { try job.render(in: &worker, cancellation: .never) }
        #expect(error?.part == "body")
        cell.labels.measured = MeasuredTexts()
        job.cell = .message(cell)
        #expect(throws: UnmeasuredText.self) { try job.render(in: &worker, cancellation: .never) }

        let pill = try #require(cells.first { if case .pill = $0.job.cell { true } else { false } })
        guard case .pill(var header) = pill.job.cell else { return }
        var pillJob = pill.job
        _ = try pillJob.render(in: &worker, cancellation: .never)
        header.measured = TextBox(width: 10, height: 10, lastLineWidth: 10, lineCount: 1)
        pillJob.cell = .pill(header)
        #expect(throws: UnmeasuredText.self) { try pillJob.render(in: &worker, cancellation: .never) }
    }
}

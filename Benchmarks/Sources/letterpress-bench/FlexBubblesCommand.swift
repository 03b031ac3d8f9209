import ArgumentParser
import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import FlexLayout
import Foundation

/// `letterpress-bench flex-bubbles`: what laying plain text bubbles out as flex trees through FlexLayout would cost a
/// full chat layout (issue 25's bound: at most 10 % slower), against the engine's route, the template's closed form.
///
/// In one run, on the corpus's 20,000 messages as a chat (`ChatLayoutWorkload`, width 390, the cached
/// `TextMeasureSizing` warmed first, 1 thread, best of `runs`): a full `ChatLayoutEngine` layout (plain text bubbles
/// placed by the template's closed form, `TextBubbleTemplate.frames`), and the FlexLayout route of the same messages' bubbles from the same measured texts — the tree built from the
/// template, then laid out in a fresh `FlexTree` (`LaidOutBubble(laying:)`) or in the tree of its shape reused
/// (`BubbleLayouter`); the stages split out (building the `FlexNode` tree, `FlexTree(root:)`, `computeLayout`).
/// Measuring is not timed in the flex route (the texts are measured once beforehand); the time label is the
/// message's UTC `HH:mm`, as wide as the engine's. The estimate adds the flex route's time per bubble to the full
/// layout (it leaves the closed form's arithmetic in, so it is an upper bound by that much).
struct FlexBubblesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flex-bubbles",
        abstract: "Time plain text bubbles as flex trees through FlexLayout against a full chat layout (the template's closed form)."
    )

    @Option(help: "The corpus: a JSON-lines file {\"id\": N, \"text\": \"…\"} or a folder of messages-*.jsonl parts.")
    var corpus: String = BenchPaths.corpus

    @Option(help: "Timed runs of each workload; the best is reported.")
    var runs = 15

    func run() throws {
        try reportingErrors {
            let texts = try Corpus.load(path: corpus).texts
            let count = min(20_000, texts.count)
            let model = try ChatLayoutWorkload.model(texts, count: count)
            let configuration = ChatLayoutConfiguration(viewportWidth: 390)
            let textSizing = try TextMeasureSizing.cached()
            let sizing = BubbleSizing(texts: textSizing)
            _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: 1)
            let full = try (0..<runs).map { _ in
                try measureTime { _ = try ChatLayoutEngine(model: model, configuration: configuration, sizing: sizing, threads: 1) }
            }.min() ?? .zero

            let c = sizing.configuration
            let template = TextBubbleTemplate(metrics: BubbleMetrics(
                padding: c.bubblePadding,
                partSpacing: c.partSpacing, inlineTimeSpacing: c.inlineTimeSpacing,
                timeAfterLastLine: c.timePlacement == .inlineWhenFits))
            let width = (390 - configuration.contentInsets.left - configuration.contentInsets.right) * c.maximumBubbleWidthFraction
                - c.bubblePadding.left - c.bubblePadding.right
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = ChatLayoutWorkload.utc
            func text(_ string: String, _ font: FontSpec, lines: Int) throws -> BubbleText {
                let box = try textSizing.measure(string, font: font, maxWidth: width, maximumLines: lines)
                return BubbleText(width: box.width, height: box.height, lastLineRight: box.lastLineWidth, lineCount: box.lineCount)
            }
            // Every message's measured texts, with the author's name over every fifth incoming one.
            let bubbles = try model.transcript.messages.enumerated().map { index, message in
                var parts: [(id: String, text: BubbleText)] = []
                if message.author != "me" && index % 5 == 0 { parts.append(("author", try text(message.author, c.fonts.authorName, lines: 1))) }
                let body = message.content.text ?? ""
                if !body.isEmpty { parts.append(("body", try text(body, c.fonts.body, lines: 0))) }
                let time = calendar.dateComponents([.hour, .minute], from: message.time)
                let label = String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
                return (parts, try text(label, c.fonts.time, lines: 1))
            }
            func best(_ body: () throws -> Void) rethrows -> Double {
                try (0..<runs).map { _ in try measureTime(body) }.min().map { $0.microseconds / Double(count) } ?? 0
            }
            var sink = 0.0
            let build = best { for (parts, time) in bubbles { sink += Double(template.tree(texts: parts, time: time, width: width).children.count) } }
            let trees = bubbles.map { template.tree(texts: $0.0, time: $0.1, width: width) }
            let make = try best { for tree in trees { sink += Double(try FlexTree(root: tree).count) } }
            let layout = try (0..<runs).map { _ in
                var laid = try trees.map { try FlexTree(root: $0) }
                return try measureTime { for index in laid.indices { try laid[index].computeLayout(scale: 0) } }
            }.min().map { $0.microseconds / Double(count) } ?? 0
            let fresh = try best {
                for (parts, time) in bubbles { sink += try LaidOutBubble(laying: template.tree(texts: parts, time: time, width: width)).height }
            }
            var layouter = BubbleLayouter()
            let reused = try best {
                for (parts, time) in bubbles { sink += try layouter.layOut(template.tree(texts: parts, time: time, width: width)).height }
            }
            let perMessage = full.microseconds / Double(count)
            func estimate(_ flex: Double) -> String {
                String(format: "%.2f µs/message, %.2f× the full layout", perMessage + flex, (perMessage + flex) / perMessage)
            }
            print("flex bubbles: \(count) corpus messages, width 390, 1 thread, best of \(runs); load \(LoadAverage.current)")
            print(String(format: "  full layout (ChatLayoutEngine, the template's closed form): %.2f µs/message", perMessage))
            print(String(format: "  flex route per bubble: build the FlexNode tree %.2f µs, FlexTree(root:) %.2f µs, computeLayout %.2f µs", build, make, layout))
            print(String(format: "  flex route per bubble, whole: fresh tree (LaidOutBubble(laying:)) %.2f µs, reused tree (BubbleLayouter) %.2f µs",
                         fresh, reused))
            print("  full layout with the flex route added, fresh trees: \(estimate(fresh)); reused trees: \(estimate(reused)) (bound: 1.10×)")
            if sink.isNaN { print("") }
        }
    }
}

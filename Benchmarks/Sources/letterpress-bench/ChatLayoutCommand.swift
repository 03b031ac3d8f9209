import ArgumentParser

/// `letterpress-bench chat-layout`: the layout workloads of issues 5 and 15 (full layouts; appends, resizes and
/// deletes on 100,000 messages over many days and on one day; `elements(in:)`).
struct ChatLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat-layout",
        abstract: "Lay out 10,000 and 100,000 corpus messages; time appends, resizes, deletes and rect queries."
    )

    @Option(help: "The corpus: a JSON-lines file {\"id\": N, \"text\": \"…\"} or a folder of messages-*.jsonl parts.")
    var corpus: String = BenchPaths.corpus

    func run() throws {
        try reportingErrors {
            for line in try runChatLayoutBenchmark(corpusPath: corpus) { print(line) }
        }
    }
}

import ArgumentParser

/// `letterpress-bench chat-layout`: issue 5's layout workloads (full layouts, appends, `elements(in:)`).
struct ChatLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat-layout",
        abstract: "Lay out 10,000 and 100,000 corpus messages; time appends and rect queries."
    )

    @Option(help: "The corpus: a JSON-lines file {\"id\": N, \"text\": \"…\"} or a folder of messages-*.jsonl parts.")
    var corpus: String = BenchPaths.corpus

    func run() throws {
        try reportingErrors {
            for line in try runChatLayoutBenchmark(corpusPath: corpus) { print(line) }
        }
    }
}

import RenderQueue
import Testing
import TextRender

@Suite struct RenderQueueBacklogConcurrencyTests {
    /// `.rejectNew`: a full backlog refuses new jobs at once; a request that coalesces still joins.
    @Test func rejectNewRefusesWhenFull() throws {
        let queue = try makeQueue(paused: true, capacity: 2, policy: .rejectNew, log: RenderLog())
        let answers = Answers()
        for name in ["a", "b", "c"] {
            queue.submit(FillJob(name: name), deliverOn: answers.queue, completion: answers.handler(name))
        }
        queue.submit(FillJob(name: "a"), deliverOn: answers.queue, completion: answers.handler("a"))
        answers.wait(for: 1)
        guard case let .backlogFull(capacity)? = answers.error("c") else {
            Issue.record("expected backlogFull, got \(String(describing: answers.only("c")))")
            return
        }
        #expect(capacity == 2)
        #expect(queue.pendingJobs.map(\.label) == ["a", "b"])
        #expect(queue.pendingJobs.first?.requests == 2)
        #expect(queue.progress.failed == 1)
        queue.resume()
        answers.wait(for: 3)
        #expect(answers.results("a").count == 2)
        queue.shutdown()
    }

    /// `.dropOldestLowestPriority`: the oldest job of the lowest priority present makes room, unless every
    /// waiting job outranks the new one.
    @Test func dropOldestLowestPriorityEvicts() throws {
        let queue = try makeQueue(paused: true, capacity: 2, policy: .dropOldestLowestPriority, log: RenderLog())
        let answers = Answers()
        func submit(_ name: String, _ priority: RenderPriority) {
            queue.submit(FillJob(name: name), request: RenderRequest(priority: priority),
                         deliverOn: answers.queue, completion: answers.handler(name))
        }
        submit("A", .normal)
        submit("B", .background)
        submit("C", .normal)          // evicts B
        answers.wait(for: 1)
        guard case let .evicted(capacity, by)? = answers.error("B") else {
            Issue.record("expected evicted, got \(String(describing: answers.only("B")))")
            return
        }
        #expect(capacity == 2 && by == .normal)
        #expect(queue.pendingJobs.map(\.label) == ["A", "C"])
        submit("D", .background)      // everything waiting outranks it
        answers.wait(for: 1)
        #expect(answers.error("D")?.caseName == "backlogFull")
        submit("E", .userVisible)     // evicts A, the oldest normal job
        answers.wait(for: 1)
        #expect(answers.error("A")?.caseName == "evicted")
        #expect(queue.pendingJobs.map(\.label) == ["E", "C"])
        let progress = queue.progress
        #expect(progress.cancelled == 2 && progress.failed == 1 && progress.pending == 2)
        queue.shutdown()
        answers.wait(for: 2)
    }

    /// Many cancellations in a paused backlog keep its order and count right (dead slots are compacted).
    @Test func backlogStaysConsistentThroughChurn() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        var kept: [(name: String, priority: RenderPriority)] = []
        for index in 0..<1_000 {
            let token = RenderCancellationToken()
            let name = "j\(index)"
            let priority = RenderPriority.allCases[index % 3]
            queue.submit(FillJob(name: name), request: RenderRequest(priority: priority, token: token),
                         deliverOn: answers.queue, completion: answers.handler(name))
            if index % 5 == 0 { kept.append((name, priority)) } else { token.cancel() }
        }
        answers.wait(for: 800)
        let expected = RenderPriority.allCases.reversed().flatMap { priority in
            kept.filter { $0.priority == priority }.map(\.name)
        }
        #expect(queue.pendingJobs.map(\.label) == expected)
        #expect(queue.progress.pending == 200)
        queue.resume()
        answers.wait(for: 200)
        #expect(log.renderOrder == expected)
        queue.shutdown()
    }
}

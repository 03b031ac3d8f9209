import RenderQueue
import Testing
import TextRender

@Suite struct RenderQueuePriorityConcurrencyTests {
    private func names(_ queue: RenderQueue<TestWorker>) -> [String] {
        queue.pendingJobs.map(\.label)
    }

    /// Paused, the backlog shows the order workers will take: priority first, then submission order; one
    /// worker then renders in exactly that order.
    @Test func backlogOrdersByPriorityThenFIFO() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let submissions: [(String, RenderPriority)] = [
            ("a", .normal), ("b", .background), ("c", .userVisible), ("d", .normal), ("e", .background), ("f", .userVisible),
        ]
        for (name, priority) in submissions {
            queue.submit(FillJob(name: name), request: RenderRequest(priority: priority),
                         deliverOn: answers.queue, completion: answers.handler(name))
        }
        #expect(names(queue) == ["c", "f", "a", "d", "b", "e"])
        #expect(queue.pendingJobs.map(\.priority) == [.userVisible, .userVisible, .normal, .normal, .background, .background])
        #expect(queue.progress.pending == 6 && queue.progress.running == 0)

        queue.resume()
        answers.wait(for: 6)
        #expect(log.renderOrder == ["c", "f", "a", "d", "b", "e"])
        queue.shutdown()
    }

    /// The job's own priority applies unless the request names one.
    @Test func jobPriorityIsTheDefault() throws {
        let queue = try makeQueue(paused: true, log: RenderLog())
        let answers = Answers()
        queue.submit(FillJob(name: "plain"), deliverOn: answers.queue, completion: answers.handler("plain"))
        queue.submit(FillJob(name: "urgent", priority: .userVisible), deliverOn: answers.queue,
                     completion: answers.handler("urgent"))
        queue.submit(FillJob(name: "demoted", priority: .userVisible), request: RenderRequest(priority: .background),
                     deliverOn: answers.queue, completion: answers.handler("demoted"))
        #expect(names(queue) == ["urgent", "plain", "demoted"])
        queue.shutdown()
        answers.wait(for: 3)
    }

    /// Asking again at a higher priority promotes the waiting job to the end of that priority's queue.
    @Test func resubmittingAtHigherPriorityPromotes() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        for name in ["x", "y", "z"] {
            queue.submit(FillJob(name: name), request: RenderRequest(priority: .background),
                         deliverOn: answers.queue, completion: answers.handler(name))
        }
        queue.submit(FillJob(name: "v"), request: RenderRequest(priority: .userVisible),
                     deliverOn: answers.queue, completion: answers.handler("v"))
        queue.submit(FillJob(name: "z"), request: RenderRequest(priority: .userVisible),
                     deliverOn: answers.queue, completion: answers.handler("z"))
        #expect(names(queue) == ["v", "z", "x", "y"])
        #expect(queue.pendingJobs[1].requests == 2)
        // A lower priority never demotes.
        queue.submit(FillJob(name: "v"), request: RenderRequest(priority: .background),
                     deliverOn: answers.queue, completion: answers.handler("v"))
        #expect(names(queue) == ["v", "z", "x", "y"])

        queue.resume()
        answers.wait(for: 6)
        #expect(log.renderOrder == ["v", "z", "x", "y"])
        #expect(answers.results("z").count == 2 && answers.results("v").count == 2)
        queue.shutdown()
    }
}

import RenderQueue
import Dispatch
import Testing
import TextRender
import TestSupport

@Suite struct RenderQueueCancellationConcurrencyTests {
    /// Cancelling a waiting request answers it at once, takes its job out of the backlog, and the job never
    /// renders; other work goes on.
    @Test func tokenCancelsPendingJob() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let token = RenderCancellationToken()
        queue.submit(FillJob(name: "doomed"), request: RenderRequest(token: token),
                     deliverOn: answers.queue, completion: answers.handler("doomed"))
        queue.submit(FillJob(name: "kept"), deliverOn: answers.queue, completion: answers.handler("kept"))
        token.cancel()
        answers.wait(for: 1)
        #expect(answers.error("doomed")?.caseName == "cancelled")
        #expect(queue.pendingJobs.map(\.label) == ["kept"])

        queue.resume()
        answers.wait(for: 1)
        #expect(answers.image("kept") != nil)
        #expect(answers.results("doomed").count == 1)
        #expect(log.renders(of: "doomed") == 0)
        #expect(queue.progress.cancelled == 1 && queue.progress.succeeded == 1)
        queue.shutdown()
    }

    /// One token may cancel many requests; an already cancelled token refuses at once.
    @Test func oneTokenManyRequests() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let token = RenderCancellationToken()
        for index in 0..<10 {
            queue.submit(FillJob(name: "n\(index)"), request: RenderRequest(token: token),
                         deliverOn: answers.queue, completion: answers.handler("n\(index)"))
        }
        token.cancel()
        token.cancel()
        queue.submit(FillJob(name: "late"), request: RenderRequest(token: token),
                     deliverOn: answers.queue, completion: answers.handler("late"))
        answers.wait(for: 11)
        #expect((0..<10).allSatisfy { answers.error("n\($0)")?.caseName == "cancelled" })
        #expect(answers.error("late")?.caseName == "cancelled")
        #expect(queue.pendingJobs.isEmpty)
        queue.resume()
        queue.waitUntilIdle()
        #expect(log.totalRenders == 0)
        queue.shutdown()
    }

    /// Cancelling one of two coalesced requests leaves the job to the other.
    @Test func cancellingOneCoalescedRequestKeepsTheJob() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let token = RenderCancellationToken()
        let job = FillJob(name: "shared")
        queue.submit(job, request: RenderRequest(token: token), deliverOn: answers.queue, completion: answers.handler("first"))
        queue.submit(job, deliverOn: answers.queue, completion: answers.handler("second"))
        token.cancel()
        answers.wait(for: 1)
        #expect(queue.pendingJobs.first?.requests == 1)
        queue.resume()
        answers.wait(for: 1)
        #expect(answers.error("first")?.caseName == "cancelled")
        #expect(answers.image("second") != nil)
        #expect(log.renders(of: "shared") == 1)
        queue.shutdown()
    }

    /// A running job whose only request is cancelled stops at its next row, never delivers, and frees the
    /// worker for the next job.
    @Test func cancellationStopsARunningJobBetweenRows() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, log: log)
        let answers = Answers()
        let gate = Gate()
        let token = RenderCancellationToken()
        queue.submit(GateJob(name: "long", height: 50, gate: gate), request: RenderRequest(token: token),
                     deliverOn: answers.queue, completion: answers.handler("long"))
        gate.started.waitBounded(for: "the gated job to start")
        token.cancel()
        answers.wait(for: 1)
        #expect(answers.error("long")?.caseName == "cancelled")
        gate.proceed.signal()

        queue.submit(FillJob(name: "next"), deliverOn: answers.queue, completion: answers.handler("next"))
        answers.wait(for: 1)
        #expect(answers.image("next") != nil)
        #expect(log.rowsDrawn(by: "long") == 1)
        #expect(answers.results("long").count == 1)
        #expect(queue.progress.renders == 2)
        queue.shutdown()
    }

    /// A new target generation supersedes older requests, pending or running; the new generation's request
    /// is served.
    @Test func targetGenerationSupersedes() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let cell = RenderTarget()
        queue.submit(FillJob(name: "old"), request: RenderRequest(target: cell),
                     deliverOn: answers.queue, completion: answers.handler("old"))
        #expect(cell.invalidate() == 1)
        queue.submit(FillJob(name: "new"), request: RenderRequest(target: cell),
                     deliverOn: answers.queue, completion: answers.handler("new"))
        queue.submit(FillJob(name: "stale"), request: RenderRequest(target: cell, generation: 0),
                     deliverOn: answers.queue, completion: answers.handler("stale"))
        answers.wait(for: 2)
        guard case let .superseded(generation, current)? = answers.error("old") else {
            Issue.record("expected superseded, got \(String(describing: answers.only("old")))")
            return
        }
        #expect(generation == 0 && current == 1)
        #expect(answers.error("stale")?.caseName == "superseded")
        #expect(queue.pendingJobs.map(\.label) == ["new"])
        queue.resume()
        answers.wait(for: 1)
        #expect(answers.image("new") != nil)
        #expect(log.renders(of: "old") == 0)
        queue.shutdown()
    }

    /// Invalidating a target while its job draws stops the job at the next row.
    @Test func targetGenerationStopsRunningJob() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, log: log)
        let answers = Answers()
        let gate = Gate()
        let cell = RenderTarget()
        queue.submit(GateJob(name: "cell", height: 30, gate: gate), request: RenderRequest(target: cell),
                     deliverOn: answers.queue, completion: answers.handler("cell"))
        gate.started.waitBounded(for: "the gated job to start")
        cell.invalidate()
        answers.wait(for: 1)
        gate.proceed.signal()
        queue.waitUntilIdle()
        #expect(answers.error("cell")?.caseName == "superseded")
        #expect(log.rowsDrawn(by: "cell") == 1)
        queue.shutdown()
    }

    /// Cancelling the task that awaits `render` cancels its request.
    @Test func taskCancellationCancelsRequest() async throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let task = Task { try await queue.render(FillJob(name: "awaited")) }
        // Wait (without timing) until the request is in the backlog, then cancel the task.
        while queue.pendingJobs.isEmpty { await Task.yield() }
        task.cancel()
        let outcome = await task.result
        guard case let .failure(error as RenderQueueError) = outcome else {
            Issue.record("expected a RenderQueueError, got \(outcome)")
            return
        }
        #expect(error.caseName == "cancelled")
        #expect(queue.pendingJobs.isEmpty)
        queue.resume()
        queue.waitUntilIdle()
        #expect(log.renders(of: "awaited") == 0)
        queue.shutdown()
    }

    /// Under load: half of 400 requests cancelled at random points never deliver an image, the rest do, and
    /// the queue ends idle.
    @Test func massCancellationNeverDeliversImages() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 4, log: log)
        let answers = Answers()
        let jobs = MixedJob.batch(count: 400, seed: 42)
        var tokens: [RenderCancellationToken] = []
        for (index, job) in jobs.enumerated() {
            let token = RenderCancellationToken()
            tokens.append(token)
            queue.submit(job, request: RenderRequest(token: token), deliverOn: answers.queue,
                         completion: answers.handler("\(index)"))
            if index % 2 == 1 { tokens[index - 1].cancel() }
        }
        answers.wait(for: jobs.count)
        for index in jobs.indices {
            let result = answers.only("\(index)")
            if index % 2 == 0 {
                // Cancelled after submission: either cancelled in time, or its image had already arrived.
                switch result {
                case .success?: break
                case let .failure(error)?: #expect(error.caseName == "cancelled")
                case nil: Issue.record("request \(index) answered \(answers.results("\(index)").count) times")
                }
            } else {
                #expect((try? result?.get()) != nil)
            }
        }
        queue.waitUntilIdle()
        let progress = queue.progress
        #expect(progress.done == 400 && progress.pending == 0 && progress.running == 0)
        queue.shutdown()
    }
}

import RenderQueue
import Testing
import TextRender
import TestSupport

@Suite struct RenderQueueCoalescingConcurrencyTests {
    /// Five requests for one job while it waits: one backlog entry, one render, five equal images.
    @Test func identicalPendingJobsRenderOnce() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 2, paused: true, log: log)
        let answers = Answers()
        let job = GradientJob(name: "shared", width: 20, height: 10, from: .white, to: .black)
        for _ in 0..<5 {
            queue.submit(job, deliverOn: answers.queue, completion: answers.handler("shared"))
        }
        queue.submit(FillJob(name: "other"), deliverOn: answers.queue, completion: answers.handler("other"))
        #expect(queue.pendingJobs.count == 2)
        #expect(queue.pendingJobs.first?.requests == 5)
        #expect(queue.progress.submitted == 6 && queue.progress.pending == 2)

        queue.resume()
        answers.wait(for: 6)
        let images = answers.results("shared").compactMap { try? $0.get() }
        #expect(images.count == 5)
        var worker = try RenderLog().makeWorker(0)
        let expected = try job.render(in: &worker, cancellation: .never)
        #expect(images.allSatisfy { $0 == expected })
        #expect(log.renders(of: "shared") == 1)
        #expect(queue.progress.renders == 2)
        #expect(queue.progress.succeeded == 6)
        queue.shutdown()
    }

    /// A request for a job that is being rendered joins that render.
    @Test func requestJoinsRunningJob() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, log: log)
        let answers = Answers()
        let gate = Gate()
        let job = GateJob(name: "running", gate: gate)
        queue.submit(job, deliverOn: answers.queue, completion: answers.handler("running"))
        gate.started.waitBounded(for: "the gated job to start")
        queue.submit(job, deliverOn: answers.queue, completion: answers.handler("running"))
        #expect(queue.pendingJobs.isEmpty)
        gate.proceed.signal()
        answers.wait(for: 2)
        #expect(answers.results("running").compactMap { try? $0.get() }.count == 2)
        #expect(log.renders(of: "running") == 1)
        queue.shutdown()
    }

    /// Jobs that differ in any field are different jobs.
    @Test func differentJobsDoNotCoalesce() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        queue.submit(FillJob(name: "a", width: 8), deliverOn: answers.queue, completion: answers.handler("8"))
        queue.submit(FillJob(name: "a", width: 9), deliverOn: answers.queue, completion: answers.handler("9"))
        #expect(queue.pendingJobs.count == 2)
        queue.resume()
        answers.wait(for: 2)
        #expect(answers.image("8")?.width == 8)
        #expect(answers.image("9")?.width == 9)
        #expect(log.renders(of: "a") == 2)
        queue.shutdown()
    }
}

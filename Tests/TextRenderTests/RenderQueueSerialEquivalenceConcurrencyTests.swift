import Dispatch
import Raster
import RenderQueue
import Testing
import TextRender

@Suite struct RenderQueueSerialEquivalenceConcurrencyTests {
    /// 1,000 mixed jobs, half awaited and half through completion handlers, give exactly the images the same
    /// jobs give rendered one after another on one context.
    @Test(arguments: [2, 4, 16])
    func concurrentResultsEqualSerialRendering(workers: Int) async throws {
        let jobs = MixedJob.batch(count: 1_000, seed: 0x1E77_E2_9E55)
        let serialLog = RenderLog()
        var serialWorker = try serialLog.makeWorker(0)
        let expected = try jobs.map { try $0.render(in: &serialWorker, cancellation: .never) }

        let log = RenderLog()
        let queue = try makeQueue(workers: workers, log: log)
        let answers = Answers()
        for index in stride(from: 1, to: jobs.count, by: 2) {
            queue.submit(jobs[index], deliverOn: answers.queue, completion: answers.handler("\(index)"))
        }
        let awaited = try await withThrowingTaskGroup(of: (Int, Image).self) { group in
            for index in stride(from: 0, to: jobs.count, by: 2) {
                group.addTask { (index, try await queue.render(jobs[index])) }
            }
            var images: [Int: Image] = [:]
            for try await (index, image) in group { images[index] = image }
            return images
        }
        answers.wait(for: jobs.count / 2)

        var mismatches = 0
        for index in jobs.indices {
            let image = index % 2 == 0 ? awaited[index] : answers.image("\(index)")
            if image != expected[index] { mismatches += 1 }
        }
        #expect(mismatches == 0)
        let distinct = Set(jobs).count
        let progress = queue.progress
        #expect(progress.submitted == 1_000)
        #expect(progress.succeeded == 1_000)
        #expect(progress.failed == 0 && progress.cancelled == 0)
        #expect(progress.renders >= distinct && progress.renders <= 1_000)
        #expect(log.totalRenders == progress.renders)
        #expect(log.foreignThreadRenders == 0)
        #expect(log.contextsCreated <= workers)
        queue.shutdown()
        #expect(queue.liveWorkerCount == 0)
        #expect(log.contextsDestroyed == log.contextsCreated)
    }
}

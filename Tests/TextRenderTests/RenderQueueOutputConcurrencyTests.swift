import Dispatch
import Foundation
import Raster
import RenderQueue
import Testing
import TextRender
import Locking

@Suite struct RenderQueueOutputConcurrencyTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "render-queue-\(UUID().uuidString)"
        try RasterFile.createDirectories(path)
        return path
    }

    /// Requests with PNG outputs get their files, written whole, decoding to the delivered image; two
    /// coalesced requests with two paths render once and write both.
    @Test func writesPNGFilesAtomically() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let log = RenderLog()
        let queue = try makeQueue(workers: 2, paused: true, log: log)
        let answers = Answers()
        let job = FillJob(name: "png", width: 12, height: 7)
        for (name, compression) in [("fast", PNGCompression.fast), ("small", .small)] {
            queue.submit(job, request: RenderRequest(output: PNGOutput(path: "\(directory)/\(name).png",
                                                                        compression: compression)),
                         deliverOn: answers.queue, completion: answers.handler(name))
        }
        queue.resume()
        answers.wait(for: 2)
        let image = try #require(answers.image("fast"))
        #expect(answers.image("small") == image)
        for name in ["fast", "small"] {
            #expect(try PNGDecoder().read(contentsOf: "\(directory)/\(name).png") == image)
        }
        #expect(log.renders(of: "png") == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        queue.shutdown()
    }

    /// An unwritable path fails that request with `outputFailed` naming the path; a coalesced request
    /// without output still gets the image.
    @Test func unwritableOutputIsATypedError() throws {
        let log = RenderLog()
        let queue = try makeQueue(workers: 1, paused: true, log: log)
        let answers = Answers()
        let job = FillJob(name: "nowhere")
        let path = "/nonexistent-letterpress-dir/out.png"
        queue.submit(job, request: RenderRequest(output: PNGOutput(path: path)),
                     deliverOn: answers.queue, completion: answers.handler("file"))
        queue.submit(job, deliverOn: answers.queue, completion: answers.handler("memory"))
        queue.resume()
        answers.wait(for: 2)
        guard case let .outputFailed(failedPath, underlying)? = answers.error("file") else {
            Issue.record("expected outputFailed, got \(String(describing: answers.only("file")))")
            return
        }
        #expect(failedPath == path)
        #expect(underlying.description.contains(path))
        #expect(answers.image("memory") != nil)
        #expect(queue.progress.failed == 1 && queue.progress.succeeded == 1)
        queue.shutdown()
    }

    /// The progress snapshot counts requests and renders; the handler's last call shows the final state.
    @Test func progressCountsAndNotifies() throws {
        let seen = Locked<[RenderProgress]>([])
        let progressQueue = DispatchQueue(label: "test.progress")
        let log = RenderLog()
        let queue = try makeQueue(workers: 2, paused: true, log: log,
                                  progress: { snapshot in seen.withLock { $0.append(snapshot) } },
                                  progressQueue: progressQueue)
        let answers = Answers()
        for name in ["a", "b", "c", "a", "d"] {
            queue.submit(FillJob(name: name), deliverOn: answers.queue, completion: answers.handler(name))
        }
        let before = queue.progress
        #expect(before.submitted == 5 && before.pending == 4 && before.done == 0 && before.remaining == 5)
        #expect(before.fractionDone == 0)
        queue.resume()
        answers.wait(for: 5)
        queue.waitUntilIdle()
        progressQueue.sync {}
        let after = queue.progress
        #expect(after.succeeded == 5 && after.renders == 4 && after.pending == 0 && after.running == 0)
        #expect(after.fractionDone == 1)
        #expect(after.description == "5/5 done (0 failed, 0 cancelled), 0 pending, 0 running")
        let snapshots = seen.withLock { $0 }
        #expect(snapshots.last == after)
        #expect(zip(snapshots, snapshots.dropFirst()).allSatisfy { $0.done <= $1.done })
        queue.shutdown()
    }

    /// A job that throws fails its requests with `renderFailed`, naming the job and keeping the error.
    @Test func renderErrorsReachTheCaller() async throws {
        let queue = try makeQueue(log: RenderLog())
        do {
            _ = try await queue.render(FailingJob(name: "broken"))
            Issue.record("expected an error")
        } catch {
            guard case let .renderFailed(job, underlying) = error else {
                Issue.record("expected renderFailed, got \(error)")
                return
            }
            #expect(job == "broken")
            #expect(underlying as? TestFailure == .asked)
            #expect(error.description == "render of broken failed: asked")
        }
        #expect(queue.progress.failed == 1)
        queue.shutdown()
    }

    /// A worker whose context cannot be made fails that job with `workerContextUnavailable` and tries again
    /// for the next one.
    @Test func contextFailureIsReportedAndRetried() async throws {
        let log = RenderLog(failingContextCreations: 1)
        let queue = try makeQueue(workers: 1, log: log)
        do {
            _ = try await queue.render(FillJob(name: "first"))
            Issue.record("expected an error")
        } catch {
            guard case let .workerContextUnavailable(worker, reason) = error else {
                Issue.record("expected workerContextUnavailable, got \(error)")
                return
            }
            #expect(worker == 0 && reason == "noContext")
        }
        let image = try await queue.render(FillJob(name: "second", width: 3, height: 2))
        #expect(image.width == 3 && image.height == 2)
        #expect(log.contextsCreated == 1)
        queue.shutdown()
    }

    /// Settings out of range are typed errors naming the setting.
    @Test func rejectsBadConfiguration() {
        for (workers, capacity, setting) in [(0, 10, "workerCount"), (257, 10, "workerCount"), (2, 0, "backlogCapacity")] {
            do {
                _ = try RenderQueue<TestWorker>(configuration: RenderQueueConfiguration(
                    workerCount: workers, backlogCapacity: capacity)) { index in try RenderLog().makeWorker(index) }
                Issue.record("expected invalidConfiguration for \(setting)")
            } catch {
                guard case let .invalidConfiguration(name, _, _) = error else {
                    Issue.record("expected invalidConfiguration, got \(error)")
                    continue
                }
                #expect(name == setting)
            }
        }
    }
}

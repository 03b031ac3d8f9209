#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A joinable POSIX thread running one closure: the render queue's own workers, outside Swift's
/// cooperative pool (render work blocks for milliseconds; the pool must not).
final class WorkerThread: @unchecked Sendable {
    private let thread: pthread_t
    private var joined = false

    /// Starts a thread named `name` (truncated to 15 bytes, the Linux limit) that runs `body`.
    ///
    /// - Throws: `RenderQueueError.workerStartFailed` with the system's reason.
    init(name: String, body: @escaping @Sendable () -> Void) throws(RenderQueueError) {
        let box = Unmanaged.passRetained(ThreadBody(name: String(name.utf8.prefix(15)) ?? "lp-render", body: body))
        #if canImport(Darwin)
        var handle: pthread_t?
        let status = pthread_create(&handle, nil, { raw in
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard status == 0, let handle else {
            box.release()
            throw .workerStartFailed(reason: String(cString: strerror(status)))
        }
        thread = handle
        #else
        var handle = pthread_t()
        let status = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard status == 0 else {
            box.release()
            throw .workerStartFailed(reason: String(cString: strerror(status)))
        }
        thread = handle
        #endif
    }

    /// Whether the calling thread is this worker.
    var isCurrent: Bool {
        pthread_equal(pthread_self(), thread) != 0
    }

    /// Waits for the thread to end and frees it; from the thread itself it detaches instead (a queue released
    /// by its own worker must not wait for itself). Call once.
    func join() {
        guard !joined else { return }
        joined = true
        if isCurrent {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }
}

/// The closure a new thread runs, carried through `pthread_create`'s raw pointer.
private final class ThreadBody {
    let name: String
    let body: @Sendable () -> Void

    init(name: String, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.body = body
    }

    func run() {
        Thread.current.name = name   // Foundation sets the system thread name (gdb, perf, top -H)
        body()
    }
}

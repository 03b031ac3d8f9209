import Synchronization

/// Runs `work` and answers with its result, or with `timeoutError` once `duration` has passed, whichever comes first.
/// Work that outlives its deadline still runs to its end (it holds its render slot until then, so the bound on
/// concurrent work holds), but its answer is dropped.
func withDeadline<T: Sendable>(_ duration: Duration, timeoutError: any Error & Sendable,
                               _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    let race = Race<T>()
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        race.start(continuation,
                   timer: Task {
                       do { try await Task.sleep(for: duration) } catch { return }
                       race.finish(.failure(timeoutError))
                   },
                   work: Task {
                       do { race.finish(.success(try await work())) } catch { race.finish(.failure(error)) }
                   })
    }
}

/// The continuation of a work and its timer: the first to finish resumes it; the timer is cancelled then.
private final class Race<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var result: Result<T, any Error>?
        var timer: Task<Void, Never>?
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<T, any Error>, timer: Task<Void, Never>, work: Task<Void, Never>) {
        let early: Result<T, any Error>? = state.withLock { state in
            if let result = state.result { return result }
            state.continuation = continuation
            state.timer = timer
            return nil
        }
        if let early {
            timer.cancel()
            continuation.resume(with: early)
        }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, timer): (CheckedContinuation<T, any Error>?, Task<Void, Never>?) = state.withLock { state in
            guard state.result == nil else { return (nil, nil) }
            state.result = result
            defer { state.continuation = nil; state.timer = nil }
            return (state.continuation, state.timer)
        }
        timer?.cancel()
        continuation?.resume(with: result)
    }
}

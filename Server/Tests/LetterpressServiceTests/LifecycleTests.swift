import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Start, health, request ids and SIGTERM's graceful drain.
@Suite struct LifecycleTests {
    @Test func sigtermFinishesTheRequestInFlightThenExitsZero() throws {
        let server = try ServerProcess(["--assets", repositoryRoot.appendingPathComponent("Samples").path, "--grace-period", "20"])
        let transcript = Array(try Data(contentsOf: repositoryRoot.appendingPathComponent("Samples/group-multilingual.json")))
        #expect(try request(port: server.port, "GET", "/readyz").status == 200)
        let answer = Locked<HTTPAnswer?>(nil)
        let done = DispatchSemaphore(value: 0)
        let port = server.port
        Thread.detachNewThread {
            answer.set(try? request(port: port, "POST", "/v1/chat?full=true&scale=4",
                                    headers: ["Content-Type": "application/json", "Accept": "image/png"], body: transcript))
            done.signal()
        }
        usleep(150_000)   // the render has started
        let status = server.stop(seconds: 30)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(answer.get()?.status == 200, "the request in flight was answered: \(String(describing: answer.get()))")
        #expect(answer.get()?.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(status == 0, "exit status \(String(describing: status))")
        #expect((try? RawConnection(port: port, timeout: 2)) == nil, "no longer listening")
    }

    @Test func everyAnswerCarriesARequestID() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let first = try request(port: server.port, "GET", "/healthz"), second = try request(port: server.port, "GET", "/healthz")
        #expect(first.header("x-request-id") != nil)
        #expect(first.header("x-request-id") != second.header("x-request-id"))
    }

    @Test func aBadFlagIsAUsageErrorWithStatus2() throws {
        let result = try run(Executables.server, ["--port", "http"], seconds: 30)
        #expect(result.status == 2)
        #expect(result.err.contains("--port"))
        let assets = try run(Executables.server, ["--assets", "/nonexistent-folder"], seconds: 30)
        #expect(assets.status == 2)
    }
}

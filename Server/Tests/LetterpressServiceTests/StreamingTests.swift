import Foundation
import Testing

/// An NDJSON stream is answered as it arrives, in order, in constant memory: the client reads answers while it is
/// still sending, and the server's peak memory does not grow with the stream's length.
@Suite struct StreamingTests {
    /// The server's peak resident memory (VmHWM), in bytes.
    func peakMemory(_ server: ServerProcess) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    @Test func aLongStreamIsAnsweredInOrderInConstantMemory() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let connection = try RawConnection(port: server.port, timeout: 60)
        #expect(connection.write("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"))
        // Warm up with a first chunk, then note the peak memory.
        @Sendable func chunk(_ first: Int, _ count: Int) -> [UInt8] {
            var text = ""
            // 64 texts in turn (the caches fill during the warm-up and then stay as they are), each line with its own id.
            for id in first..<(first + count) {
                text += #"{"id": \#(id), "text": "Message \#(id % 64) of a long stream, measured as it arrives; the line is padded to be long enough that the stream is many megabytes: \#(String(repeating: "abc ", count: 40))", "width": 200}"# + "\n"
            }
            let bytes = Array(text.utf8)
            return Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Array("\r\n".utf8)
        }
        let total = 60_000, perChunk = 500
        let sent = Locked(0)
        let writer = DispatchSemaphore(value: 0)
        let baseline = Locked(0)
        Thread.detachNewThread {
            for first in stride(from: 0, to: total, by: perChunk) {
                guard connection.write(chunk(first, perChunk)) else { break }
                sent.set(first + perChunk)
                if first == 10_000 { baseline.set(peakMemory(server)) }
            }
            connection.write("0\r\n\r\n")
            writer.signal()
        }
        let answer = try connection.readResponse()
        #expect(writer.wait(timeout: .now() + 60) == .success)
        #expect(answer.status == 200)
        let lines = answer.body.split(separator: 0x0A)
        #expect(lines.count == total)
        // In order: each answer's id is its line's.
        for index in [0, 1, 999, 43_210, total - 1] where index < lines.count {
            #expect(lines[index].starts(with: Array(#"{"id":\#(index),"width":"#.utf8)), "answer \(index)")
        }
        // 50,000 lines (about 15 MB) after the baseline: the peak grew by far less than the stream.
        let growth = peakMemory(server) - baseline.get()
        #expect(baseline.get() > 0)
        #expect(growth < 8 << 20, "peak memory grew by \(growth >> 20) MiB while 15 MB of lines streamed through")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a libFuzzer harness (`LLVMFuzzerTestOneInput`) calls: runs a check on the input and aborts with its message
/// when the property does not hold, so that libFuzzer keeps the input as a crash.
package enum FuzzEntry {
    package static func run(_ check: any FuzzCheck.Type, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do throws(FuzzFailure) {
            try check.check(input)
        } catch {
            let message = Array("fuzz-\(check.name): property failed: \(error.description)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            abort()
        }
        return 0
    }
}

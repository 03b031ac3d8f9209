#if canImport(Glibc)
import Glibc
#endif

/// A property a fuzz target checks on every input (as the root package's `FuzzCheck`, for the server's own parsers).
package protocol ServiceFuzzCheck: Sendable {
    /// The target's name: its folder under `Fuzz/Targets/` and `Fuzz/Corpus/`, `fuzz-NAME` its product.
    static var name: String { get }
    /// Checks the property on `input`; a `ServiceFuzzFailure` says what did not hold.
    static func check(_ input: [UInt8]) throws(ServiceFuzzFailure)
}

/// What a fuzz check found wrong.
package struct ServiceFuzzFailure: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Every check, by name (the corpus replay test finds each corpus folder's check here).
package let serviceFuzzChecks: [any ServiceFuzzCheck.Type] = [MultipartCheck.self, DataURLCheck.self]

/// libFuzzer's entry point, shared by the harnesses: a failed property is written to standard error, then `abort()`.
package enum ServiceFuzzEntry {
    package static func run(_ check: any ServiceFuzzCheck.Type, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do throws(ServiceFuzzFailure) {
            try check.check(input)
        } catch {
            let message = Array("fuzz-\(check.name): property failed: \(error.description)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            abort()
        }
        return 0
    }
}

/// Reads parameters from an input's bytes, front to back; zeros once it runs out.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isAtEnd: Bool { offset >= bytes.count }
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }
    /// The next `count` bytes (fewer at the end).
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + count)
        defer { offset = end }
        return Array(bytes[min(offset, end)..<end])
    }
    /// The rest.
    mutating func rest() -> [UInt8] { take(bytes.count) }
}

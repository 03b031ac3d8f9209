import JSON

/// The transcript reader's cursor: the JSON module's `JSONScanner`, whose declines become ``TranscriptScanDeclined``s
/// (a syntax problem, a wrong type, a value the fast path does not take). Only valid while the buffer it reads is alive.
struct TranscriptScanner {
    typealias Declined = TranscriptScanDeclined

    /// Values nest at most this deep (`JSONDecoder` allows 512; deeper input goes the slow way).
    static let maximumDepth = 64

    private var json: JSONScanner

    init(_ bytes: UnsafeBufferPointer<UInt8>) { json = JSONScanner(bytes) }

    var bytes: UnsafeBufferPointer<UInt8> { json.bytes }
    var position: Int { json.position }

    /// Continues at `position` (where another scanner over the same bytes stopped).
    mutating func seek(to position: Int) { json.seek(to: position) }

    func declined(_ reason: Declined.Reason, _ detail: String) -> Declined {
        Declined(reason, at: position, detail)
    }

    /// Skips whitespace and returns the next byte (0 at the end).
    mutating func peek() -> UInt8 { json.peek() ?? 0 }

    /// One read of the JSON scanner, its decline translated.
    @inline(__always)
    private mutating func read<T>(_ body: (inout JSONScanner) throws(JSONScanDecline) -> T) throws(Declined) -> T {
        do throws(JSONScanDecline) { return try body(&json) } catch { throw Declined(error) }
    }

    mutating func expectEnd() throws(Declined) { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.expectEnd() } }
    mutating func consumeNull() throws(Declined) -> Bool { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.consumeNull() } }
    mutating func beginObject() throws(Declined) { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.beginObject() } }
    mutating func beginArray() throws(Declined) { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.beginArray() } }

    /// The next key's bytes (UTF-8 checked, no escapes; the `:` consumed), or nil at the object's `}`.
    mutating func nextKey(isFirst: inout Bool) throws(Declined) -> UnsafeBufferPointer<UInt8>? {
        try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.nextKey(isFirst: &isFirst) }
    }

    /// Whether another element follows; false at the array's `]`.
    mutating func nextElement(isFirst: inout Bool) throws(Declined) -> Bool {
        try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.nextElement(isFirst: &isFirst) }
    }

    /// A string's bytes when it has no escapes (not checked to be UTF-8).
    mutating func rawString() throws(Declined) -> UnsafeBufferPointer<UInt8> {
        try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.rawString() }
    }

    mutating func peekPlainString() -> UnsafeBufferPointer<UInt8>? { json.peekPlainString() }
    mutating func skipPlainString(_ content: UnsafeBufferPointer<UInt8>) { json.skipPlainString(content) }

    mutating func string() throws(Declined) -> String { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.string() } }
    mutating func optionalString() throws(Declined) -> String? { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.optionalString() } }
    mutating func integer() throws(Declined) -> Int { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.integer() } }
    mutating func double() throws(Declined) -> Double { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.double() } }
    mutating func bool() throws(Declined) -> Bool { try read { (json: inout JSONScanner) throws(JSONScanDecline) in try json.bool() } }

    /// The string `bytes` spell, or nil when they are not UTF-8.
    static func validString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? { JSONScanner.validString(bytes) }
}

extension TranscriptScanDeclined {
    /// The JSON scanner's decline, as the transcript reader reports it.
    init(_ decline: JSONScanDecline) {
        let reason: Reason = switch decline.kind {
        case .syntax: .syntax
        case .wrongType: .wrongType
        case .unsupportedValue: .unsupportedValue
        }
        self.init(reason, at: decline.offset, decline.detail)
    }
}

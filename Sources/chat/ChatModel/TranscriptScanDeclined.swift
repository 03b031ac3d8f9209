/// Why ``FastTranscriptDecoder`` declined a document.
///
/// Declining is not a verdict on the document: the fast decoder accepts only the regular form of the transcript
/// JSON (strict ISO 8601 times, integers without fraction or exponent, keys without escapes, no duplicate keys,
/// valid UTF-8, …). Whatever it declines is decoded by `JSONDecoder`, which either reads it (it is more lenient)
/// or throws the `TranscriptError` that names the message id and the field.
public struct TranscriptScanDeclined: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the fast decoder met.
    public enum Reason: Hashable, Sendable {
        /// Not well-formed JSON, or a form the fast decoder does not read (escaped keys, deep nesting, a BOM).
        case syntax
        /// A key that the document uses twice in one object.
        case duplicateKey
        /// A key the format does not define: its value is not read by the fast decoder, so a duplicate key inside
        /// it could not be told; the reference decoder reads (and checks) it.
        case unknownKey
        /// A value of another JSON type than the field's (or `null` where a value is required).
        case wrongType
        /// A value of the right type that the fast decoder does not take (a number with a fraction, an unknown
        /// enum case, an integer out of range, a time that is not strict ISO 8601 with an offset).
        case unsupportedValue
        /// A required key is absent.
        case missingField
        /// The decoded transcript does not validate (a missing field for its kind, a duplicate id, …).
        case invalidTranscript
    }

    /// What the fast decoder met.
    public var reason: Reason
    /// The byte offset in the document where it met it.
    public var offset: Int
    /// The field or JSON construct involved (`"messages[3].time"`, `"string"`), for diagnostics.
    public var detail: String

    /// Creates a declined result.
    public init(_ reason: Reason, at offset: Int, _ detail: String) {
        self.reason = reason
        self.offset = offset
        self.detail = detail
    }

    /// A sentence for diagnostics.
    public var description: String { "fast transcript decoder declined at byte \(offset): \(reason) (\(detail))" }
}

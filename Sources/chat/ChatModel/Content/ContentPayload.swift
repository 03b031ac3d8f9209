/// The payload of a kind of message that holds it alone, under a key named like the kind (`"kind": "contact",
/// "contact": {…}`): both transcript readers decode it, check it and write it through this conformance, the bubble
/// composer finds its template and the painter its drawing through theirs, so a new kind of part is named only in
/// its payload's file, `MessageContent`, its template, its painter and its export name.
///
/// ```swift
/// extension ContactCard: ContentPayload {
///     static var kind: MessageKind { .contact }
///     var content: MessageContent { .contact(self) }
///     func check(_ fail: (String, String) -> TranscriptError) throws(TranscriptError) {
///         if name.isEmpty { throw fail("contact.name", "is empty") }
///     }
/// }
/// ```
package protocol ContentPayload: Codable, Hashable, Sendable {
    /// The kind whose payload this is; its raw value is the payload's key in the transcript format.
    static var kind: MessageKind { get }
    /// The content of a message with this payload.
    var content: MessageContent { get }
    /// Checks the values the payload's structure cannot hold; `fail(keyPath, problem)` makes the error, with the key
    /// path from the message (`contact.name`).
    func check(_ fail: (String, String) -> TranscriptError) throws(TranscriptError)
}

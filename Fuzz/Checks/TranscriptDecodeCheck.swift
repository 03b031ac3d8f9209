import ChatModel
import Foundation

/// `transcript-decode`: JSON bytes → ChatModel's fast scanner (`FastTranscriptDecoder`) against `JSONDecoder` over the
/// same bytes, read as `render-chat` reads a document (the transcript, the top-level `"locale"` and `"timeZone"`
/// strings, the first message's time):
///
/// - what the scanner accepts, `JSONDecoder` decodes to the same transcript (`==`, and byte for byte through a
///   sorted-keys `JSONEncoder`, so strings that are only canonically equivalent differ), the same strings and time;
/// - what the scanner declines as a missing field, a value of the wrong type or an invalid transcript, `JSONDecoder`
///   rejects too (only the forms it reads more leniently — fractions, exponents, loose times, escaped or repeated
///   keys, deep nesting — may be declined and still decode);
/// - without captured keys (`Transcript.decode(from:)`'s call) the scanner answers the same, minus the strings.
///
/// Input: the document's bytes.
package enum TranscriptDecodeCheck: FuzzCheck {
    package static let name = "transcript-decode"

    /// The top-level keys `render-chat` captures beside the transcript.
    static let captured: Set<String> = ["locale", "timeZone"]

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        let data = Data(input)
        let reference = Result { () throws(TranscriptError) in try Transcript.decodeReference(Reference.self, from: data) }
        let scanned = Result { () throws(TranscriptScanDeclined) in try FastTranscriptDecoder.decode(data, capturing: captured) }
        let plain = Result { () throws(TranscriptScanDeclined) in try FastTranscriptDecoder.decode(data) }
        switch (scanned, reference) {
        case let (.success(fast), .success(slow)):
            try requireSame(fast.transcript, slow.transcript)
            guard fast.strings["locale"] == slow.locale, fast.strings["timeZone"] == slow.timeZone else {
                throw FuzzFailure("captured strings \(fast.strings) differ from the reference decoder's \(slow.locale as Any), \(slow.timeZone as Any)")
            }
            guard fast.firstMessageTime == slow.firstTime else {
                throw FuzzFailure("first time \(fast.firstMessageTime as Any) differs from the reference decoder's \(slow.firstTime as Any)")
            }
        case let (.success(fast), .failure(error)):
            throw FuzzFailure("the scanner accepts a transcript of \(fast.transcript.messages.count) messages, the reference decoder rejects it: \(error)")
        case let (.failure(declined), .success):
            guard !mustAlsoFail(declined.reason) else {
                throw FuzzFailure("the scanner declines (\(declined)), the reference decoder decodes the document")
            }
        case (.failure, .failure):
            break
        }
        // Without captured keys: the same answer, except that a captured key's value no longer matters.
        switch (plain, scanned) {
        case let (.success(a), .success(b)):
            try requireSame(a.transcript, b.transcript)
        case let (.failure(declined), .success):
            // A captured key is unknown to the transcript alone: declined there, read with it captured.
            guard declined.reason == .unknownKey else {
                throw FuzzFailure("the scanner declines without captured keys (\(declined)), accepts with them")
            }
        case let (.success(a), .failure):
            // Only a captured key can make the difference: the reference decoder reads the transcript alone the same way.
            guard let transcript = try? Transcript.decodeReference(from: data) else {
                throw FuzzFailure("the scanner accepts without captured keys, the reference decoder rejects the transcript")
            }
            try requireSame(a.transcript, transcript)
        case (.failure, .failure):
            break
        }
    }

    /// Declines for which the reference decoder has no more lenient reading: it must fail as well.
    static func mustAlsoFail(_ reason: TranscriptScanDeclined.Reason) -> Bool {
        switch reason {
        case .missingField, .wrongType, .invalidTranscript, .duplicateKey: return true
        case .syntax, .unsupportedValue, .unknownKey: return false
        }
    }

    /// Equal as values and as the bytes a sorted-keys encoder writes for them.
    static func requireSame(_ fast: Transcript, _ slow: Transcript) throws(FuzzFailure) {
        guard fast == slow else { throw FuzzFailure("the scanner's transcript differs from the reference decoder's: \(fast) vs \(slow)") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let a = try? encoder.encode(fast), let b = try? encoder.encode(slow) else {
            throw FuzzFailure("a decoded transcript does not encode")
        }
        guard a == b else {
            throw FuzzFailure("equal transcripts encode differently: \(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
        }
    }

    /// What `render-chat` reads with `JSONDecoder` when the scanner declines (ChatRender's `ChatDocument`).
    struct Reference: Decodable {
        var transcript: Transcript
        var locale: String?
        var timeZone: String?
        var firstTime: String?

        private enum Keys: String, CodingKey { case locale, timeZone, messages }
        private struct FirstMessage: Decodable { var time: String? }

        init(from decoder: any Decoder) throws {
            transcript = try Transcript(from: decoder)
            let container = try decoder.container(keyedBy: Keys.self)
            locale = try container.decodeIfPresent(String.self, forKey: .locale)
            timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
            var messages = try container.nestedUnkeyedContainer(forKey: .messages)
            firstTime = messages.isAtEnd ? nil : try messages.decode(FirstMessage.self).time
        }
    }
}

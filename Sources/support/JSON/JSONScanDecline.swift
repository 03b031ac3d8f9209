/// What a ``JSONScanner`` met where it stopped: a problem and the byte offset it names.
///
/// For ``JSONParser`` it is the syntax error it reports (with its own words); for the fast paths built on the scanner
/// (ChatModel's transcript reader, measure-text's line reader) it is a *decline*: the document is not in the form they
/// read, and the full parser decides.
package struct JSONScanDecline: Error, Equatable, Sendable {
    /// The part of a number that lacks a digit.
    package enum NumberPart: Equatable, Sendable {
        case integer, fraction, exponent
    }

    /// What the scanner met.
    package enum Problem: Equatable, Sendable {
        /// Not the token expected here (`":"`, `"a key"`, `"true"`, …).
        case expected(String)
        /// A string without its closing quote.
        case unterminatedString
        /// A raw control character inside a string.
        case controlCharacter(UInt8)
        /// A backslash followed by this byte.
        case invalidEscape(UInt8)
        /// `\u` without four hexadecimal digits.
        case shortUnicodeEscape
        /// A high surrogate escape, and the escape after it when that is not a low surrogate.
        case loneHighSurrogate(UInt32, followedBy: UInt32?)
        /// A low surrogate escape without a high one before it.
        case loneLowSurrogate(UInt32)
        /// String bytes that are not UTF-8.
        case invalidUTF8
        /// An escape where the reader takes only plain strings (keys).
        case escapeInPlainString
        /// A number with a leading zero followed by digits.
        case leadingZero
        /// A number part without digits.
        case expectedDigit(NumberPart)
        /// A number beyond `Double`'s range.
        case numberOutOfRange
        /// Arrays and objects nested deeper than allowed.
        case nestedTooDeeply
        /// A comma before a closing bracket.
        case trailingComma
        /// Bytes after the document.
        case contentAfterDocument
        /// A value of another JSON type than the reader asked for.
        case wrongType(expected: String)
        /// A number with a fraction or an exponent where an integer is read.
        case notAnInteger
        /// An integer beyond `Int`, or beyond 2^53 (no exact `Double`).
        case integerOutOfRange
        /// `-0` where an integer is read.
        case negativeZero
    }

    /// How a fast path takes a problem.
    package enum Kind: Equatable, Sendable {
        /// Not well-formed JSON, or a form the scanner does not read.
        case syntax
        /// Well-formed, of another JSON type than asked for.
        case wrongType
        /// Of the right type, a value the scanner does not read (the full parser may).
        case unsupportedValue
    }

    package var problem: Problem
    /// The byte offset the problem names.
    package var offset: Int

    package init(_ problem: Problem, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    package var kind: Kind {
        switch problem {
        case .wrongType: .wrongType
        case .notAnInteger, .integerOutOfRange, .negativeZero, .numberOutOfRange: .unsupportedValue
        default: .syntax
        }
    }

    /// A few words for diagnostics.
    package var detail: String {
        switch problem {
        case .expected(let token): "expected \(token)"
        case .unterminatedString: "unterminated string"
        case .controlCharacter: "control character in a string"
        case .invalidEscape: "invalid escape"
        case .shortUnicodeEscape: "short \\u escape"
        case .loneHighSurrogate: "lone high surrogate"
        case .loneLowSurrogate: "lone low surrogate"
        case .invalidUTF8: "invalid UTF-8"
        case .escapeInPlainString: "escape in a key or plain string"
        case .leadingZero: "leading zero"
        case .expectedDigit: "expected a digit"
        case .numberOutOfRange: "a number out of range"
        case .nestedTooDeeply: "nested too deeply"
        case .trailingComma: "a trailing comma"
        case .contentAfterDocument: "content after the document"
        case .wrongType(let expected): "expected \(expected)"
        case .notAnInteger: "a number that is not an integer"
        case .integerOutOfRange: "integer out of range"
        case .negativeZero: "-0"
        }
    }
}

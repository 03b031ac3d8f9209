import CICU
import Testing
@testable import TextMeasure

/// The properties `UnicodeProperties` answers without ICU, against ICU.
@Suite struct UnicodePropertiesTests {
    /// Above ASCII, `isWhitespace` is ICU's White_Space (`u_isUWhiteSpace`) at every code point; in ASCII only
    /// space and tab hang (line and paragraph separators end paragraphs before measuring sees them).
    @Test func whitespaceIsICUsWhiteSpace() {
        var differ: [UInt32] = []
        for scalar in UInt32(0x80)...0x10FFFF where !(0xD800...0xDFFF).contains(scalar) {
            if UnicodeProperties.isWhitespace(scalar) != (lp_is_whitespace(scalar) != 0) { differ.append(scalar) }
        }
        #expect(differ.isEmpty, "differs at \(differ.prefix(10).map { String($0, radix: 16) })")
        #expect((0..<0x80).filter { UnicodeProperties.isWhitespace($0) } == [0x09, 0x20])
    }
}

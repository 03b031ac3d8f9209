/// Text drawn from fuzz bytes: most bytes pick a scalar from a list of the ones that stress measuring (every script
/// of the embedded fonts, emoji sequences, combining marks, joiners, controls, paragraph and line separators, spaces
/// that do and do not break); a byte from 0xF0 up takes the next three bytes as any scalar.
enum FuzzText {
    static let alphabet: [Unicode.Scalar] = [
        "a", "b", "W", "i", "0", "7", ".", ",", "-", "/", "(", " ", " ", " ", "\t", "\n", "\r", "\u{2028}", "\u{2029}",
        "\u{00A0}", "\u{200B}", "\u{00AD}", "\u{200D}", "\u{FE0F}", "\u{0301}", "\u{0308}", "\u{0627}", "\u{0644}",
        "\u{0645}", "\u{064E}", "\u{05D0}", "\u{05E9}", "\u{05B8}", "\u{0915}", "\u{094D}", "\u{0937}", "\u{093F}",
        "\u{0E01}", "\u{0E31}", "\u{0E49}", "\u{0E32}", "\u{4E00}", "\u{5B57}", "\u{3002}", "\u{AC00}", "\u{1F600}",
        "\u{1F44D}", "\u{1F3FD}", "\u{1F1FA}", "\u{1F1E6}", "\u{1F468}", "\u{1F469}", "\u{2764}", "\u{2026}", "\u{200F}",
        "\u{202E}", "\u{2066}", "\u{FFFD}", "\u{0378}", "\u{E000}", "\u{0007}", "\u{FFFF}", "\u{10FFFF}", "\u{0000}",
        "\u{3000}", "\u{2003}", "\u{FF21}", "\u{0410}", "\u{03A9}",
    ]

    /// The text `bytes` spell.
    static func decode(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte < 0xF0 {
                scalars.append(alphabet[Int(byte) % alphabet.count])
                continue
            }
            var value: UInt32 = 0
            for _ in 0..<3 where index < bytes.count {
                value = value << 8 | UInt32(bytes[index])
                index += 1
            }
            // Any scalar: values past U+10FFFF wrap, surrogates become U+FFFD.
            scalars.append(Unicode.Scalar(value % 0x11_0000) ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}

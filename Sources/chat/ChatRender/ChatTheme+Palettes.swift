import Raster

/// The four built-in palettes, picked to resemble the apps' own colours.
extension ChatTheme {
    /// Telegram's name colours (readable on light bubbles).
    private static let lightNames: [Color] = [
        Color(0xD34D4D), Color(0xD97A17), Color(0x8454C9), Color(0x2E9F43), Color(0x1D9BB0), Color(0x2F7DCB), Color(0xC4477E),
    ]
    /// The same hues, lighter, for dark bubbles.
    private static let darkNames: [Color] = [
        Color(0xFF8A80), Color(0xFFB05E), Color(0xB79CFF), Color(0x7FD68A), Color(0x6BD3E0), Color(0x72B6FF), Color(0xF48FB8),
    ]
    /// Avatar circles: saturated mid tones that carry white initials.
    private static let avatars: [Color] = [
        Color(0xE2675F), Color(0xEF9A3D), Color(0x9C7BE3), Color(0x58B25E), Color(0x3FB2C4), Color(0x4C95E0), Color(0xE06A9C),
    ]

    /// iMessage's blue outgoing bubble, the same in light and dark.
    static let imessageOutgoing = BubblePalette(
        fill: Color(0x0A84FF), text: .white, secondary: Color(0xFFFFFF, alpha: 184), accent: .white,
        quoteBar: .white, quoteFill: Color(0xFFFFFF, alpha: 38), iconFill: .white, iconGlyph: Color(0x0A84FF),
        readMark: .white, buttonFill: Color(0xFFFFFF, alpha: 56), buttonText: .white)

    static let imessageLight: ChatTheme = {
        let incoming = BubblePalette(
            fill: Color(0xE9E9EB), text: .black, secondary: Color(0x8A8A8E), accent: Color(0x0A7AFF),
            quoteBar: Color(0x0A7AFF), quoteFill: Color(0x000000, alpha: 13), iconFill: Color(0x0A7AFF),
            iconGlyph: .white, readMark: Color(0x0A7AFF), buttonFill: Color(0x0A7AFF), buttonText: .white)
        return ChatTheme(
            style: .imessage, appearance: .light, background: .white,
            barFill: Color(0xF7F7F7), barTitle: .black, barSubtitle: Color(0x8A8A8E), barSeparator: Color(0xD1D1D6),
            barAccent: Color(0x0A7AFF), incoming: incoming, outgoing: imessageOutgoing, authorColors: lightNames,
            avatarColors: avatars, avatarText: .white, pillFill: Color(0xF2F2F7, alpha: 235), pillText: Color(0x6C6C70),
            systemFill: Color(0xF2F2F7), systemText: Color(0x6C6C70), separatorFill: Color(0xF2F2F7),
            separatorText: Color(0x6C6C70), failure: Color(0xFF3B30),
            tail: .curved, cornerRadius: 18)
    }()

    static let imessageDark: ChatTheme = {
        let incoming = BubblePalette(
            fill: Color(0x262629), text: .white, secondary: Color(0x98989F), accent: Color(0x409CFF),
            quoteBar: Color(0x409CFF), quoteFill: Color(0xFFFFFF, alpha: 18), iconFill: Color(0x409CFF),
            iconGlyph: .white, readMark: Color(0x409CFF), buttonFill: Color(0x409CFF), buttonText: .white)
        return ChatTheme(
            style: .imessage, appearance: .dark, background: .black,
            barFill: Color(0x161618), barTitle: .white, barSubtitle: Color(0x98989F), barSeparator: Color(0x38383A),
            barAccent: Color(0x409CFF), incoming: incoming, outgoing: imessageOutgoing, authorColors: darkNames,
            avatarColors: avatars, avatarText: .white, pillFill: Color(0x1C1C1E, alpha: 235), pillText: Color(0x98989F),
            systemFill: Color(0x1C1C1E), systemText: Color(0x98989F), separatorFill: Color(0x1C1C1E),
            separatorText: Color(0x98989F), failure: Color(0xFF453A),
            tail: .curved, cornerRadius: 18)
    }()

    static let telegramLight: ChatTheme = {
        let incoming = BubblePalette(
            fill: .white, text: .black, secondary: Color(0xA1AAB3), accent: Color(0x168ACD),
            quoteBar: Color(0x3A8FD9), quoteFill: Color(0x3A8FD9, alpha: 26), iconFill: Color(0x3A8FD9),
            iconGlyph: .white, readMark: Color(0x3A8FD9), buttonFill: Color(0x3A8FD9), buttonText: .white)
        let outgoing = BubblePalette(
            fill: Color(0xE1FEC6), text: .black, secondary: Color(0x5EAE5A), accent: Color(0x3E9B3A),
            quoteBar: Color(0x4FAE4E), quoteFill: Color(0x4FAE4E, alpha: 30), iconFill: Color(0x56B454),
            iconGlyph: .white, readMark: Color(0x4FAE4E), buttonFill: Color(0x56B454), buttonText: .white)
        return ChatTheme(
            style: .telegram, appearance: .light, background: Color(0xA4C89B),
            barFill: Color(0xF7F7F7), barTitle: .black, barSubtitle: Color(0x8A8A8E), barSeparator: Color(0xC8C7CC),
            barAccent: Color(0x168ACD), incoming: incoming, outgoing: outgoing, authorColors: lightNames,
            avatarColors: avatars, avatarText: .white, pillFill: Color(0x5A7A52, alpha: 150), pillText: .white,
            systemFill: Color(0x5A7A52, alpha: 150), systemText: .white, separatorFill: Color(0xFFFFFF, alpha: 200),
            separatorText: Color(0x5A7A52), failure: Color(0xE53935),
            tail: .corner, cornerRadius: 15)
    }()

    static let telegramDark: ChatTheme = {
        let incoming = BubblePalette(
            fill: Color(0x182533), text: .white, secondary: Color(0x6D7F8F), accent: Color(0x6AB2F2),
            quoteBar: Color(0x6AB2F2), quoteFill: Color(0x6AB2F2, alpha: 30), iconFill: Color(0x5090D0),
            iconGlyph: .white, readMark: Color(0x6AB2F2), buttonFill: Color(0x2F6EA5), buttonText: .white)
        let outgoing = BubblePalette(
            fill: Color(0x2B5278), text: .white, secondary: Color(0x7DA8D3), accent: Color(0xA8D2FF),
            quoteBar: Color(0xA8D2FF), quoteFill: Color(0xFFFFFF, alpha: 20), iconFill: Color(0x4F8BC3),
            iconGlyph: .white, readMark: Color(0x8CC4FF), buttonFill: Color(0x4F8BC3), buttonText: .white)
        return ChatTheme(
            style: .telegram, appearance: .dark, background: Color(0x0E1621),
            barFill: Color(0x17212B), barTitle: .white, barSubtitle: Color(0x708499), barSeparator: Color(0x0B1218),
            barAccent: Color(0x6AB2F2), incoming: incoming, outgoing: outgoing, authorColors: darkNames,
            avatarColors: avatars, avatarText: .white, pillFill: Color(0x1E2C3A, alpha: 220), pillText: .white,
            systemFill: Color(0x1E2C3A, alpha: 220), systemText: .white, separatorFill: Color(0x17212B),
            separatorText: Color(0x6AB2F2), failure: Color(0xE5534B),
            tail: .corner, cornerRadius: 15)
    }()
}

import ChatLayout
import ChatModel
import Foundation

/// The words a chat screen shows besides the messages: the unread separator, the deleted notice, "edited",
/// call titles, the member count and the date header format. Built in for English and Russian; other
/// languages use English words with their own dates.
public struct ChatStrings: Sendable, Hashable {
    /// The unread separator ("New messages").
    public var unreadSeparator: String
    /// A deleted message's notice.
    public var deletedMessage: String
    /// The word before an edited message's time.
    public var edited: String
    /// What a quote of a message missing from the transcript says.
    public var unavailableQuote: String
    /// Call titles.
    public var callTitles: CallTitles
    /// The date header's `DateFormatter` pattern.
    public var dateHeaderFormat: String
    /// Singular and plural forms of "member" for the navigation bar: [one, few, many] (few and many are the
    /// same in English).
    public var memberForms: [String]
    /// Whether member counts follow Russian plural rules (else English: one, other).
    var usesRussianPlurals = false

    /// The strings for a locale: Russian for `ru`, English otherwise.
    public init(locale: Locale) {
        if locale.language.languageCode?.identifier == "ru" {
            unreadSeparator = "НОВЫЕ СООБЩЕНИЯ"
            deletedMessage = "Сообщение удалено"
            edited = "Изменено"
            unavailableQuote = "Сообщение недоступно"
            callTitles = CallTitles(incoming: "Входящий звонок", outgoing: "Исходящий звонок", missed: "Пропущенный звонок")
            dateHeaderFormat = "d MMMM"
            memberForms = ["участник", "участника", "участников"]
            usesRussianPlurals = true
        } else {
            unreadSeparator = "New messages"
            deletedMessage = "This message was deleted"
            edited = "edited"
            unavailableQuote = "Message not available"
            callTitles = CallTitles()
            dateHeaderFormat = "MMMM d"
            memberForms = ["member", "members", "members"]
        }
    }

    /// "5 members", "3 участника": the count with its plural form (Russian: 1, 2–4 and 5–20 take different forms).
    public func members(_ count: Int) -> String {
        let n = abs(count) % 100
        let form: Int
        if !usesRussianPlurals {
            form = count == 1 ? 0 : 2
        } else if n % 10 == 1 && n != 11 {
            form = 0
        } else if (2...4).contains(n % 10) && !(12...14).contains(n) {
            form = 1
        } else {
            form = 2
        }
        let word = memberForms.indices.contains(form) ? memberForms[form] : memberForms.last ?? ""
        return "\(count) \(word)"
    }
}

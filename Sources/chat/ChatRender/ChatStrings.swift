import ChatBubbles
import ChatLayout
import ChatModel
import Foundation

/// The words a chat screen shows besides the messages: the unread separator, the deleted notice, "edited",
/// call titles, the member count and the date header format. Built in for English, Russian and Hebrew; other
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
    /// The words before a forwarded message's author.
    public var forwardedPrefix: String
    /// How file sizes are written.
    public var fileSizeFormat: FileSizeFormat
    /// How call durations are written (nil: a clock).
    public var durationUnits: DurationUnits?
    /// The row shown when older messages failed to load: the notice…
    public var loadingFailedNotice: String
    /// …and its action.
    public var loadingFailedAction: String
    /// The empty-state placeholder's title…
    public var emptyStateTitle: String
    /// …and the line under it.
    public var emptyStateDetail: String
    /// The typing indicator's caption in a group ("Anna is typing").
    public var typingSuffix: String
    /// Whether member counts follow Russian plural rules (else English: one, other).
    var usesRussianPlurals = false

    /// The strings for a locale: Russian for `ru`, Hebrew for `he`, English otherwise.
    public init(locale: Locale) {
        switch locale.language.languageCode?.identifier {
        case "ru":
            unreadSeparator = "НОВЫЕ СООБЩЕНИЯ"
            deletedMessage = "Сообщение удалено"
            edited = "Изменено"
            unavailableQuote = "Сообщение недоступно"
            callTitles = CallTitles(incoming: "Входящий звонок", outgoing: "Исходящий звонок", missed: "Пропущенный звонок")
            dateHeaderFormat = "d MMMM"
            memberForms = ["участник", "участника", "участников"]
            usesRussianPlurals = true
            forwardedPrefix = "Переслано от "
            fileSizeFormat = FileSizeFormat(prefix: "Размер ", decimalSeparator: ",", units: ["Б", "КБ", "МБ", "ГБ", "ТБ"])
            durationUnits = DurationUnits(hours: "ч", minutes: "мин", seconds: "с")
            loadingFailedNotice = "Не удалось загрузить сообщения"
            loadingFailedAction = "Повторить"
            emptyStateTitle = "Здесь пока ничего нет…"
            emptyStateDetail = "Отправьте сообщение, чтобы начать разговор."
            typingSuffix = " печатает"
        case "he":
            unreadSeparator = "הודעות חדשות"
            deletedMessage = "ההודעה נמחקה"
            edited = "נערכה"
            unavailableQuote = "ההודעה אינה זמינה"
            callTitles = CallTitles(incoming: "שיחה נכנסת", outgoing: "שיחה יוצאת", missed: "שיחה שלא נענתה")
            // Letters outside ASCII are literal in a date pattern: "16 במאי".
            dateHeaderFormat = "d בMMMM"
            memberForms = ["משתתף", "משתתפים", "משתתפים"]
            forwardedPrefix = "הועבר מאת "
            fileSizeFormat = FileSizeFormat()
            durationUnits = DurationUnits(hours: "שע׳", minutes: "דק׳", seconds: "שנ׳")
            loadingFailedNotice = "לא ניתן לטעון הודעות"
            loadingFailedAction = "לנסות שוב"
            emptyStateTitle = "אין כאן הודעות עדיין…"
            emptyStateDetail = "שלחו הודעה כדי להתחיל בשיחה."
            typingSuffix = " מקליד/ה"
        default:
            unreadSeparator = "New messages"
            deletedMessage = "This message was deleted"
            edited = "edited"
            unavailableQuote = "Message not available"
            callTitles = CallTitles()
            dateHeaderFormat = "MMMM d"
            memberForms = ["member", "members", "members"]
            forwardedPrefix = "Forwarded from "
            fileSizeFormat = FileSizeFormat()
            durationUnits = nil
            loadingFailedNotice = "Couldn't load messages"
            loadingFailedAction = "Retry"
            emptyStateTitle = "No messages here yet…"
            emptyStateDetail = "Send a message to start the conversation."
            typingSuffix = " is typing"
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

    /// The words and formats of the bubbles: these strings, the date header format localised by `locale`, and the status
    /// symbols the renderer draws icons in the boxes of (a clock for pending, a red circle for failed).
    package func bubbleWords(locale: Locale) -> BubbleWords {
        var words = BubbleWords()
        words.locale = locale
        words.unreadSeparatorText = unreadSeparator
        words.deletedMessageText = deletedMessage
        words.editedText = edited
        words.unavailableQuoteText = unavailableQuote
        words.callTitles = callTitles
        words.dateHeaderFormat = dateHeaderFormat
        words.forwardedPrefix = forwardedPrefix
        words.fileSizeFormat = fileSizeFormat
        words.durationUnits = durationUnits
        words.statusSymbols.failed = "●"
        return words
    }
}

import ChatModel
import Foundation

/// The words and formats a chat's rows show: times, dates, notices, call titles, status symbols, file sizes and
/// durations (English by default; ChatRender's `ChatStrings` has other languages').
package struct BubbleWords: Hashable, Sendable {
    /// Locale of the date headers.
    package var locale = Locale(identifier: "en_US_POSIX")
    /// Whether times use a 24-hour clock ("14:05") or a 12-hour one ("2:05 PM").
    package var uses24HourTime = true
    /// The date header format (a `DateFormatter` pattern, localised by `locale`).
    package var dateHeaderFormat = "d MMMM yyyy"
    /// The text of the unread separator.
    package var unreadSeparatorText = "New messages"
    /// What a deleted message's bubble says.
    package var deletedMessageText = "This message was deleted"
    /// What a quote of a message that is not in the transcript says.
    package var unavailableQuoteText = "Message not available"
    /// The word before the time of an edited message ("edited 14:05").
    package var editedText = "edited"
    /// The titles of call rows.
    package var callTitles = CallTitles()
    /// The symbols after the time of an outgoing message, per status (a renderer may draw icons in their place).
    package var statusSymbols = StatusSymbols()
    /// The words before a forwarded message's original author ("Forwarded from ").
    package var forwardedPrefix = "Forwarded from "
    /// How file sizes are written.
    package var fileSizeFormat = FileSizeFormat()
    /// How call durations are written: nil for a clock ("2:00"), or words («2 мин»).
    package var durationUnits: DurationUnits?

    /// English words and formats.
    package init() {}
}

/// The titles of call rows, per direction.
public struct CallTitles: Hashable, Sendable {
    /// A call the reader received.
    public var incoming = "Incoming call"
    /// A call the reader made.
    public var outgoing = "Outgoing call"
    /// A call of 0 seconds.
    public var missed = "Missed call"

    /// English titles.
    public init() {}

    /// Titles in another language.
    public init(incoming: String, outgoing: String, missed: String) {
        self.incoming = incoming
        self.outgoing = outgoing
        self.missed = missed
    }
}

/// The symbols that follow the time of an outgoing message, per delivery status.
package struct StatusSymbols: Hashable, Sendable {
    /// Not yet sent.
    package var pending = "…"
    /// Reached the server.
    package var sent = "✓"
    /// Reached the recipient's device.
    package var delivered = "✓✓"
    /// Read by the recipient.
    package var read = "✓✓"
    /// Sending failed.
    package var failed = "!"

    /// The default symbols: `…`, `✓`, `✓✓`, `✓✓`, `!`.
    package init() {}

    /// The symbol of a status.
    package func symbol(for status: MessageStatus) -> String {
        switch status {
        case .pending: pending
        case .sent: sent
        case .delivered: delivered
        case .read: read
        case .failed: failed
        }
    }
}

/// How file sizes are written: "21.1 MB" in English, «Размер 21,1 МБ» in Russian.
public struct FileSizeFormat: Hashable, Sendable {
    /// Words before the number («Размер »).
    public var prefix = ""
    /// The decimal separator.
    public var decimalSeparator = "."
    /// Byte, kilobyte, megabyte, gigabyte and terabyte (decimal units).
    public var units = ["B", "KB", "MB", "GB", "TB"]

    /// English: "21.1 MB".
    public init() {}

    /// Another language's words.
    public init(prefix: String, decimalSeparator: String, units: [String]) {
        self.prefix = prefix
        self.decimalSeparator = decimalSeparator
        self.units = units
    }
}

/// How call durations are written: as a clock ("2:00", nil units) or in words («2 мин», «1 мин 5 с»).
public struct DurationUnits: Hashable, Sendable {
    /// Hours («ч»).
    public var hours: String
    /// Minutes («мин»).
    public var minutes: String
    /// Seconds («с»).
    public var seconds: String

    /// Units of a language.
    public init(hours: String, minutes: String, seconds: String) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }
}

import ChatLayout
import ChatModel
import Foundation

/// The texts the layout derives from messages and days: times, statuses, file sizes, call titles, dates.
struct LabelText: Sendable {
    let configuration: BubbleConfiguration
    let timeZone: TimeZone

    /// "14:05" or "2:05 PM" in the transcript's time zone, with "edited" and the status glyphs.
    func timeLabel(for message: Message, isOutgoing: Bool) -> String {
        let local = Int((message.time.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: message.time)))
            .rounded(.down))
        let minuteOfDay = ((local % 86_400 + 86_400) % 86_400) / 60
        var label = Self.clock(minuteOfDay: minuteOfDay, twentyFourHour: configuration.words.uses24HourTime)
        if message.edited && !message.deleted { label = configuration.words.editedText + " " + label }
        if let symbol = statusSymbol(for: message, isOutgoing: isOutgoing) { label += " " + symbol }
        return label
    }

    /// "09:05" (24-hour) or "9:05 AM", written byte by byte: every message's label starts with it, and string
    /// interpolation costs several times as much.
    static func clock(minuteOfDay: Int, twentyFourHour: Bool) -> String {
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        let shownHour = twentyFourHour ? hour : (hour % 12 == 0 ? 12 : hour % 12)
        return String(unsafeUninitializedCapacity: 8) { bytes in
            var count = 0
            func append(_ byte: UInt8) {
                bytes[count] = byte
                count += 1
            }
            func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value) }
            if twentyFourHour || shownHour >= 10 { append(digit(shownHour / 10)) }
            append(digit(shownHour % 10))
            append(UInt8(ascii: ":"))
            append(digit(minute / 10))
            append(digit(minute % 10))
            if !twentyFourHour {
                append(UInt8(ascii: " "))
                append(hour < 12 ? UInt8(ascii: "A") : UInt8(ascii: "P"))
                append(UInt8(ascii: "M"))
            }
            return count
        }
    }

    /// The status symbol that ends an outgoing message's time label, if any.
    func statusSymbol(for message: Message, isOutgoing: Bool) -> String? {
        guard isOutgoing, let status = message.status else { return nil }
        return configuration.words.statusSymbols.symbol(for: status)
    }

    /// "12 B", "3.4 KB", "1.2 MB", "2.0 GB" (decimal units, one decimal above bytes), in `format`'s words
    /// («Размер 21,1 МБ»).
    static func fileSize(_ bytes: Int, format: FileSizeFormat = FileSizeFormat()) -> String {
        let units = format.units.count == 5 ? format.units : FileSizeFormat().units
        if bytes < 1000 { return format.prefix + "\(bytes) " + units[0] }
        var value = Double(bytes) / 1000
        var unit = 1
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let number = String(format: "%.1f", value).replacingOccurrences(of: ".", with: format.decimalSeparator)
        return format.prefix + number + " " + units[unit]
    }

    /// A duration as a clock: "0:07", "2:00", "1:02:03".
    static func clock(seconds total: Int) -> String {
        let total = max(0, total)
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        let ss = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        if hours > 0 { return "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)") + ":" + ss }
        return "\(minutes):" + ss
    }

    /// A duration in words («2 мин», «1 мин 5 с», «1 ч 2 мин»): at most two units, zero parts left out.
    static func words(seconds total: Int, units: DurationUnits) -> String {
        let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
        let parts = [(hours, units.hours), (minutes, units.minutes), (seconds, units.seconds)]
        let shown = parts.drop { $0.0 == 0 }.prefix(2).filter { $0.0 > 0 }
        return shown.isEmpty ? "0 \(units.seconds)" : shown.map { "\($0.0) \($0.1)" }.joined(separator: " ")
    }

    /// The percentage of a progress ("42%").
    static func percentage(_ progress: Double) -> String {
        "\(Int((min(1, max(0, progress)) * 100).rounded(.down)))%"
    }

    /// "Missed call", or "Incoming call" / "Outgoing call" (the configuration's `callTitles`).
    func callTitle(_ call: CallInfo, isOutgoing: Bool) -> String {
        let titles = configuration.words.callTitles
        return call.seconds == 0 ? titles.missed : (isOutgoing ? titles.outgoing : titles.incoming)
    }

    /// The call's duration as "m:ss" or "h:mm:ss" (or in `units`' words); nil for a missed call.
    static func callDuration(_ call: CallInfo, units: DurationUnits? = nil) -> String? {
        guard call.seconds > 0 else { return nil }
        if let units { return words(seconds: call.seconds, units: units) }
        return clock(seconds: call.seconds)
    }
}

/// Formats date headers; one per layout pass (a `DateFormatter` is not thread-safe, so it is not shared).
struct DateHeaderFormatter {
    private let formatter: DateFormatter
    private let timeZone: TimeZone

    init(words: BubbleWords, timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = words.locale
        formatter.timeZone = timeZone
        formatter.dateFormat = words.dateHeaderFormat
        self.timeZone = timeZone
    }

    func text(for day: Day) -> String {
        // Noon avoids days that start or end at a DST jump.
        formatter.string(from: day.start(in: timeZone).addingTimeInterval(12 * 3600))
    }
}

import Foundation

/// The strict ISO 8601 form of a message's time, parsed by hand: `YYYY-MM-DDTHH:MM:SSZ` or
/// `YYYY-MM-DDTHH:MM:SS±HH:MM`, years 1600–9999, a real calendar day, hours 00–23, minutes and seconds 00–59,
/// offsets up to ±18:00.
///
/// Every time it accepts, `Date(text, strategy: .iso8601)` reads to the same `Date` (the tests compare them).
/// Foundation's parser is more lenient (fractions, `+0300`, a lowercase `z`, `24:00`, 30 February, trailing
/// text); those forms are left to it, which is why this answers nil rather than an error.
enum ISO8601Timestamp {
    /// The date `text` spells, or nil when it is not in the strict form.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard text.count == 20 || text.count == 25 else { return nil }
        func digit(_ index: Int) -> Int? {
            let value = Int(text[index]) &- 48
            return value >= 0 && value <= 9 ? value : nil
        }
        func number(_ index: Int, _ count: Int) -> Int? {
            var value = 0
            for i in index..<(index + count) {
                guard let d = digit(i) else { return nil }
                value = value * 10 + d
            }
            return value
        }
        guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == UInt8(ascii: "T"),
              text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1600...9999).contains(year), (1...12).contains(month), day >= 1,
              day <= daysInMonth(month, year: year), hour <= 23, minute <= 59, second <= 59
        else { return nil }
        let offset: Int
        if text.count == 20 {
            guard text[19] == UInt8(ascii: "Z") else { return nil }
            offset = 0
        } else {
            let sign = text[19]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), text[22] == UInt8(ascii: ":"),
                  let hours = number(20, 2), let minutes = number(23, 2), minutes <= 59,
                  hours * 60 + minutes <= 18 * 60
            else { return nil }
            offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let days = Day(year: year, month: month, day: day).ordinal
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The year, month and day of a text that starts `YYYY-MM-DD`, or nil.
    static func calendarDate(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let bytes = Array(text.utf8.prefix(10))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return (year, month, day)
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

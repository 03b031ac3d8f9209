import Foundation

/// A local calendar day (proleptic Gregorian), the key of a transcript section.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 in the chosen time zone.
    public var ordinal: Int

    /// The day with this ordinal (days since 1970-01-01).
    public init(ordinal: Int) { self.ordinal = ordinal }

    /// The day with this year, month (1–12) and day of month (1–31).
    public init(year: Int, month: Int, day: Int) {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        ordinal = era * 146097 + dayOfEra - 719468
    }

    /// The local day on which `date` falls in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        ordinal = Int((local / 86_400).rounded(.down))
    }

    /// Year, month (1–12) and day of month (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = ordinal + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Midnight of this day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        let utcMidnight = Date(timeIntervalSince1970: Double(ordinal) * 86_400)
        return utcMidnight.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: utcMidnight)))
    }

    /// The day as `yyyy-MM-dd`.
    public var description: String {
        let (year, month, day) = components
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Earlier days first.
    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }
}

import ChatModel
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// The clock text written byte by byte equals the interpolated one it replaced, at every minute of the day.
@Suite struct LabelTextTests {
    static func interpolated(minuteOfDay: Int, twentyFourHour: Bool) -> String {
        let hour = minuteOfDay / 60
        let minute = minuteOfDay % 60
        let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
        if twentyFourHour { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minuteText }
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return "\(hour12):\(minuteText) " + (hour < 12 ? "AM" : "PM")
    }

    @Test(arguments: [true, false])
    func clockMatchesInterpolationAtEveryMinute(twentyFourHour: Bool) {
        for minuteOfDay in 0..<1_440 {
            #expect(LabelText.clock(minuteOfDay: minuteOfDay, twentyFourHour: twentyFourHour)
                    == Self.interpolated(minuteOfDay: minuteOfDay, twentyFourHour: twentyFourHour))
        }
        #expect(LabelText.clock(minuteOfDay: 0, twentyFourHour: twentyFourHour) == (twentyFourHour ? "00:00" : "12:00 AM"))
    }
}

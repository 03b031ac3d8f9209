import Foundation
import Raster
import TextMeasure
import TextRender
import Testing

/// Renders the visual checks in `Samples/rendered/`. Always renders (a smoke test of every drawing path);
/// writes the PNGs only when `LETTERPRESS_WRITE_SAMPLES=1` (`make samples`).
@Suite struct RenderSamplesTests {
    static let blue = Color(red: 0x0B, green: 0x84, blue: 0xFF)
    static let grey = Color(red: 0xE9, green: 0xE9, blue: 0xEB)

    static let scriptLines: [(String, String)] = [
        ("Latin", "The quick brown fox jumps over the lazy dog — 0123456789"),
        ("Cyrillic", "Съешь же ещё этих мягких французских булок, да выпей чаю"),
        ("Arabic", "مرحبا بالعالم، كيف حالك اليوم؟ 123"),
        ("Hebrew", "שלום עולם, מה שלומך היום? 123"),
        ("CJK", "你好，世界！今天天气很好。こんにちは、世界。"),
        ("Thai", "สวัสดีชาวโลก วันนี้อากาศดีมาก"),
        ("Emoji", "Emoji 😀👍🏽🇷🇺❤️ 👨‍👩‍👧 on the baseline"),
    ]

    private var outputDirectory: URL? {
        guard ProcessInfo.processInfo.environment["LETTERPRESS_WRITE_SAMPLES"] == "1" else { return nil }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/rendered")
    }

    private func save(_ image: Image, _ name: String) throws {
        guard let directory = outputDirectory else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNGEncoder(compression: .small).write(image, to: directory.appendingPathComponent(name).path)
    }

    /// Every script on its own line, black on white, at scales 1, 2 and 3.
    @Test func scripts() throws {
        let context = try RasterContext(cache: Fixtures.cache)
        for scale in [1.0, 2.0, 3.0] {
            let layouts = try Self.scriptLines.map { try Fixtures.measurer.measure($0.1, style: TextStyle(size: 17), width: 420,
                                                                                   options: MeasureOptions(scale: scale)) }
            let height = layouts.reduce(0) { $0 + $1.size.height + 8 } + 8
            var canvas = try Canvas(width: Int(440 * scale), height: Int((height * scale).rounded(.up)), scale: scale,
                                    background: .white, context: context)
            var y = 8.0
            for layout in layouts {
                try canvas.fill(CGRect(x: 10, y: y, width: layout.size.width, height: layout.size.height),
                                color: Color(red: 255, green: 240, blue: 200))
                try canvas.draw(layout, at: CGPoint(x: 10, y: y))
                y += layout.size.height + 8
            }
            try save(canvas.image, "scripts@\(Int(scale))x.png")
        }
    }

    /// White on an iMessage-blue bubble and black on a grey bubble at scales 1 and 3, and every gamma setting
    /// side by side (none, standard, linear light) to choose the curve by eye.
    @Test func bubbles() throws {
        let text = "Sounds good! See you at 7 🙂 Let's meet by the fountain."
        let gammas: [TextGamma] = [.none, .standard, TextGamma(lightText: 2.2, darkText: 2.2)]
        for scale in [1.0, 3.0] {
            let layout = try Fixtures.measurer.measure(text, style: TextStyle(size: 17), width: 220, options: MeasureOptions(scale: scale))
            let cellHeight = 2 * (layout.size.height + 30)
            var comparison = try Canvas(width: Int(3 * 270 * scale), height: Int(cellHeight * scale), scale: scale,
                                        background: .white, context: try RasterContext(cache: Fixtures.cache))
            for (column, gamma) in gammas.enumerated() {
                var cell = try Canvas(width: Int(270 * scale), height: Int(cellHeight * scale), scale: scale, background: .white,
                                      context: try RasterContext(cache: GlyphCache(), gamma: gamma))
                let outgoing = BubbleShape(rect: CGRect(x: 20, y: 8, width: layout.size.width + 24, height: layout.size.height + 14),
                                           tail: .curved, side: .trailing)
                try cell.fill(outgoing.path, color: Self.blue)
                try cell.draw(layout, at: CGPoint(x: 32, y: 15), paint: TextPaint(color: .white))
                let top = layout.size.height + 30
                let incoming = BubbleShape(rect: CGRect(x: 12, y: top + 4, width: layout.size.width + 24, height: layout.size.height + 14),
                                           tail: .curved, side: .leading)
                try cell.fill(incoming.path, color: Self.grey)
                try cell.draw(layout, at: CGPoint(x: 24, y: top + 11), paint: TextPaint(color: .black))
                try comparison.draw(cell.image, in: CGRect(x: Double(column) * 270, y: 0, width: 270, height: cellHeight))
                if gamma == .standard { try save(cell.image, "bubbles@\(Int(scale))x.png") }
            }
            try save(comparison.image, "gamma-none-standard-linear@\(Int(scale))x.png")
        }
    }

    /// The three tail styles on both sides, in left-to-right and right-to-left layouts.
    @Test func tails() throws {
        let scale = 3.0
        let context = try RasterContext(cache: Fixtures.cache)
        var canvas = try Canvas(width: Int(330 * scale), height: Int(410 * scale), scale: scale, background: .white, context: context)
        var y = 10.0
        for tail in BubbleShape.Tail.allCases {
            for (side, rtl) in [(BubbleShape.Side.leading, false), (.trailing, false), (.trailing, true)] {
                let label = "\(tail.rawValue) · \(side.rawValue)\(rtl ? " · RTL" : "")"
                let layout = try Fixtures.measurer.measure(label, style: TextStyle(size: 15), options: MeasureOptions(scale: scale))
                let width = layout.size.width + 24
                let onRight = (side == .trailing) != rtl
                let x = onRight ? 310 - width : 20
                let bubble = BubbleShape(rect: CGRect(x: x, y: y, width: width, height: 34), tail: tail, side: side, isRightToLeft: rtl)
                try canvas.fill(bubble.path, color: onRight ? Self.blue : Self.grey)
                try canvas.draw(layout, at: CGPoint(x: x + 12, y: y + (34 - layout.size.height) / 2),
                                paint: TextPaint(color: onRight ? .white : .black))
                y += 44
            }
        }
        try save(canvas.image, "tails@3x.png")
    }

    /// Style runs in colours, underline, strikethrough, a stroked path, an avatar clipped to a circle.
    @Test func canvasFeatures() throws {
        let scale = 2.0
        let context = try RasterContext(cache: Fixtures.cache)
        var canvas = try Canvas(width: Int(360 * scale), height: Int(160 * scale), scale: scale, background: .white, context: context)
        var text = AttributedText("Red, ", style: TextStyle(size: 17))
        text.append("underlined", style: TextStyle(size: 17, weight: .bold))
        text.append(", struck ", style: TextStyle(size: 17))
        text.append("and blue مرحبا", style: TextStyle(size: 17, italic: true))
        let layout = try Fixtures.measurer.measure(text, width: 260, options: MeasureOptions(scale: scale))
        try canvas.draw(layout, at: CGPoint(x: 80, y: 16), paints: [
            TextPaint(color: Color(red: 200, green: 0, blue: 0)),
            TextPaint(color: .black, underline: true),
            TextPaint(color: .black, strikethrough: true),
            TextPaint(color: Self.blue, underline: true),
        ])
        // An avatar: a 4-colour 8×8 image scaled into a circle.
        var avatarPixels: [UInt8] = []
        for row in 0..<8 {
            for column in 0..<8 {
                let color: [UInt8] = row < 4 ? (column < 4 ? [230, 80, 60, 255] : [60, 160, 90, 255])
                                             : (column < 4 ? [60, 90, 220, 255] : [240, 190, 40, 255])
                avatarPixels += color
            }
        }
        let avatar = try Image(width: 8, height: 8, pixels: avatarPixels)
        try canvas.draw(avatar, in: CGRect(x: 16, y: 16, width: 48, height: 48), clippedToCircle: true)
        var path = Path()
        path.move(to: CGPoint(x: 20, y: 120))
        path.addCurve(to: CGPoint(x: 330, y: 120), control1: CGPoint(x: 100, y: 60), control2: CGPoint(x: 250, y: 180))
        try canvas.stroke(path, color: Color(red: 120, green: 60, blue: 200), style: StrokeStyle(lineWidth: 3, cap: .round))
        try canvas.withClip(CGRect(x: 20, y: 130, width: 100, height: 20)) { clipped in
            try clipped.fill(Path(circleAround: CGPoint(x: 70, y: 150), radius: 30), color: Color(red: 0, green: 150, blue: 136))
        }
        try save(canvas.image, "canvas@2x.png")
    }
}

import CPangoPeer

/// One line of a Pango layout, for explaining line-breaking differences.
public struct PangoLine: Sendable {
    /// The line's text.
    public var text: String
    /// The line's byte range in the UTF-8 text.
    public var utf8Range: Range<Int>
    /// The logical x and width of the line in points (Pango's line extents).
    public var x: Double
    public var width: Double
    /// The line's runs: "family [start, end) width" per run, byte offsets, joined by " | ".
    public var runs: String
}

extension PangoText {
    /// The lines of the layout at the width of the last `measure(width:)`.
    public var lines: [PangoLine] {
        let bytes = Array(string.utf8)
        var lines: [PangoLine] = []
        var index: Int32 = 0
        var line = LPPLine()
        while lpp_text_line(handle, index, &line) == LPP_OK {
            let start = min(max(Int(line.start), 0), bytes.count)
            let end = min(max(start + Int(line.length), start), bytes.count)
            lines.append(PangoLine(text: String(decoding: bytes[start..<end], as: UTF8.self), utf8Range: start..<end,
                                   x: line.x, width: line.width, runs: describeLine(index)))
            index += 1
        }
        return lines
    }

    private func describeLine(_ index: Int32) -> String {
        let needed = lpp_text_describe_line(handle, index, nil, 0)
        guard needed >= 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = lpp_text_describe_line(handle, index, &buffer, buffer.count)
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

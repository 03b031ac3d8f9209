import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// A voice note's template: the play button beside the waveform (longer for longer notes, within the content's
/// width) over the duration.
///
/// ```
/// voice (row; at most the content's width)
/// ├─ voice.button (button side; its top margin centres it on the row, rounded down to a whole point)
/// └─ column (margin-left: icon spacing; 4 of padding above; as wide as the waveform, shrinking to at least 1)
///    ├─ voice.waveform (waveform height, the column's width)
///    ├─ gap            (2)
///    └─ voice.duration (its own width)
/// ```
struct VoiceNoteTemplate {
    /// The play button's side.
    var buttonSide: CGFloat
    /// The space between the button and the waveform.
    var spacing: CGFloat
    /// The waveform's height.
    var waveformHeight: CGFloat

    /// The tree of a note whose waveform is `waveformWidth` wide (before the content's width limits it) and whose
    /// duration was measured into `duration`.
    func tree(waveformWidth: CGFloat, duration: TextBox) -> FlexNode {
        let waveformTop: CGFloat = 4, durationSpacing: CGFloat = 2
        let rowHeight = max(buttonSide, waveformTop + waveformHeight + durationSpacing + duration.height)
        var button = FlexStyle()
        button.width = .points(Double(buttonSide))
        button.height = .points(Double(buttonSide))
        button.margin.top = .points(Double(((rowHeight - buttonSide) / 2).rounded(.down)))
        button.alignSelf = .flexStart
        button.flexShrink = 0
        var column = FlexStyle()
        column.width = .points(Double(waveformWidth))
        column.minWidth = .points(1)
        column.flexShrink = 1
        column.margin.left = .points(Double(spacing))
        column.padding.top = .points(Double(waveformTop))
        column.alignSelf = .flexStart
        column.alignItems = .flexStart
        var waveform = FlexStyle()
        waveform.height = .points(Double(waveformHeight))
        waveform.alignSelf = .stretch
        var gap = FlexStyle()
        gap.height = .points(Double(durationSpacing))
        var row = FlexStyle()
        row.flexDirection = .row
        return FlexNode(id: MessagePart.Kind.voice.rawValue, style: row, children: [
            FlexNode(id: MessagePart.Kind.voiceButton.rawValue, style: button),
            FlexNode(id: "voice.texts", style: column, children: [
                FlexNode(id: MessagePart.Kind.voiceWaveform.rawValue, style: waveform),
                FlexNode(id: "gap.1", style: gap),
                PartTemplate.leaf(.voiceDuration, duration),
            ]),
        ])
    }
}

extension BubbleBuilder {
    /// A voice note, placed by its template; the time may follow the duration.
    mutating func voice(_ voice: VoiceNote) throws {
        let g = c.content
        let waveformWidth = min(g.waveformWidths.upperBound, g.waveformWidths.lowerBound + 2 * CGFloat(voice.seconds)).rounded(.down)
        let duration = try measure(LabelText.clock(seconds: voice.seconds), c.fonts.overlay, max(1, width), lines: 1)
        let template = VoiceNoteTemplate(buttonSide: g.voiceButtonSize, spacing: c.iconSpacing, waveformHeight: g.waveformHeight)
        let row = try place(PartTemplate(tree: template.tree(waveformWidth: waveformWidth, duration: duration)), maxWidth: width)
        content.templateParts.append(PlacedPart(MessagePart(.voice), row))
        texts[.voiceDuration] = duration
        layout.stackedTextHeight += duration.height
        if let durationFrame = content.templateParts.last(where: { $0.part.kind == .voiceDuration })?.frame {
            lastLine = (durationFrame.maxX - left, row.maxY, duration.height, false)
        }
    }
}

import ChatLayout
import FlexLayout
import Foundation

/// A file card's or call row's template: the icon (or the progress ring in its place) beside the title over the
/// detail line (the file's size, the call's duration), each centred on the row.
///
/// ```
/// attachment (row)
/// ├─ attachment.icon (icon side × icon side; its top margin centres it on the row, rounded down to a whole point)
/// └─ column (margin-left: icon spacing; centred on the row)
///    ├─ attachment.title
///    └─ attachment.detail (left out when there is none)
/// ```
struct IconRowTemplate {
    /// The icon's side.
    var iconSide: CGFloat
    /// The space between the icon and the texts.
    var spacing: CGFloat

    /// The tree of a row whose title and detail were measured into `title` and `detail` (nil: none).
    func tree(title: TextBox, detail: TextBox?) -> FlexNode {
        // The row is as tall as the icon or the texts; the icon's offset is a precomputed margin (centring in flex
        // would not round it down to a whole point).
        let rowHeight = max(iconSide, title.height + (detail?.height ?? 0))
        var icon = FlexStyle()
        icon.width = .points(Double(iconSide))
        icon.height = .points(Double(iconSide))
        icon.margin.top = .points(Double(((rowHeight - iconSide) / 2).rounded(.down)))
        icon.alignSelf = .flexStart
        var column = FlexStyle()
        column.margin.left = .points(Double(spacing))
        column.alignSelf = .center
        column.alignItems = .flexStart
        var row = FlexStyle()
        row.flexDirection = .row
        return FlexNode(id: MessagePart.Kind.attachment.rawValue, style: row, children: [
            FlexNode(id: MessagePart.Kind.icon.rawValue, style: icon),
            FlexNode(id: "attachment.texts", style: column,
                     children: [PartTemplate.leaf(.title, title)] + (detail.map { [PartTemplate.leaf(.detail, $0)] } ?? [])),
        ])
    }
}

extension BubbleBuilder {
    /// A file card or call row, placed by its template; a progress ring takes the icon's place.
    mutating func iconRow(icon: CGFloat, title: String, titleLines: Int, detail: String?, progress: Double?) throws {
        let textWidth = max(1, width - icon - c.iconSpacing)
        let titleBox = try measure(title, c.fonts.title, textWidth, lines: titleLines)
        let detailBox = try detail.map { try measure($0, c.fonts.detail, textWidth, lines: 1) }
        let template = IconRowTemplate(iconSide: icon, spacing: c.iconSpacing)
        let frame = try place(PartTemplate(tree: template.tree(title: titleBox, detail: detailBox)))
        layout.attachment = frame
        layout.stackedTextHeight += frame.height
        texts[.title] = titleBox
        if let detailBox { texts[.detail] = detailBox }
        if let progress {
            content.progress = content.templateParts.last { $0.part.kind == .icon }?.frame
            texts[.progress] = try measure(LabelText.percentage(progress), c.fonts.overlay, icon, lines: 1)
        }
    }
}

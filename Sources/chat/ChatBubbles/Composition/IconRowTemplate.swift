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
package struct IconRowTemplate: ClosedFormTemplate {
    /// The icon's side.
    package var iconSide: CGFloat
    /// The space between the icon and the texts.
    package var spacing: CGFloat
    /// The title, measured.
    package var title: TextBox
    /// The detail line, measured (nil: none).
    package var detail: TextBox?

    /// A row's template.
    package init(iconSide: CGFloat, spacing: CGFloat, title: TextBox, detail: TextBox?) {
        self.iconSide = iconSide
        self.spacing = spacing
        self.title = title
        self.detail = detail
    }

    /// The texts' height.
    private var textsHeight: CGFloat { title.height + (detail?.height ?? 0) }
    /// The icon's offset from the row's top: centred on the row, rounded down to a whole point (a precomputed margin:
    /// centring in flex would not round).
    private var iconTop: CGFloat { ((max(iconSide, textsHeight) - iconSide) / 2).rounded(.down) }

    package var tree: FlexNode {
        var icon = FlexStyle()
        icon.width = .points(Double(iconSide))
        icon.height = .points(Double(iconSide))
        icon.margin.top = .points(Double(iconTop))
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

    /// The icon, the spacing and the widest text; as tall as the icon (with its offset) or the texts.
    package var size: CGSize {
        CGSize(width: iconSide + (spacing + max(title.width, detail?.width ?? 0)), height: max(iconTop + iconSide, textsHeight))
    }

    /// The icon at the left, the texts after the spacing, centred on the row.
    package func appendParts(at origin: CGPoint, to parts: inout [PlacedPart]) {
        let columnX = origin.x + (iconSide + spacing), columnY = origin.y + (size.height - textsHeight) / 2
        // (FlexLayout sizes a box inside its margins: its height is its outer height less its top margin.)
        let iconHeight = (iconTop + iconSide) - iconTop
        parts.append(PlacedPart(MessagePart(.icon), CGRect(x: origin.x, y: origin.y + iconTop, width: iconSide, height: iconHeight)))
        parts.append(PlacedPart(MessagePart(.title), CGRect(x: columnX, y: columnY, width: title.width, height: title.height)))
        if let detail {
            parts.append(PlacedPart(MessagePart(.detail), CGRect(x: columnX, y: columnY + title.height, width: detail.width,
                                                                 height: detail.height)))
        }
    }
}

extension BubbleBuilder {
    /// A file card or call row, placed by its template; a progress ring takes the icon's place.
    mutating func iconRow(icon: CGFloat, title: String, titleLines: Int, detail: String?, progress: Double?) throws {
        let textWidth = max(1, width - icon - c.iconSpacing)
        let titleBox = try measure(title, c.fonts.title, textWidth, lines: titleLines)
        let detailBox = try detail.map { try measure($0, c.fonts.detail, textWidth, lines: 1) }
        let frame = place(IconRowTemplate(iconSide: icon, spacing: c.iconSpacing, title: titleBox, detail: detailBox))
        layout.attachment = frame
        layout.stackedTextHeight += frame.height
        texts[.title] = titleBox
        if let detailBox { texts[.detail] = detailBox }
        if let progress {
            content.progress = content.templateParts.last { $0.part.kind == .icon }?.frame
            if let ring = content.progress { recorder?.absolute(FlexNode(id: MessagePart(.progress).description), ring) }
            texts[.progress] = try measure(LabelText.percentage(progress), c.fonts.overlay, icon, lines: 1)
        }
    }
}

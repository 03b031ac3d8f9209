import ChatLayout
import ChatModel
import FlexLayout
import Foundation
import Geometry

/// A link preview's template: the site, the title and the description in a padded block (the painter draws its tint
/// and bar), beside a thumbnail at the right, or over a wide picture as wide as the block's inside.
///
/// ```
/// link (column; quote padding; as wide as the content when it has a picture, else as its texts)
/// ├─ row
/// │  ├─ column: link.site, link.title, link.description (each left out when empty)
/// │  └─ link.image (a thumbnail: its side, at the right)
/// ├─ gap (part spacing, between texts and a wide picture)
/// └─ link.image (a wide picture: the inside's width, its height)
/// ```
struct LinkPreviewTemplate {
    /// The space between the block's edges and its content.
    var padding: Insets
    /// The space between the texts and a wide picture.
    var spacing: CGFloat

    /// The picture of a preview: none, a thumbnail of a side, or a wide picture of a height.
    enum Picture {
        case none
        case thumbnail(side: CGFloat)
        case wide(height: CGFloat)
    }

    /// The tree of a preview whose texts were measured into `texts` (in order, empty ones left out), `width` wide
    /// when it has a picture.
    func tree(texts: [(MessagePart.Kind, TextBox)], picture: Picture, width: CGFloat) -> FlexNode {
        var block = FlexStyle()
        block.padding = FlexEdges(padding)
        block.alignItems = .flexStart
        if case .none = picture {} else { block.width = .points(Double(width)) }
        var column = FlexStyle()
        column.alignItems = .flexStart
        var row = FlexStyle()
        row.flexDirection = .row
        row.alignItems = .flexStart
        row.alignSelf = .stretch
        var rowChildren = [FlexNode(id: "link.texts", style: column, children: texts.map { PartTemplate.leaf($0.0, $0.1) })]
        var children: [FlexNode] = []
        switch picture {
        case .none:
            children = [FlexNode(id: "link.row", style: row, children: rowChildren)]
        case .thumbnail(let side):
            var thumbnail = FlexStyle()
            thumbnail.width = .points(Double(side))
            thumbnail.height = .points(Double(side))
            thumbnail.margin.left = .auto
            rowChildren.append(FlexNode(id: MessagePart.Kind.linkImage.rawValue, style: thumbnail))
            children = [FlexNode(id: "link.row", style: row, children: rowChildren)]
        case .wide(let height):
            var image = FlexStyle()
            image.height = .points(Double(height))
            image.alignSelf = .stretch
            if !texts.isEmpty {
                var gap = FlexStyle()
                gap.height = .points(Double(spacing))
                children = [FlexNode(id: "link.row", style: row, children: rowChildren), FlexNode(id: "gap.1", style: gap)]
            }
            children.append(FlexNode(id: MessagePart.Kind.linkImage.rawValue, style: image))
        }
        return FlexNode(id: MessagePart.Kind.linkPreview.rawValue, style: block, children: children)
    }
}

extension BubbleBuilder {
    /// A link preview below the text, placed by its template: a wide picture (1.4 times as wide as tall, or more)
    /// goes under the texts, any other is a thumbnail at the right.
    mutating func linkPreview(_ preview: LinkPreview) throws {
        let padding = c.quotePadding
        let width = available
        let inner = max(1, width - padding.horizontal)
        let picture: LinkPreviewTemplate.Picture
        switch preview.image {
        case nil: picture = .none
        case let image? where CGFloat(image.width) / CGFloat(max(1, image.height)) >= 1.4:
            picture = .wide(height: min(c.content.linkImageMaximumHeight,
                                        (inner * CGFloat(image.height) / CGFloat(max(1, image.width))).rounded(.down)))
        case _?: picture = .thumbnail(side: c.content.linkThumbnailSide)
        }
        let textWidth = if case .thumbnail(let side) = picture { max(1, inner - side - c.iconSpacing) } else { inner }
        var lines: [(MessagePart.Kind, TextRole, TextBox)] = []
        if let site = preview.site, !site.isEmpty {
            lines.append((.linkSite, .linkSite, try measure(site, c.fonts.authorName, textWidth, lines: 1)))
        }
        if let title = preview.title, !title.isEmpty {
            lines.append((.linkTitle, .linkTitle, try measure(title, c.fonts.linkTitle, textWidth, lines: 2)))
        }
        if let text = preview.description, !text.isEmpty {
            lines.append((.linkDescription, .linkDescription, try measure(text, c.fonts.quote, textWidth, lines: 3)))
        }
        let template = LinkPreviewTemplate(padding: padding, spacing: c.partSpacing)
        let block = try place(PartTemplate(tree: template.tree(texts: lines.map { ($0.0, $0.2) }, picture: picture, width: width)))
        content.linkPreview = block
        for (_, role, box) in lines {
            texts[role] = box
            layout.stackedTextHeight += box.height
        }
    }
}

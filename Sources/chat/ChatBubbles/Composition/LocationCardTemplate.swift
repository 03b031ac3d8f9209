import ChatLayout
import ChatModel
import FlexLayout
import Foundation

/// A location card's template: a map as wide as the bubble's content (half as tall) over the place's name and
/// address.
///
/// ```
/// location (column, as wide as the content)
/// ├─ location.map     (content width × half of it)
/// ├─ location.title   (title font, up to two lines; margin-top: icon spacing)
/// └─ location.address (detail font, up to two lines; left out when the card has none)
/// ```
struct LocationCardTemplate {
    /// The map's width, which is the card's.
    var width: CGFloat
    /// The space between the map and the name.
    var spacing: CGFloat

    /// The map's height: half its width, in whole points.
    var mapHeight: CGFloat { (width / 2).rounded(.down) }

    /// The tree of a card whose name and address were measured into `title` and `address`.
    func tree(title: TextBox, address: TextBox?) -> FlexNode {
        var map = FlexStyle()
        map.width = .points(Double(width))
        map.height = .points(Double(mapHeight))
        map.flexShrink = 0
        var name = PartTemplate.leaf(.locationTitle, title)
        name.style.margin.top = .points(Double(spacing))
        var column = FlexStyle()
        column.width = .points(Double(width))
        column.alignItems = .flexStart
        return FlexNode(id: MessagePart.Kind.location.rawValue, style: column, children: [
            FlexNode(id: MessagePart.Kind.locationMap.rawValue, style: map), name,
        ] + (address.map { [PartTemplate.leaf(.locationAddress, $0)] } ?? []))
    }
}

extension LocationCard: TemplatedContent {
    /// The card's template laid out below the last part; the time goes below it.
    func place(in builder: inout BubbleBuilder) throws { try builder.location(self) }
}

extension BubbleBuilder {
    /// A location card: its template laid out below the last part, as wide as the content.
    fileprivate mutating func location(_ card: LocationCard) throws {
        let template = LocationCardTemplate(width: available, spacing: c.iconSpacing)
        let title = try measure(card.title, c.fonts.title, template.width, lines: 2)
        let address = try card.address.map { try measure($0, c.fonts.detail, template.width, lines: 2) }
        let frame = try place(PartTemplate(tree: template.tree(title: title, address: address)), maxWidth: available)
        content.templateParts.append(PlacedPart(MessagePart(.location), frame))
        texts[.part(MessagePart(.locationTitle))] = title
        if let address { texts[.part(MessagePart(.locationAddress))] = address }
        layout.stackedTextHeight += title.height + (address?.height ?? 0)
    }
}

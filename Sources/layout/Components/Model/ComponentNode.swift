import FlexLayout

/// One component of a declarative UI: a box, a text or an image, with its layout style and its look.
///
/// ```swift
/// let card = ComponentNode(id: "card", style: cardStyle, decoration: BoxDecoration(background: .white,
///                                                                                cornerRadius: .radius(12)),
///                          children: [
///     ComponentNode(id: "title", style: titleStyle, text: TextContent("Check the car", size: 17, weight: .semibold)),
///     ComponentNode(id: "photo", style: photoStyle, image: ImageContent(image: photo, fit: .fill)),
/// ])
/// ```
public struct ComponentNode: Sendable {
    /// The node's name: unique in its tree, echoed in layout output and error messages.
    public var id: String
    /// The flexbox style (Yoga's names and defaults).
    public var style: FlexStyle
    /// What the node shows besides its box.
    public var content: ComponentContent
    /// Background, border colours, corners, opacity, clipping.
    public var decoration: BoxDecoration

    /// A box with children.
    public init(id: String, style: FlexStyle = FlexStyle(), decoration: BoxDecoration = BoxDecoration(),
                children: [ComponentNode] = []) {
        self.id = id
        self.style = style
        self.content = .box(children)
        self.decoration = decoration
    }

    /// A text leaf.
    public init(id: String, style: FlexStyle = FlexStyle(), decoration: BoxDecoration = BoxDecoration(), text: TextContent) {
        self.id = id
        self.style = style
        self.content = .text(text)
        self.decoration = decoration
    }

    /// An image leaf.
    public init(id: String, style: FlexStyle = FlexStyle(), decoration: BoxDecoration = BoxDecoration(), image: ImageContent) {
        self.id = id
        self.style = style
        self.content = .image(image)
        self.decoration = decoration
    }

    /// Whether the node or a descendant shows text (laying it out needs fonts).
    public var containsText: Bool {
        switch content {
        case .text: true
        case .image: false
        case .box(let children): children.contains { $0.containsText }
        }
    }

    /// The node's children (none for text and images).
    public var children: [ComponentNode] {
        if case .box(let children) = content { return children }
        return []
    }
}

/// What a component shows inside its box.
public enum ComponentContent: Sendable {
    /// Children laid out by flexbox.
    case box([ComponentNode])
    /// Text measured by TextMeasure.
    case text(TextContent)
    /// A picture.
    case image(ImageContent)
}

import Components
import FlexLayout
import Foundation
import Raster
import Testing
import TextMeasure
import TextRender

/// Pixels where the layout puts things: backgrounds, rounded corners, borders, opacity, clipping, image fits, RTL.
@Suite struct RenderingTests {
    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 255, blue: 0)

    func box(_ id: String, _ configure: (inout FlexStyle) -> Void = { _ in }, decoration: BoxDecoration = BoxDecoration(),
             children: [ComponentNode] = []) -> ComponentNode {
        ComponentNode(id: id, style: FlexStyle(configure), decoration: decoration, children: children)
    }

    @Test func backgroundsAndRoundedCorners() throws {
        let root = box("root", { $0.width = 40; $0.height = 20 }, decoration: BoxDecoration(background: Self.red, corners: .radius(8)))
        let image = try Support.render(try Support.layout(root, scale: 2))
        #expect(image.width == 80 && image.height == 40)
        #expect(image.color(x: 40, y: 20) == Self.red)
        #expect(image.color(x: 0, y: 0)?.alpha == 0)
        #expect(image.color(x: 79, y: 39)?.alpha == 0)
        #expect(image.color(x: 40, y: 0) == Self.red)
    }

    @Test func bordersTakeTheirWidthsFromTheStyleAndColoursPerEdge() throws {
        let colors = BorderColors(left: Self.red, top: Self.green, right: Self.blue, bottom: Self.green)
        let root = box("root", { $0.width = 20; $0.height = 20; $0.border = FlexEdges(left: 2, top: 1, right: 3, bottom: 1) },
                       decoration: BoxDecoration(background: .white, borderColors: colors))
        let image = try Support.render(try Support.layout(root))
        #expect(image.color(x: 0, y: 10) == Self.red)
        #expect(image.color(x: 1, y: 10) == Self.red)
        #expect(image.color(x: 2, y: 10) == .white)
        #expect(image.color(x: 17, y: 10) == Self.blue)
        #expect(image.color(x: 16, y: 10) == .white)
        #expect(image.color(x: 10, y: 0) == Self.green)
        #expect(image.color(x: 10, y: 19) == Self.green)
        // One colour on every edge: a ring, the inside keeps the background (rounded too).
        let ring = box("root", { $0.width = 20; $0.height = 20; $0.border = FlexEdges(2) },
                       decoration: BoxDecoration(background: .white, borderColors: BorderColors(Self.blue), corners: .radius(4)))
        let ringImage = try Support.render(try Support.layout(ring))
        #expect(ringImage.color(x: 10, y: 10) == .white)
        #expect(ringImage.color(x: 10, y: 0) == Self.blue)
        #expect(ringImage.color(x: 19, y: 10) == Self.blue)
        // `start` is the right edge in RTL.
        let logical = box("root", { $0.width = 20; $0.height = 20; $0.border = FlexEdges(4) },
                          decoration: BoxDecoration(borderColors: BorderColors(start: Self.red, all: Self.blue)))
        let rtl = try Support.render(try Support.layout(logical, direction: .rtl))
        #expect(rtl.color(x: 18, y: 10) == Self.red)
        #expect(rtl.color(x: 1, y: 10) == Self.blue)
    }

    @Test func opacityAppliesToTheWholeGroup() throws {
        // A red child over a blue parent at 50 %: the overlap shows red at half alpha (not red over blue).
        let root = box("root", { $0.width = 10; $0.height = 10 }, decoration: BoxDecoration(background: Self.blue, opacity: 0.5),
                       children: [box("child", { $0.width = 5; $0.height = 10 }, decoration: BoxDecoration(background: Self.red))])
        let image = try Support.render(try Support.layout(root))
        let overlap = try #require(image.color(x: 2, y: 5)), parentOnly = try #require(image.color(x: 8, y: 5))
        #expect(overlap.alpha == 128 && overlap.red == 255 && overlap.blue == 0)
        #expect(parentOnly.alpha == 128 && parentOnly.blue == 255)
    }

    @Test func clippingKeepsChildrenInsideTheRoundedBox() throws {
        let child = box("child", { $0.width = 60; $0.height = 60; $0.margin.left = -10 }, decoration: BoxDecoration(background: Self.red))
        let clipped = box("root", { $0.width = 40; $0.height = 40; $0.alignItems = .flexStart },
                          decoration: BoxDecoration(corners: .radius(10), clipsContent: true), children: [child])
        let outer = box("outer", { $0.padding = FlexEdges(10) }, children: [clipped])
        let image = try Support.render(try Support.layout(outer))
        #expect(image.color(x: 30, y: 30) == Self.red)
        #expect(image.color(x: 5, y: 30)?.alpha == 0)       // left of the box: the child overflows there, clipped
        #expect(image.color(x: 55, y: 30)?.alpha == 0)      // right of the box
        #expect(image.color(x: 10, y: 10)?.alpha == 0)      // the rounded corner
        var unclipped = clipped
        unclipped.decoration.clipsContent = false
        let plain = try Support.render(try Support.layout(box("outer", { $0.padding = FlexEdges(10) }, children: [unclipped])))
        #expect(plain.color(x: 5, y: 30) == Self.red)
    }

    @Test func imageFitModes() throws {
        // A 2 × 1 picture (left red, right blue) in a 20 × 20 box.
        let picture = try Image(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        func render(_ fit: ImageFit) throws -> Image {
            try Support.render(try Support.layout(ComponentNode(id: "i", style: FlexStyle { $0.width = 20; $0.height = 20 },
                                                                image: ImageContent(image: picture, fit: fit))))
        }
        let fit = try render(.fit), fill = try render(.fill), stretch = try render(.stretch)
        // fit: 20 × 10 centred, transparent bands above and below.
        #expect(fit.color(x: 10, y: 2)?.alpha == 0)
        #expect(fit.color(x: 2, y: 10)?.red == 255)
        #expect(fit.color(x: 18, y: 10)?.blue == 255)
        // fill: 40 × 20 centred and cropped: the whole box is covered, the middle of the picture shows.
        #expect(fill.color(x: 10, y: 2)?.alpha == 255)
        #expect((fill.color(x: 1, y: 1)?.red ?? 0) > 200)
        // stretch: 20 × 20, red left half and blue right half.
        #expect(stretch.color(x: 2, y: 2)?.red == 255)
        #expect(stretch.color(x: 18, y: 18)?.blue == 255)
        // A circle keeps only the inscribed disc.
        let circle = try Support.render(try Support.layout(ComponentNode(id: "i", style: FlexStyle { $0.width = 20; $0.height = 20 },
                                                                         decoration: BoxDecoration(corners: .circle),
                                                                         image: ImageContent(image: picture, fit: .stretch))))
        #expect(circle.color(x: 0, y: 0)?.alpha == 0)
        #expect(circle.color(x: 10, y: 1)?.alpha == 255)
    }

    @Test func textIsDrawnInsideItsContentBox() throws {
        let root = ComponentNode(id: "root", style: FlexStyle { $0.padding = FlexEdges(20) }, decoration: BoxDecoration(background: .white), children: [
            ComponentNode(id: "text", text: TextContent("HHHH", style: TextStyle(size: 20), color: .black)),
        ])
        let layout = try Support.layout(root, scale: 1)
        let image = try Support.render(layout)
        let frame = try #require(layout.frame(ofID: "text"))
        var inkLeft = Int.max, inkRight = -1
        for y in 0..<image.height {
            for x in 0..<image.width where (image.color(x: x, y: y)?.red ?? 255) < 128 {
                inkLeft = min(inkLeft, x)
                inkRight = max(inkRight, x)
            }
        }
        #expect(inkLeft >= Int(frame.x) && inkRight < Int(frame.x + frame.width))
        // RTL mirrors the row: the image goes to the right, the text to its left.
        let row = ComponentNode(id: "row", style: FlexStyle { $0.flexDirection = .row; $0.width = 100 }, children: [
            ComponentNode(id: "icon", style: FlexStyle { $0.width = 20; $0.height = 20 }, decoration: BoxDecoration(background: Self.red)),
            ComponentNode(id: "label", style: FlexStyle { $0.flexGrow = 1 }, text: TextContent("Hi", style: TextStyle(size: 12))),
        ])
        let rtl = try Support.layout(row, direction: .rtl)
        #expect(rtl.frame(ofID: "icon")?.x == 80)
        #expect(rtl.frame(ofID: "label")?.x == 0)
        #expect(try Support.render(rtl).color(x: 90, y: 10) == Self.red)
    }

    /// An image leaf whose picture could not be read (a warning names it) draws a placeholder where it would be.
    @Test func aMissingPictureDrawsAPlaceholder() throws {
        let missing = ImageContent(image: nil, source: "missing.png")
        let image = try Support.render(try Support.layout(ComponentNode(id: "r", style: FlexStyle { $0.width = 40; $0.height = 40 },
                                                                        image: missing)))
        #expect(image.color(x: 2, y: 2) == Color(red: 0xE5, green: 0xE5, blue: 0xEA))
        #expect(image.width == 40 && image.height == 40)
    }
}

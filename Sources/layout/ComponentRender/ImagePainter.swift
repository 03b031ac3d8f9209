import Components
import Foundation
import Raster
import TextRender

/// Draws an image component's picture into its content box (fit, fill or stretch), inside its rounded corners;
/// a missing picture draws a placeholder.
struct ImagePainter {
    let content: ImageContent
    /// The content box on the canvas (points).
    let box: CGRect
    let corners: CornerShape

    /// The placeholder's colours: a light fill with a darker cross.
    static let placeholderFill = Color(red: 0xE5, green: 0xE5, blue: 0xEA)
    static let placeholderMark = Color(red: 0xAE, green: 0xAE, blue: 0xB2)

    func draw(on canvas: inout Canvas) throws {
        guard box.width > 0, box.height > 0 else { return }
        let mask: Path? = switch corners {
        case .square: nil
        case let .radii(topLeft, topRight, bottomRight, bottomLeft):
            Path(roundedRect: box, radii: CornerRadii(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight,
                                                      bottomLeft: bottomLeft))
        case .circle: Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 2)
        }
        guard let mask else {
            try drawPicture(on: &canvas)
            return
        }
        var layer = try canvas.makeLayer()
        try drawPicture(on: &layer)
        try canvas.composite(layer.image, clippedTo: mask)
    }

    private func drawPicture(on canvas: inout Canvas) throws {
        if let image = content.image, image.width > 0, image.height > 0 {
            let target = destination(for: image)
            try canvas.withClip(box) { clipped in try clipped.draw(image, in: target) }
        } else {
            try drawPlaceholder(on: &canvas)
        }
    }

    /// Where the picture goes for its fit mode (it may extend past the box when filling; the box clips it).
    func destination(for image: Image) -> CGRect {
        let width = Double(image.width), height = Double(image.height)
        let scale: Double
        switch content.fit {
        case .stretch: return box
        case .fit: scale = min(box.width / width, box.height / height)
        case .fill: scale = max(box.width / width, box.height / height)
        }
        let size = CGSize(width: width * scale, height: height * scale)
        return CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func drawPlaceholder(on canvas: inout Canvas) throws {
        try canvas.fill(box, color: Self.placeholderFill)
        let inset = min(box.width, box.height) * 0.25
        var cross = Path()
        cross.move(to: CGPoint(x: box.midX - inset, y: box.midY - inset))
        cross.addLine(to: CGPoint(x: box.midX + inset, y: box.midY + inset))
        cross.move(to: CGPoint(x: box.midX + inset, y: box.midY - inset))
        cross.addLine(to: CGPoint(x: box.midX - inset, y: box.midY + inset))
        try canvas.stroke(cross, color: Self.placeholderMark, style: StrokeStyle(lineWidth: max(1, inset / 6)))
    }
}

import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import TextRender

extension LocationCard: PaintedContent {
    /// The card where its template placed it: the map (a street plan drawn from the coordinates, with the pin at its
    /// centre), the place's name, and its address in the secondary colour.
    func draw(_ cell: PlacedMessage, with painter: inout CellPainter, palette: BubblePalette, theme: ChatTheme) throws {
        try painter.drawLocationCard(self, cell, palette: palette)
    }
}

extension CellPainter {
    fileprivate mutating func drawLocationCard(_ card: LocationCard, _ cell: PlacedMessage, palette: BubblePalette) throws {
        let measured = cell.labels.measured
        if let map = cell[.locationMap] { try drawMap(in: map, card: card, palette: palette) }
        if let frame = cell[.locationTitle] {
            let layout = try kept(measured[.part(MessagePart(.locationTitle))], "location.title")
            try drawDirected(layout, text: card.title, at: frame.origin, right: frame.maxX, color: palette.text)
        }
        if let frame = cell[.locationAddress], let address = card.address {
            let layout = try kept(measured[.part(MessagePart(.locationAddress))], "location.address")
            try drawDirected(layout, text: address, at: frame.origin, right: frame.maxX, color: palette.secondary)
        }
    }

    /// A map without tiles: the quote's tint with a few streets in the bubble's colour, placed by the coordinates so
    /// that two places look different, and the pin (a drop in the accent colour) pointing at the centre.
    private mutating func drawMap(in map: CGRect, card: LocationCard, palette: BubblePalette) throws {
        let radius = 8.0
        try fill(map, radius: radius, color: palette.quoteFill)
        // Streets stay clear of the rounded corners: they run between the corners' arcs.
        // (From the coordinates' bits: any double, even one a hand-made message did not validate, seeds it.)
        var seed = card.latitude.bitPattern &* 0x9E37_79B9_7F4A_7C15 ^ card.longitude.bitPattern
        func next(_ range: ClosedRange<Double>) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(seed >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        for index in 0..<3 {
            let y = map.minY + radius + next(0...1) * (map.height - 2 * radius - 4)
            let x = map.minX + radius + next(0...1) * (map.width - 2 * radius - 4)
            let width = index == 0 ? 5.0 : 3.0
            try fill(CGRect(x: map.minX, y: y, width: map.width, height: width), radius: 0, color: palette.fill)
            try fill(CGRect(x: x, y: map.minY, width: width, height: map.height), radius: 0, color: palette.fill)
        }
        // The pin: a circle whose point touches the map's centre, with a dot in the bubble's colour.
        let side = min(22, map.height / 3)
        let tip = CGPoint(x: map.midX, y: map.midY)
        let head = CGRect(x: tip.x - side / 2, y: tip.y - side * 1.4, width: side, height: side)
        var point = Path()
        point.move(to: CGPoint(x: head.minX + side * 0.12, y: head.midY + side * 0.2))
        point.addLine(to: tip)
        point.addLine(to: CGPoint(x: head.maxX - side * 0.12, y: head.midY + side * 0.2))
        point.closeSubpath()
        try canvas.fill(point, color: palette.accent)
        try fillCircle(in: head, color: palette.accent)
        try fillCircle(in: head.insetBy(dx: side * 0.32, dy: side * 0.32), color: palette.fill)
    }
}

/// A payload that draws itself in a bubble where its template placed it: a kind of content registers its drawing by
/// conforming its payload, beside its painter (`extension ContactCard: PaintedContent` in
/// `ContactCardDrawing.swift`), and the cell painter draws any `MessageContent.payload` that conforms.
/// Nothing else in the painter names the kind.
protocol PaintedContent {
    /// Draws the content at the parts of `cell` its template placed.
    func draw(_ cell: PlacedMessage, with painter: inout CellPainter, palette: BubblePalette, theme: ChatTheme) throws
}

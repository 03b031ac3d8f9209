import Foundation
import Raster
import RenderQueue
import TextRender

/// The render job of one cell: the cell's content, the theme and the pixel grid, captured as values.
///
/// The cell's frames are relative to its image's top-left pixel; the image is `pixelWidth` × `pixelHeight`,
/// transparent where the cell draws nothing, and is composited onto the screen by ``ChatScreenRenderer``.
public struct ChatCellJob: RenderJob {
    /// Workers draw with their own FreeType state and the shared measurer.
    public typealias Context = ChatRenderWorker

    /// What to draw.
    public var cell: ChatCell
    /// The colours.
    public var theme: ChatTheme
    /// Pixels per point.
    public var scale: Double
    /// The image's width in pixels.
    public var pixelWidth: Int
    /// The image's height in pixels.
    public var pixelHeight: Int

    /// Creates a job.
    public init(cell: ChatCell, theme: ChatTheme, scale: Double, pixelWidth: Int, pixelHeight: Int) {
        self.cell = cell
        self.theme = theme
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Screens are what the user is looking at.
    public var priority: RenderPriority { .userVisible }

    /// The cell's kind, for error messages.
    public var label: String {
        switch cell {
        case .message(let message): "message \"\(message.frames.id)\""
        case .pill(let pill): "date header \"\(pill.text)\""
        case .unreadSeparator: "unread separator"
        case .avatar(let avatar): "avatar of \"\(avatar.authorID)\""
        case .navigationBar: "navigation bar"
        case .typing: "typing indicator"
        case .loading: "loading row"
        case .emptyState: "empty state"
        }
    }

    /// Draws the cell into a new transparent image.
    public func render(in context: inout ChatRenderWorker, cancellation: RenderCancellationCheck) throws -> Image {
        try cancellation.throwIfCancelled()
        var painter = try CellPainter(width: pixelWidth, height: pixelHeight, scale: scale, worker: context)
        switch cell {
        case .message(let message):
            try painter.drawMessage(message, theme: theme) { try cancellation.throwIfCancelled() }
        case .pill(let pill): try painter.drawPill(pill, theme: theme)
        case .unreadSeparator(let separator): try painter.drawSeparator(separator, theme: theme)
        case .avatar(let avatar): try painter.drawAvatar(avatar, theme: theme)
        case .navigationBar(let bar): try painter.drawNavigationBar(bar, theme: theme)
        case .typing(let cell): try painter.drawTyping(cell, theme: theme)
        case .loading(let cell): try painter.drawLoading(cell, theme: theme)
        case .emptyState(let cell): try painter.drawEmptyState(cell, theme: theme)
        }
        return painter.canvas.image
    }
}

import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import Raster

/// A cell job and where its image goes on the screen.
public struct PlacedCell: Sendable {
    /// The job that draws the cell.
    public var job: ChatCellJob
    /// The column of the image's left edge on the screen, in pixels.
    public var x: Int
    /// The row of the image's top edge on the screen, in pixels.
    public var y: Int
}

/// Turns a scene into the cells of its screen, back to front: the content's elements in the viewport, the pinned
/// date header over them, then the navigation bar.
public struct ScreenComposer: Sendable {
    /// The scene to draw.
    public let scene: ChatScene

    /// A composer for `scene`.
    public init(scene: ChatScene) { self.scene = scene }

    /// The cells to draw, in compositing order.
    public func cells() -> [PlacedCell] {
        let layout = scene.layout
        let visible = scene.visibleRect
        let barHeight = scene.options.navigationBarHeight
        let dy = barHeight - scene.contentOffset
        let screenContent = CGRect(x: 0, y: barHeight, width: scene.options.width, height: scene.viewportHeight)
        let fonts = scene.bubbles.configuration.fonts
        var placed: [PlacedCell] = []
        for element in layout.elements(in: visible) {
            let path = element.id.path
            switch element.id.kind {
            case .dateHeader:
                guard let label = layout.dateHeaderLabel(section: path.section) else { continue }
                let pill = PillCell(frame: element.frame.offsetBy(dx: 0, dy: dy), text: label.text, font: fonts.dateHeader,
                                    measured: label.box)
                place(.pill(pill), bounds: pill.frame, clip: screenContent, into: &placed)
            case .unreadSeparator:
                let band = CGRect(x: 0, y: element.frame.minY + dy, width: scene.options.width, height: element.frame.height)
                let label = layout.unreadSeparatorLabel
                let separator = SeparatorCell(frame: band, text: label?.text ?? scene.bubbles.configuration.words.unreadSeparatorText,
                                              font: fonts.system, measured: label?.box)
                place(.unreadSeparator(separator), bounds: band, clip: screenContent, into: &placed)
            case .message:
                guard let cell = placedMessage(at: path, dy: dy) else { continue }
                // The tail sticks out up to 6 pt sideways; anti-aliasing touches one more pixel; the keyboard is below.
                let bounds = cell.frames(of: .keyboard).reduce(cell.bubble) { $0.union($1) }.insetBy(dx: -8, dy: -1)
                place(.message(cell), bounds: bounds, clip: screenContent, into: &placed)
            case .avatar:
                guard let message = layout.message(at: path) else { continue }
                let cell = avatarCell(author: message.author, frame: element.frame.offsetBy(dx: 0, dy: dy))
                place(.avatar(cell), bounds: cell.frame.insetBy(dx: -1, dy: -1), clip: screenContent, into: &placed)
            case .typingIndicator:
                let cell = IndicatorCell(frame: element.frame.offsetBy(dx: 0, dy: dy),
                                         isRightToLeftLayout: layout.configuration.layoutDirection == .rightToLeft)
                place(.typing(cell), bounds: cell.frame.insetBy(dx: -8, dy: -1), clip: screenContent, into: &placed)
                if let typist = scene.document.transcript.typing.first, layout.configuration.showsIncomingAvatars {
                    let c = layout.configuration
                    let x = cell.isRightToLeftLayout ? c.viewportWidth - c.contentInsets.right - c.avatarSize : c.contentInsets.left
                    let avatar = avatarCell(author: typist, frame: CGRect(x: x, y: cell.frame.maxY - c.avatarSize,
                                                                           width: c.avatarSize, height: c.avatarSize))
                    place(.avatar(avatar), bounds: avatar.frame.insetBy(dx: -1, dy: -1), clip: screenContent, into: &placed)
                }
            case .loadingIndicator:
                let failed = scene.document.transcript.loading == .failed
                let cell = IndicatorCell(frame: element.frame.offsetBy(dx: 0, dy: dy),
                                         title: failed ? scene.strings.loadingFailedNotice : "",
                                         detail: failed ? scene.strings.loadingFailedAction : "")
                place(.loading(cell), bounds: cell.frame, clip: screenContent, into: &placed)
            case .emptyState:
                let cell = IndicatorCell(frame: element.frame.offsetBy(dx: 0, dy: dy), title: scene.strings.emptyStateTitle,
                                         detail: scene.strings.emptyStateDetail)
                place(.emptyState(cell), bounds: cell.frame, clip: screenContent, into: &placed)
            default:
                // The pinned date header is drawn last, below; the screen draws no decorations.
                continue
            }
        }
        if scene.options.height != nil, let pinned = layout.pinnedDateHeader(in: visible), pinned.isFloating,
           let label = layout.dateHeaderLabel(section: pinned.section) {
            let pill = PillCell(frame: pinned.frame.offsetBy(dx: 0, dy: dy), text: label.text, font: fonts.dateHeader,
                                measured: label.box)
            place(.pill(pill), bounds: pill.frame, clip: screenContent, into: &placed)
        }
        if scene.options.showsNavigationBar {
            let transcript = scene.document.transcript
            let avatar = AvatarCell(frame: CGRect(x: scene.options.width - 48, y: 47 + 7, width: 36, height: 36), image: nil,
                                    initials: Initials.of(transcript.title), authorID: transcript.title)
            let bar = NavigationBarCell(width: scene.options.width, title: transcript.title,
                                        subtitle: scene.strings.members(transcript.participants.count), avatar: avatar)
            place(.navigationBar(bar), bounds: CGRect(x: 0, y: 0, width: scene.options.width, height: barHeight),
                  clip: CGRect(origin: .zero, size: scene.screenSize), into: &placed)
        }
        return placed
    }

    /// The message at `path` with its frames, drawn `dy` lower on the screen.
    func placedMessage(at path: ItemPath, dy: Double) -> PlacedMessage? {
        let layout = scene.layout
        guard let frames = layout.frames(at: path), let labels = scene.bubbles.labels(at: path, in: layout),
              let message = layout.message(at: path)
        else { return nil }
        return PlacedMessage(frames: frames, screenOffset: CGPoint(x: 0, y: dy), message: message, labels: labels,
                             fonts: scene.bubbles.configuration.fonts,
                             isRightToLeftLayout: layout.configuration.layoutDirection == .rightToLeft,
                             pictures: pictures(of: message))
    }

    /// The decoded pictures a message shows.
    private func pictures(of message: Message) -> [String: PictureImage] {
        var paths = (message.media ?? []).map(\.path)
        if let sticker = message.sticker { paths.append(sticker.path) }
        if let image = message.linkPreview?.image { paths.append(image.path) }
        var found: [String: PictureImage] = [:]
        for path in paths { found[path] = scene.pictures[path] }
        return found
    }

    func avatarCell(author: String, frame: CGRect) -> AvatarCell {
        AvatarCell(frame: frame, image: scene.avatars[author], initials: Initials.of(scene.model.name(of: author)),
                   authorID: author)
    }

    /// Adds the job of a cell whose drawing lies in `bounds` (screen points), cut to `clip`, on the pixel grid.
    private func place(_ cell: ChatCell, bounds: CGRect, clip: CGRect, into placed: inout [PlacedCell]) {
        let visible = bounds.intersection(clip)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        let scale = scene.options.scale
        let x0 = Int((visible.minX * scale).rounded(.down)), y0 = Int((visible.minY * scale).rounded(.down))
        let x1 = Int((visible.maxX * scale).rounded(.up)), y1 = Int((visible.maxY * scale).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let origin = CGPoint(x: Double(x0) / scale, y: Double(y0) / scale)
        let job = ChatCellJob(cell: cell.moved(by: CGPoint(x: -origin.x, y: -origin.y)), theme: scene.theme, scale: scale,
                              pixelWidth: x1 - x0, pixelHeight: y1 - y0)
        placed.append(PlacedCell(job: job, x: x0, y: y0))
    }
}

extension ChatCell {
    /// The same cell with every frame moved by `offset`.
    func moved(by offset: CGPoint) -> ChatCell {
        func m(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: offset.x, dy: offset.y) }
        switch self {
        case .message(var cell):
            cell.cellOrigin = CGPoint(x: cell.cellOrigin.x - offset.x, y: cell.cellOrigin.y - offset.y)
            return .message(cell)
        case .pill(var cell):
            cell.frame = m(cell.frame)
            return .pill(cell)
        case .unreadSeparator(var cell):
            cell.frame = m(cell.frame)
            return .unreadSeparator(cell)
        case .avatar(var cell):
            cell.frame = m(cell.frame)
            return .avatar(cell)
        case .navigationBar(var cell):
            cell.avatar.frame = m(cell.avatar.frame)
            return .navigationBar(cell)
        case .typing(var cell):
            cell.frame = m(cell.frame)
            return .typing(cell)
        case .loading(var cell):
            cell.frame = m(cell.frame)
            return .loading(cell)
        case .emptyState(var cell):
            cell.frame = m(cell.frame)
            return .emptyState(cell)
        }
    }
}

import ChatLayout
import ChatModel
import Foundation

/// ChatLayoutTests' row sizing: every size follows from the lengths of the row's strings, in whole points, so that a
/// layout can be worked out by hand and every sum is exact (`==`, never "close to").
///
/// A message's row is a bubble of lines `lineHeight` tall with `padding` all round: its author's name when the row shows
/// it, one line for the quote of a reply, then its text — a card's title, body and button, a file's name, the kind's
/// name for the other kinds without text, "deleted" when deleted — each of its paragraphs `advance` per character and
/// as many characters a line as fit in the width its side allows (no word breaks). Its width is its widest line's. A
/// system message is such a pill, centred. A date header is a pill of its day (`Day.description`: "2025-03-03", 10
/// characters), the unread separator a pill of "New messages" (12); both are one line plus the padding. With the
/// defaults: a line of n characters is 8n wide, a one-line bubble 8n + 12 × 32, a date header's pill 92 × 32.
struct TextLengthSizing: RowSizing {
    var advance: CGFloat = 8
    var lineHeight: CGFloat = 20
    var padding: CGFloat = 6

    func sizer(in space: RowSpace, timeZone: TimeZone) throws -> any RowSizer {
        Sizer(sizing: self, space: space)
    }

    /// What a row shows, as the strings it is measured from.
    static func strings(of row: MessageRow) -> (name: String?, quote: String?, text: String) {
        let message = row.message
        let text = if message.deleted {
            "deleted"
        } else if let text = message.text {
            text
        } else if let card = message.card {
            [card.title, card.body, card.button].joined(separator: "\n")
        } else {
            message.file?.name ?? message.kind.rawValue
        }
        let quote: String? = switch row.quote {
        case .message(let author, let quoted): author + ": " + quoted
        case .deleted(let author): author + ": deleted"
        case .unavailable: "unavailable"
        case nil: nil
        }
        return (row.context.showsAuthorName ? row.authorName : nil, message.deleted ? nil : quote, text)
    }

    struct Sizer: RowSizer {
        let sizing: TextLengthSizing
        let space: RowSpace

        /// How many characters a line of `width` holds (at least one).
        func columns(_ width: CGFloat) -> Int {
            max(1, Int(((width - 2 * sizing.padding) / sizing.advance).rounded(.down)))
        }

        /// A pill of one line of `text` across the band at most.
        func pill(_ text: String) -> CGSize {
            let s = sizing
            return CGSize(width: CGFloat(min(text.count, columns(space.bandWidth))) * s.advance + 2 * s.padding,
                          height: s.lineHeight + 2 * s.padding)
        }

        func size(_ row: MessageRow) throws -> SizedMessage {
            let s = sizing
            let (name, quote, text) = TextLengthSizing.strings(of: row)
            var sized = SizedMessage()
            sized.isSystem = row.message.kind == .system && !row.message.deleted
            let width = sized.isSystem ? space.bandWidth : (row.context.isOutgoing ? space.outgoingWidth : space.incomingWidth)
            let perLine = columns(width)
            var y = s.padding
            var widest: CGFloat = 0
            func line(_ part: MessagePart.Kind, characters: Int, lines: Int) {
                let frame = CGRect(x: s.padding, y: y, width: CGFloat(min(characters, perLine)) * s.advance,
                                   height: CGFloat(lines) * s.lineHeight)
                sized.parts.append(PlacedPart(MessagePart(part), frame))
                widest = max(widest, frame.width)
                y += frame.height
            }
            if let name, !sized.isSystem { line(.author, characters: name.count, lines: 1) }
            if let quote, !sized.isSystem { line(.quote, characters: quote.count, lines: 1) }
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
            line(.body, characters: paragraphs.max() ?? 0, lines: paragraphs.reduce(0) { $0 + max(1, ($1 + perLine - 1) / perLine) })
            sized.size = CGSize(width: widest + 2 * s.padding, height: y + s.padding)
            sized.content = text
            return sized
        }

        func dateHeaders(_ days: [Day]) throws -> [SizedLabel] {
            days.map { SizedLabel(size: pill($0.description), content: $0) }
        }

        func unreadSeparator() throws -> SizedLabel {
            SizedLabel(size: pill("New messages"), content: "New messages")
        }
    }
}

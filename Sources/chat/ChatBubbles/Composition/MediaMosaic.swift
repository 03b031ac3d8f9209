import ChatLayout
import ChatModel
import Foundation

/// Where the pictures of a media message go, Telegram's way: one picture fitted into the largest photo size (its
/// aspect kept; a tiny or extremely thin one enlarged or cropped to the smallest), several in rows that fill the
/// album's width, each row as tall as its pictures' aspects make it. All in whole points (on every pixel grid).
enum MediaMosaic {
    /// How many pictures each row of an album of `count` takes (2–10), top to bottom.
    static func rows(count: Int) -> [Int] {
        switch count {
        case ...1: [max(0, count)]
        case 2: [2]
        case 3: [1, 2]
        case 4: [2, 2]
        case 5: [2, 3]
        case 6: [3, 3]
        case 7: [2, 2, 3]
        case 8: [2, 3, 3]
        case 9: [3, 3, 3]
        default: [3, 3, 4]
        }
    }

    /// The size of one picture `width` × `height` pixels, fitted.
    static func fitted(width: Int, height: Int, maximum: CGSize, minimum: CGSize) -> CGSize {
        let w = CGFloat(max(1, width)), h = CGFloat(max(1, height))
        let scale = min(maximum.width / w, maximum.height / h)
        // Whole points, with a hair of tolerance so that 1600 × (228 / 1600) is 228, not 227.99…
        let fitted = CGSize(width: (w * scale + 1e-9).rounded(.down), height: (h * scale + 1e-9).rounded(.down))
        return CGSize(width: min(maximum.width, max(minimum.width, fitted.width)),
                      height: min(maximum.height, max(minimum.height, fitted.height)))
    }

    /// The tiles of `items`, relative to the album's top-left corner, at most `maxWidth` wide.
    static func tiles(_ items: [MediaItem], maxWidth: CGFloat, geometry: ContentGeometry) -> [CGRect] {
        // Whole points: a bubble's widest may be a fraction (a share of the screen).
        let maximum = CGSize(width: min(geometry.mediaMaximumSize.width, maxWidth).rounded(.down), height: geometry.mediaMaximumSize.height)
        guard items.count > 1 else {
            guard let item = items.first else { return [] }
            let size = fitted(width: item.width, height: item.height, maximum: maximum, minimum: geometry.mediaMinimumSize)
            return [CGRect(origin: .zero, size: size)]
        }
        let gap = geometry.albumSpacing
        let albumWidth = maximum.width
        var tiles: [CGRect] = []
        var y: CGFloat = 0
        var start = 0
        for count in rows(count: items.count) {
            let row = items[start..<min(items.count, start + count)]
            start += count
            // Aspects kept within 2:3 … 2:1 in an album (as Telegram does): a panorama beside a portrait would leave the
            // portrait a sliver; the pictures are cropped to fill their tiles.
            let aspects = row.map { min(2, max(CGFloat(2) / 3, CGFloat(max(1, $0.width)) / CGFloat(max(1, $0.height)))) }
            let free = albumWidth - gap * CGFloat(row.count - 1)
            // The height at which the row's pictures, side by side, fill the width; kept within sensible bounds
            // (the pictures are then cropped to their tiles).
            let height = (min(geometry.mediaMaximumSize.height / 2, max(geometry.mediaMinimumSize.height, free / aspects.reduce(0, +)))
                + 1e-9).rounded(.down)
            let total = aspects.reduce(0, +)
            var x: CGFloat = 0
            var cumulative: CGFloat = 0
            for (index, aspect) in aspects.enumerated() {
                cumulative += aspect
                let end = index == aspects.count - 1 ? albumWidth : (free * cumulative / total + 1e-9).rounded(.down) + gap * CGFloat(index)
                tiles.append(CGRect(x: x, y: y, width: end - x, height: height))
                x = end + gap
            }
            y += height + gap
        }
        return tiles
    }
}

/// Texts of one to three emoji and nothing else: drawn large without a bubble, as both apps do.
enum JumboEmoji {
    /// The number of emoji in a text message made of emoji only (1…), nil otherwise.
    static func count(of message: Message) -> Int? {
        // Cheap rejections first: every text message of a long chat passes here, and counting characters breaks
        // graphemes. Three emoji are at most a few dozen bytes, and never all ASCII.
        guard message.kind == .text, let text = message.text, !text.isEmpty, text.utf8.count <= 64,
              let first = text.unicodeScalars.first, first.properties.isEmoji, text.count <= 8 else { return nil }
        var count = 0
        for character in text {
            guard isEmoji(character) else { return nil }
            count += 1
        }
        return count
    }

    /// Whether a character is an emoji shown as a picture (emoji presentation, a variation selector 16, a keycap,
    /// a flag or a ZWJ sequence).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }
}

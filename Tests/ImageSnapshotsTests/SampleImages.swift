import Raster

/// Deterministic test images: a chat-bubble-like rounded block with a few "words".
enum SampleImages {
    static func bubble(words: [Int] = [3, 5, 2, 4], accent: Color = Color(red: 0, green: 122, blue: 255)) -> Image {
        guard var image = try? Image(width: 64, height: 32, fill: Color(red: 242, green: 242, blue: 247)) else {
            preconditionFailure("64×32 is always valid")
        }
        for y in 4..<28 {
            for x in 4..<60 {
                let cornerX = x < 8 ? 8 - x : (x > 55 ? x - 55 : 0)
                let cornerY = y < 8 ? 8 - y : (y > 23 ? y - 23 : 0)
                guard cornerX * cornerX + cornerY * cornerY <= 16 else { continue }
                image.setColor(accent, x: x, y: y)
            }
        }
        var x = 9
        for length in words {
            for dx in 0..<(length * 2) where x + dx < 56 {
                for y in 12..<18 { image.setColor(.white, x: x + dx, y: y) }
            }
            x += length * 2 + 3
        }
        // A translucent shadow row, so the snapshot round-trips alpha too.
        for x in 6..<58 { image.setColor(Color(red: 0, green: 0, blue: 0, alpha: 40), x: x, y: 29) }
        return image
    }
}

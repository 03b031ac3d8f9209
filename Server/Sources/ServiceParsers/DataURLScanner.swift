import Foundation

/// Finds a JSON document's inline pictures — strings `"data:image/png;base64,…"` — and decodes them, without touching
/// the rest of the document: the service writes each picture to a file and puts the file's path in its place.
package enum DataURLScanner {
    /// One inline picture: where its string (quotes included) lies in the document, and its decoded bytes.
    package struct Picture: Equatable, Sendable {
        package var range: Range<Int>
        package var bytes: [UInt8]
    }

    package static let prefix = Array(#""data:image/png;base64,"#.utf8)
    package static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Every inline picture of `document`, in order: each at most `maxBytes` decoded bytes and a PNG by its signature.
    /// A base64 string may escape its slashes (`\/`, as JSON allows); any other escape is not base64 and is refused.
    ///
    /// - Throws: a `ParseProblem` naming the picture (its place in order) and the problem.
    package static func pictures(in document: [UInt8], maxBytes: Int) throws(ParseProblem) -> [Picture] {
        var pictures: [Picture] = []
        var found = find(prefix, in: document, from: 0)
        while let match = found {
            let number = pictures.count + 1
            var index = match + prefix.count
            var base64: [UInt8] = []
            while index < document.count, document[index] != UInt8(ascii: "\"") {
                if document[index] == UInt8(ascii: "\\"), index + 1 < document.count, document[index + 1] == UInt8(ascii: "/") { index += 1 }
                base64.append(document[index])
                index += 1
                guard base64.count <= maxBytes / 3 * 4 + 4 else {
                    throw ParseProblem("inline picture \(number) is larger than \(maxBytes) bytes (--max-data-url-bytes)")
                }
            }
            guard index < document.count, let data = Data(base64Encoded: Data(base64)), data.count <= maxBytes else {
                throw ParseProblem("inline picture \(number) is not a valid base64 data URL of at most \(maxBytes) bytes")
            }
            guard data.starts(with: pngSignature) else { throw ParseProblem("inline picture \(number) is not a PNG") }
            pictures.append(Picture(range: match..<(index + 1), bytes: Array(data)))
            found = find(prefix, in: document, from: index + 1)
        }
        return pictures
    }

    /// The document with each picture's string replaced by `replacement(i)` (the i-th picture's new string, quotes
    /// included); every other byte as it was.
    package static func replacing(_ pictures: [Picture], in document: [UInt8], with replacement: (Int) -> [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        for (index, picture) in pictures.enumerated() {
            out += document[start..<picture.range.lowerBound]
            out += replacement(index)
            start = picture.range.upperBound
        }
        out += document[start...]
        return out
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { buffer -> Int? in
            var index = start
            while index <= buffer.count - needle.count {
                guard let base = buffer.baseAddress,
                      let hit = memchr(base + index, Int32(needle[0]), buffer.count - needle.count - index + 1) else { return nil }
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if buffer[position..<(position + needle.count)].elementsEqual(needle) { return position }
                index = position + 1
            }
            return nil
        }
    }
}

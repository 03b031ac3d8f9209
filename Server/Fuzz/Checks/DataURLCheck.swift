import Foundation
import ServiceParsers

/// `fuzz-data-url`: `DataURLScanner` (inline pictures in /v1/chat and /v1/layout documents).
///
/// Input: a limit (two bytes), a mode byte, then either a document scanned as it is (mode even) or a document to build
/// (mode odd: segments of text without `"` and pictures — a PNG signature and bytes, base64-encoded, slashes escaped
/// or not). Properties: any document gives pictures or a `ParseProblem`, never a trap; pictures lie in order inside
/// the document, each a quoted data URL string, a PNG of at most the limit whose base64 decodes back to it; replacing
/// each picture by its own string gives the document back; a built document gives exactly its pictures (or, when one
/// is over the limit, a problem naming that picture).
package enum DataURLCheck: ServiceFuzzCheck {
    package static let name = "data-url"

    package static func check(_ input: [UInt8]) throws(ServiceFuzzFailure) {
        var reader = ByteReader(input)
        let limit = Int(reader.byte()) << 8 | Int(reader.byte())
        if reader.byte() % 2 == 0 {
            let document = reader.rest()
            guard let pictures = try? DataURLScanner.pictures(in: document, maxBytes: limit) else { return }
            var end = 0
            for picture in pictures {
                guard picture.range.lowerBound >= end, picture.range.upperBound <= document.count,
                      document[picture.range].starts(with: DataURLScanner.prefix), document[picture.range.upperBound - 1] == UInt8(ascii: "\"") else {
                    throw ServiceFuzzFailure("picture at \(picture.range) is not a data URL string in order (document of \(document.count) bytes)")
                }
                guard picture.bytes.count <= limit, picture.bytes.starts(with: DataURLScanner.pngSignature) else {
                    throw ServiceFuzzFailure("picture at \(picture.range): \(picture.bytes.count) bytes, limit \(limit), or no PNG signature")
                }
                guard Data(base64Encoded: Data(picture.bytes).base64EncodedData()).map(Array.init) == picture.bytes else {
                    throw ServiceFuzzFailure("picture at \(picture.range) does not round-trip through base64")
                }
                end = picture.range.upperBound
            }
            let restored = DataURLScanner.replacing(pictures, in: document) { Array(document[pictures[$0].range]) }
            guard restored == document else { throw ServiceFuzzFailure("replacing each picture by its own string changed the document") }
        } else {
            var document: [UInt8] = [], expected: [[UInt8]] = [], segments: [[UInt8]] = [[]]
            while !reader.isAtEnd && expected.count < 8 {
                let kind = reader.byte()
                if kind % 3 != 0 {
                    let text = reader.take(Int(kind / 3)).filter { $0 != UInt8(ascii: "\"") }
                    document += text
                    segments[segments.count - 1] += text
                } else {
                    let picture = DataURLScanner.pngSignature + reader.take(Int(reader.byte()) << 2)
                    var base64 = Array(Data(picture).base64EncodedString().utf8)
                    if kind & 0x80 != 0 { base64 = base64.flatMap { $0 == UInt8(ascii: "/") ? Array(#"\/"#.utf8) : [$0] } }
                    document += DataURLScanner.prefix + base64 + [UInt8(ascii: "\"")]
                    expected.append(picture)
                    segments.append([])
                }
            }
            let pictures: [DataURLScanner.Picture]
            do throws(ParseProblem) { pictures = try DataURLScanner.pictures(in: document, maxBytes: limit) } catch {
                guard let over = expected.firstIndex(where: { $0.count > limit }),
                      error.message.hasPrefix("inline picture \(over + 1) ") else {
                    throw ServiceFuzzFailure("a built document is refused: \(error) (limit \(limit), sizes \(expected.map(\.count)))")
                }
                return
            }
            guard pictures.map(\.bytes) == expected else {
                throw ServiceFuzzFailure("found \(pictures.count) pictures, not the \(expected.count) written")
            }
            let replaced = DataURLScanner.replacing(pictures, in: document) { _ in Array("X".utf8) }
            guard replaced == Array(segments.joined(separator: Array("X".utf8))) else {
                throw ServiceFuzzFailure("replacing the pictures changed the text around them")
            }
        }
    }
}

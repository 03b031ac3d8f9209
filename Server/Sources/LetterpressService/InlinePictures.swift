import Foundation

/// Pictures given inline in a document as `"data:image/png;base64,…"` strings: each is decoded (at most `maxBytes`
/// bytes), written into a folder of the request's own, and its string replaced by that file's path. The rest of the
/// document's bytes are left as they are, so a document without such strings reaches the decoder unchanged.
struct InlinePictures {
    static let prefix = Array(#""data:image/png;base64,"#.utf8)
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The document with its data URLs replaced, and the folder they were written to (nil when there were none).
    static func extract(from document: [UInt8], maxBytes: Int) throws(APIError) -> (document: [UInt8], folder: String?) {
        guard let first = find(prefix, in: document, from: 0) else { return (document, nil) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-inline-\(UUID().uuidString)").path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
            throw APIError.internalError("cannot store inline pictures")
        }
        var out: [UInt8] = []
        var start = 0, found: Int? = first, count = 0
        do throws(APIError) {
            while let match = found {
                out += document[start..<match]
                var index = match + prefix.count
                var base64: [UInt8] = []
                while index < document.count, document[index] != UInt8(ascii: "\"") {
                    if document[index] == UInt8(ascii: "\\"), index + 1 < document.count, document[index + 1] == UInt8(ascii: "/") { index += 1 }
                    base64.append(document[index])
                    index += 1
                    guard base64.count <= maxBytes / 3 * 4 + 4 else {
                        throw APIError.unprocessable("inline picture \(count + 1) is larger than \(maxBytes) bytes (--max-data-url-bytes)")
                    }
                }
                guard index < document.count, let data = Data(base64Encoded: Data(base64)), data.count <= maxBytes else {
                    throw APIError.unprocessable("inline picture \(count + 1) is not a valid base64 data URL of at most \(maxBytes) bytes")
                }
                guard data.starts(with: pngSignature) else { throw APIError.unprocessable("inline picture \(count + 1) is not a PNG") }
                count += 1
                let path = folder + "/inline-\(count).png"
                guard FileManager.default.createFile(atPath: path, contents: data) else { throw APIError.internalError("cannot store inline pictures") }
                out += Array("\"\(path)\"".utf8)
                start = index + 1
                found = find(prefix, in: document, from: start)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        out += document[start...]
        return (out, folder)
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

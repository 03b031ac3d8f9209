import Foundation
import ServiceParsers

/// Pictures given inline in a document as `"data:image/png;base64,…"` strings (found and decoded by
/// `DataURLScanner`): each is written into a folder of the request's own, and its string replaced by that file's path.
/// The rest of the document's bytes are left as they are, so a document without such strings reaches the decoder
/// unchanged.
enum InlinePictures {
    /// The document with its data URLs replaced, and the folder they were written to (nil when there were none).
    static func extract(from document: [UInt8], maxBytes: Int) throws(APIError) -> (document: [UInt8], folder: String?) {
        let pictures: [DataURLScanner.Picture]
        do throws(ParseProblem) { pictures = try DataURLScanner.pictures(in: document, maxBytes: maxBytes) } catch {
            throw APIError.unprocessable(error.message)
        }
        guard !pictures.isEmpty else { return (document, nil) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("letterpress-inline-\(UUID().uuidString)").path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
            throw APIError.internalError("cannot store inline pictures")
        }
        for (index, picture) in pictures.enumerated()
        where !FileManager.default.createFile(atPath: Self.path(folder, index), contents: Data(picture.bytes)) {
            try? FileManager.default.removeItem(atPath: folder)
            throw APIError.internalError("cannot store inline pictures")
        }
        return (DataURLScanner.replacing(pictures, in: document) { Array("\"\(Self.path(folder, $0))\"".utf8) }, folder)
    }

    private static func path(_ folder: String, _ index: Int) -> String { folder + "/inline-\(index + 1).png" }
}

import Foundation
import Raster

/// Where a message names a picture: for the warning when it cannot be read.
struct PictureReference: Hashable {
    var messageID: String
    var field: String
    var path: String
}

/// Reads the pictures a transcript names under the options' limits: each path once, resolved inside the transcript's
/// folder (the current directory for a document read from memory) or an allowed folder (`render-chat --allow-path`),
/// a regular file within ``ChatScreenOptions/maximumPictureFileBytes`` and a PNG within
/// ``ChatScreenOptions/picturePixelBudget``. A picture that cannot be read or is refused is a warning naming the
/// message and the key, never a failure of the screen (a placeholder is drawn in its place).
struct PictureLoader {
    let document: ChatDocument
    let options: ChatScreenOptions

    func pictures(for references: [PictureReference], warnings: inout [String]) -> [String: PictureImage] {
        var pictures: [String: PictureImage] = [:]
        var failed = Set<String>()
        let decoder = PNGDecoder(pixelBudget: options.picturePixelBudget,
                                 filePolicy: document.filePolicy(allowing: options.allowedFolders,
                                                                 maximumBytes: options.maximumPictureFileBytes))
        for reference in references where pictures[reference.path] == nil && !failed.contains(reference.path) {
            do {
                let image = try decoder.read(contentsOf: document.path(of: reference.path))
                pictures[reference.path] = PictureImage(path: reference.path, image: image)
            } catch {
                failed.insert(reference.path)
                warnings.append("\(document.source): message \"\(reference.messageID)\": field \"\(reference.field)\": "
                                + "\(error); drawing a placeholder instead")
            }
        }
        return pictures
    }
}

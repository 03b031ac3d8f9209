import Foundation
import Raster

/// A picture a transcript names, compared by its path and size (pixels are compared by `==`).
public struct PictureImage: Sendable, Hashable {
    /// The path as the transcript writes it.
    public var path: String
    /// The decoded picture (premultiplied).
    public var image: Image

    /// Wraps a decoded picture.
    public init(path: String, image: Image) {
        self.path = path
        self.image = image
    }

    /// Hashes the path and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(image.width)
        hasher.combine(image.height)
    }
}

/// Where a message names a picture: for the warning when it cannot be read.
struct PictureReference: Hashable {
    var messageID: String
    var field: String
    var path: String
}

/// Reads the pictures a transcript names, relative to its folder: PNG files within a pixel budget, each path once,
/// only inside the transcript's folder (symbolic links and `..` resolved: a path leading out is refused). A picture
/// that cannot be read or is refused is a warning naming the message and the key, never a failure of the screen (a
/// placeholder is drawn in its place).
struct PictureLoader {
    /// The most pixels one picture may have (photos are drawn at most a few hundred points wide).
    static let pixelBudget = 16_000_000

    let document: ChatDocument

    func pictures(for references: [PictureReference], warnings: inout [String]) -> [String: PictureImage] {
        var pictures: [String: PictureImage] = [:]
        var failed = Set<String>()
        let decoder = PNGDecoder(pixelBudget: Self.pixelBudget)
        for reference in references where pictures[reference.path] == nil && !failed.contains(reference.path) {
            do {
                guard let path = confined(reference.path) else {
                    throw ChatRenderError.unreadableFile(path: reference.path, reason: "it lies outside the transcript's folder")
                }
                let image = try decoder.read(contentsOf: path)
                pictures[reference.path] = PictureImage(path: reference.path, image: image)
            } catch {
                failed.insert(reference.path)
                warnings.append("\(document.source): message \"\(reference.messageID)\": field \"\(reference.field)\": "
                                + "\(reference.path): \(error); drawing a placeholder instead")
            }
        }
        return pictures
    }

    /// `path` (relative to the transcript's folder, or absolute) with links and `..` resolved, when it lies inside the
    /// transcript's folder (the current directory for a document read from memory); nil otherwise.
    func confined(_ path: String) -> String? {
        let folder = URL(fileURLWithPath: document.baseDirectory ?? FileManager.default.currentDirectoryPath)
            .resolvingSymlinksInPath().standardizedFileURL.path
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder).appendingPathComponent(path)
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        return resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") ? resolved : nil
    }
}

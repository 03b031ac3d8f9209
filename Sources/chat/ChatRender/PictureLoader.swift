import FileAccess
import Foundation
import Raster

/// Where a transcript names a picture: for the warning when it cannot be read.
struct PictureReference: Hashable {
    /// Whose picture: `participant "b"` or `message "12"`.
    var owner: String
    /// The key that names it (`avatar`, `media`, `sticker`, `linkPreview.image`).
    var field: String
    /// The path as the transcript writes it.
    var path: String
    /// What an avatar's limits or a picture's apply.
    var isAvatar: Bool
}

/// Reads the pictures a screen shows under the options' limits: resolved inside the transcript's folder (the current
/// directory for a document read from memory) or an allowed folder (`render-chat --allow-path`), a regular file
/// within the avatar's or picture's byte limit and a PNG within its pixel budget.
///
/// Each file is decoded once however many participants or messages name it and however they spell it (`p.png`,
/// `./p.png`, a link): files are told apart by device and inode. All the pictures of a screen share
/// ``ChatScreenOptions/documentPixelBudget``. A picture that cannot be read or is refused is a warning naming the
/// participant or message and the key, never a failure of the screen (initials or a placeholder are drawn instead).
struct PictureLoader {
    let document: ChatDocument
    let options: ChatScreenOptions
    private var images: DocumentImages

    init(document: ChatDocument, options: ChatScreenOptions) {
        self.document = document
        self.options = options
        images = DocumentImages(totalPixels: options.documentPixelBudget)
    }

    /// The pictures of `references` by their path as written; a warning for each that cannot be used.
    mutating func pictures(for references: [PictureReference], warnings: inout [String]) -> [String: PictureImage] {
        var pictures: [String: PictureImage] = [:]
        var failed = Set<String>()
        for reference in references where pictures[reference.path] == nil && !failed.contains(reference.path) {
            switch decode(reference) {
            case .success(let image):
                pictures[reference.path] = PictureImage(path: reference.path, image: image)
            case .failure(let error):
                failed.insert(reference.path)
                warnings.append("\(document.source): \(reference.owner): field \"\(reference.field)\": \(error); "
                                + (reference.isAvatar ? "drawing initials instead" : "drawing a placeholder instead"))
            }
        }
        return pictures
    }

    private mutating func decode(_ reference: PictureReference) -> Result<Image, RasterError> {
        let path = document.path(of: reference.path)
        let decoder = reference.isAvatar
            ? PNGDecoder(pixelBudget: options.avatarPixelBudget,
                         filePolicy: document.filePolicy(allowing: options.allowedFolders, maximumBytes: options.maximumAvatarFileBytes))
            : PNGDecoder(pixelBudget: options.picturePixelBudget,
                         filePolicy: document.filePolicy(allowing: options.allowedFolders, maximumBytes: options.maximumPictureFileBytes))
        return images.image(at: path, decoder: decoder)
    }
}

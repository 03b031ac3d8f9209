import FileAccess

/// The images one document names (a component tree, a chat transcript), each file decoded once however many nodes
/// name it and however they spell it (`p.png`, `./p.png`, a link: files are told apart by device and inode), and all
/// of them within one pixel budget for the document.
package struct DocumentImages {
    /// The pixels every image of the document may hold together.
    package let totalPixels: Int
    /// Decoded files shared with other documents (a server's requests), or nil to decode every file.
    package let cache: DecodedImageCache?
    private var decoded: [FileIdentity: Result<Image, RasterError>] = [:]
    private var decodedPixels = 0

    /// No image decoded yet; `totalPixels` for all of them; files decoded before by a long-lived caller come from
    /// `cache` (still opened and checked under the decoder's policy and budgets).
    package init(totalPixels: Int, cache: DecodedImageCache? = nil) {
        self.totalPixels = totalPixels
        self.cache = cache
    }

    /// The image at `path` read by `decoder` (its file policy and pixel budget), or why it cannot be used: an image
    /// over what remains of the document's budget is refused before it is decoded, and a file already decoded under
    /// another decoder is checked against this one's budget too.
    package mutating func image(at path: String, decoder: PNGDecoder) -> Result<Image, RasterError> {
        let identity = FileIdentity(path: path)
        if let identity, let known = decoded[identity] {
            if case .success(let image) = known, image.width * image.height > decoder.pixelBudget {
                return .failure(.overPixelBudget(input: path, width: image.width, height: image.height, budget: decoder.pixelBudget))
            }
            return known
        }
        let result: Result<Image, RasterError>
        do {
            let size = try decoder.size(contentsOf: path)
            let remaining = max(0, totalPixels - decodedPixels)
            if size.width * size.height > remaining {
                result = .failure(.overPixelBudget(input: path, width: size.width, height: size.height, budget: remaining))
            } else {
                let image = try decoder.read(contentsOf: path, cache: cache)
                decodedPixels += image.width * image.height
                result = .success(image)
            }
        } catch let error as RasterError {
            result = .failure(error)
        } catch {
            result = .failure(.corruptPNG(input: path, message: "\(error)"))
        }
        if let identity { decoded[identity] = result }
        return result
    }
}

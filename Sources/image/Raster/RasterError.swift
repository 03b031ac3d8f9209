import FileAccess

/// Everything that can go wrong when Raster builds, reads or writes an image.
///
/// Every case names the input it is about (a file path, `"PNG data"`, a hex string, …) and the problem,
/// so the message is useful on its own in a CLI or a test failure.
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A width or height is negative, or width × height × 4 does not fit in memory.
    case invalidDimensions(width: Int, height: Int)
    /// A pixel buffer's byte count does not match width × height × 4.
    case pixelCountMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)
    /// A colour string is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    case invalidHexColor(String, reason: String)
    /// An image's width × height exceeds the pixel budget (see `PixelBudget`); nothing was allocated for it.
    case overPixelBudget(input: String, width: Int, height: Int, budget: Int)
    /// libpng rejected the input as corrupt, truncated or unsupported; `message` is libpng's own.
    case corruptPNG(input: String, message: String)
    /// Encoding failed (an empty image, or libpng's `message`).
    case encodingFailed(input: String, message: String)
    /// A file could not be read; `reason` is the system's explanation.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written; `reason` is the system's explanation.
    case unwritableFile(path: String, reason: String)

    /// A one-line, human-readable explanation that names the input and the problem.
    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            return "invalid image dimensions \(width)×\(height): sizes must be ≥ 0 and width × height × 4 must fit in memory"
        case let .pixelCountMismatch(width, height, expected, actual):
            return "pixel buffer for a \(width)×\(height) image has \(actual) bytes, expected \(expected) (width × height × 4)"
        case let .invalidHexColor(text, reason):
            return "invalid hex colour \"\(text)\": \(reason)"
        case let .overPixelBudget(input, width, height, budget):
            // No width × height here: sizes from input may overflow it.
            return "\(input): the image is \(width)×\(height) pixels, over the pixel budget of \(budget) pixels"
        case let .corruptPNG(input, message):
            return "\(input): corrupt or unsupported PNG: \(message)"
        case let .encodingFailed(input, message):
            return "\(input): PNG encoding failed: \(message)"
        case let .unreadableFile(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .unwritableFile(path, reason):
            return "\(path): cannot write: \(reason)"
        }
    }
}

extension RasterError {
    /// A file the file policy refused or could not read, as `unreadableFile` naming its path and the reason
    /// ("outside the allowed folders", "not a regular file (a FIFO)", …).
    init(_ error: FileAccessError) {
        self = .unreadableFile(path: error.path, reason: error.reason)
    }
}

extension RasterError: UnreadableInputError {
    /// A PNG file that cannot be read, is corrupt, or is over its pixel budget.
    public var isUnreadableInput: Bool {
        switch self {
        case .unreadableFile, .corruptPNG, .overPixelBudget: true
        default: false
        }
    }
}

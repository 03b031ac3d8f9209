/// Everything that can go wrong when TextRender rasterizes glyphs, paths or images.
///
/// Every case names the input it is about and the problem, so the message is useful on its own in a CLI
/// or a test failure.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A number given to a drawing call is NaN, infinite or out of its range (`name` says which, `value` what).
    case invalidArgument(name: String, value: String, reason: String)
    /// A path holds a non-finite coordinate, or a curve or line before any `move`.
    case invalidPath(reason: String)
    /// FreeType could not be initialised, or refused a font or an outline; `code` is FreeType's error code.
    case freeType(operation: String, code: Int32)
    /// The font file behind a face could not be opened by FreeType (`path` names it).
    case unusableFont(path: String, reason: String)
    /// An image to draw into would have more pixels than its budget.
    case imageTooLarge(width: Int, height: Int, budget: Int)

    /// A one-line, human-readable explanation that names the input and the problem.
    public var description: String {
        switch self {
        case let .invalidArgument(name, value, reason):
            return "invalid \(name) \(value): \(reason)"
        case let .invalidPath(reason):
            return "invalid path: \(reason)"
        case let .freeType(operation, code):
            return "FreeType failed to \(operation) (error 0x\(String(code, radix: 16)))"
        case let .unusableFont(path, reason):
            return "\(path): FreeType cannot use this font: \(reason)"
        case let .imageTooLarge(width, height, budget):
            let size = width == .max || height == .max ? "larger than any image" : "\(width) × \(height) pixels"
            return "the image would be \(size), over the pixel budget of \(budget) pixels"
        }
    }
}

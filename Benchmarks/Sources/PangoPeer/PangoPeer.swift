import CPangoPeer

/// A failed call into the Pango peer, naming what was asked and why it failed.
public struct PangoPeerError: Error, CustomStringConvertible {
    /// What went wrong, by kind.
    public enum Kind: Sendable {
        case invalidArgument, fontFile, fontDirectory, family, fontconfig, cairo, outOfMemory
    }

    /// What went wrong.
    public let kind: Kind
    /// What the peer was asked to do, e.g. `load font file "/x/Inter-Regular.otf"`.
    public let operation: String
    /// The peer's reason, from `lpp_status_message`.
    public let reason: String

    init(_ operation: String, _ status: LPPStatus) {
        self.operation = operation
        self.reason = String(cString: lpp_status_message(status))
        switch status {
        case LPP_ERROR_FONT_FILE: kind = .fontFile
        case LPP_ERROR_FONT_DIR: kind = .fontDirectory
        case LPP_ERROR_FAMILY: kind = .family
        case LPP_ERROR_FONTCONFIG: kind = .fontconfig
        case LPP_ERROR_CAIRO: kind = .cairo
        case LPP_ERROR_MEMORY: kind = .outOfMemory
        default: kind = .invalidArgument
        }
    }

    /// True when the fonts given to the peer are the problem (unreadable input rather than a failure).
    public var isFontInputError: Bool { [.fontFile, .fontDirectory, .family].contains(kind) }

    public var description: String { "Pango peer: cannot \(operation): \(reason)" }
}

/// A layout's logical extents in points and its line count, as Pango reports them.
public struct PangoMetrics: Equatable, Sendable {
    public var lineCount: Int
    public var width: Double
    public var height: Double

    init(_ metrics: LPPMetrics) {
        lineCount = Int(metrics.lineCount)
        width = metrics.width
        height = metrics.height
    }
}

/// Pango 1.50 + Cairo measuring and rendering with a private font configuration: only `fontFile` and the
/// fonts of `fallbackDirectory` are visible. 72 dpi (1 pt = 1 px at scale 1), unhinted metrics, unrounded
/// glyph positions, `PANGO_WRAP_WORD_CHAR` without inserted hyphens (see `insertsHyphens`).
///
/// Not thread-safe: use one peer per thread. Peers share nothing with each other.
public final class PangoPeer {
    let handle: OpaquePointer

    /// The linked Pango version, e.g. "1.50.12".
    public static var pangoVersion: String { String(cString: lpp_pango_version()) }

    /// Creates a peer.
    /// - Parameters:
    ///   - fontFile: the primary font file; `family`'s first entry must resolve to it.
    ///   - fallbackDirectory: a directory whose fonts serve as fallback, or nil for none.
    ///   - family: a Pango family list, e.g. "Inter, Noto Sans Arabic, Noto Color Emoji".
    ///   - size: the font size in points.
    public init(fontFile: String, fallbackDirectory: String?, family: String, size: Double) throws {
        var status = LPP_OK
        guard let handle = lpp_peer_create(fontFile, fallbackDirectory, family, size, &status) else {
            let directory = fallbackDirectory.map { " with fallback directory \"\($0)\"" } ?? ""
            throw PangoPeerError("load font file \"\(fontFile)\"\(directory) as \"\(family)\" \(size) pt", status)
        }
        self.handle = handle
    }

    deinit { lpp_peer_destroy(handle) }

    /// Whether a hyphen is inserted where a word breaks across lines (Pango's default since 1.44).
    /// Off unless set: Letterpress, like TextKit, never draws one. Applies to layouts made afterwards.
    public var insertsHyphens = false {
        didSet { lpp_peer_set_insert_hyphens(handle, insertsHyphens ? 1 : 0) }
    }

    /// Measures `text` wrapped at `width` points with the peer's reused layout.
    public func measure(_ text: String, width: Double) throws -> PangoMetrics {
        var metrics = LPPMetrics()
        let status = try withUTF8(text) { lpp_peer_measure(handle, $0, $1, width, &metrics) }
        guard status == LPP_OK else { throw PangoPeerError("measure at width \(width)", status) }
        return PangoMetrics(metrics)
    }

    /// A layout holding `text`, to be measured (and re-measured) at any width.
    public func makeText(_ text: String) throws -> PangoText {
        var status = LPP_OK
        let created = try withUTF8(text) { lpp_text_create(handle, $0, $1, &status) }
        guard let created else { throw PangoPeerError("create a layout", status) }
        return PangoText(handle: created, peer: self, string: text)
    }

    /// Lays out `text` at `width` points and renders it in black on a transparent ARGB32 surface of the
    /// logical size × `scale`, rounded up to whole pixels.
    public func render(_ text: String, width: Double, scale: Double) throws -> PangoImage {
        var status = LPP_OK
        let image = try withUTF8(text) { lpp_peer_render(handle, $0, $1, width, scale, &status) }
        guard let image else { throw PangoPeerError("render at width \(width), scale \(scale)", status) }
        return PangoImage(handle: image)
    }
}

/// A Pango layout with its text set; `measure(width:)` only changes the width and reads the extents.
public final class PangoText {
    let handle: OpaquePointer
    let peer: PangoPeer   // keeps the context and font map alive
    /// The text the layout holds.
    public let string: String

    init(handle: OpaquePointer, peer: PangoPeer, string: String) {
        self.handle = handle
        self.peer = peer
        self.string = string
    }

    deinit { lpp_text_destroy(handle) }

    /// Re-wraps the text at `width` points (`pango_layout_set_width`) and returns the new metrics.
    public func measure(width: Double) throws -> PangoMetrics {
        var metrics = LPPMetrics()
        let status = lpp_text_measure(handle, width, &metrics)
        guard status == LPP_OK else { throw PangoPeerError("re-measure at width \(width)", status) }
        return PangoMetrics(metrics)
    }
}

/// Calls `body` with the UTF-8 bytes of `text` (not NUL-terminated) and their count.
func withUTF8<R>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) throws -> R) throws -> R {
    var text = text
    return try text.withUTF8 { bytes in
        guard bytes.count <= Int(Int32.max) else {
            throw PangoPeerError("take a text of \(bytes.count) bytes", LPP_ERROR_ARGUMENT)
        }
        guard let base = bytes.baseAddress else { return try body("", 0) }
        return try base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { try body($0, Int32(bytes.count)) }
    }
}

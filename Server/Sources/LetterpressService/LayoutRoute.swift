import Components
import ComponentRender
import FlexLayout
import Foundation
import Hummingbird
import Raster
import TextRender

extension LetterpressService {
    /// `POST /v1/layout?width=&height=&scale=&direction=&appearance=&background=`: a component tree (render-layout's
    /// JSON) laid out and answered as render-layout's `--layout-json` or, with `Accept: image/png`, its PNG.
    func layout(_ request: Request) async throws -> Response {
        try request.requireMediaType(["application/json"])
        let query = QueryParameters(request)
        let width = try query.number("width", in: 0...1_000_000, default: nil)
        let height = try query.number("height", in: 0...1_000_000, default: nil)
        let scale = try query.number("scale", in: 0.01...100, default: 1) ?? 1
        let direction: FlexLayoutDirection = try query.choice("direction", ["ltr", "rtl"], default: "ltr") == "rtl" ? .rtl : .ltr
        let appearance = Appearance(rawValue: try query.choice("appearance", Appearance.allCases.map(\.rawValue), default: "light")) ?? .light
        var background = Color.clear
        if let hex = query.string("background") {
            do { background = try Color(hex: hex) } catch {
                throw APIError.badRequest("invalid_parameter", "background must be #RRGGBB or #RRGGBBAA, not '\(hex)'")
            }
        }
        let limits = DocumentLimits()
        let body = try await request.collectBody(limit: min(limits.treeBytes, configuration.maxBodyBytes))
        let (tree, inline) = try InlinePictures.extract(from: body, maxBytes: configuration.maxDataURLBytes)
        defer { if let inline { try? FileManager.default.removeItem(atPath: inline) } }
        let wantsPNG = request.accepts("image/png")
        let (measurer, glyphCache, baseDirectory, fill) = (measurer, glyphCache, baseDirectory, background)
        // Inline pictures are temporary files: a later request's file could reuse a deleted one's inode, size and
        // (coarse) modification time, so a request that has any reads and scales every picture afresh.
        let (pictures, scaled) = inline == nil ? (imageCache, resampledImages) : (nil, nil)
        do {
            let bytes = try await perform { () throws -> [UInt8] in
                let document = try ComponentDocument(bytes: tree, baseDirectory: baseDirectory, limits: limits,
                                                     allowedFolders: inline.map { [$0] } ?? [], appearance: appearance,
                                                     imageCache: pictures)
                let layout = try ComponentLayout(document.root, measurer: measurer, width: width, height: height,
                                                 direction: direction, scale: scale)
                guard wantsPNG else { return document.layoutJSON(layout) + [0x0A] }
                let context = try RasterContext(cache: glyphCache, resampledImages: scaled)
                let image = try ComponentRenderer(context: context).render(layout, background: fill)
                return try PNGEncoder().encode(image, input: "the tree")
            }
            return Self.bytes(bytes, type: wantsPNG ? "image/png" : "application/json; charset=utf-8")
        } catch let error as ComponentError {
            if case .invalidJSON = error { throw APIError.badRequest("invalid_json", redact("the tree is \(error)", [inline])) }
            throw APIError.unprocessable(redact("the tree: \(error)", [inline]))
        } catch let error as RasterError {
            throw APIError.unprocessable(redact("the tree: \(error)", [inline]))
        }
    }
}

import ChatRender
import Foundation
import Hummingbird

extension LetterpressService {
    /// `POST /v1/chat?width=&height=&full=&scale=&style=&appearance=&scroll=`: a transcript answered as render-chat's
    /// screenshot PNG (`Accept: image/png`) or its `--layout-json`. Pictures come from `--assets` (the transcript's
    /// folder, for render-chat) or inline `data:image/png;base64,` URLs.
    func chat(_ request: Request) async throws -> Response {
        try request.requireMediaType(["application/json"])
        let query = QueryParameters(request)
        let full = try query.flag("full", default: false)
        var options = ChatScreenOptions(
            width: try query.number("width", in: 200...4000, default: 390) ?? 390,
            height: full ? nil : try query.number("height", in: 1...100_000, default: 844),
            scale: try query.number("scale", in: 0.5...8, default: 3) ?? 3,
            style: ChatStyle(rawValue: try query.choice("style", ChatStyle.allCases.map(\.rawValue), default: "imessage")) ?? .imessage,
            appearance: ChatAppearance(rawValue: try query.choice("appearance", ChatAppearance.allCases.map(\.rawValue), default: "light")) ?? .light)
        if let scroll = query.string("scroll") {
            do throws(ChatRenderError) { options.scroll = try ChatScroll(parsing: scroll) } catch {
                throw APIError.badRequest("invalid_parameter", "scroll: \(error)")
            }
        }
        let body = try await request.collectBody(limit: min(options.maximumTranscriptBytes, configuration.maxBodyBytes))
        let (transcript, inline) = try InlinePictures.extract(from: body, maxBytes: configuration.maxDataURLBytes)
        defer { if let inline { try? FileManager.default.removeItem(atPath: inline) } }
        if let inline { options.allowedFolders = [inline] }
        let wantsPNG = request.accepts("image/png")
        let (measurer, renderer, baseDirectory, screen) = (measurer, chatRenderer, baseDirectory, options)
        do {
            let bytes = try await perform { () throws -> [UInt8] in
                let document = try ChatDocument(data: Data(transcript), source: "transcript", baseDirectory: baseDirectory,
                                                maximumMessages: screen.maximumMessages)
                let scene = try ChatScene(document: document, options: screen, measurer: measurer, exact: !wantsPNG)
                guard wantsPNG else { return Array(LayoutExport(scene.layout).json.utf8) }
                return try renderer.renderPNG(scene)
            }
            return Self.bytes(bytes, type: wantsPNG ? "image/png" : "application/json; charset=utf-8")
        } catch let error as ChatRenderError {
            switch error {
            case .invalidOption: throw APIError.badRequest("invalid_parameter", redact("\(error)", [inline]))
            default: throw APIError.unprocessable(redact("\(error)", [inline]))
            }
        }
    }
}

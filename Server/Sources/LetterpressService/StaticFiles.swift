import Foundation
import Hummingbird

/// The playground's files, the OpenAPI document and the samples the playground preloads, read once at start-up and
/// served from memory: only these names are served, so no request path reaches the file system.
struct StaticFiles: Sendable {
    private let files: [String: (type: String, bytes: [UInt8])]
    private let samples: [String: [UInt8]]

    static let types = ["html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8",
                        "yaml": "application/yaml; charset=utf-8", "png": "image/png", "json": "application/json; charset=utf-8"]

    /// Reads the files of `playground` (its `openapi.yaml` is the server's `Server/openapi.yaml`) and the samples.
    init(playground: String) throws {
        var files: [String: (String, [UInt8])] = [:]
        let folder = URL(fileURLWithPath: playground)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: playground)) ?? [] {
            guard let type = Self.types[URL(fileURLWithPath: name).pathExtension], let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
            files[name] = (type, Array(data))
        }
        let server = folder.deletingLastPathComponent()
        if let openapi = FileManager.default.contents(atPath: server.appendingPathComponent("openapi.yaml").path) {
            files["openapi.yaml"] = (Self.types["yaml"] ?? "", Array(openapi))
        }
        self.files = files
        // The samples: {"NAME": <the document>, …} per kind, from the repository's Samples folder.
        let samplesFolder = server.deletingLastPathComponent().appendingPathComponent("Samples")
        var samples: [String: [UInt8]] = [:]
        for (kind, subfolder) in [("layouts", "layouts"), ("chats", "")] {
            let directory = samplesFolder.appendingPathComponent(subfolder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".json") && $0 != "empty.json" }.sorted()
            var out = Array("{".utf8)
            for name in names {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                      data.count < 256 << 10 else { continue }
                if out.count > 1 { out.append(UInt8(ascii: ",")) }
                out += Array("\"\(name.dropLast(5))\":".utf8) + Array(data)
            }
            samples[kind] = out + Array("}\n".utf8)
        }
        self.samples = samples
    }

    func response(for name: String) -> Response {
        guard let file = files[name] else { return APIError(.notFound, "not_found", "no such file: \(name)").response }
        return Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    func samples(_ kind: String) -> Response {
        guard let bytes = samples[kind] else { return APIError(.notFound, "not_found", "no samples of kind '\(kind)'").response }
        return LetterpressService.bytes(bytes, type: "application/json; charset=utf-8")
    }
}

import HTTPTypes
import Hummingbird

extension Request {
    /// The media type of the body, lower-cased, without parameters (`application/json`), or nil.
    var mediaType: String? {
        headers[.contentType].map { $0.split(separator: ";", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces).lowercased() }
    }

    /// Whether the client asked for `type` (`Accept: image/png`).
    func accepts(_ type: String) -> Bool {
        headers[values: .accept].contains { $0.lowercased().contains(type) }
    }

    /// Throws 415 unless the body is one of `types`.
    func requireMediaType(_ types: [String]) throws(APIError) {
        guard let type = mediaType, types.contains(type) else {
            throw APIError.unsupportedMediaType(headers[.contentType], expected: types.joined(separator: " or "))
        }
    }

    /// The whole body, at most `limit` bytes: a `Content-Length` over it is refused before a byte is read, and a
    /// body that grows past it is refused as soon as it does (the connection is then closed, the rest unread).
    func collectBody(limit: Int) async throws -> [UInt8] {
        if let length = headers[.contentLength].flatMap({ Int($0) }), length > limit { throw APIError.tooLarge(limit: limit) }
        var bytes: [UInt8] = []
        for try await chunk in body {
            guard bytes.count + chunk.readableBytes <= limit else { throw APIError.tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk.readableBytesView)
        }
        return bytes
    }
}

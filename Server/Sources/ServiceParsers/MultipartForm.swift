import Foundation

/// A `multipart/form-data` body (RFC 7578) read whole: its parts by name, each with its bytes. Only what a form
/// needs is understood (a `Content-Disposition: form-data; name="…"` header per part); anything malformed is a
/// `ParseProblem` (the service's 400).
package struct MultipartForm: Sendable {
    package struct Part: Equatable, Sendable {
        package var name: String
        package var bytes: [UInt8]
        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    package var parts: [Part] = []

    /// The first part called `name`.
    package subscript(name: String) -> Part? { parts.first { $0.name == name } }

    /// Every part called `name`, as text.
    package func texts(_ name: String) -> [String] { parts.filter { $0.name == name }.map { String(decoding: $0.bytes, as: UTF8.self) } }

    /// The boundary of a `multipart/form-data; boundary=…` content type.
    package static func boundary(of contentType: String?) -> String? {
        guard let contentType else { return nil }
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == "boundary" {
                let value = pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") && pair[1].count >= 2 ? String(pair[1].dropFirst().dropLast()) : pair[1]
                return value.isEmpty || value.count > 70 ? nil : value
            }
        }
        return nil
    }

    package init(body: [UInt8], boundary: String) throws(ParseProblem) {
        let delimiter = Array("--\(boundary)".utf8)
        guard var position = Self.find(delimiter, in: body, from: 0) else { throw Self.malformed("no boundary line") }
        while true {
            position += delimiter.count
            if body[position...].starts(with: Array("--".utf8)) { return }                 // the closing delimiter
            guard body[position...].starts(with: [0x0D, 0x0A]) else { throw Self.malformed("a boundary line does not end with CRLF") }
            position += 2
            guard let headerEnd = Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: body, from: position) else { throw Self.malformed("a part has no blank line after its headers") }
            let headers = String(decoding: body[position..<headerEnd], as: UTF8.self)
            guard let name = Self.name(inHeaders: headers) else { throw Self.malformed("a part has no Content-Disposition name") }
            let start = headerEnd + 4
            guard let end = Self.find([0x0D, 0x0A] + delimiter, in: body, from: start) else { throw Self.malformed("part '\(name)' is not closed by the boundary") }
            parts.append(Part(name: name, bytes: Array(body[start..<end])))
            position = end + 2
        }
    }

    private static func malformed(_ problem: String) -> ParseProblem { ParseProblem("the multipart body is malformed: \(problem)") }

    private static func name(inHeaders headers: String) -> String? {
        for line in headers.split(separator: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            for parameter in line.split(separator: ";").dropFirst() {
                let text = parameter.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("name=\""), text.hasSuffix("\""), text.count >= 7 { return String(text.dropFirst(6).dropLast()) }
            }
            return nil
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

import Foundation
import TextMeasure

/// One `--jsonl` input line and its answer: a result object, or `{"id": …, "error": "…"}`.
struct BatchLine {
    let bytes: [UInt8]
    let number: Int
    let base: MeasureRequest

    func answer(_ measurer: TextMeasurer) -> (json: String, failed: Bool) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return (LayoutJSON.error("line \(number): not valid UTF-8", id: Self.salvageID(bytes)), true)
        }
        let line: BatchOverrides
        do {
            line = try JSONDecoder().decode(BatchOverrides.self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (LayoutJSON.error("line \(number): \"\(key)\" has the wrong type", id: Self.salvageID(bytes)), true)
        } catch {
            return (LayoutJSON.error("line \(number): not a valid JSON object", id: Self.salvageID(bytes)), true)
        }
        let id = line.id?.json
        do {
            guard line.text != nil else { throw MeasureRequest.Invalid(description: "missing \"text\"") }
            var request = base
            try request.apply(line)
            return (LayoutJSON.object(try request.measure(with: measurer), id: id), false)
        } catch {
            return (LayoutJSON.error("line \(number): \(error)", id: id), true)
        }
    }

    /// The `"id"` of a line that failed to decode as a whole, when it can still be read, so answers stay matched.
    private static func salvageID(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: #""id"\s*:\s*("([^"\\]|\\.)*"|-?[0-9.eE+-]+)"#, options: .regularExpression) else { return nil }
        let value = text[range].drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }
}

import Foundation
import TextMeasure

/// One `--jsonl` input line and its answer: a result object, or `{"id": …, "error": "…"}`.
struct BatchLine {
    let number: Int
    let base: MeasureRequest
    let limits: InputLimits
    let fields: OutputFields

    /// Appends the answer to `bytes` (the line without its newline) to `out`; returns whether the line failed.
    func answer(_ bytes: UnsafeBufferPointer<UInt8>, measurer: TextMeasurer, numbers: inout NumberTextCache,
                to out: inout [UInt8]) -> Bool {
        guard UTF8Validation.isValid(bytes) else {
            return fail("line \(number): not valid UTF-8", id: Self.salvageID(bytes), to: &out)
        }
        let line: BatchOverrides
        if let scanned = JSONLineScanner.decode(bytes) {
            line = scanned
        } else {
            do {
                line = try JSONDecoder().decode(BatchOverrides.self, from: Data(bytes))
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
                let key = context.codingPath.map(\.stringValue).joined(separator: ".")
                return fail("line \(number): \"\(key)\" has the wrong type", id: Self.salvageID(bytes), to: &out)
            } catch {
                return fail("line \(number): not a valid JSON object", id: Self.salvageID(bytes), to: &out)
            }
        }
        let id = line.id.map { identifier in
            var bytes: [UInt8] = []
            identifier.append(to: &bytes)
            return bytes
        }
        do {
            guard let text = line.text else { throw MeasureRequest.Invalid(description: "missing \"text\"") }
            if let problem = limits.check(text: text) { throw MeasureRequest.Invalid(description: problem) }
            var request = base
            try request.apply(line)
            let layout = try request.measure(with: measurer)
            LayoutJSON.append(layout, id: line.id, fields: fields, numbers: &numbers, to: &out)
            return false
        } catch {
            return fail("line \(number): \(error)", id: id, to: &out)
        }
    }

    /// The answer to a line longer than `--max-line-bytes`, of which `prefix` was kept.
    func answerTooLong(prefix: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        fail("line \(number): longer than \(limits.maxLineBytes) bytes (--max-line-bytes)", id: Self.salvageID(prefix), to: &out)
    }

    private func fail(_ message: String, id: [UInt8]?, to out: inout [UInt8]) -> Bool {
        LayoutJSON.appendError(message, id: id, to: &out)
        return true
    }

    /// The `"id"` of a line that failed to decode as a whole, when it can still be read, so answers stay matched.
    static func salvageID(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: #""id"\s*:\s*("([^"\\]|\\.)*"|-?[0-9.eE+-]+)"#, options: .regularExpression) else { return nil }
        let value = text[range].drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : Array(value.utf8)
    }
}

import Foundation
import TextMeasure

/// Answers `--jsonl` input lines one at a time: a result object, or `{"id": …, "error": "…"}`.
struct BatchLine {
    let base: MeasureRequest
    let limits: InputLimits
    let fields: OutputFields
    /// The base request's styles in the prepared-text cache, for the lines that keep them (nearly all).
    private let baseStyles: PreparedTextCache.StyleKey

    init(base: MeasureRequest, limits: InputLimits, fields: OutputFields, prepared: PreparedTextCache) {
        (self.base, self.limits, self.fields) = (base, limits, fields)
        baseStyles = base.styleKey(in: prepared)
    }

    /// Appends the answer to `bytes` (line `number`, without its newline) to `out`; returns whether the line failed.
    func answer(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, measurer: TextMeasurer, prepared: PreparedTextCache,
                numbers: inout NumberTextCache, to out: inout [UInt8]) -> Bool {
        let line: BatchOverrides
        var plainText: UnsafeBufferPointer<UInt8>?
        do {
            line = try BatchLineDecoding.decode(bytes, plainText: &plainText)
        } catch {
            return fail("line \(number): \(error)", id: BatchLineDecoding.salvageID(bytes), to: &out)
        }
        do {
            guard let textBytes = plainText?.count ?? line.text?.utf8.count else {
                throw MeasureRequest.Invalid(description: "missing \"text\"")
            }
            if let problem = limits.check(textBytes: textBytes) { throw MeasureRequest.Invalid(description: problem) }
            var request = base
            try request.apply(line)
            let answer = try request.measure(with: measurer, prepared: prepared, lines: !fields.isDisjoint(with: .needingLines),
                                             utf8: plainText, styleKey: line.keepsStyles ? baseStyles : nil)
            LayoutJSON.append(answer, id: line.id, fields: fields, numbers: &numbers, to: &out)
            return false
        } catch {
            // The fast reading leaves the text's UTF-8 check to whoever makes its `String` (a hit in the prepared-text
            // cache makes none): a text that is not UTF-8 is the line's problem, whatever else failed.
            if let plainText, error as? BatchLineError == .notUTF8 || !UTF8Validation.isValid(plainText) {
                return fail("line \(number): \(BatchLineError.notUTF8)", id: BatchLineDecoding.salvageID(bytes), to: &out)
            }
            let id = line.id.map { identifier in
                var bytes: [UInt8] = []
                identifier.append(to: &bytes)
                return bytes
            }
            return fail("line \(number): \(error)", id: id, to: &out)
        }
    }

    /// The answer to line `number`, longer than `--max-line-bytes`, of which `prefix` was kept.
    func answerTooLong(prefix: UnsafeBufferPointer<UInt8>, number: Int, to out: inout [UInt8]) -> Bool {
        fail("line \(number): longer than \(limits.maxLineBytes) bytes (--max-line-bytes)", id: BatchLineDecoding.salvageID(prefix), to: &out)
    }

    private func fail(_ message: String, id: [UInt8]?, to out: inout [UInt8]) -> Bool {
        LayoutJSON.appendError(message, id: id, to: &out)
        return true
    }
}

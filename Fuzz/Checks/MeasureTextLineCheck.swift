import Foundation
import MeasureTextBatch

/// `measure-text-line`: a `--jsonl` stream → measure-text's reading path against plain references:
///
/// - `LineReader`, fed in reads of a fuzzed size through a fuzzed buffer, delivers the lines a plain split at `\n`
///   gives (trailing `\r`s dropped, no empty line after a final newline), numbered in order, in batches within their
///   limits; a line over `maxLineBytes` comes as a prefix of it of at least `min(maxLineBytes + 1, 4096)` bytes;
/// - the UTF-8 check answers what `String(validating:as:)` answers;
/// - for every line, what `JSONLineScanner` reads, `JSONDecoder` (the fallback) reads to the same keys: equal strings
///   byte for byte, equal numbers bit for bit, the same id; a line the scanner declines is left to `JSONDecoder`;
/// - the scanner's fast reading (the text left unchecked, as bytes) reads what its checked reading reads, and differs
///   from it only on a text that is not UTF-8.
///
/// Input: three parameter bytes (the line limit, the read size, the buffer size and batch limits), then the stream.
package enum MeasureTextLineCheck: FuzzCheck {
    package static let name = "measure-text-line"

    package static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        let maxLineBytes = 1 + Int(input.byte()) * 17
        let chunkByte = input.byte()
        let chunk = chunkByte == 0 ? Int.max : Int(chunkByte)
        let shape = input.byte()
        let bufferBytes = [1, 7, 64, 4096][Int(shape & 3)]
        let maxLines = 1 + Int(shape >> 2 & 7), maxBytes = 1 + Int(shape >> 5) * 100
        let stream = input.rest()

        let expected = referenceLines(stream)
        var position = 0
        let reader = LineReader(maxLineBytes: maxLineBytes, bufferBytes: bufferBytes) { buffer in
            let count = min(chunk, buffer.count, stream.count - position)
            for index in 0..<count { buffer[index] = stream[position + index] }
            position += count
            return count
        }
        var number = 1
        while let batch = reader.nextBatch(maxLines: maxLines, maxBytes: maxBytes) {
            guard batch.firstNumber == number else {
                throw FuzzFailure("a batch starts at line \(batch.firstNumber), expected \(number)")
            }
            guard batch.lines.count <= maxLines else { throw FuzzFailure("a batch of \(batch.lines.count) lines, limit \(maxLines)") }
            for line in batch.lines {
                guard number <= expected.count else { throw FuzzFailure("the reader delivers more than \(expected.count) lines") }
                let raw = expected[number - 1]
                switch line {
                case let .line(range):
                    let got = batch.withBytes(range) { Array($0) }
                    guard raw.count <= maxLineBytes, got == trimmingCRs(raw) else {
                        throw FuzzFailure("line \(number) (\(raw.count) bytes, limit \(maxLineBytes)) read as \(got.count) other bytes")
                    }
                    try checkDecoding(got, number: number)
                case let .tooLong(prefix):
                    let kept = batch.withBytes(prefix) { Array($0) }
                    guard raw.count > maxLineBytes, raw.starts(with: kept), kept.count <= LineReader.keptPrefix,
                          kept.count >= min(maxLineBytes + 1, LineReader.keptPrefix) else {
                        throw FuzzFailure("line \(number) (\(raw.count) bytes, limit \(maxLineBytes)) is too long with a \(kept.count)-byte prefix")
                    }
                }
                number += 1
            }
        }
        guard number == expected.count + 1 else { throw FuzzFailure("the reader delivers \(number - 1) of \(expected.count) lines") }
    }

    /// The stream split at `\n`, without an empty piece after a final newline.
    static func referenceLines(_ stream: [UInt8]) -> [[UInt8]] {
        var lines = stream.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func trimmingCRs(_ line: [UInt8]) -> [UInt8] {
        var line = line
        while line.last == 0x0D { line.removeLast() }
        return line
    }

    /// The UTF-8 check against the standard library, and the scanner against `JSONDecoder`.
    static func checkDecoding(_ line: [UInt8], number: Int) throws(FuzzFailure) {
        try line.withUnsafeBufferPointer { (bytes) throws(FuzzFailure) in
            let valid = UTF8Validation.isValid(bytes)
            guard valid == (String(validating: bytes, as: UTF8.self) != nil) else {
                throw FuzzFailure("line \(number): the UTF-8 check says \(valid), the standard library the opposite")
            }
            // The path measure-text takes leaves a plain text unchecked and out of the keys: with the text put back
            // (when it is UTF-8) it reads what the checked path reads, and it accepts a line the checked path declines
            // only for that text.
            var plainText: UnsafeBufferPointer<UInt8>?
            let fast = JSONLineScanner.decode(bytes, plainText: &plainText)
            let scanned = JSONLineScanner.decode(bytes)
            if var fast {
                guard fast.text == nil || plainText == nil else {
                    throw FuzzFailure("line \(number): the fast reading returned the text twice")
                }
                if let plainText {
                    if UTF8Validation.isValid(plainText) {
                        fast.text = String(decoding: plainText, as: UTF8.self)
                    } else if scanned != nil {
                        throw FuzzFailure("line \(number): the checked reading accepted a text that is not UTF-8")
                    }
                }
                if let scanned, let key = firstDifference(fast, scanned) {
                    throw FuzzFailure("line \(number): the fast and checked readings read \"\(key)\" differently")
                }
                if scanned == nil && plainText.map(UTF8Validation.isValid) != false {
                    throw FuzzFailure("line \(number): the checked reading declined a line the fast one read with a UTF-8 text")
                }
            } else if scanned != nil {
                throw FuzzFailure("line \(number): the fast reading declined a line the checked one read")
            }
            guard let scanned else { return }
            // The scanner checks the strings it reads and reads nothing else but ASCII: what it accepts is UTF-8.
            guard valid else { throw FuzzFailure("line \(number): the scanner read a line that is not UTF-8") }
            let reference: BatchOverrides
            do { reference = try BatchLineDecoding.decodeReference(bytes) } catch {
                throw FuzzFailure("line \(number): the scanner reads it, the reference parser says \(error)")
            }
            if let key = firstDifference(scanned, reference) {
                throw FuzzFailure("line \(number): the scanner and the reference parser read \"\(key)\" differently")
            }
        }
    }

    /// The first key the two readings disagree on, or nil.
    static func firstDifference(_ a: BatchOverrides, _ b: BatchOverrides) -> String? {
        func same(_ x: String?, _ y: String?) -> Bool { x.map { Array($0.utf8) } == y.map { Array($0.utf8) } }
        func same(_ x: Double?, _ y: Double?) -> Bool { x?.bitPattern == y?.bitPattern }
        let ids: Bool
        switch (a.id, b.id) {
        case let (.number(x)?, .number(y)?): ids = x.bitPattern == y.bitPattern
        case let (.string(x)?, .string(y)?): ids = same(x, y)
        case let (x, y): ids = x == y
        }
        let checks: [(String, Bool)] = [
            ("id", ids), ("text", same(a.text, b.text)), ("font", same(a.font, b.font)),
            ("fontFile", same(a.fontFile, b.fontFile)), ("weight", same(a.weight?.name, b.weight?.name)),
            ("italic", a.italic == b.italic), ("size", same(a.size, b.size)), ("width", same(a.width, b.width)),
            ("height", same(a.height, b.height)), ("maxLines", a.maxLines == b.maxLines),
            ("lineBreak", same(a.lineBreak, b.lineBreak)), ("alignment", same(a.alignment, b.alignment)),
            ("lineSpacing", same(a.lineSpacing, b.lineSpacing)), ("lineHeightMultiple", same(a.lineHeightMultiple, b.lineHeightMultiple)),
            ("paragraphSpacing", same(a.paragraphSpacing, b.paragraphSpacing)), ("noFontLeading", a.noFontLeading == b.noFontLeading),
            ("scale", same(a.scale, b.scale)), ("textStyle", same(a.textStyle, b.textStyle)),
            ("contentSize", same(a.contentSize, b.contentSize)),
            ("widths", a.widths.map { $0.map(\.bitPattern) } == b.widths.map { $0.map(\.bitPattern) }),
            ("adjustsFontSizeToFitWidth", a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth),
            ("minimumScaleFactor", same(a.minimumScaleFactor, b.minimumScaleFactor)),
            ("hyphenationFactor", same(a.hyphenationFactor, b.hyphenationFactor)),
        ]
        return checks.first { !$0.1 }?.0
    }
}

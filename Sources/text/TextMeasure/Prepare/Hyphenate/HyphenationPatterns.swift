import FileAccess
import Foundation

/// Knuth–Liang hyphenation patterns in libhyphen's `.dic` format (Debian's `hyphen-*` packages): a charset line
/// (`UTF-8` or `KOI8-R`), optional `LEFTHYPHENMIN` / `RIGHTHYPHENMIN` lines, then one pattern a line (`.ab1c`, digits
/// between letters, `.` at a word's edge). Non-standard patterns (`/` replacements) and further levels are not read.
struct HyphenationPatterns: Sendable {
    /// The fewest letters before and after a hyphen.
    let leftMinimum: Int
    let rightMinimum: Int
    /// Each pattern's letters (`.` included) and its values between letters (count + 1).
    private let patterns: [[Unicode.Scalar]: [UInt8]]
    private let longest: Int

    /// Reads the patterns of a `.dic` file.
    ///
    /// - Throws: `TextMeasureError.invalidArgument` naming the file when it cannot be read or its charset is unknown.
    init(contentsOf path: String) throws {
        let bytes: [UInt8]
        do throws(FileAccessError) {
            bytes = try FilePolicy.anywhere(maximumBytes: 16 << 20).read(path)
        } catch {
            throw TextMeasureError.invalidArgument(name: "hyphenation patterns", value: "'\(path)'", reason: error.reason)
        }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let charset = lines.first.map({ String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }),
              charset == "UTF-8" || charset == "KOI8-R" else {
            throw TextMeasureError.invalidArgument(name: "hyphenation patterns", value: "'\(path)'", reason: "the charset must be UTF-8 or KOI8-R")
        }
        var left = 2, right = 2, longest = 0
        var patterns: [[Unicode.Scalar]: [UInt8]] = [:]
        for raw in lines.dropFirst() {
            let line = (charset == "UTF-8" ? String(decoding: raw, as: UTF8.self) : HyphenationPatterns.koi8r(raw))
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("LEFTHYPHENMIN") { left = Int(line.split(separator: " ").last ?? "") ?? left; continue }
            if line.hasPrefix("RIGHTHYPHENMIN") { right = Int(line.split(separator: " ").last ?? "") ?? right; continue }
            if line.hasPrefix("NEXTLEVEL") { break }
            guard !line.isEmpty, !line.hasPrefix("%"), !line.contains("/"), !line.contains(" ") else { continue }
            var letters: [Unicode.Scalar] = [], values: [UInt8] = [0]
            for scalar in line.unicodeScalars {
                if let digit = scalar.properties.numericType == .decimal ? UInt8(String(scalar)) : nil {
                    values[values.count - 1] = digit
                } else {
                    letters.append(scalar)
                    values.append(0)
                }
            }
            guard !letters.isEmpty else { continue }
            patterns[letters] = values
            longest = max(longest, letters.count)
        }
        leftMinimum = left
        rightMinimum = right
        self.patterns = patterns
        self.longest = longest
    }

    /// Where `word` (lowercase letters) may take a hyphen: each index `i` in `leftMinimum...(count - rightMinimum)`
    /// means between letters `i - 1` and `i`.
    func points(in word: [Unicode.Scalar]) -> [Int] {
        guard word.count >= leftMinimum + rightMinimum else { return [] }
        let dotted = ["." as Unicode.Scalar] + word + ["."]
        var values = [UInt8](repeating: 0, count: dotted.count + 1)
        for start in 0..<dotted.count {
            for end in (start + 1)...min(dotted.count, start + longest) {
                guard let pattern = patterns[Array(dotted[start..<end])] else { continue }
                for (offset, value) in pattern.enumerated() where value > values[start + offset] { values[start + offset] = value }
            }
        }
        // values[k] sits before dotted[k]; letter i of the word is dotted[i + 1].
        return (leftMinimum...(word.count - rightMinimum)).filter { values[$0 + 1] & 1 == 1 }
    }

    /// KOI8-R bytes as a string (ASCII, the Russian letters and Ё/ё; other bytes are dropped).
    private static func koi8r(_ bytes: ArraySlice<UInt8>) -> String {
        let lower = Array("юабцдефгхийклмнопярстужвьызшэщчъ".unicodeScalars)
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            switch byte {
            case 0..<0x80: scalars.append(Unicode.Scalar(byte))
            case 0xA3: scalars.append("ё")
            case 0xB3: scalars.append("Ё")
            case 0xC0...0xDF: scalars.append(lower[Int(byte - 0xC0)])
            case 0xE0...0xFF: scalars.append(contentsOf: String(lower[Int(byte - 0xE0)]).uppercased().unicodeScalars)
            default: continue
            }
        }
        return String(scalars)
    }
}

import ImageDiff

/// The text form of a comparison result (the JSON form is `DiffResult.json`).
enum ResultReport {
    /// `different pixels: N` and `error: P%` (P rounded to 2 decimals, as pixelmatch's CLI prints it),
    /// plus a line explaining a size mismatch.
    static func text(_ result: DiffResult, first: String, second: String) -> String {
        var lines: [String] = []
        if let mismatch = result.sizeMismatch {
            lines.append("image sizes differ: \(first) is \(mismatch.first), \(second) is \(mismatch.second); "
                + "compared the \(mismatch.overlap) overlap, \(mismatch.extraPixels) pixels outside it count as different")
        }
        lines.append("different pixels: \(result.mismatched)")
        lines.append("error: \(percent(result.ratio))%")
        if let similarity = result.similarity { lines.append("ssim: \(similarity)") }
        return lines.joined(separator: "\n")
    }

    /// `ratio` as a percentage rounded to 2 decimals, without trailing zeros (`0.11`, `5`, `12.5`).
    static func percent(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 10_000).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

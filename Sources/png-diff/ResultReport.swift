import ImageDiff

/// The text and JSON forms of a comparison result.
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

    /// `{"mismatched", "total", "ratio", "width", "height", "regionCount", "regions": [{"x","y","width","height"}]}`,
    /// plus `"sizeMismatch"` when the sizes differ and `"ssim"` with the SSIM metric.
    static func json(_ result: DiffResult) -> String {
        "{" + fields(result).joined(separator: ",") + "}"
    }

    /// The JSON fields of a result, for `json(_:)` and the folder reports.
    static func fields(_ result: DiffResult) -> [String] {
        let regions = result.regions.map {
            "{\"x\":\($0.x),\"y\":\($0.y),\"width\":\($0.width),\"height\":\($0.height)}"
        }
        var fields = [
            "\"mismatched\":\(result.mismatched)", "\"total\":\(result.total)", "\"ratio\":\(result.ratio)",
            "\"width\":\(result.width)", "\"height\":\(result.height)", "\"regionCount\":\(result.regionCount)",
            "\"regions\":[\(regions.joined(separator: ","))]",
        ]
        if let similarity = result.similarity { fields.append("\"ssim\":\(similarity)") }
        if let mismatch = result.sizeMismatch {
            fields.append("\"sizeMismatch\":{\"first\":{\"width\":\(mismatch.first.width),\"height\":\(mismatch.first.height)},"
                + "\"second\":{\"width\":\(mismatch.second.width),\"height\":\(mismatch.second.height)},"
                + "\"extraPixels\":\(mismatch.extraPixels)}")
        }
        return fields
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

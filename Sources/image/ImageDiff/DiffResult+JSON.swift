extension DiffResult {
    /// The result as png-diff's `--json` writes it: `{"mismatched", "total", "ratio", "width", "height",
    /// "regionCount", "regions": [{"x","y","width","height"}]}`, plus `"ssim"` with the SSIM metric and
    /// `"sizeMismatch"` when the sizes differ.
    public var json: String {
        "{" + jsonFields.joined(separator: ",") + "}"
    }

    /// The members of ``json``, each `"key":value`, for reports that add their own.
    public var jsonFields: [String] {
        let regions = regions.map {
            "{\"x\":\($0.x),\"y\":\($0.y),\"width\":\($0.width),\"height\":\($0.height)}"
        }
        var fields = [
            "\"mismatched\":\(mismatched)", "\"total\":\(total)", "\"ratio\":\(ratio)",
            "\"width\":\(width)", "\"height\":\(height)", "\"regionCount\":\(regionCount)",
            "\"regions\":[\(regions.joined(separator: ","))]",
        ]
        if let similarity { fields.append("\"ssim\":\(similarity)") }
        if let sizeMismatch {
            fields.append("\"sizeMismatch\":{\"first\":{\"width\":\(sizeMismatch.first.width),\"height\":\(sizeMismatch.first.height)},"
                + "\"second\":{\"width\":\(sizeMismatch.second.width),\"height\":\(sizeMismatch.second.height)},"
                + "\"extraPixels\":\(sizeMismatch.extraPixels)}")
        }
        return fields
    }
}

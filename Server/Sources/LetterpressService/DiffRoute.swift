import Hummingbird
import ImageDiff
import Raster
import ServiceParsers

extension LetterpressService {
    /// `POST /v1/diff`: a `multipart/form-data` body with two PNGs (`expected` and `actual`) and png-diff's options
    /// as fields (`threshold`, `metric`, `max-delta-e`, `min-ssim`, `include-aa`, `alpha`, `aa-color`, `diff-color`,
    /// `diff-color-alt`, `diff-mask`, `no-checkerboard`, `ignore` (repeatable `X,Y,W,H`), `max-diff-pixels`,
    /// `max-diff-ratio`, `max-regions`, `region-merge-distance`). Answers png-diff's `--json` (the same bytes) or,
    /// with `Accept: image/png`, the diff image; `Letterpress-Within-Tolerance` says whether the pair passed.
    func diff(_ request: Request) async throws -> Response {
        try request.requireMediaType(["multipart/form-data"])
        guard let boundary = MultipartForm.boundary(of: request.headers[.contentType]) else {
            throw APIError.badRequest("invalid_multipart", "Content-Type multipart/form-data needs a boundary")
        }
        let body = try await request.collectBody(limit: configuration.maxBodyBytes)
        let form: MultipartForm
        do throws(ParseProblem) { form = try MultipartForm(body: body, boundary: boundary) } catch {
            throw APIError.badRequest("invalid_multipart", error.message)
        }
        guard let expected = form["expected"], let actual = form["actual"] else {
            throw APIError.badRequest("missing_part", "send two PNGs as the parts 'expected' and 'actual'")
        }
        let wantsPNG = request.accepts("image/png")
        let options = try Self.diffOptions(form, makesDiffImage: wantsPNG)
        let result = try await perform { () throws -> (json: [UInt8], png: [UInt8]?, passed: Bool) in
            let decoder = PNGDecoder(pixelBudget: options.pixelBudget)
            let first: StraightImage, second: StraightImage
            do {
                first = try decoder.decodeStraight(expected.bytes, input: "expected")
                second = try decoder.decodeStraight(actual.bytes, input: "actual")
            } catch { throw APIError.unprocessable("\(error)") }
            let result: DiffResult
            do { result = try ImageDiffer(options: options).compare(first, second) } catch { throw APIError.unprocessable("\(error)") }
            let png = try result.diffImage.map { try PNGEncoder(compression: .fast).encode($0, input: "the diff") }
            return (Array((result.json + "\n").utf8), png, result.isWithinTolerance)
        }
        var response = Self.bytes(wantsPNG ? result.png ?? [] : result.json, type: wantsPNG ? "image/png" : "application/json; charset=utf-8")
        response.headers[.init("Letterpress-Within-Tolerance")!] = result.passed ? "true" : "false"
        return response
    }

    /// png-diff's options from the form's fields (the flags' names and defaults).
    static func diffOptions(_ form: MultipartForm, makesDiffImage: Bool) throws(APIError) -> DiffOptions {
        func number(_ name: String) throws(APIError) -> Double? {
            guard let text = form.texts(name).first else { return nil }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw APIError.badRequest("invalid_parameter", "\(name) must be a number, not '\(text)'")
            }
            return value
        }
        func flag(_ name: String) -> Bool { form.texts(name).first.map { $0 == "true" || $0 == "1" || $0.isEmpty } ?? false }
        func color(_ name: String) throws(APIError) -> Color? {
            guard let text = form.texts(name).first else { return nil }
            do { return try Color(hex: text) } catch { throw APIError.badRequest("invalid_parameter", "\(name) must be #RRGGBB, not '\(text)'") }
        }
        var options = DiffOptions()
        if let value = try number("threshold") { options.threshold = value }
        switch form.texts("metric").first ?? "pixelmatch" {
        case "pixelmatch": options.metric = .pixelmatch
        case "deltaE2000": options.metric = .deltaE2000(maximumDistance: try number("max-delta-e") ?? DiffMetric.defaultMaximumDeltaE)
        case "ssim": options.metric = .ssim(minimumSimilarity: try number("min-ssim") ?? DiffMetric.defaultMinimumSimilarity)
        case let other: throw APIError.badRequest("invalid_parameter", "metric must be pixelmatch, deltaE2000 or ssim, not '\(other)'")
        }
        options.includeAA = flag("include-aa")
        if let value = try number("alpha") { options.alpha = value }
        if let value = try color("aa-color") { options.aaColor = value }
        if let value = try color("diff-color") { options.diffColor = value }
        options.diffColorAlt = try color("diff-color-alt")
        options.diffMask = flag("diff-mask")
        options.checkerboard = !flag("no-checkerboard")
        for text in form.texts("ignore") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], x >= 0, y >= 0, w >= 0, h >= 0 else {
                throw APIError.badRequest("invalid_parameter", "ignore must be X,Y,W,H (non-negative integers), not '\(text)'")
            }
            options.ignoredRegions.append(PixelRect(x: x, y: y, width: w, height: h))
        }
        if let value = try number("max-diff-pixels") {
            guard value >= 0, value == value.rounded() else { throw APIError.badRequest("invalid_parameter", "max-diff-pixels must be a whole number ≥ 0") }
            options.tolerance = .pixels(Int(value))
        }
        if let value = try number("max-diff-ratio") { options.tolerance = .ratio(value) }
        if let value = try number("max-regions") { options.maximumRegions = Int(max(0, min(value, 1e9))) }
        if let value = try number("region-merge-distance") { options.regionMergeDistance = Int(max(0, min(value, 1e6))) }
        options.makesDiffImage = makesDiffImage
        do { try options.validate() } catch { throw APIError.badRequest("invalid_parameter", "\(error)") }
        return options
    }
}

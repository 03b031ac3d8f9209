import Foundation
import ImageDiff
import Raster
import SnapshotTesting

extension Snapshotting where Value == Image, Format == Image {
    /// PNG references compared with pixelmatch's default threshold and no tolerance.
    public static var png: Snapshotting { .png() }

    /// PNG references compared with pixelmatch v7.2.0 (`ImageDiff`): works on Linux, where
    /// swift-snapshot-testing has no image strategy.
    ///
    /// - Parameters:
    ///   - threshold: pixelmatch's matching threshold, 0…1.
    ///   - maxDiffRatio: fraction of pixels, 0…1, that may differ.
    public static func png(threshold: Double = 0.1, maxDiffRatio: Double = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(threshold: threshold, maxDiffRatio: maxDiffRatio))
    }
}

extension Diffing where Value == Image {
    /// Converts images to and from PNG (small setting) and compares them with `ImageDiffer`; a failure
    /// carries the diff image and the counts. An unreadable reference reads as a 0×0 image, which
    /// then fails with a size mismatch.
    public static func png(threshold: Double = 0.1, maxDiffRatio: Double = 0) -> Diffing {
        .diff(
            toData: { image in Data((try? PNGEncoder(compression: .small).encode(image)) ?? []) },
            fromData: { data in
                (try? PNGDecoder().decode([UInt8](data), input: "snapshot reference")) ?? PNGSnapshotFallback.empty
            },
            diffV2: { reference, actual in
                var options = DiffOptions()
                options.threshold = threshold
                options.tolerance = .ratio(maxDiffRatio)
                let result: DiffResult
                do {
                    result = try ImageDiffer(options: options).compare(reference, actual)
                } catch {
                    return ("\(error)", [])
                }
                if result.isWithinTolerance { return nil }
                var message = "\(result.mismatched) of \(result.total) pixels differ (ratio \(result.ratio))"
                if let mismatch = result.sizeMismatch {
                    message += "; reference \(mismatch.first), image \(mismatch.second)"
                }
                let attachments = result.diffImage
                    .flatMap { try? PNGEncoder(compression: .fast).encode($0) }
                    .map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
                return (message, attachments)
            })
    }
}

/// The image an unreadable reference decodes to.
enum PNGSnapshotFallback {
    static let empty: Image = {
        guard let image = try? Image(width: 0, height: 0) else { preconditionFailure("0×0 is always valid") }
        return image
    }()
}

// Compiled with the SnapshotTesting trait only (swift build --traits SnapshotTesting; `make test` sets it).
#if SnapshotTesting
import Foundation
import ImageDiff
import ImageSnapshots
import Raster
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

extension Snapshotting where Value == Image, Format == Image {
    /// PNG references compared with pixelmatch's default threshold and no tolerance.
    public static var png: Snapshotting { .png() }

    /// PNG references compared with `ImageDiff` (pixelmatch v7.2.0 by default): works on Linux, where
    /// swift-snapshot-testing has no image strategy. The tolerances are `assertImageSnapshot`'s and png-diff's.
    ///
    /// - Parameters:
    ///   - threshold: pixelmatch's matching threshold, 0…1.
    ///   - metric: how pixels are judged different (see `DiffMetric`).
    ///   - maxDiffPixels: how many pixels may differ (nil: `maxDiffRatio` decides).
    ///   - maxDiffRatio: fraction of pixels, 0…1, that may differ.
    public static func png(threshold: Double = 0.1, metric: DiffMetric = .pixelmatch, maxDiffPixels: Int? = nil,
                           maxDiffRatio: Double = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .png(threshold: threshold, metric: metric, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
    }
}

extension Diffing where Value == Image {
    /// Converts images to and from PNG (small setting) and compares them with `ImageDiffer`. A failure writes the
    /// reference, the actual image and the diff image to the snapshot artifacts folder (`SnapshotArtifacts`:
    /// `$LETTERPRESS_SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<hash>.{reference,actual,diff}.png`, the test's names from
    /// Swift Testing, `snapshot` under XCTest, the hash of the actual image telling several snapshots apart), attaches
    /// them, and names them in the message with the counts. An unreadable reference reads as a 0×0 image, which then
    /// fails with a size mismatch.
    public static func png(threshold: Double = 0.1, metric: DiffMetric = .pixelmatch, maxDiffPixels: Int? = nil,
                           maxDiffRatio: Double = 0) -> Diffing {
        let tolerance = SnapshotTolerance(threshold: threshold, metric: metric, maxDiffPixels: maxDiffPixels,
                                          maxDiffRatio: maxDiffRatio)
        return .diff(
            toData: { image in Data((try? PNGEncoder(compression: .small).encode(image)) ?? []) },
            fromData: { data in
                (try? PNGDecoder().decode([UInt8](data), input: "snapshot reference")) ?? PNGSnapshotFallback.empty
            },
            diffV2: { reference, actual in
                let result: DiffResult
                do {
                    result = try ImageDiffer(options: tolerance.options()).compare(reference, actual)
                } catch {
                    return ("\(error)", [])
                }
                if result.isWithinTolerance { return nil }
                let straightActual = StraightImage(actual)
                let written = PNGSnapshotFallback.artifacts(for: straightActual).write(
                    reference: reference.width > 0 ? StraightImage(reference) : nil, actual: straightActual,
                    diff: result.diffImage)
                var message = "\(result.mismatched) of \(result.total) pixels differ (ratio \(result.ratio))"
                if let mismatch = result.sizeMismatch {
                    message += "; reference \(mismatch.first), image \(mismatch.second)"
                }
                if let similarity = result.similarity { message += "; mean SSIM \(similarity)" }
                let attachments = written.paths.compactMap { path -> DiffAttachment? in
                    guard let data = FileManager.default.contents(atPath: path) else { return nil }
                    return .data(data, name: URL(fileURLWithPath: path).lastPathComponent)
                }
                return (message + written.listing, attachments)
            })
    }
}

/// The image an unreadable reference decodes to, and where the strategy's artifacts go.
enum PNGSnapshotFallback {
    static let empty: Image = {
        guard let image = try? Image(width: 0, height: 0) else { preconditionFailure("0×0 is always valid") }
        return image
    }()

    /// `<root>/<TestFile>/<test>.<hash>`: names from the current Swift Testing test when there is one.
    static func artifacts(for actual: StraightImage) -> SnapshotArtifacts {
        var file = "ImageSnapshotTesting", test = "snapshot"
        #if canImport(Testing)
        if let current = Test.current {
            file = URL(fileURLWithPath: current.sourceLocation.fileID).deletingPathExtension().lastPathComponent
            test = SnapshotArtifacts.sanitized(current.name)
        }
        #endif
        // FNV-1a of the pixels: the same image, the same name; another snapshot of the same test, another name.
        var hash: UInt32 = 2_166_136_261
        for byte in actual.pixels { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let suffix = String(hash, radix: 16)
        return SnapshotArtifacts(directory: URL(fileURLWithPath: SnapshotArtifacts.root()).appendingPathComponent(file).path,
                                 stem: "\(test).\(String(repeating: "0", count: 8 - suffix.count))\(suffix)")
    }
}
#endif

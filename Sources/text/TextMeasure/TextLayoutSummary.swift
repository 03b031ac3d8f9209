import Foundation
import Geometry

/// The sizes and line count of a ``TextLayout``, made without its lines: for answers that report only sizes
/// (`measure-text --fields width,height,lineCount`). Always equal to the same fields of the layout.
package struct TextLayoutSummary: Equatable, Sendable {
    /// ``TextLayout/size``.
    package var size: CGSize
    /// ``TextLayout/rawSize``.
    package var rawSize: CGSize
    /// ``TextLayout/lineCount``.
    package var lineCount: Int
    /// ``TextLayout/isTruncated``.
    package var isTruncated: Bool
}

extension TextLayout {
    /// The layout's sizes and line count.
    package var summary: TextLayoutSummary {
        TextLayoutSummary(size: size, rawSize: rawSize, lineCount: lineCount, isTruncated: isTruncated)
    }
}

extension PreparedText {
    /// What ``layout(width:height:)`` would report as sizes and line count, without making the lines.
    package func summary(width: Double = .infinity, height: Double = .infinity) throws -> TextLayoutSummary {
        try LayoutBuilder(prepared: self).summary(width: Self.checked(Extent(upTo: width), "width"),
                                                  height: Self.checked(Extent(upTo: height), "height"))
    }
}

/// A style run of a paragraph, in paragraph-relative UTF-16 offsets.
struct StyleSpan: Sendable {
    var range: Range<Int>
    /// The run's index into the text's styles.
    var styleIndex: Int
}

/// Text with styled runs, the input of measuring (a small, Sendable cousin of `NSAttributedString`).
///
/// ```swift
/// var text = AttributedText("Hello, ", style: TextStyle(size: 17))
/// text.append("world", style: TextStyle(size: 17, weight: .bold))
/// ```
public struct AttributedText: Hashable, Sendable {
    /// One styled run.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var string: String
        /// The run's style.
        public var style: TextStyle
        /// Creates a run.
        public init(_ string: String, style: TextStyle) {
            self.string = string
            self.style = style
        }
    }

    /// The runs, in logical order.
    public private(set) var runs: [Run]

    /// Text with one style.
    public init(_ string: String, style: TextStyle = TextStyle()) {
        runs = [Run(string, style: style)]
    }

    /// Text made of runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// Appends a run.
    public mutating func append(_ string: String, style: TextStyle) {
        runs.append(Run(string, style: style))
    }

    /// The whole text.
    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
}

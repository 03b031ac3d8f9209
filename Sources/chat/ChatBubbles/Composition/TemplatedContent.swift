/// A payload that places itself in a bubble through its template: a kind of content registers its layout by
/// conforming its payload, beside its template (`extension ContactCard: TemplatedContent` in
/// `ContactCardTemplate.swift`), and the composer places any `MessageContent.payload` that
/// conforms below the parts before it. Nothing else in the composer names the kind.
protocol TemplatedContent {
    /// Lays the content out below the parts `builder` placed so far, adding its parts and measured texts.
    func place(in builder: inout BubbleBuilder) throws
}

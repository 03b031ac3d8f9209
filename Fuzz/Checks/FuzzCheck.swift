/// A property that must hold for every input a fuzz target is given: a fast path agrees with its reference, an
/// encoder's output decodes to its input, a parser answers with a result or a typed error and never traps.
///
/// The libFuzzer harness in `Fuzz/Targets/NAME/` runs ``check(_:)`` on each input (``FuzzEntry``); `FuzzCorpusTests`
/// replays every file of `Fuzz/Corpus/NAME/` through the same function in `make test`.
package protocol FuzzCheck: Sendable {
    /// The target's name: its corpus is `Fuzz/Corpus/NAME/`, its executable `fuzz-NAME`.
    static var name: String { get }

    /// Runs the property on one input.
    ///
    /// - Throws: ``FuzzFailure`` naming what did not hold. Any input that is not a failure returns normally.
    static func check(_ input: [UInt8]) throws(FuzzFailure)
}

/// A property that did not hold for an input: the fuzzer stops and keeps the input.
package struct FuzzFailure: Error, CustomStringConvertible {
    /// What did not hold.
    package let description: String

    package init(_ description: String) { self.description = description }
}

/// Every fuzz target's check, by name (the corpus replay finds a check for each corpus folder here).
package enum FuzzChecks {
    package static let all: [any FuzzCheck.Type] = [
        PNGDecodeCheck.self, DeflateRoundTripCheck.self, FontLoadingCheck.self, PixelmatchCheck.self,
        TranscriptDecodeCheck.self, MeasureTextLineCheck.self, MeasuringCheck.self,
        BatchUpdatesCheck.self, LayoutTreeCheck.self, JSONParseCheck.self, CommandLineCheck.self, ShapeFillCheck.self,
        BubbleTemplateCheck.self,
        PartTemplatesCheck.self,
        BubbleTreeCheck.self,
    ]

    /// The check called `name`, if there is one.
    package static func check(named name: String) -> (any FuzzCheck.Type)? {
        all.first { $0.name == name }
    }
}

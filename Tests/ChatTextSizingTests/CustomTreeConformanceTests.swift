import ChatBubbles
import ChatTextSizing
import JSON
import Testing

/// A chat card's tree says which flexbox lays it out (issue 29): a definite `flexBasis` in a column of indefinite
/// height is ignored by Yoga (the default) and used by the browser (`"conformance": "web"`).
@Suite struct CustomTreeConformanceTests {
    @Test func theCardsConformanceChoosesTheFlexbox() throws {
        func card(_ conformance: String?) -> JSONValue {
            var root: [String: JSONValue] = ["style": .object(["width": .number(120)]),
                                             "children": .array([.object(["style": .object(["flexBasis": .number(100)])])])]
            if let conformance { root["conformance"] = .string(conformance) }
            return .object(root)
        }
        let sizing = try TextMeasureSizing(scale: 3)
        #expect(try sizing.measureTree(card(nil), maxWidth: 200).height == 0)
        #expect(try sizing.measureTree(card("yoga"), maxWidth: 200).height == 0)
        #expect(try sizing.measureTree(card("web"), maxWidth: 200).height == 100)
    }
}

import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// A layout of bubbles refuses what does not fit: the list's configuration (a NaN width, a width with no room for a
/// bubble), the bubbles' (a negative padding), a negative viewport height.
@Suite struct ConfigurationTests {
    typealias F = Fixtures

    @Test func badConfigurationsAndArgumentsAreRejected() throws {
        let model = try F.model([F.text("a", "alice", "2025-03-03T10:00:00Z", "x")])
        var configuration = F.configuration()
        configuration.viewportWidth = .nan
        do {
            _ = try F.engine(model, configuration: configuration)
            Issue.record("a NaN width was accepted")
        } catch ChatLayoutError.invalidConfiguration(let field, let value) {
            #expect(field == "viewportWidth" && value.isNaN)
        }
        configuration = F.configuration(width: 20)
        #expect(throws: ChatLayoutError.self) { try F.engine(model, configuration: configuration) }
        var bubbles = F.bubbles()
        bubbles.bubblePadding.left = -1
        #expect(throws: ChatLayoutError.invalidConfiguration(field: "bubblePadding.left", value: -1)) {
            try F.engine(model, bubbles: bubbles)
        }
        var engine = try F.engine(model)
        #expect(throws: ChatLayoutError.invalidArgument(name: "viewportHeight", value: -5)) {
            try engine.setViewportHeight(-5)
        }
    }
}

import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

@Suite struct ConfigurationTests {
    typealias F = Fixtures

    @Test func fixedWidthSizingWrapsWordsAndLongWords() {
        let sizing = FixedWidthSizing()
        let font = FontSpec(size: 16)  // 8 per character; 10 characters per 80-wide line
        #expect(sizing.lineLengths("hello world again", font: font, maxWidth: 80) == [5, 5, 5])
        #expect(sizing.lineLengths("abcdefghijklmnopqrstuvwxyz", font: font, maxWidth: 80) == [10, 10, 6])
        #expect(sizing.lineLengths("one\n\ntwo", font: font, maxWidth: 80) == [3, 0, 3])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .infinity) == [14])
        #expect(sizing.lineLengths("no wrap at all", font: font, maxWidth: .nan) == [14])
        #expect(sizing.lineLengths("abc", font: font, maxWidth: -3) == [1, 1, 1])
        #expect(sizing.measure("hello world", font: font, maxWidth: 80, maximumLines: 1)
            == TextBox(width: 40, height: 20, lastLineWidth: 40, lineCount: 1))
        let cached = CachedSizing(sizing, capacity: 32)
        for index in 0..<100 { _ = try? cached.measure("text \(index)", font: font, maxWidth: 80, maximumLines: 0) }
        #expect(cached.count <= 32)
    }

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

import ChatRender
import Foundation
import Raster
import Testing

/// Links in message bodies: drawn in the accent colour, also after hard line breaks.
@Suite struct LinkConcurrencyTests {
    @Test func linkAfterAHardBreakIsDrawnUnderlinedInTheAccentColour() throws {
        let json = #"""
            {"title": "Links", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "text",
                           "text": "first line\nsee https://example.com/a/very/long/path?query=1, then more\nlast"}]}
            """#
        let document = try ChatDocument(data: Data(json.utf8), source: "links.json")
        let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 2), measurer: Support.renderer.measurer)
        let image = try Support.renderer.render(scene)
        let text = try #require(scene.layout.frames(ofMessage: "1")?[.body])
        // Count accent-blue pixels inside the text frame: only the link (and its underline) is drawn in it.
        let accent = scene.theme.incoming.accent
        var accentPixels = 0
        let top = Int((text.minY - scene.contentOffset + scene.options.navigationBarHeight) * 2)
        for y in top..<(top + Int(text.height * 2)) {
            for x in Int(text.minX * 2)..<Int(text.maxX * 2) where image.color(x: x, y: y) == accent { accentPixels += 1 }
        }
        #expect(accentPixels > 200)
    }
}

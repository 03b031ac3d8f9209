import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import ChatRender
import Raster
import Testing

/// What the screen shows where, checked pixel by pixel against the layout's frames.
@Suite struct ScreenPixelConcurrencyTests {
    @Test func bubblesBackgroundAndHeaderAreWhereTheLayoutSays() throws {
        let options = ChatScreenOptions(scale: 2, style: .telegram)
        let scene = try ChatScene(document: try Support.document("support-ru.json"), options: options,
                                  measurer: Support.renderer.measurer)
        let image = try Support.renderer.render(scene)
        let theme = scene.theme
        func pixel(_ x: Double, _ y: Double) -> Color? {
            // Content coordinates to pixels: below the navigation bar, scrolled by the content offset.
            image.color(x: Int(x * 2), y: Int((y - scene.contentOffset + options.navigationBarHeight) * 2))
        }
        // The background right of an incoming bubble.
        let card = try #require(scene.layout.frames(ofMessage: "s15"))
        #expect(pixel(card.bubble.maxX + 20, card.bubble.midY) == theme.background)
        // Inside the card's bubble, between its left edge and its content: the incoming fill.
        #expect(pixel(card.bubble.minX + 4, card.bubble.midY) == theme.incoming.fill)
        // The button's fill, left of its centred label.
        let button = try #require(card[.button])
        #expect(pixel(button.minX + 6, button.midY) == theme.incoming.buttonFill)
        // The pending message: outgoing fill inside its bubble.
        let pending = try #require(scene.layout.frames(ofMessage: "s13"))
        #expect(pixel(pending.bubble.minX + 4, pending.bubble.midY) == theme.outgoing.fill)
        // The navigation bar's fill at the top left.
        #expect(image.color(x: 2, y: 2) == theme.barFill)
        // The scroll position is the bottom, in whole pixels.
        #expect(abs(scene.contentOffset - scene.layout.maximumContentOffset) <= 0.25)
        #expect(scene.contentOffset * 2 == (scene.contentOffset * 2).rounded())
    }

    /// Cells drawn on the calling thread with the renderer's worker (what each render-chat lane does) give the same
    /// screen as the queue's workers; the PNG, composited band by band as the encoder asks for rows, decodes to it.
    @Test func screensDrawnOnTheCallingThreadMatchTheQueue() throws {
        let scene = try ChatScene(document: try Support.document("group-multilingual.json"),
                                  options: ChatScreenOptions(scale: 2, appearance: .dark), measurer: Support.renderer.measurer)
        let image = try Support.renderer.render(scene)
        for worker in [nil, try Support.renderer.makeWorker()] {
            let png = try Support.renderer.renderPNG(scene, drawingWith: worker)
            #expect(try PNGDecoder().decode(png) == image, worker == nil ? "queue" : "calling thread")
        }
    }

    @Test func wholeTranscriptIsOneTallImage() throws {
        let options = ChatScreenOptions(height: nil, scale: 1)
        let scene = try ChatScene(document: try Support.document("group-multilingual.json"), options: options,
                                  measurer: Support.renderer.measurer)
        let image = try Support.renderer.render(scene)
        #expect(image.height == Int((options.navigationBarHeight + scene.layout.contentSize.height).rounded(.up)))
        #expect(scene.layout.estimatedItemCount == 0)
    }

    @Test func longChatShowsExactMessagesWhereverItIsScrolled() throws {
        let document = try Support.longChat()
        for scroll in [ChatScroll.bottom, .top, .message("m5000")] {
            let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 1, scroll: scroll),
                                      measurer: Support.renderer.measurer, threads: 2)
            #expect(scene.layout.estimatedItemCount > 0, "most of the chat stays estimated")
            for path in scene.layout.itemPaths(in: scene.visibleRect) {
                #expect(scene.layout.frames(at: path)?.isEstimated == false, "\(scroll): \(path)")
            }
            if case .message(let id) = scroll {
                let frame = try #require(scene.layout.frames(ofMessage: MessageID(id))?.frame)
                #expect(abs(frame.midY - scene.visibleRect.midY) < 1)
            }
        }
    }
}

/// Mirrored chats draw what the layout mirrored.
@Suite struct RightToLeftPixelTests {
    /// In a right-to-left chat the layout mirrors a quote's and a link preview's padding (the wide side, the bar's, is
    /// at the right), so their bars are drawn at the right edge.
    @Test func quoteAndPreviewBarsAreOnTheLeadingSide() throws {
        let json = #"""
        {"title": "t", "locale": "he_IL", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}],
         "messages": [{"id": "1", "author": "b", "time": "2025-06-06T10:05:00Z", "kind": "text", "text": "שלום עולם"},
                      {"id": "2", "author": "b", "time": "2025-06-06T10:06:00Z", "kind": "text", "text": "מה נשמע היום",
                       "replyTo": "1", "linkPreview": {"url": "https://x.example", "title": "כותרת ארוכה של קישור"}}]}
        """#
        let document = try ChatDocument(data: Data(json.utf8), source: "rtl.json")
        let options = ChatScreenOptions(height: nil, scale: 2)
        let scene = try ChatScene(document: document, options: options, measurer: Support.renderer.measurer)
        let image = try Support.renderer.render(scene)
        func pixel(_ x: Double, _ y: Double) -> Color? {
            image.color(x: Int(x * 2), y: Int((y + options.navigationBarHeight) * 2))
        }
        let frames = try #require(scene.layout.frames(ofMessage: "2"))
        let bar = scene.theme.incoming.quoteBar
        for block in [try #require(frames[.quote]), try #require(frames[.linkPreview])] {
            #expect(pixel(block.maxX - 1.5, block.midY) == bar)
            #expect(pixel(block.minX + 1.5, block.midY) != bar)
        }
        // The quoted text is inside the mirrored padding: 10 from the bar, 8 from the other edge.
        let quote = try #require(frames[.quote]), text = try #require(frames[.quoteText])
        #expect(quote.maxX - text.maxX == 10 && text.minX - quote.minX == 8)
    }
}

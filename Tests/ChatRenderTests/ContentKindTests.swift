import ChatBubbles
import ChatLayout
import ChatModel
import ChatRender
import ChatSamples
import Foundation
import ImageSnapshots
import Raster
import Testing

/// Issue 14's kinds on screen: the showcase samples export every new element kind with its frames, draw in both
/// styles, both appearances and right to left (snapshot references), and a picture that cannot be read is a
/// placeholder and a warning, not a failure.
@Suite struct ContentKindConcurrencyTests {
    static func scene(_ sample: String, options: ChatScreenOptions = ChatScreenOptions(), exact: Bool = true) throws -> ChatScene {
        try ChatScene(document: try Support.document(sample), options: options, measurer: Support.renderer.measurer, exact: exact)
    }

    @Test func theShowcaseExportsEveryNewKind() throws {
        let export = LayoutExport(try Self.scene("showcase.json").layout)
        func ids(_ kind: LayoutExport.Kind) -> [String?] { export.elements.filter { $0.kind == kind }.map(\.messageID) }
        // One media element per tile: 1 + 3 + 1 + 1 + 1 tiles in messages 2–6.
        #expect(ids(.media) == ["2", "3", "3", "3", "4", "5", "6"])
        #expect(ids(.voice) == ["7"] && ids(.forwarded) == ["8"] && ids(.linkPreview) == ["9"] && ids(.sticker) == ["10"])
        // One reaction per pill: two on the photo, one on the sticker, six on the last message.
        #expect(ids(.reaction) == ["2", "2", "10", "14", "14", "14", "14", "14", "14"])
        // One button per keyboard button: 2 + 3 + 1.
        #expect(ids(.button) == Array(repeating: "12", count: 6))
        #expect(ids(.progress) == ["6", "13"])
        #expect(ids(.typing) == [nil] && ids(.loading) == [nil])
        // Bubble-less messages (the sticker, the jumbo emoji) have no bubble element; everything else has one.
        #expect(!ids(.bubble).contains("10") && !ids(.bubble).contains("11") && ids(.bubble).count == 13)
        // The trip summary: a component tree laid out by the flexbox engine, in its bubble.
        #expect(ids(.custom) == ["15"])
        let summary = try #require(export.elements.first { $0.kind == .custom }).frame
        #expect(summary.width == 230)
        // Pills and buttons lie on the 1/3-point grid of @3x.
        for element in export.elements where [.reaction, .button, .media].contains(element.kind) {
            for value in [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height] {
                #expect(abs((value * 3).rounded() - value * 3) < 1e-6, "\(element.kind) \(element.frame)")
            }
        }
        // Keyboard rows sit under their bubble, as wide as it.
        let bubble = try #require(export.elements.first { $0.kind == .bubble && $0.messageID == "12" }).frame
        let buttons = export.elements.filter { $0.kind == .button }.map(\.frame)
        #expect(buttons.allSatisfy { $0.minY >= bubble.maxY + 4 && $0.minX >= bubble.minX - 1e-9 && $0.maxX <= bubble.maxX + 1e-9 })
        #expect(abs((buttons.last?.width ?? 0) - bubble.width) < 1e-9)
        #expect(export.json.contains(#""kind": "reaction""#))
    }

    /// Issue 25's new part: each contact card is exported once, inside its bubble, below the author's name when the
    /// bubble shows it.
    @Test func contactCardsAreExportedInsideTheirBubbles() throws {
        let scene = try Self.scene("contacts.json")
        let export = LayoutExport(scene.layout)
        let cards = export.elements.filter { $0.kind == .contact }
        #expect(cards.map(\.messageID) == ["3", "5", "6"])
        for card in cards {
            let bubble = try #require(export.elements.first { $0.kind == .bubble && $0.messageID == card.messageID }).frame
            #expect(card.frame.minX >= bubble.minX && card.frame.maxX <= bubble.maxX && card.frame.minY >= bubble.minY
                    && card.frame.maxY <= bubble.maxY, "\(card) in \(bubble)")
            #expect(card.frame.height == 40, "the avatar's side: \(card)")
        }
        let author = try #require(export.elements.first { $0.kind == .author && $0.messageID == "6" }).frame
        #expect(author.maxY <= cards[2].frame.minY)
    }

    /// The part added to count what a new part costs: each location card is exported once under its part's name,
    /// inside its bubble and as wide as the bubble's content.
    @Test func locationCardsAreExportedInsideTheirBubbles() throws {
        let scene = try Self.scene("places.json")
        let export = LayoutExport(scene.layout)
        let cards = export.elements.filter { $0.kind == LayoutExport.Kind(rawValue: "location") }
        #expect(cards.map(\.messageID) == ["3", "5", "6"])
        for card in cards {
            let bubble = try #require(export.elements.first { $0.kind == .bubble && $0.messageID == card.messageID }).frame
            #expect(card.frame.minX >= bubble.minX && card.frame.maxX <= bubble.maxX && card.frame.minY >= bubble.minY
                    && card.frame.maxY <= bubble.maxY, "\(card) in \(bubble)")
        }
        #expect(!export.elements.contains { $0.kind.rawValue.hasPrefix("location.") }, "inner parts are not exported")
    }

    @Test func anEmptyChatExportsItsPlaceholderAndFailedLoadingRow() throws {
        let scene = try Self.scene("empty.json", options: ChatScreenOptions())
        let export = LayoutExport(scene.layout)
        #expect(export.elements.map(\.kind) == [.loading, .emptyState])
        let loading = export.elements[0].frame, empty = export.elements[1].frame
        #expect(loading.minY == 8 && empty.minY > loading.maxY)
        #expect(abs(empty.midX - 195) < 1)
    }

    @Test func aMissingPictureIsAPlaceholderAndAWarning() throws {
        let json = #"""
            {"title": "P", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "media",
                           "media": [{"path": "nowhere/missing.png", "width": 800, "height": 600}]}]}
            """#
        let document = try ChatDocument(data: Data(json.utf8), source: "pictures.json", baseDirectory: NSTemporaryDirectory())
        let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 2), measurer: Support.renderer.measurer)
        #expect(scene.warnings.count == 1)
        // The path as it was opened: the transcript's folder, then the path the transcript wrote.
        let expected = #"message "1": field "media": "# + NSTemporaryDirectory()
        #expect(scene.warnings.first?.hasPrefix(#"pictures.json: "# + expected) == true, "\(scene.warnings)")
        #expect(scene.warnings.first?.contains(#"nowhere/missing.png: "#) == true, "\(scene.warnings)")
        let image = try Support.renderer.render(scene)
        let tile = try #require(scene.layout.frames(ofMessage: "1")?.frames(of: .media).first)
        // The placeholder's grey fills the tile (its centre holds the glyph: look beside it).
        let y = Int((tile.minY - scene.contentOffset + scene.options.navigationBarHeight + 8) * 2)
        let pixel = try #require(image.color(x: Int((tile.minX + 8) * 2), y: y))
        #expect(pixel.red > 150 && pixel.red < 245 && abs(Int(pixel.red) - Int(pixel.blue)) < 12)
    }

    /// A transcript in `folder/chat/` whose sticker is `../media/sticker-cat.png`, the sample pictures written to
    /// `folder/media/`.
    static func stickerBesideItsFolder(in folder: URL) throws -> ChatDocument {
        let inner = folder.appendingPathComponent("chat")
        try SamplePictures.write(to: folder.appendingPathComponent("media"))
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let json = #"""
            {"title": "P", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "sticker",
                           "sticker": {"path": "../media/sticker-cat.png", "width": 256, "height": 256}}]}
            """#
        return try ChatDocument(data: Data(json.utf8), source: "out.json", baseDirectory: inner.path)
    }

    @Test func aPictureOutsideTheTranscriptsFolderIsRefused() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.stickerBesideItsFolder(in: folder)
        let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 1), measurer: Support.renderer.measurer)
        #expect(scene.pictures.isEmpty)
        #expect(scene.warnings.first?.contains("outside the allowed folders; drawing a placeholder") == true, "\(scene.warnings)")
    }

    /// A folder given in `allowedFolders` (`render-chat --allow-path`) lets the same picture be read; a picture over
    /// the byte limit is refused with the limit named.
    @Test func anAllowedFolderAndTheByteLimitDecideWhatIsRead() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Self.stickerBesideItsFolder(in: folder)
        var options = ChatScreenOptions(scale: 1)
        options.allowedFolders = [folder.appendingPathComponent("media").path]
        let allowed = try ChatScene(document: document, options: options, measurer: Support.renderer.measurer)
        #expect(allowed.warnings.isEmpty, "\(allowed.warnings)")
        #expect(allowed.pictures["../media/sticker-cat.png"]?.image.width == 256)
        options.maximumPictureFileBytes = 100
        let tooLarge = try ChatScene(document: document, options: options, measurer: Support.renderer.measurer)
        #expect(tooLarge.pictures.isEmpty)
        #expect(tooLarge.warnings.first?.contains("more than the limit of 100 bytes") == true, "\(tooLarge.warnings)")
    }

    /// Each new kind in both styles, both appearances and right to left.
    static let variants: [(name: String, options: ChatScreenOptions)] = [
        ("imessage-light-top", ChatScreenOptions(scale: 2, scroll: .top)),
        ("imessage-light-bottom", ChatScreenOptions(scale: 2)),
        ("imessage-dark-top", ChatScreenOptions(scale: 2, appearance: .dark, scroll: .top)),
        ("telegram-light-top", ChatScreenOptions(scale: 2, style: .telegram, scroll: .top)),
        ("telegram-dark-bottom", ChatScreenOptions(scale: 2, style: .telegram, appearance: .dark)),
    ]

    @Test(arguments: ["showcase.json", "showcase-rtl.json", "contacts.json", "places.json", "empty.json"])
    func snapshots(sample: String) throws {
        let document = try Support.document(sample)
        for (name, options) in Self.variants {
            if sample == "empty.json" && name.hasSuffix("top") && name != "imessage-light-top" { continue }
            let scene = try ChatScene(document: document, options: options, measurer: Support.renderer.measurer, threads: 2)
            #expect(scene.warnings.isEmpty, "\(scene.warnings)")
            let image = try Support.renderer.render(scene)
            assertImageSnapshot(of: image, named: sample.replacingOccurrences(of: ".json", with: "") + "-" + name)
        }
    }
}

/// `make-long-chat --media`: the long chat with photos, albums, voice notes and reactions mixed in, its pictures
/// written beside it, and its last screen showing an album drawn from them.
@Suite struct MediaLongChatConcurrencyTests {
    @Test func theMediaLongChatMixesEveryKindAndItsLastScreenDrawsPictures() throws {
        var generator = LongChatGenerator()
        generator.mixesMedia = true
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("long-chat-media.json").path
        try generator.json(fromCorpus: SampleCorpus.data()).write(to: URL(fileURLWithPath: path))
        #expect(try SamplePictures.write(to: folder.appendingPathComponent("media")).count == SamplePictures.all.count)
        let document = try ChatDocument.read(contentsOf: path)
        let messages = document.transcript.messages
        #expect(messages.count == 10_000)
        let media = messages.filter { $0.kind == .media }.count, voice = messages.filter { $0.kind == .voice }.count
        let reacted = messages.filter { !$0.reactions.isEmpty }.count
        // About 3 and 1 in 40 plain texts, and 1 in 12 messages (seeded: 737, 233 and 851 every time).
        #expect(media == 737 && voice == 233 && reacted == 851)
        let scene = try ChatScene(document: document, options: ChatScreenOptions(scale: 2), measurer: Support.renderer.measurer, threads: 2)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        #expect(scene.pictures.count == 2)
        let visible = scene.layout.itemPaths(in: scene.visibleRect).compactMap { scene.layout.message(at: $0) }
        #expect(visible.contains { $0.kind == .media && $0.media?.count == 2 })
    }
}

import ChatBubbles
import ChatLayout
import ChatModel
import ChatTextSizing
import ChatRender
import Foundation
import Testing

/// The `--layout-json` export: its kinds, its frames against the layout's own frames, and its JSON shape.
@Suite struct LayoutExportTests {
    static func scene(_ sample: String, options: ChatScreenOptions = ChatScreenOptions()) throws -> ChatScene {
        try ChatScene(document: try Support.document(sample), options: options, measurer: Support.renderer.measurer, exact: true)
    }

    /// The kinds before issue 14.
    static let classicKinds: Set<LayoutExport.Kind> = [.bubble, .text, .author, .status, .avatar, .dateHeader, .unreadSeparator,
                                                       .system, .attachment, .card, .reply]

    @Test func supportChatExportsEveryKind() throws {
        let export = LayoutExport(try Self.scene("support-ru.json").layout)
        // Every classic kind but the decorations, which the screen's configuration does not ask for; the screenshot,
        // the voice note, the reaction and the typing indicator of issue 14.
        #expect(Set(export.elements.map(\.kind)) == Self.classicKinds.union([.media, .voice, .reaction, .typing, .custom]))
        func ids(_ kind: LayoutExport.Kind) -> [String?] { export.elements.filter { $0.kind == kind }.map(\.messageID) }
        // Two days, one separator above the survey card, two system pills, one card, one reply, file and call rows.
        #expect(ids(.dateHeader) == [nil, nil])
        #expect(ids(.unreadSeparator) == ["s15"])
        #expect(ids(.system) == ["s1", "s14"])
        #expect(ids(.card) == ["s15"])
        #expect(ids(.reply) == ["s10"])
        #expect(ids(.attachment) == ["s7", "s9"])
        // 15 bubbles (17 messages minus 2 system pills), each with a status label.
        #expect(ids(.bubble).count == 15)
        #expect(ids(.media) == ["s7a"] && ids(.voice) == ["s9a"] && ids(.reaction) == ["s10"] && ids(.typing) == [nil])
        // The ticket header: a bubble-less component tree, centred, as wide as its tree says (330 + 2 × 1 border).
        #expect(ids(.custom) == ["s0"] && !ids(.bubble).contains("s0"))
        let ticket = try #require(export.elements.first { $0.kind == .custom }).frame
        #expect(ticket.width == 330 && abs(ticket.midX - 195) <= 0.5)
        #expect(ids(.status) == ids(.bubble))
        // Incoming groups get one avatar each, beside their last bubble: Анна ×3 groups, the bot's card.
        #expect(ids(.avatar) == ["s4", "s6", "s10", "s15"])
    }

    @Test func decorationsAndSystemTimesAreExportedWhenAsked() throws {
        let scene = try Self.scene("support-ru.json")
        var configuration = scene.layout.configuration
        configuration.showsSectionBackgrounds = true
        configuration.sectionFooterHeight = 12
        var bubbles = scene.bubbles
        bubbles.configuration.showsTimeOnSystemMessages = true
        bubbles.texts = try TextMeasureSizing(measurer: Support.renderer.measurer, scale: 3)
        let layout = try ChatLayoutEngine(model: scene.model, configuration: configuration, sizing: bubbles)
        let export = LayoutExport(layout)
        #expect(Set(export.elements.map(\.kind)) == Self.classicKinds.union([.sectionBackground, .sectionFooter, .media, .voice,
                                                                                .reaction, .custom]))
        let backgrounds = export.elements.filter { $0.kind == .sectionBackground }
        let footers = export.elements.filter { $0.kind == .sectionFooter }
        let headers = export.elements.filter { $0.kind == .dateHeader }
        #expect(backgrounds.count == 2 && footers.count == 2 && backgrounds.allSatisfy { $0.messageID == nil })
        for (background, (header, footer)) in zip(backgrounds, zip(headers, footers)) {
            // A background spans its day: from the header row's top (the pill less its spacing) to the footer's bottom.
            #expect(abs(background.frame.minY - (header.frame.minY - configuration.dateHeaderSpacing)) < 1e-9)
            #expect(abs(background.frame.maxY - footer.frame.maxY) < 1e-9)
            #expect(footer.frame.height == 12 && background.frame.width == configuration.viewportWidth - configuration.contentInsets.horizontal)
        }
        // The second day's background starts where the first one's footer ends.
        #expect(abs(backgrounds[1].frame.minY - footers[0].frame.maxY) < 1e-9)
        // The closing notice shows its time, «12:20» (Moscow), inside its pill.
        let path = try #require(layout.path(of: "s14"))
        #expect(bubbles.labels(at: path, in: layout)?.time == "12:20")
        let system = try #require(export.elements.first { $0.kind == .system && $0.messageID == "s14" })
        let time = try #require(export.elements.first { $0.kind == .status && $0.messageID == "s14" })
        #expect(time.frame.minX >= system.frame.minX && time.frame.maxX <= system.frame.maxX
                && time.frame.minY >= system.frame.minY && time.frame.maxY <= system.frame.maxY)
    }

    @Test func framesAreTheLayoutsFramesAndNest() throws {
        let scene = try Self.scene("group-multilingual.json")
        let export = LayoutExport(scene.layout)
        #expect(abs(export.contentHeight - Double(scene.layout.contentSize.height)) < 1e-9)
        var bubbles: [String: CGRect] = [:]
        for element in export.elements {
            guard let id = element.messageID else { continue }
            let frames = try #require(scene.layout.frames(ofMessage: MessageID(id)))
            switch element.kind {
            case .bubble, .system:
                #expect(element.frame == frames.bubble)
                bubbles[id] = element.frame
            case .text: #expect(element.frame == frames[.body])
            case .status: #expect(element.frame == frames[.time])
            case .reply: #expect(element.frame == frames[.quote])
            case .author: #expect(element.frame == frames[.author])
            case .attachment, .card: #expect(element.frame == frames[.attachment])
            default: break
            }
            // Every part of a bubble lies inside it.
            // (A jumbo emoji has no bubble: its text and time are checked against its message's frames above.)
            if [.text, .status, .reply, .author, .attachment, .card].contains(element.kind), frames.hasBubble {
                let bubble = try #require(bubbles[id])
                let f = element.frame
                #expect(f.minX >= bubble.minX - 1e-9 && f.maxX <= bubble.maxX + 1e-9 && f.minY >= bubble.minY - 1e-9
                        && f.maxY <= bubble.maxY + 1e-9, "\(element.kind) of \(id)")
            }
        }
        // Elements come top to bottom.
        let tops = export.elements.filter { $0.kind == .bubble || $0.kind == .system || $0.kind == .dateHeader }.map(\.frame.minY)
        #expect(tops == tops.sorted())
    }

    @Test func textFramesAreTheMeasuredTextSizes() throws {
        let scene = try Self.scene("support-ru.json")
        let sizing = try TextMeasureSizing(measurer: Support.renderer.measurer, scale: 3)
        let c = scene.layout.configuration, b = scene.bubbles.configuration
        // The bubble's widest content: (width − insets − avatar column) × fraction − paddings.
        let maxWidth = (390 - c.contentInsets.horizontal - c.avatarSize - c.avatarSpacing) * b.maximumBubbleWidthFraction
            - b.bubblePadding.horizontal
        let frames = try #require(scene.layout.frames(ofMessage: "s10"))
        let text = try #require(scene.document.transcript.messages.first { $0.id == "s10" }?.text)
        let box = try sizing.measure(text, font: b.fonts.body, maxWidth: maxWidth, maximumLines: 0)
        #expect(frames[.body]?.size == box.size)
        #expect(box.lineCount >= 3)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let export = LayoutExport(try Self.scene("support-ru.json").layout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["contentHeight", "elements"])
        #expect((object["contentHeight"] as? NSNumber)?.doubleValue == export.contentHeight)
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.count == export.elements.count)
        for (json, element) in zip(elements, export.elements) {
            #expect(Set(json.keys) == ["kind", "messageId", "frame"])
            #expect(json["kind"] as? String == element.kind.rawValue)
            #expect((json["messageId"] as? String) == element.messageID)
            // Foundation's JSON parser may round the last digit: compare to 1e-9 pt.
            let frame = try #require(json["frame"] as? [String: NSNumber])
            let values = ["x": element.frame.minX, "y": element.frame.minY, "width": element.frame.width,
                          "height": element.frame.height]
            for (key, value) in values {
                #expect(abs((frame[key]?.doubleValue ?? .nan) - Double(value)) < 1e-9, "\(key)")
            }
        }
    }
}

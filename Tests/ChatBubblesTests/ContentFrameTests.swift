import JSON
import ChatModel
import Foundation
import Testing
@testable import ChatBubbles
@testable import ChatLayout

/// Issue 14's parts worked out by hand with the fixed-width sizing (see `HandWorkedFrameTests`): outgoing bubbles
/// end at 312 and are at most 304 × 0.75 = 228 wide (content 204); the first message's row starts at 8 + 39 = 47.
/// Pictures fit in 228 × 340 (min 120 × 60), album tiles are 2 apart; overlay and count texts are 8 pt (4 × 10 per
/// character), reaction emoji 16 pt (8 × 20), keyboard labels 12 pt (6 × 15); times "10:09" are 20 × 10.
@Suite struct ContentFrameTests {
    typealias F = Fixtures

    static func bubbles() -> BubbleConfiguration {
        var c = F.bubbles()
        c.fonts.overlay = FontSpec(size: 8)
        c.fonts.reactionCount = FontSpec(size: 8)
        c.fonts.reactionEmoji = FontSpec(size: 16)
        c.fonts.keyboardButton = FontSpec(size: 12)
        c.fonts.forwarded = FontSpec(size: 12)
        c.fonts.linkTitle = FontSpec(size: 12)
        return c
    }

    static func message(_ content: MessageContent, forwardedFrom: String? = nil, reactions: [Reaction] = [],
                        buttons: [[String]] = []) -> Message {
        Message(id: "m", author: "me", time: F.date("2025-03-03T10:09:00Z"), content: content, forwardedFrom: forwardedFrom,
                reactions: reactions, buttons: buttons)
    }

    static func frames(_ message: Message) throws -> MessageFrames {
        let engine = try F.engine(try F.model([message]), bubbles: bubbles())
        return try #require(engine.frames(at: ItemPath(section: 0, item: 0)))
    }

    static func photos(_ sizes: [(Int, Int)]) -> [MediaItem] {
        sizes.enumerated().map { MediaItem(path: "p\($0).png", width: $1.0, height: $1.1) }
    }

    @Test func onePhotoFillsTheBubbleAndCarriesTheTimeOnIt() throws {
        // 1600 × 1200 fitted into 228 × 340: × 0.1425 → 228 × 171, flush with the bubble; the time on a pill inside
        // its bottom-right corner (6 in, pill padding 6 × 2): x = 228 − 12 − 20, y = 171 − 8 − 10.
        let f = try Self.frames(Self.message(.media(Self.photos([(1600, 1200)]))))
        #expect(f.bubble == CGRect(x: 84, y: 47, width: 228, height: 171))
        #expect(f.frames(of: .media) == [CGRect(x: 84, y: 47, width: 228, height: 171)])
        #expect(f[.time] == CGRect(x: 84 + 196, y: 47 + 153, width: 20, height: 10))
        #expect(f.timeOverPicture && f.hasBubble && f[.body] == nil)
    }

    @Test func portraitWithACaptionOfSeveralLines() throws {
        // 1080 × 1920 × min(228/1080, 340/1920) = 191.25 × 340 → 191 × 340. The caption wraps within the photo:
        // 191 − 24 = 167 → 20 characters a line: "Sunset over the" (15), "harbour, the boats" (18), "coming back in"
        // (14): 144 × 60, 6 below the photo; the time fits after "coming back in" (112 + 8 + 20 ≤ 167).
        let caption = "Sunset over the harbour, the boats coming back in"
        let f = try Self.frames(Self.message(.media(Self.photos([(1080, 1920)]), caption: caption)))
        #expect(f.bubble == CGRect(x: 121, y: 47, width: 191, height: 412))
        #expect(f.frames(of: .media) == [CGRect(x: 121, y: 47, width: 191, height: 340)])
        #expect(f[.body] == CGRect(x: 133, y: 47 + 346, width: 144, height: 60))
        #expect(f[.time] == CGRect(x: 121 + 159, y: 47 + 396, width: 20, height: 10))
        #expect(!f.timeOverPicture)
    }

    @Test func panoramaKeepsTheWidthAndTheSmallestHeight() throws {
        // 4000 × 1000: × 0.057 → 228 × 57, under the smallest height 60: 228 × 60 (the picture is cropped to fill).
        let f = try Self.frames(Self.message(.media(Self.photos([(4000, 1000)]))))
        #expect(f.frames(of: .media) == [CGRect(x: 84, y: 47, width: 228, height: 60)])
        #expect(f.bubble.size == CGSize(width: 228, height: 60))
    }

    @Test func albumsOfTwoThreeAndFour() throws {
        // Two 4:3 photos side by side: (228 − 2) / (2 × 4/3) = 84.75 → 84 tall; the first ends at ⌊226 / 2⌋ = 113.
        let two = try Self.frames(Self.message(.media(Self.photos([(1200, 900), (1200, 900)]))))
        #expect(two.frames(of: .media) == [CGRect(x: 84, y: 47, width: 113, height: 84), CGRect(x: 84 + 115, y: 47, width: 113, height: 84)])
        // Three: one row of one (228 / (4/3) = 171, at most 340 / 2 = 170), then a row of two at 170 + 2.
        let three = try Self.frames(Self.message(.media(Self.photos(Array(repeating: (1200, 900), count: 3)))))
        #expect(three.frames(of: .media) == [
            CGRect(x: 84, y: 47, width: 228, height: 170),
            CGRect(x: 84, y: 47 + 172, width: 113, height: 84), CGRect(x: 84 + 115, y: 47 + 172, width: 113, height: 84),
        ])
        #expect(three.bubble.height == 256)
        // Four: two rows of two.
        let four = try Self.frames(Self.message(.media(Self.photos(Array(repeating: (1200, 900), count: 4)))))
        #expect(four.frames(of: .media).map(\.minY) == [47, 47, 47 + 86, 47 + 86])
        #expect(four.frames(of: .media).map(\.width) == [113, 113, 113, 113] && four.bubble.height == 170)
    }

    @Test func albumOfTen() throws {
        // Rows of 3, 3 and 4 squares. Three: (228 − 4) / 3 = 74.67 → 74 tall, tiles ending at ⌊224/3⌋ = 74,
        // ⌊448/3⌋ + 2 = 151 and 228. Four: 222 / 4 = 55.5, raised to 60; ends at 55, 111 + 2, 166 + 4, 228.
        let f = try Self.frames(Self.message(.media(Self.photos(Array(repeating: (1000, 1000), count: 10)))))
        let tiles = f.frames(of: .media).map { $0.offsetBy(dx: -84, dy: -47) }
        let three = [CGRect(x: 0, y: 0, width: 74, height: 74), CGRect(x: 76, y: 0, width: 75, height: 74),
                     CGRect(x: 153, y: 0, width: 75, height: 74)]
        #expect(Array(tiles[0..<3]) == three)
        #expect(Array(tiles[3..<6]) == three.map { $0.offsetBy(dx: 0, dy: 76) })
        #expect(Array(tiles[6..<10]) == [CGRect(x: 0, y: 152, width: 55, height: 60), CGRect(x: 57, y: 152, width: 56, height: 60),
                                         CGRect(x: 115, y: 152, width: 55, height: 60), CGRect(x: 172, y: 152, width: 56, height: 60)])
        #expect(f.bubble == CGRect(x: 84, y: 47, width: 228, height: 212))
    }

    @Test func aKeyboardOfThreeRowsUnderTheBubble() throws {
        // "Pick a time" 88 × 20, time inline (88 + 8 + 20 = 116). The widest row's natural width: "Morning" 42 + 24
        // per button, two and a gap: 136, so the content widens to 136 − 24 = 112, then 116 with the time: the bubble is
        // 140 × 32 and the keyboard 140 wide under it, rows 38 tall and 4 apart, buttons of a row equal (whole points).
        let f = try Self.frames(Self.message(.text("Pick a time"), buttons: [["Mon", "Tue", "Wed"], ["Morning", "Evening"], ["Cancel"]]))
        #expect(f.bubble == CGRect(x: 172, y: 47, width: 140, height: 32))
        #expect(f.frames(of: .keyboard) == [
            [CGRect(x: 172, y: 83, width: 44, height: 38), CGRect(x: 220, y: 83, width: 44, height: 38), CGRect(x: 268, y: 83, width: 44, height: 38)],
            [CGRect(x: 172, y: 125, width: 68, height: 38), CGRect(x: 244, y: 125, width: 68, height: 38)],
            [CGRect(x: 172, y: 167, width: 140, height: 38)],
        ].flatMap { $0 })
        // Parts are named as the layout export names them: row, then column.
        #expect(f.parts.filter { $0.part.kind == .keyboard }.map(\.part.description)
                == ["keyboard.0.0", "keyboard.0.1", "keyboard.0.2", "keyboard.1.0", "keyboard.1.1", "keyboard.2.0"])
        #expect(f[MessagePart(.keyboard, 1, 1)] == CGRect(x: 244, y: 125, width: 68, height: 38))
        #expect(f.frame == CGRect(x: 8, y: 47, width: 304, height: 32 + 3 * 42))
        #expect(f[.time] == CGRect(x: 172 + 108, y: 47 + 16, width: 20, height: 10))
    }

    @Test func reactionsWrapIntoRows() throws {
        // Pills: 8 + emoji 8 + 4 + count (4 a digit) + 8: 36, 32, 32, 32, 32, 36. Five fit in 204 (188 wide); the sixth
        // starts a row 26 + 6 below. The time follows the last pill, centred on it: 36 + 8 + 20 ≤ 204.
        let reactions = [("👍", 12), ("❤️", 3), ("😂", 1), ("🎉", 7), ("🙏", 2), ("🔥", 25)].map { Reaction(emoji: $0, count: $1) }
        let f = try Self.frames(Self.message(.text("Great news"), reactions: reactions))
        #expect(f.bubble == CGRect(x: 100, y: 47, width: 212, height: 94))
        #expect(f.frames(of: .reaction) == [
            CGRect(x: 112, y: 77, width: 36, height: 26), CGRect(x: 154, y: 77, width: 32, height: 26),
            CGRect(x: 192, y: 77, width: 32, height: 26), CGRect(x: 230, y: 77, width: 32, height: 26),
            CGRect(x: 268, y: 77, width: 32, height: 26), CGRect(x: 112, y: 109, width: 36, height: 26),
        ])
        #expect(f[.time] == CGRect(x: 280, y: 47 + 70, width: 20, height: 10))
    }

    @Test func stickersAndJumboEmojiHaveNoBubble() throws {
        // A 512 × 512 sticker in a 160 square; its time on a pill in its corner.
        let sticker = try Self.frames(Self.message(.sticker(ImageReference(path: "s.png", width: 512, height: 512))))
        #expect(!sticker.hasBubble && !sticker.hasTail)
        #expect(sticker[.sticker] == CGRect(x: 152, y: 47, width: 160, height: 160))
        #expect(sticker[.time] == CGRect(x: 152 + 128, y: 47 + 142, width: 20, height: 10))
        // Two emoji at 44 pt: 2 × 22 wide, 55 tall; the time 6 left of their right edge, 4 + 2 below.
        let jumbo = try Self.frames(Self.message(.text("🎉🎉")))
        #expect(!jumbo.hasBubble)
        #expect(jumbo[.body] == CGRect(x: 312 - 44, y: 47, width: 44, height: 55))
        #expect(jumbo[.time] == CGRect(x: 312 - 44 + 18, y: 47 + 61, width: 20, height: 10))
        #expect(jumbo.bubble.height == 73)
        // Four emoji, or emoji with words, keep their bubble.
        #expect(try Self.frames(Self.message(.text("🎉🎉🎉🎉"))).hasBubble)
        #expect(try Self.frames(Self.message(.text("ok 🎉"))).hasBubble)
    }

    @Test func voiceNoteForwardedHeaderAndProgress() throws {
        // 17 s: waveform 100 + 34 = 134 wide; button 40, 8 apart: a 182 × 40 row; "0:17" (16 × 10) under the waveform.
        let voice = try Self.frames(Self.message(.voice(VoiceNote(seconds: 17, waveform: [0.5]))))
        let row = try #require(voice[.voice])
        #expect(row.size == CGSize(width: 182, height: 40))
        #expect(voice[.voiceButton] == CGRect(x: row.minX, y: row.minY, width: 40, height: 40))
        #expect(voice[.voiceWaveform] == CGRect(x: row.minX + 48, y: row.minY + 4, width: 134, height: 20))
        #expect(voice[.voiceDuration] == CGRect(x: row.minX + 48, y: row.minY + 26, width: 16, height: 10))
        // "Forwarded from Anna": 19 × 6 = 114 × 15 at the top of the bubble.
        let forwarded = try Self.frames(Self.message(.text("Hi"), forwardedFrom: "Anna"))
        #expect(forwarded[.forwarded] == CGRect(x: forwarded.bubble.minX + 12, y: 47 + 6, width: 114, height: 15))
        // A file's ring takes its icon's place.
        let file = Self.message(.file(FileAttachment(name: "a.log", bytes: 21_100_000), progress: 0.42))
        let ring = try Self.frames(file)
        #expect(ring[.progress] == ring[.icon] && ring[.icon] != nil)
    }

    @Test func anEmptyChatHasAPlaceholderCentredInTheViewport() throws {
        let transcript = try Transcript(title: "T", me: "me", participants: F.participants, messages: [])
        let engine = try F.engine(SectionedTranscript(transcript, timeZone: F.utc), bubbles: Self.bubbles(), viewportHeight: 600)
        // 250 × 110 centred: x = (320 − 250) / 2 = 35, y = (600 − 110) / 2 = 245.
        #expect(engine.frame(of: .content(.emptyState), visibleRect: .null) == CGRect(x: 35, y: 245, width: 250, height: 110))
        #expect(engine.elements(in: CGRect(x: 0, y: 0, width: 320, height: 600)).map(\.id.kind) == [.emptyState])
    }
}

/// A custom tree without a flexbox sizing: the default estimate stacks its texts.
@Suite struct CustomTreeEstimateTests {
    @Test func theDefaultSizingStacksTheTreesTexts() throws {
        // "Ticket" and "Open" in the 17 pt body font (8.5 × 21.25 a character and line): 6 × 8.5 + 16 = 67 wide,
        // 8 + 2 × (21.25 + 8) = 66.5 tall; in a bubble with 12 × 6 padding and the time on its own line below.
        let tree = JSONValue.object(["children": .array([.object(["text": .object(["string": .string("Ticket")])]),
                                                         .object(["text": .string("Open")])])])
        let box = try FixedWidthSizing().measureTree(tree, maxWidth: 200)
        #expect(box.width == 67 && box.height == 66.5)
        let message = ContentFrameTests.message(.custom(CustomContent(layout: tree)))
        let f = try ContentFrameTests.frames(message)
        #expect(f[.custom] == CGRect(x: f.bubble.minX + 12, y: 47 + 6, width: 67, height: 66.5))
        #expect(f.hasBubble && f.bubble.height == 6 + 66.5 + 4 + 10 + 6)
        // Without a bubble: centred, no time, no avatar.
        let alone = try ContentFrameTests.frames(ContentFrameTests.message(.custom(CustomContent(layout: tree, bubble: false))))
        #expect(!alone.hasBubble && alone[.time] == nil && alone[.custom]?.minX == ((320 - 67) / 2).rounded(.down))
    }
}

extension ContentFrameTests {
    /// A link preview from its template, below the text "See x" (40 × 20): the site "Site" (author font, 24 × 15), the
    /// title "Title" (30 × 15) and the description "Desc" (quote font, 24 × 15) stacked inside the quote padding
    /// (4, 10, 4, 8); the content is 204 wide, its inside 186.
    @Test func linkPreviewTemplates() throws {
        func frames(_ image: ImageReference?) throws -> MessageFrames {
            try Self.frames(Message(id: "m", author: "me", time: F.date("2025-03-03T10:09:00Z"), content: .text("See x"),
                                    linkPreview: LinkPreview(url: "https://x", site: "Site", title: "Title", description: "Desc",
                                                             image: image)))
        }
        func expectTexts(_ f: MessageFrames, in block: CGRect) {
            #expect(f[.linkSite] == CGRect(x: block.minX + 10, y: block.minY + 4, width: 24, height: 15))
            #expect(f[.linkTitle] == CGRect(x: block.minX + 10, y: block.minY + 19, width: 30, height: 15))
            #expect(f[.linkDescription] == CGRect(x: block.minX + 10, y: block.minY + 34, width: 24, height: 15))
        }
        // A square picture is a 56 × 56 thumbnail at the right, beside the texts (45 tall): the block is the content's
        // width, 4 + 56 + 4 tall, 4 below the text.
        let thumbnail = try frames(ImageReference(path: "p.png", width: 300, height: 300))
        let body = try #require(thumbnail[.body]), block = try #require(thumbnail[.linkPreview])
        #expect(block == CGRect(x: body.minX, y: body.maxY + 4, width: 204, height: 64))
        expectTexts(thumbnail, in: block)
        #expect(thumbnail[.linkImage] == CGRect(x: block.maxX - 8 - 56, y: block.minY + 4, width: 56, height: 56))
        // A wide one (4:1) goes under the texts, the inside's width: 186 × ⌊186 / 4⌋ = 46, 4 below them.
        let wide = try frames(ImageReference(path: "p.png", width: 1200, height: 300))
        let wideBlock = try #require(wide[.linkPreview])
        #expect(wideBlock.size == CGSize(width: 204, height: 4 + 45 + 4 + 46 + 4))
        expectTexts(wide, in: wideBlock)
        #expect(wide[.linkImage] == CGRect(x: wideBlock.minX + 10, y: wideBlock.minY + 53, width: 186, height: 46))
        // Without a picture the block is as wide as its widest text and its padding: 30 + 18.
        let plain = try frames(nil)
        let plainBlock = try #require(plain[.linkPreview])
        #expect(plainBlock.size == CGSize(width: 48, height: 53))
        expectTexts(plain, in: plainBlock)
        #expect(plain[.linkImage] == nil)
    }
}

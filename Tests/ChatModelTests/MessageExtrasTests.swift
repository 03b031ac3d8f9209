import Foundation
import Testing
@testable import ChatModel

/// Issue 14's keys: media, voice, sticker, custom trees, forwarded headers, link previews, reactions, keyboards,
/// progress, typing, loading and the empty transcript; both decoders agree, and bad values name the message and key.
@Suite struct MessageExtrasTests {
    typealias F = FastTranscriptDecoderTests

    static let everyKind = [
        #""kind": "media", "text": "Lisbon, day 1", "media": [{"path": "a.png", "width": 1600, "height": 1200}, {"path": "v.png", "width": 720, "height": 1280, "video": true, "seconds": 12}], "progress": 0.42"#,
        #""kind": "voice", "voice": {"seconds": 17, "waveform": [0, 0.25, 1, 0.5, 0.125, 1e-1]}"#,
        #""kind": "sticker", "sticker": {"path": "cat.png", "width": 512, "height": 512}, "reactions": [{"emoji": "😂", "count": 3, "mine": true}, {"emoji": "👍"}]"#,
        #""kind": "text", "text": "See https://swift.org", "forwardedFrom": "Anna", "linkPreview": {"url": "https://swift.org", "site": "Swift.org", "title": "Swift", "description": "A language", "image": {"path": "s.png", "width": 1200, "height": 630}}"#,
        #""kind": "text", "text": "Pick one", "buttons": [["Yes", "No"], ["Later"]]"#,
        #""kind": "custom", "bubble": false, "layout": {"type": "box", "style": {"padding": 8, "flexDirection": "row"}, "children": [{"type": "text", "text": "№ 2339", "style": {"fontSize": 15.5}}, {"type": "box", "children": [], "flag": null, "on": true}]}"#,
        #""kind": "file", "file": {"name": "a.log", "bytes": 21100000}, "progress": 1"#,
    ]

    @Test func everyNewKeyDecodesTheSameOnBothPaths() throws {
        let messages = Self.everyKind.enumerated().map { F.message($1, id: "\"\($0)\"") }.joined(separator: ",")
        let data = F.document(messages, extra: #""typing": ["alice"], "loading": "older","#)
        try F.expectAccepted(data)
        let transcript = try Transcript.decode(from: data)
        #expect(transcript.typing == ["alice"] && transcript.loading == .older)
        guard case .media(let media, "Lisbon, day 1", 0.42) = transcript.messages[0].content else {
            Issue.record("not an album with its caption and progress: \(transcript.messages[0].content)")
            return
        }
        #expect(media.count == 2 && media[1] == MediaItem(path: "v.png", width: 720, height: 1280, video: true, seconds: 12))
        #expect(transcript.messages[1].content == .voice(VoiceNote(seconds: 17, waveform: [0, 0.25, 1, 0.5, 0.125, 0.1])))
        #expect(transcript.messages[2].reactions == [Reaction(emoji: "😂", count: 3, mine: true), Reaction(emoji: "👍", count: 1, mine: false)])
        #expect(transcript.messages[3].forwardedFrom == "Anna" && transcript.messages[3].linkPreview?.image?.width == 1200)
        #expect(transcript.messages[4].buttons == [["Yes", "No"], ["Later"]])
        guard case .custom(let custom, nil) = transcript.messages[5].content else {
            Issue.record("not a custom tree: \(transcript.messages[5].content)")
            return
        }
        #expect(custom.bubble == false)
        guard case .object(let tree) = custom.layout, case .array(let children)? = tree["children"] else {
            Issue.record("the tree is not an object with children")
            return
        }
        #expect(children.count == 2 && tree["type"] == .string("box"))
        #expect(custom.layout.compactText.hasPrefix(#"{"children":[{"style":{"fontSize":15.5},"text":"№ 2339","type":"text"}"#))
        // Encoding writes the keys back: the round trip is the same transcript.
        let encoded = try JSONEncoder().encode(transcript)
        #expect(try Transcript.decode(from: encoded) == transcript)
    }

    @Test func anEmptyTranscriptIsValid() throws {
        let data = F.document("")
        try F.expectAccepted(data)
        #expect(try Transcript.decode(from: data).messages.isEmpty)
    }

    /// Bad values: each error names the message id and the key, on the fast path's decline and `JSONDecoder`'s path.
    @Test(arguments: [
        (#""kind": "photo", "text": "x""#, #"message "1": field "kind" "photo" is not a kind"#),
        (#""kind": "media", "media": []"#, #"message "1": field "media" must have 1 to 10 items (has 0)"#),
        (#""kind": "media", "media": [{"path": "a.png", "width": 0, "height": 10}]"#, #"message "1": field "media[0].width" must be 1…100000 pixels (0)"#),
        (#""kind": "media", "media": [{"path": "", "width": 10, "height": 10}]"#, #"message "1": field "media[0].path" is empty"#),
        (#""kind": "media""#, #"message "1": field "media" a media message needs it"#),
        (#""kind": "text", "text": "x", "media": [{"path": "a.png", "width": 1, "height": 1}]"#, #"message "1": field "media" only a media message has it"#),
        (#""kind": "voice", "voice": {"seconds": 3, "waveform": [0.5, 1.5]}"#, #"message "1": field "voice.waveform[1]" must be in 0…1 (1.5)"#),
        (#""kind": "voice", "voice": {"seconds": -3}"#, #"message "1": field "voice.seconds" is negative (-3)"#),
        (#""kind": "sticker", "sticker": {"path": "s.png", "width": 512, "height": -1}"#, #"message "1": field "sticker.height" must be 1…100000 pixels (-1)"#),
        (#""kind": "text", "text": "x", "reactions": [{"emoji": "👍", "count": 0}]"#, #"message "1": field "reactions[0].count" must be at least 1 (0)"#),
        (#""kind": "text", "text": "x", "buttons": [["A"], []]"#, #"message "1": field "buttons[1]" must have 1 to 8 buttons (has 0)"#),
        (#""kind": "text", "text": "x", "buttons": [["A", ""]]"#, #"message "1": field "buttons[0][1]" is empty"#),
        (#""kind": "file", "file": {"name": "a", "bytes": 1}, "progress": 1.5"#, #"message "1": field "progress" must be in 0…1 (1.5)"#),
        (#""kind": "text", "text": "x", "progress": 0.5"#, #"message "1": field "progress" only a file or media message has it"#),
        (#""kind": "custom", "layout": [1, 2]"#, #"message "1": field "layout" must be a component tree (an object)"#),
        (#""kind": "text", "text": "x", "bubble": false"#, #"message "1": field "bubble" only a custom message (with "layout") has it"#),
        (#""kind": "text", "text": "x", "forwardedFrom": """#, #"message "1": field "forwardedFrom" is empty"#),
        (#""kind": "text", "text": "x", "linkPreview": {"url": ""}"#, #"message "1": field "linkPreview.url" is empty"#),
    ])
    func badValuesNameTheMessageAndTheKey(fields: String, expected: String) {
        let data = F.document(F.message(fields))
        F.expectDeclined(data)
        do {
            _ = try Transcript.decode(from: data)
            Issue.record("accepted \(fields)")
        } catch {
            #expect(String(describing: error).hasPrefix(expected), "\(error)")
        }
    }

    @Test func typingMustNameParticipants() {
        let data = F.document(F.message(#""kind": "text", "text": "x""#), extra: #""typing": ["bob"],"#)
        F.expectDeclined(data)
        #expect(throws: TranscriptError.unknownReference(field: "typing[0]", value: "bob")) { try Transcript.decode(from: data) }
        let loading = F.document("", extra: #""loading": "soon","#)
        F.expectDeclined(loading)
        #expect(throws: TranscriptError.malformed(field: "\"loading\"", problem: "\"soon\" is not \"older\" or \"failed\"")) {
            try Transcript.decode(from: loading)
        }
    }
}

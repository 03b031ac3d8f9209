import ChatBubbles
import ChatLayout
import ChatModel
import Foundation
import JSON

/// `bubble-tree`: a whole bubble's flex tree (what the composer records as it places the parts) against the bubble the
/// composer gives the engine — FlexLayout laying the tree out must give the same size and every part's frame, bit for
/// bit, and the composer's own path (a plain text bubble's closed form) the same bubble (`BubbleSizing.bubbleTreeDifferences`).
///
/// Input: the text sizing's advance and line height per point of font size (on a 1/3 or 1/64 grid: lengths a
/// double cannot hold exactly, so that a sum in another order shows), the width, the time placement, the side and
/// author name, the kind of message and its payload (texts of 0 to 40 words, 1 to 10 pictures of any shape, a voice
/// note, a file with or without progress, a call, a card, a contact, a location, a sticker, a jumbo emoji, a custom
/// tree in a bubble or not, a deleted message), then what any message may add: a reply quote, a forwarded header, a
/// link preview with or without a picture, reaction pills and keyboard rows.
package enum BubbleTreeCheck: FuzzCheck {
    package static let name = "bubble-tree"

    static let words = ["ok", "yes", "the", "meeting", "is", "at", "noon", "photos", "здравствуйте", "שלום", "👍",
                        "internationalization", "a", "of", "🎉🎉", "please", "tomorrow", "—", "see", "you"]

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(input)
        let grid = input.bool() ? 3.0 : 64.0
        let sizing = FixedWidthSizing(advanceFactor: Double(input.int(in: 8...48)) / grid / 2,
                                      lineHeightFactor: 1 + Double(input.int(in: 0...Int(grid))) / grid)
        var configuration = BubbleConfiguration()
        if input.bool() { configuration.timePlacement = .ownLine }
        let width = CGFloat(input.int(in: 200...700)) + CGFloat(input.int(in: 0...2)) / 3
        var context = GroupContext()
        context.isOutgoing = input.bool()
        context.showsAuthorName = input.bool()
        func text(_ input: inout FuzzInput, upTo count: Int) -> String {
            (0..<input.int(in: 0...count)).map { _ in words[input.int(in: 0...words.count - 1)] }.joined(separator: " ")
        }
        func picture(_ input: inout FuzzInput) -> (Int, Int) { (input.int(in: 1...4000), input.int(in: 1...4000)) }
        let body = text(&input, upTo: 40)
        let caption: String? = body.isEmpty ? nil : body
        let content: MessageContent
        switch input.int(in: 0...12) {
        case 0:
            let items = (0..<input.int(in: 1...10)).map { index in
                let (w, h) = picture(&input)
                return MediaItem(path: "p\(index).png", width: w, height: h, video: index % 3 == 1, seconds: index * 7)
            }
            content = .media(items, caption: caption, progress: input.bool() ? Double(input.byte()) / 255 : nil)
        case 1: content = .voice(VoiceNote(seconds: input.int(in: 0...4000), waveform: (0..<input.int(in: 0...64)).map { _ in input.unitFraction() }))
        case 2: content = .file(FileAttachment(name: text(&input, upTo: 8) + ".pdf", bytes: input.int(in: 0...1 << 30)), caption: caption,
                                progress: input.bool() ? Double(input.byte()) / 255 : nil)
        case 3: content = .call(CallInfo(seconds: input.int(in: 0...9000)))
        case 4: content = .card(CardContent(title: text(&input, upTo: 6), body: text(&input, upTo: 30), button: text(&input, upTo: 3)))
        case 5: content = .contact(ContactCard(name: text(&input, upTo: 6) + "Ann", phone: input.bool() ? "+1 555 0100" : nil))
        case 6: content = .location(LocationCard(title: text(&input, upTo: 12) + "Cafe", address: input.bool() ? text(&input, upTo: 12) + "1" : nil,
                                                 latitude: 0, longitude: 0))
        case 7:
            let (w, h) = picture(&input)
            content = .sticker(ImageReference(path: "s.png", width: w, height: h))
        case 8: content = .text(["👍", "🎉🎉", "😂😂😂"][input.int(in: 0...2)])
        case 9:
            let tree = JSONValue.object(["text": .string(body.isEmpty ? "ticket" : body)])
            content = .custom(CustomContent(layout: tree, bubble: input.bool()), caption: input.bool() ? caption : nil)
        case 10: content = .deleted(.text)
        default: content = .text(body)
        }
        let quote: Quote? = switch input.int(in: 0...5) {
        case 0: .message(author: "Alice", text: text(&input, upTo: 30))
        case 1: .deleted(author: "Bob")
        case 2: .unavailable
        default: nil
        }
        let forwarded = input.int(in: 0...5) == 0 ? text(&input, upTo: 4) + "Eve" : nil
        var preview: LinkPreview?
        if input.int(in: 0...4) == 0 {
            let image = input.bool() ? picture(&input) : nil
            preview = LinkPreview(url: "https://example.com", site: input.bool() ? "Example" : nil,
                                  title: input.bool() ? text(&input, upTo: 10) : nil,
                                  description: input.bool() ? text(&input, upTo: 20) : nil,
                                  image: image.map { ImageReference(path: "l.png", width: $0.0, height: $0.1) })
        }
        let reactions = (0..<input.int(in: 0...6)).map { index in
            Reaction(emoji: ["👍", "❤️", "😂", "🔥"][index % 4], count: input.int(in: 1...2000))
        }
        let buttons = (0..<input.int(in: 0...3)).map { _ in (0..<input.int(in: 1...4)).map { _ in text(&input, upTo: 3) + "Go" } }
        let message = Message(id: "m", author: "alice", time: Date(timeIntervalSince1970: 1_750_000_000), content: content,
                              replyTo: quote == nil ? nil : "q", forwardedFrom: forwarded, linkPreview: preview,
                              reactions: reactions, buttons: buttons)
        let row = MessageRow(message: message, quote: quote, authorName: "Alice Liddell", context: context)
        let space = ChatLayoutConfiguration(viewportWidth: width).rowSpace
        do {
            let bubbles = BubbleSizing(texts: sizing, configuration: configuration)
            guard let differences = try bubbles.bubbleTreeDifferences(for: row, in: space,
                                                                      timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
            else { return }
            if !differences.isEmpty {
                throw FuzzFailure("\(message.kind) at \(width) pt, sizing \(sizing): \(differences.joined(separator: "; "))")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            // Only composing throws (FlexLayout refusing the tree is a difference): a message the composer refuses is
            // not this check's business.
        }
    }
}

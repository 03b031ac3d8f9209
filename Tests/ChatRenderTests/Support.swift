import ChatBubbles
import ChatLayout
import ChatModel
import ChatRender
import ChatSamples
import Foundation

/// Paths and shared objects of the ChatRender tests.
enum Support {
    /// The repository root (this file is `<root>/Tests/ChatRenderTests/Support.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Samples/<name>`.
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name)").path }

    /// One renderer for every test (two workers): its measurer and caches are shared and thread-safe.
    static let renderer: ChatScreenRenderer = {
        do { return try ChatScreenRenderer(threads: 2) } catch { fatalError("the embedded fonts must load: \(error)") }
    }()

    /// The long chat, generated from the corpus the way `make-long-chat` does, as a document.
    static func longChat() throws -> ChatDocument {
        let data = try LongChatGenerator().json(fromCorpus: SampleCorpus.data())
        return try ChatDocument(data: data, source: "long-chat.json")
    }

    /// A sample (or the generated long chat) as a document.
    static func document(_ name: String) throws -> ChatDocument {
        name == "long-chat.json" ? try longChat() : try ChatDocument.read(contentsOf: sample(name))
    }

    /// A temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

import ChatBubbles
import ChatLayout
import ChatRender
import Foundation
import Glibc
import Raster
import Testing

/// Issue 17's hostile transcripts: avatar paths that leave the transcript's folder, FIFOs and huge files as avatars,
/// and a bubble taller than anything FreeType can rasterize.
@Suite struct HostileInputConcurrencyTests {
    /// A transcript in `folder` whose participant "b" has the avatar `avatar`.
    static func transcript(in folder: URL, avatar: String) throws -> String {
        let path = folder.appendingPathComponent("chat.json").path
        let json = """
            {"title": "t", "me": "a", "participants": [{"id": "a", "name": "Ann"}, {"id": "b", "name": "Bo Li", "avatar": "\(avatar)"}],
             "messages": [{"id": "1", "author": "b", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "hi"}]}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func scene(_ path: String, options: ChatScreenOptions = ChatScreenOptions(scale: 1)) throws -> ChatScene {
        try ChatScene.load(path: path, options: options, measurer: Support.renderer.measurer)
    }

    /// A transcript of `count` one-word messages.
    static func transcript(messages count: Int) -> String {
        let messages = (0..<count).map { #"{"id": "m\#($0)", "author": "a", "time": "2025-01-01T10:00:00Z", "kind": "text", "text": "hi"}"# }
        return #"{"title": "t", "me": "a", "participants": [{"id": "a", "name": "Ann"}], "messages": [\#(messages.joined(separator: ","))]}"#
    }

    @Test func transcriptFilesAreSizeCappedBeforeTheyAreRead() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chat.json").path
        let json = Self.transcript(messages: 3)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ChatDocument.read(contentsOf: path, maximumBytes: json.utf8.count).transcript.messages.count == 3)
        #expect(throws: ChatRenderError.unreadableFile(
            path: path, reason: "\(json.utf8.count) bytes, more than the limit of \(json.utf8.count - 1) bytes")) {
            try ChatDocument.read(contentsOf: path, maximumBytes: json.utf8.count - 1)
        }
        var options = ChatScreenOptions(scale: 1)
        options.maximumTranscriptBytes = 100
        do throws(ChatRenderError) {
            _ = try ChatScene.load(path: path, options: options, measurer: Support.renderer.measurer)
            Issue.record("a transcript over the cap must be refused")
        } catch {
            #expect(error.isUnreadableInput)
            #expect(error.description.contains("more than the limit of 100 bytes"), "\(error)")
        }
        // A FIFO or a folder named as the transcript is refused at once (a plain read would block on the FIFO).
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ChatRenderError.unreadableFile(path: fifo, reason: "not a regular file (a FIFO)")) {
            try ChatDocument.read(contentsOf: fifo)
        }
        #expect(throws: ChatRenderError.unreadableFile(path: folder.path, reason: "not a regular file (a directory)")) {
            try ChatDocument.read(contentsOf: folder.path)
        }
        #expect(ChatDocument.defaultMaximumFileBytes == 64 << 20)
    }

    @Test func messagesPerTranscriptAreLimited() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chat.json").path
        try Data(Self.transcript(messages: 5).utf8).write(to: URL(fileURLWithPath: path))
        #expect(try ChatDocument.read(contentsOf: path, maximumMessages: 5).transcript.messages.count == 5)
        #expect(throws: ChatRenderError.tooManyMessages(file: path, count: 5, limit: 4)) {
            try ChatDocument.read(contentsOf: path, maximumMessages: 4)
        }
        #expect(throws: ChatRenderError.tooManyMessages(file: "chat", count: 5, limit: 2)) {
            try ChatDocument(data: Data(Self.transcript(messages: 5).utf8), source: "chat", maximumMessages: 2)
        }
        var options = ChatScreenOptions(scale: 1)
        options.maximumMessages = 4
        do throws(ChatRenderError) {
            _ = try ChatScene.load(path: path, options: options, measurer: Support.renderer.measurer)
            Issue.record("a transcript over the message limit must be refused")
        } catch {
            #expect(!error.isUnreadableInput)
            #expect(error.description == "\(path): 5 messages, more than the limit of 4 (raise it with --max-messages)")
        }
        options.maximumMessages = 0
        #expect(throws: ChatRenderError.self) { try options.validate() }
        #expect(ChatDocument.defaultMaximumMessages == 100_000)
    }

    @Test func avatarsInsideTheTranscriptsFolderAreDrawn() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("avatars"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Support.sample("avatars/anna.png"), toPath: folder.appendingPathComponent("avatars/bo.png").path)
        let scene = try Self.scene(try Self.transcript(in: folder, avatar: "avatars/bo.png"))
        #expect(scene.avatars["b"] != nil)
        #expect(scene.warnings.isEmpty)
    }

    @Test func avatarsOutsideTheAllowedFoldersDrawInitialsWithAWarning() throws {
        let root = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("doc"), elsewhere = root.appendingPathComponent("elsewhere")
        for url in [folder, elsewhere] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let outside = elsewhere.appendingPathComponent("bo.png").path
        try FileManager.default.copyItem(atPath: Support.sample("avatars/anna.png"), toPath: outside)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: outside)
        for avatar in ["../elsewhere/bo.png", outside, "link.png", "../elsewhere/missing.png", "/etc/hostname"] {
            let path = try Self.transcript(in: folder, avatar: avatar)
            let scene = try Self.scene(path)
            #expect(scene.avatars["b"] == nil, "\(avatar)")
            #expect(scene.warnings.count == 1)
            #expect(scene.warnings.first?.contains("outside the allowed folders; drawing initials instead") == true, "\(scene.warnings)")
            // --allow-path lets it in (unless it does not exist).
            var options = ChatScreenOptions(scale: 1)
            options.allowedFolders = [elsewhere.path]
            if avatar != "../elsewhere/missing.png" && avatar != "/etc/hostname" {
                #expect(try Self.scene(path, options: options).avatars["b"] != nil, "\(avatar) with --allow-path")
            }
        }
    }

    @Test func fifosAndOversizedAvatarsDrawInitialsWithoutHanging() throws {
        let folder = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let fifoScene = try Self.scene(try Self.transcript(in: folder, avatar: "pipe.png"))
        #expect(fifoScene.avatars["b"] == nil)
        #expect(fifoScene.warnings.first?.contains("not a regular file (a FIFO)") == true)
        // A 2 GB avatar (sparse) is refused by its size before any byte is read.
        let huge = folder.appendingPathComponent("huge.png").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 2 << 30) == 0)
        let hugeScene = try Self.scene(try Self.transcript(in: folder, avatar: "huge.png"))
        #expect(hugeScene.warnings.first?.contains("2147483648 bytes, more than the limit of 16777216 bytes") == true)
        // The screen still renders, with initials.
        _ = try Support.renderer.render(hugeScene)
    }

    /// A bubble millions of points tall (what a 5 MB message with spaces becomes) is clipped to its cell instead of
    /// failing the whole screen with "coordinate beyond ±8388608 pixels" or FreeType's invalid outline.
    @Test func aBubbleTallerThanThePathLimitIsClipped() throws {
        let scene = try ChatScene(document: try Support.document("support-ru.json"), options: ChatScreenOptions(scale: 3),
                                  measurer: Support.renderer.measurer)
        let cells = ScreenComposer(scene: scene).cells()
        let placed = try #require(cells.first {
            if case .message(let cell) = $0.job.cell { !cell.frames.isSystem && cell.message.kind == .text } else { false }
        })
        guard case .message(var cell) = placed.job.cell else { return }
        let fill = cell.frames.isOutgoing ? scene.theme.outgoing.fill : scene.theme.incoming.fill
        var worker = try Support.renderer.makeWorker()
        // Only the bubble: no text, time or other parts over the pixel looked at.
        cell.frames.parts = []
        let offset = cell.moved(.zero).origin
        for top in [-5_000_000.0, -30.0, 5.0] {
            cell.frames.bubble = CGRect(x: cell.frames.bubble.minX, y: top - offset.y, width: cell.frames.bubble.width,
                                        height: 10_000_000)
            var job = placed.job
            job.cell = .message(cell)
            let image = try job.render(in: &worker, cancellation: .never)
            // Inside the bubble's visible part, away from its edges: the bubble's fill.
            let y = top < 0 ? image.height / 2 : image.height - 2
            #expect(image.color(x: Int((cell.bubble.midX) * 3), y: y) == fill, "bubble top \(top)")
        }
    }
}

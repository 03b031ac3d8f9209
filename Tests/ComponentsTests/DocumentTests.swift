import Components
import FlexLayout
import Foundation
import Raster
import Testing

/// Reading trees from JSON: every key checked, errors naming node and key, images read safely.
@Suite struct DocumentTests {
    func document(_ json: String, in directory: URL? = nil) throws -> ComponentDocument {
        try ComponentDocument(bytes: Array(json.utf8), baseDirectory: directory?.path ?? Support.layoutSample(""))
    }

    func error(_ json: String) -> String {
        do {
            _ = try document(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The root's `"conformance"` names the flexbox the tree is laid out with; anywhere else, or another name, is an
    /// error naming the key path.
    @Test func conformanceIsReadOnTheRoot() throws {
        #expect(try document(#"{"conformance": "web", "children": [{}]}"#).conformance == .web)
        #expect(try document(#"{"conformance": "yoga"}"#).conformance == .yoga)
        #expect(try document(#"{"children": [{}]}"#).conformance == nil)
        #expect(error(#"{"conformance": "css"}"#) == #"conformance: "css" is not one of: web, yoga (node "root")"#)
        #expect(error(#"{"children": [{"conformance": "web"}]}"#)
            .hasPrefix("children[0].conformance: is read on the root only"))
        #expect(error(#"{"conformance": 1}"#).hasPrefix("conformance: 1 is not a string"))
    }

    @Test func errorsNameTheKeyPathTheValueAndTheNode() {
        #expect(error(##"{"id": "a", "colour": "#fff"}"##).hasPrefix("colour: is not a known key"))
        #expect(error(##"{"id": "a", "colour": "#fff"}"##).hasSuffix(#"(node "a")"#))
        #expect(error(#"{"id": "a", "children": [{"id": "b", "style": {"width": "wide"}}]}"#)
            .hasPrefix(#"children[0].style.width: "wide" is not a number"#))
        #expect(error(#"{"id": "a", "children": [{}, {}, {"style": {"flexGrow": "x"}}]}"#)
            == #"children[2].style.flexGrow: "x" is not a number (node "a_child2")"#)
        #expect(error(#"{"id": "a", "background": "red"}"#).hasPrefix(#"background: "red" is not a colour"#))
        #expect(error(#"{"id": "a", "opacity": 2}"#) == #"opacity: 2 is not in 0…1 (node "a")"#)
        #expect(error(#"{"id": "a", "text": {"string": "x", "weight": "fat"}}"#).hasPrefix(#"text.weight: "fat""#))
        #expect(error(#"{"id": "a", "text": {"string": "x", "lineBreak": "wrap"}}"#).hasPrefix(#"text.lineBreak: "wrap""#))
        #expect(error(#"{"id": "a", "text": {"string": "x", "size": 1e308}}"#).hasPrefix("text.size: 1e+308 is not in 0.01…10000 points"))
        #expect(error(#"{"id": "a", "text": {"string": "x"}, "children": []}"#).hasPrefix("children: cannot be given with text"))
        #expect(error(#"{"id": "a", "image": {"path": "car.png", "size": 3}}"#).hasPrefix("image.size: is not a known key"))
        #expect(error(#"{"id": "a", "cornerRadius": {"top": 3}}"#).hasPrefix("cornerRadius.top: is not a known key"))
        #expect(error(#"{"id": "a", "children": [{"id": "b"}, {"id": "b"}]}"#) == #"children[1].id: "b" is used by another node (node "b")"#)
        #expect(error(#"{"id": "a", "clip": 1}"#).hasPrefix("clip: 1 is not true or false"))
        // fuzz-layout-tree's finding: an empty key was named as nothing ("node \"a\":  is not a known key").
        #expect(error(#"{"id": "a", "": [{"id": "b"}]}"#).hasPrefix(#""": is not a known key"#))
        #expect(error(#"{"id": "a", "style": {"": 1}}"#).hasPrefix(#"style."": "#))
        #expect(error(#"{"id": "a", "style": {"": 1}}"#).contains("is not a style property"))
        #expect(error(#"[1, 2]"#) == #"(the document): [1,2] is not a node object (node "root")"#)
        // Syntax: the line and column, and what was expected; a duplicate key is refused, not silently kept.
        #expect(error(#"{"id": "#) == "not valid JSON: line 1, column 8: unexpected end of the document: expected a value")
        #expect(error("{\"id\": \"a\",\n \"id\": \"b\"}") == #"not valid JSON: line 2, column 2: duplicate key "id": a key may appear once in an object"#)
        #expect(error(#"{"style": {"width": NaN}}"#) == #"not valid JSON: line 1, column 21: expected a value, found "NaN""#)
        #expect(error(#"{"style": {"width": 1e400}}"#) == "not valid JSON: line 1, column 21: the number 1e400 is too large (beyond ±1.8e308)")
        // A long value is cut to 80 characters in the message.
        let long = String(repeating: "w", count: 5000)
        let message = error(#"{"id": "a", "background": "\#(long)"}"#)
        #expect(message.count < 200 && message.contains("…"), "\(message)")
    }

    @Test func colourPairsAreReadInTheAppearanceAsked() throws {
        let json = ##"{"id": "card", "background": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "borderColor": {"light": "#D9DDE3", "dark": "#38383A"}, "children": [{"id": "edge", "borderColor": {"top": {"light": "#000000", "dark": "#FFFFFF"}}}, {"id": "label", "text": {"string": "Новая", "color": {"light": "#1E6FD9", "dark": "#64A8FF"}}}]}"##
        for (appearance, background, border, edge, text) in [(Appearance.light, "#FFFFFF", "#D9DDE3", "#000000", "#1E6FD9"),
                                                              (.dark, "#1C1C1E", "#38383A", "#FFFFFF", "#64A8FF")] {
            let root = try ComponentDocument(bytes: Array(json.utf8), baseDirectory: Support.layoutSample(""), appearance: appearance).root
            #expect(root.decoration.background == (try Color(hex: background)))
            #expect(root.decoration.borderColors == BorderColors(try Color(hex: border)))
            #expect(root.children[0].decoration.borderColors?.top == (try Color(hex: edge)))
            guard case .text(let content) = root.children[1].content else { Issue.record("not a text node"); continue }
            #expect(content.colors.first == (try Color(hex: text)))
        }
        // A plain colour is the same in both appearances; a pair needs both, and nothing else.
        #expect(error(##"{"id": "a", "background": {"light": "#FFFFFF"}}"##)
            == #"background.dark: is missing: a colour pair gives both appearances (node "a")"#)
        #expect(error(##"{"id": "a", "background": {"light": "#FFFFFF", "dark": "#000000", "dim": "#333333"}}"##)
            .hasPrefix(#"background.dim: is not a known key; use light, dark"#))
        #expect(error(##"{"id": "a", "background": {"light": "#FFFFFF", "dark": "black"}}"##)
            .hasPrefix(#"background.dark: "black" is not a colour"#))
        #expect(error(#"{"id": "a", "background": 7}"#).hasPrefix(#"background: 7 is not a colour"#))
        #expect(error(##"{"id": "a", "text": {"string": "x", "color": {"light": "#000000", "dark": []}}}"##)
            .hasPrefix(#"text.color.dark: "#))
    }

    @Test func idsAreGeneratedAndEchoedWithLayouts() throws {
        let document = try self.document(#"{"style": {"width": 100, "flexDirection": "row"}, "children": [{"style": {"flexGrow": 1}}, {"id": "x", "style": {"width": 30}}], "layout": {"left": 9}}"#)
        #expect(document.root.id == "root")
        #expect(document.root.children.map(\.id) == ["root_child0", "x"])
        let layout = try ComponentLayout(document.root, measurer: Support.measurer)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.layoutJSON(layout))) as? [String: Any])
        #expect(object["id"] as? String == "root")
        #expect(object["layout"] as? [String: Double] == ["left": 0, "top": 0, "width": 100, "height": 0])
        let children = try #require(object["children"] as? [[String: Any]])
        #expect(children[0]["id"] as? String == "root_child0")
        #expect(children[0]["layout"] as? [String: Double] == ["left": 0, "top": 0, "width": 70, "height": 0])
        #expect(children[1]["layout"] as? [String: Double] == ["left": 70, "top": 0, "width": 30, "height": 0])
        #expect((children[1]["style"] as? [String: Any])?["width"] as? Double == 30)
    }

    @Test func missingAndRefusedImagesBecomeWarnings() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.copyItem(atPath: Support.layoutSample("car.png"), toPath: outside.appendingPathComponent("car.png").path)
        try FileManager.default.copyItem(atPath: Support.layoutSample("car.png"), toPath: directory.appendingPathComponent("car.png").path)
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("broken.png"))
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("link.png"),
                                                   withDestinationURL: outside.appendingPathComponent("car.png"))
        #expect(mkfifo(directory.appendingPathComponent("fifo.png").path, 0o600) == 0)
        let tree = """
            {"id": "root", "children": [
              {"id": "ok", "image": {"path": "car.png"}},
              {"id": "missing", "image": {"path": "nope.png"}},
              {"id": "broken", "image": {"path": "broken.png"}},
              {"id": "escape", "image": {"path": "../\(outside.lastPathComponent)/car.png"}},
              {"id": "link", "image": {"path": "link.png"}},
              {"id": "fifo", "image": {"path": "fifo.png"}},
              {"id": "folder", "image": {"path": "."}}
            ]}
            """
        // A FIFO would block a plain open(); the reader opens non-blocking and refuses it at once.
        let document = try self.document(tree, in: directory)
        let warnings = document.warnings
        #expect(warnings.count == 6)
        #expect(warnings.contains { $0.hasPrefix("node \"missing\": image \"nope.png\": No such file") })
        #expect(warnings.contains { $0.hasPrefix("node \"broken\": image \"broken.png\":") })
        #expect(warnings.contains { $0.hasPrefix("node \"escape\"") && $0.contains("outside the allowed folders") })
        #expect(warnings.contains { $0.hasPrefix("node \"link\"") && $0.contains("outside the allowed folders") })
        #expect(warnings.contains { $0.hasPrefix("node \"fifo\"") && $0.contains("not a regular file") })
        #expect(warnings.contains { $0.hasPrefix("node \"folder\"") && $0.contains("not a regular file") })
        guard case .image(let ok) = document.root.children[0].content, case .image(let missing) = document.root.children[1].content else {
            Issue.record("image nodes expected")
            return
        }
        #expect(ok.image?.width == 360)
        #expect(missing.image == nil)
    }

    @Test func refusalsDoNotTellWhetherAFileExistsOutside() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = #"{"id": "root", "children": [{"id": "there", "image": {"path": "/etc/passwd"}}, {"id": "absent", "image": {"path": "/etc/no-such-file.png"}}]}"#
        let warnings = try document(tree, in: directory).warnings
        #expect(warnings == [
            "node \"there\": image \"/etc/passwd\": outside the allowed folders; drawing a placeholder",
            "node \"absent\": image \"/etc/no-such-file.png\": outside the allowed folders; drawing a placeholder",
        ])
    }

    @Test func allowedFoldersAndImageLimits() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let elsewhere = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.copyItem(atPath: Support.layoutSample("car.png"), toPath: elsewhere.appendingPathComponent("car.png").path)
        try FileManager.default.copyItem(atPath: Support.layoutSample("car.png"), toPath: directory.appendingPathComponent("car.png").path)
        let outside = #"{"id": "root", "image": {"path": "\#(elsewhere.path)/car.png"}}"#
        let refused = try ComponentDocument(bytes: Array(outside.utf8), baseDirectory: directory.path)
        #expect(refused.warnings.count == 1 && refused.warnings[0].contains("outside the allowed folders"))
        let allowed = try ComponentDocument(bytes: Array(outside.utf8), baseDirectory: directory.path, allowedFolders: [elsewhere.path])
        #expect(allowed.warnings.isEmpty)
        guard case .image(let content) = allowed.root.content else { Issue.record("an image node expected"); return }
        #expect(content.image?.width == 360)
        // Oversized files and pictures: a placeholder and a warning naming the limit, nothing read past the header.
        let inside = #"{"id": "root", "image": {"path": "car.png"}}"#
        let small = try ComponentDocument(bytes: Array(inside.utf8), baseDirectory: directory.path, limits: DocumentLimits(imageBytes: 100))
        #expect(small.warnings.count == 1 && small.warnings[0].contains("more than the limit of 100 bytes"), "\(small.warnings)")
        let few = try ComponentDocument(bytes: Array(inside.utf8), baseDirectory: directory.path, limits: DocumentLimits(imagePixels: 1000))
        #expect(few.warnings.count == 1 && few.warnings[0].contains("over the pixel budget of 1000 pixels"), "\(few.warnings)")
        guard case .image(let placeholder) = few.root.content else { Issue.record("an image node expected"); return }
        #expect(placeholder.image == nil)
    }

    @Test func limitsAreEnforced() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tree.json").path
        try Data(#"{"id": "root", "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ComponentError.self) { try ComponentDocument.read(contentsOf: path, limits: DocumentLimits(treeBytes: 10)) }
        do {
            _ = try ComponentDocument.read(contentsOf: path, limits: DocumentLimits(nodes: 3))
            Issue.record("expected a node limit error")
        } catch {
            #expect("\(error)".contains("larger than 3 nodes"))
        }
        var deep = #"{"id": "n0"}"#
        for level in 1...300 { deep = #"{"id": "n\#(level)", "children": [\#(deep)]}"# }
        #expect(throws: ComponentError.self) { try document(deep) }
        #expect(throws: ComponentError.unreadableFile(path: "/nonexistent/tree.json", reason: "No such file or directory")) {
            try ComponentDocument.read(contentsOf: "/nonexistent/tree.json")
        }
    }

    @Test func everySampleReads() throws {
        for name in ["card.json", "notification.json", "profile.json", "rtl-card.json", "emoji.json"] {
            let document = try ComponentDocument.read(contentsOf: Support.layoutSample(name))
            #expect(document.warnings.isEmpty, "\(name): \(document.warnings)")
        }
    }
}

import Foundation
import Raster
import Testing

/// Runs the built `render-layout` binary: outputs, `--layout-json`, `--stats`, warnings and exit codes.
@Suite struct RenderLayoutCLITests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try Support.run("render-layout", arguments)
        return (result.status, result.out, result.err)
    }

    @Test func rendersWithLayoutJSONAndStats() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("card.png").path, json = directory.appendingPathComponent("card.layout.json").path
        let result = try run([Support.layoutSample("card.json"), "-o", png, "--width", "420", "--scale", "2",
                              "--background", "#F2F2F7", "--layout-json", json, "--stats"])
        #expect(result.status == 0, "\(result.err)")
        let image = try PNGDecoder().read(contentsOf: png)
        #expect(image.width == 840)
        #expect(image.color(x: 0, y: 0) == (try Color(hex: "#F2F2F7")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect((object["layout"] as? [String: Double])?["width"] == 420)
        let stages = result.err.split(separator: "\n").map(String.init)
        for stage in ["parse", "layout", "draw", "encode"] {
            #expect(stages.contains { $0.hasPrefix("\(stage): ") && $0.hasSuffix(" ms") }, "\(result.err)")
        }
        // Atomic writes leave no temporary files behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["card.layout.json", "card.png"])
    }

    @Test func layoutJSONToStandardOutputIsPureJSON() throws {
        let result = try run([Support.layoutSample("rtl-card.json"), "--layout-json", "-", "--direction", "rtl", "--scale", "3"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let image = try #require((object["children"] as? [[String: Any]])?.first)
        #expect(image["id"] as? String == "image")
        // The image is at the start, which is the right in RTL: 380 − 10 (padding) − 4 (start border) − 72.
        #expect((image["layout"] as? [String: Double])?["left"] == 294)
    }

    /// `--conformance` and the tree's `"conformance"` choose the flexbox: a definite `flexBasis` in a column of
    /// indefinite height is ignored by Yoga (the root is 0 tall) and used by the browser (100; Chromium's frame, in
    /// BrowserConformanceTests' reduced-001). The option overrides the file; a bad mode is a usage error.
    @Test func conformanceChoosesTheFlexbox() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("plain.json"), web = directory.appendingPathComponent("web.json")
        try Data(#"{"children": [{"style": {"flexBasis": 100}}]}"#.utf8).write(to: plain)
        try Data(#"{"conformance": "web", "children": [{"style": {"flexBasis": 100}}]}"#.utf8).write(to: web)
        func height(_ arguments: [String]) throws -> Double? {
            let result = try run(arguments + ["--layout-json", "-"])
            #expect(result.status == 0, "\(result.err)")
            let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
            return (object?["layout"] as? [String: Double])?["height"]
        }
        #expect(try height([plain.path]) == 0)
        #expect(try height([plain.path, "--conformance", "web"]) == 100)
        #expect(try height([web.path]) == 100)
        #expect(try height([web.path, "--conformance", "yoga"]) == 0)
        let bad = try run([plain.path, "--conformance", "css"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("--conformance"), "\(bad.err)")
    }

    @Test func colourPairsAreDrawnInTheAppearanceAsked() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("pair.json")
        try Data(##"{"style": {"width": 10, "height": 10}, "background": {"light": "#FFFFFF", "dark": "#1C1C1E"}}"##.utf8).write(to: tree)
        for (appearance, hex) in [("light", "#FFFFFF"), ("dark", "#1C1C1E")] {
            let png = directory.appendingPathComponent("\(appearance).png").path
            let result = try run([tree.path, "--appearance", appearance, "-o", png])
            #expect(result.status == 0, "\(result.err)")
            #expect(try PNGDecoder().read(contentsOf: png).color(x: 5, y: 5) == (try Color(hex: hex)))
        }
    }

    @Test func exitCodes() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try Data(#"{"id": "root", "style": {"width": -5}}"#.utf8).write(to: bad)
        let invalid = try run([bad.path, "--stats"])
        #expect(invalid.status == 1)
        #expect(invalid.err.contains("bad.json: style.width: -5.0 must not be negative (node \"root\")"), "\(invalid.err)")
        #expect(try run(["/nonexistent/tree.json", "--stats"]).status == 3)
        #expect(try run([Support.layoutSample("card.json"), "--scale", "0", "--stats"]).status == 2)
        #expect(try run([Support.layoutSample("card.json"), "--direction", "up", "--stats"]).status == 2)
        #expect(try run([Support.layoutSample("card.json"), "--background", "red", "--stats"]).status == 2)
        #expect(try run([Support.layoutSample("card.json"), "--appearance", "dim", "--stats"]).status == 2)
        // No output asked for: the tree is still read and laid out, and its size printed.
        let sizeOnly = try run([Support.layoutSample("card.json"), "--width", "320"])
        #expect(sizeOnly.status == 0)
        #expect(sizeOnly.out.contains("card.json: 320 × "))
        #expect(try run([Support.layoutSample("card.json"), "-o", "/nonexistent/dir/out.png"]).status == 1)
    }

    @Test func allowPathLetsImagesOutsideTheTreesFolder() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let elsewhere = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.copyItem(atPath: Support.layoutSample("car.png"), toPath: elsewhere.appendingPathComponent("car.png").path)
        let tree = directory.appendingPathComponent("tree.json")
        try Data(#"{"id": "root", "style": {"width": 50, "height": 50}, "image": {"path": "../\#(elsewhere.lastPathComponent)/car.png"}}"#.utf8)
            .write(to: tree)
        let refused = try run([tree.path])
        #expect(refused.status == 0)
        #expect(refused.err.contains("render-layout: warning: node \"root\": image \"../\(elsewhere.lastPathComponent)/car.png\": outside the allowed folders"))
        let allowed = try run([tree.path, "--allow-path", elsewhere.path])
        #expect(allowed.status == 0)
        #expect(!allowed.err.contains("warning"), "\(allowed.err)")
    }

    @Test func missingImagesWarnAndStillRender() throws {
        let directory = try Support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("tree.json")
        try Data(#"{"id": "root", "style": {"width": 50, "height": 50}, "image": {"path": "gone.png"}}"#.utf8).write(to: tree)
        let png = directory.appendingPathComponent("out.png").path
        let result = try run([tree.path, "-o", png])
        #expect(result.status == 0)
        #expect(result.err.contains("render-layout: warning: node \"root\": image \"gone.png\""))
        #expect(try PNGDecoder().read(contentsOf: png).color(x: 1, y: 1) == Color(red: 0xE5, green: 0xE5, blue: 0xEA))
    }
}

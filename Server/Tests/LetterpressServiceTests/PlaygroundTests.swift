import Foundation
import JSON
import Testing

/// The playground at `/` in headless Chromium (Debian's `chromium`, over the DevTools protocol): it loads without a
/// console error, typing in each tab draws a new picture, an invalid tree shows its error with its line and column,
/// and the hover outline is the node's frame from the layout JSON. `LETTERPRESS_DOCS_SCREENSHOTS=1` writes the
/// screenshots of the tabs into Docs/.
@Suite(.serialized) final class PlaygroundTests {
    let server: ServerProcess
    let browser: HeadlessChromium

    init() throws {
        server = try ServerProcess(["--assets", repositoryRoot.appendingPathComponent("Samples").path])
        browser = try HeadlessChromium(timeout: 60)
        _ = try browser.screenshot(width: 1280, height: 900)   // the viewport the page is laid out in
        try browser.open(URL(string: "http://127.0.0.1:\(server.port)/")!)
    }

    deinit {
        browser.close()
        server.stop()
    }

    /// Waits (at most 60 s) until `expression` is true in the page.
    func wait(until expression: String, _ what: String) throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if try browser.evaluate(expression) as? Bool == true { return }
            usleep(50_000)
        }
        throw TestFailure("timed out after 60 s waiting for \(what)")
    }

    /// How many renders `tab` has shown.
    func renders(_ tab: String) throws -> Int {
        Int(try browser.evaluate("Number(document.body.dataset.\(tab)Renders || 0)") as? Double ?? 0)
    }

    /// A digest of the pixels `img` shows (FNV-1a over its RGBA bytes, with its size).
    func pixels(_ image: String) throws -> String {
        try browser.evaluate("""
            (() => { const img = document.getElementById('\(image)'); const c = document.createElement('canvas');
              c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext('2d'); g.drawImage(img, 0, 0);
              const d = g.getImageData(0, 0, c.width, c.height).data; let h = 2166136261;
              for (let i = 0; i < d.length; i++) { h ^= d[i]; h = Math.imul(h, 16777619) >>> 0; }
              return c.width + 'x' + c.height + ':' + h; })()
            """) as? String ?? ""
    }

    /// `text` as a JavaScript string literal.
    func jsString(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    func show(_ tab: String) throws {
        _ = try browser.evaluate("document.querySelector('nav button[data-tab=\"\(tab)\"]').click()")
    }

    func screenshot(_ name: String) throws {
        let png = try browser.screenshot(width: 1280, height: 900)
        #expect(png.count > 10_000)
        let folder = ProcessInfo.processInfo.environment["LETTERPRESS_DOCS_SCREENSHOTS"] == "1"
            ? repositoryRoot.appendingPathComponent("Docs") : FileManager.default.temporaryDirectory
        try png.write(to: folder.appendingPathComponent("playground-\(name).png"))
    }

    @Test func theTabsRenderEditsHoverAndErrors() throws {
        try wait(until: "Number(document.body.dataset.textRenders || 0) >= 1 && Number(document.body.dataset.layoutRenders || 0) >= 1 && Number(document.body.dataset.chatRenders || 0) >= 1",
                 "the first renders")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
        #expect(try browser.evaluate("document.getElementById('text-error').hidden") as? Bool == true)

        // Text: typing draws a new picture.
        try screenshot("text")
        let textBefore = try pixels("text-image"), textRenders = try renders("text")
        _ = try browser.evaluate("{ const t = document.getElementById('text-input'); t.focus(); t.setSelectionRange(t.value.length, t.value.length); }")
        try browser.insert(text: " Typing more words here.")
        try wait(until: "Number(document.body.dataset.textRenders) > \(textRenders)", "the text to render again")
        #expect(try pixels("text-image") != textBefore, "typing changed the text's picture")
        let lines = try browser.evaluate("document.querySelectorAll('#text-numbers tr').length") as? Double ?? 0
        #expect(lines >= 3, "the numbers: size, line count and each line")

        // Layout: an edit draws a new picture; the hover outline is the node's frame.
        try show("layout")
        let layoutBefore = try pixels("layout-image"), layoutRenders = try renders("layout")
        _ = try browser.evaluate("document.getElementById('layout-width').value = 420; document.getElementById('layout-width').dispatchEvent(new Event('input'))")
        try wait(until: "Number(document.body.dataset.layoutRenders) > \(layoutRenders)", "the tree to render again")
        #expect(try pixels("layout-image") != layoutBefore)
        try checkHoverOutline()
        try screenshot("layout")

        // An invalid tree shows its error with its line and column.
        let tree = try browser.evaluate("document.getElementById('layout-input').value") as? String ?? ""
        _ = try browser.evaluate("{ const e = document.getElementById('layout-input'); e.value = '{\\n  \"id\": \"a\",\\n  oops\\n}'; e.dispatchEvent(new Event('input')); }")
        try wait(until: "!document.getElementById('layout-error').hidden", "the error")
        let error = try browser.evaluate("document.getElementById('layout-error').textContent") as? String ?? ""
        #expect(error.contains("line 3") && error.contains("column"), "\(error)")
        _ = try browser.evaluate("{ const e = document.getElementById('layout-input'); e.value = \(jsString(tree)); e.dispatchEvent(new Event('input')); }")
        try wait(until: "document.getElementById('layout-error').hidden", "the error to go")

        // Chat: switching the theme draws a new screenshot.
        try show("chat")
        let chatBefore = try pixels("chat-image"), chatRenders = try renders("chat")
        _ = try browser.evaluate("{ const s = document.getElementById('chat-style'); s.value = 'telegram'; s.dispatchEvent(new Event('input')); }")
        try wait(until: "Number(document.body.dataset.chatRenders) > \(chatRenders)", "the chat to render again")
        #expect(try pixels("chat-image") != chatBefore)
        try screenshot("chat")
        // The only errors: the browser's own log of the invalid tree's 400 answers (its picture and its layout).
        let unexpected = browser.consoleErrors.filter { !($0.hasPrefix("Failed to load resource: the server responded with a status of 400") && $0.contains("/v1/layout")) }
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(browser.consoleErrors.count <= 2, "\(browser.consoleErrors)")
    }

    @Test func anOlderAnswerNeverReplacesANewerOne() throws {
        // Two renders: the first answers after the second. Only the second is shown.
        let shown = try browser.evaluate("""
            (async () => { const latest = new window.playground.Latest('probe'); const shown = [];
              const wait = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));
              await Promise.all([latest.run(() => wait(300, 'older'), (v) => shown.push(v)),
                                 latest.run(() => wait(10, 'newer'), (v) => shown.push(v))]);
              return shown; })()
            """) as? [String]
        #expect(shown == ["newer"])
    }

    /// Hovers the centre of the sample's deepest node at a point and checks the outline drawn is that node's frame,
    /// computed here from the server's layout JSON.
    func checkHoverOutline() throws {
        let tree = try browser.evaluate("document.getElementById('layout-input').value") as? String ?? ""
        let answer = try request(port: server.port, "POST", "/v1/layout?width=420&scale=2&appearance=light&direction=ltr",
                                 headers: ["Content-Type": "application/json"], body: Array(tree.utf8))
        // Every node's absolute frame; the first leaf is the one hovered.
        var frames: [(id: String, x: Double, y: Double, width: Double, height: Double, leaf: Bool)] = []
        func walk(_ node: JSONValue, _ x: Double, _ y: Double) {
            let layout = node.objectValue?["layout"]?.objectValue ?? [:]
            let left = x + (layout["left"]?.numberValue ?? 0), top = y + (layout["top"]?.numberValue ?? 0)
            let children = node.objectValue?["children"]?.arrayValue ?? []
            frames.append((node.objectValue?["id"]?.stringValue ?? "(no id)", left, top, layout["width"]?.numberValue ?? 0,
                           layout["height"]?.numberValue ?? 0, children.isEmpty))
            for child in children { walk(child, left, top) }
        }
        walk(try JSONParser.parse(answer.body), 0, 0)
        guard let leaf = frames.first(where: { $0.leaf && $0.width > 4 && $0.height > 4 }) else { throw TestFailure("no leaf to hover") }
        let origin = try browser.evaluate("(() => { const r = document.getElementById('layout-image').getBoundingClientRect(); return [r.left, r.top]; })()") as? [Double] ?? [0, 0]
        try browser.move(toX: origin[0] + leaf.x + leaf.width / 2, y: origin[1] + leaf.y + leaf.height / 2)
        try wait(until: "!!document.getElementById('layout-overlay').dataset.outline", "the outline")
        let outline = try JSONParser.parse(Array((try browser.evaluate("document.getElementById('layout-overlay').dataset.outline") as? String ?? "").utf8))
        #expect(outline.objectValue?["id"]?.stringValue == leaf.id)
        for (key, value) in [("x", leaf.x), ("y", leaf.y), ("width", leaf.width), ("height", leaf.height)] {
            #expect(outline.objectValue?[key]?.numberValue == value, "\(leaf.id).\(key)")
        }
    }
}

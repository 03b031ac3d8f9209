import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`: the browser reads
/// commands on its fd 3 and writes answers and events on its fd 4, each message JSON ended by a NUL byte). No
/// WebSocket, no browser download: Debian's `chromium` package (`make deps` installs it).
///
/// One browser, one page. Every wait is bounded by `timeout`; a browser that does not answer in time is an error,
/// and `close()` (or deinit) kills it. The Server package's tests compile this same file through a symbolic link
/// (`Server/Tests/LetterpressServiceTests/HeadlessChromium.swift`): the root's test support is no product it can use.
///
/// ```swift
/// let browser = try HeadlessChromium()
/// try browser.open(URL(fileURLWithPath: "/tmp/report/index.html"))
/// let title = try browser.evaluate("document.title") as? String
/// #expect(browser.consoleErrors.isEmpty)
/// let png = try browser.screenshot(width: 1200, height: 800)
/// ```
public final class HeadlessChromium: @unchecked Sendable {
    /// What can go wrong talking to the browser.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The browser executable looked for, in order: `$LETTERPRESS_CHROMIUM`, then Debian's paths.
    public static var executable: String? {
        let candidates = [ProcessInfo.processInfo.environment["LETTERPRESS_CHROMIUM"], "/usr/bin/chromium",
                          "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].compactMap { $0 }
        return candidates.first { access($0, X_OK) == 0 }
    }

    /// How long each wait (launch, a command's answer, a page load) may take.
    public let timeout: TimeInterval
    private let process: pid_t
    private let commands: Int32   // our end of the browser's fd 3
    private let profile: String
    private let condition = NSCondition()
    private var answers: [Int: [String: Any]] = [:]
    private var events: [[String: Any]] = []
    private var readerFinished = false
    private var nextID = 0
    private var sessionID = ""
    private var closed = false

    /// Launches the browser and opens a blank page.
    ///
    /// - Throws: `Failure` when no browser is installed, it cannot start, or it does not answer within `timeout`.
    public init(timeout: TimeInterval = 60) throws {
        guard let executable = Self.executable else {
            throw Failure(description: "no Chromium found (apt-get install chromium, or set LETTERPRESS_CHROMIUM)")
        }
        // A command written after the browser exited fails with EPIPE instead of ending the test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        self.timeout = timeout
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)").path
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        let arguments = [executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                         "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                         "--hide-scrollbars", "--user-data-dir=\(profile)", "about:blank"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard status == 0 else {
            Glibc.close(toBrowser[1])
            Glibc.close(fromBrowser[0])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        process = pid
        commands = toBrowser[1]
        let answersFD = fromBrowser[0]
        let reader = Thread { [weak self] in self?.read(answersFD) }
        reader.start()
        do {
            let target = try send("Target.createTarget", ["url": "about:blank"], session: false)
            guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target id in \(target)") }
            let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], session: false)
            guard let session = attached["sessionId"] as? String else { throw Failure(description: "no session id in \(attached)") }
            sessionID = session
            for domain in ["Page.enable", "Runtime.enable", "Log.enable"] { _ = try send(domain) }
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Opens `url` and waits for its load event.
    public func open(_ url: URL) throws {
        condition.lock()
        events.removeAll()
        condition.unlock()
        let answer = try send("Page.navigate", ["url": url.absoluteString])
        if let error = answer["errorText"] as? String { throw Failure(description: "cannot open \(url): \(error)") }
        try waitForEvent("Page.loadEventFired", what: "\(url) to load")
    }

    /// Evaluates a JavaScript expression in the page (awaiting it when it is a promise) and returns its value as JSON
    /// gives it (String, NSNumber, Bool, arrays, dictionaries; nil for undefined and null).
    ///
    /// - Throws: `Failure` with the exception's text when the expression throws.
    public func evaluate(_ expression: String) throws -> Any? {
        let answer = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            let text = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? "\(exception)"
            throw Failure(description: "JavaScript threw: \(text)")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Whether the JavaScript expression `condition` becomes true within `timeout` seconds (checked in the page every
    /// 10 ms): for what a key press or a click sets in an event handler that may run after the press returns.
    public func waitUntil(_ condition: String, timeout: Double = 10) throws -> Bool {
        try evaluate("""
            new Promise(resolve => {
              const end = performance.now() + \(timeout * 1000);
              (function check() {
                if (\(condition)) resolve(true); else if (performance.now() > end) resolve(false); else setTimeout(check, 10);
              })();
            })
            """) as? Bool == true
    }

    /// Console errors, uncaught exceptions and failed loads the page reported since it was opened.
    public var consoleErrors: [String] {
        condition.lock()
        defer { condition.unlock() }
        return events.compactMap { event -> String? in
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = params["exceptionDetails"] as? [String: Any]
                return ((details?["exception"] as? [String: Any])?["description"] as? String) ?? (details?["text"] as? String) ?? "exception"
            case "Runtime.consoleAPICalled" where ["error", "assert"].contains(params["type"] as? String ?? ""):
                let values = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
                return "console.error: " + values.joined(separator: " ")
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any]
                guard entry?["level"] as? String == "error" else { return nil }
                return "\(entry?["text"] ?? "") \(entry?["url"] ?? "")"
            default:
                return nil
            }
        }
    }

    /// A PNG of the page's viewport at `width` × `height` CSS pixels (scale 1).
    public func screenshot(width: Int, height: Int) throws -> Data {
        _ = try send("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        let answer = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot data")
        }
        return data
    }

    /// Presses a key in the page (`key` as DOM's `KeyboardEvent.key`: "ArrowRight", "j", "Escape", …).
    public func press(_ key: String) throws {
        for type in ["keyDown", "keyUp"] {
            var parameters: [String: Any] = ["type": type, "key": key]
            if key.count == 1 { parameters["text"] = type == "keyDown" ? key : "" }
            if let code = ["ArrowRight": 39, "ArrowLeft": 37, "Escape": 27][key] { parameters["windowsVirtualKeyCode"] = code }
            _ = try send("Input.dispatchKeyEvent", parameters)
        }
    }

    /// Moves the mouse to (`x`, `y`) CSS pixels of the viewport (a `mousemove` event in the page).
    public func move(toX x: Double, y: Double) throws {
        _ = try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// Types `text` into the focused element (an `input` event in the page, as typing does).
    public func insert(text: String) throws {
        _ = try send("Input.insertText", ["text": text])
    }

    /// Kills the browser and removes its profile (also done at deinit).
    public func close() {
        condition.lock()
        let wasClosed = closed
        closed = true
        condition.unlock()
        guard !wasClosed else { return }
        Glibc.close(commands)
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    // MARK: - The pipe

    /// Sends a command and waits for its answer's `result`.
    @discardableResult
    private func send(_ method: String, _ parameters: [String: Any] = [:], session: Bool = true) throws -> [String: Any] {
        condition.lock()
        nextID += 1
        let id = nextID
        condition.unlock()
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if session { message["sessionId"] = sessionID }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "\(method): the browser's pipe is closed") }
            written += count
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while answers[id] == nil {
            guard !readerFinished else { throw Failure(description: "\(method): the browser exited") }
            guard condition.wait(until: deadline) else {
                throw Failure(description: "\(method): no answer within \(timeout) s")
            }
        }
        let answer = answers.removeValue(forKey: id) ?? [:]
        if let error = answer["error"] as? [String: Any] {
            throw Failure(description: "\(method): \(error["message"] ?? error)")
        }
        return answer["result"] as? [String: Any] ?? [:]
    }

    private func waitForEvent(_ method: String, what: String) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !events.contains(where: { $0["method"] as? String == method }) {
            guard !readerFinished else { throw Failure(description: "the browser exited waiting for \(what)") }
            guard condition.wait(until: deadline) else { throw Failure(description: "timed out after \(timeout) s waiting for \(what)") }
        }
    }

    /// The reader thread: splits fd 4 at NUL bytes and files answers by id and events in order.
    private func read(_ descriptor: Int32) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
            while let end = pending.firstIndex(of: 0) {
                let message = (try? JSONSerialization.jsonObject(with: Data(pending[..<end]))) as? [String: Any]
                pending.removeSubrange(...end)
                guard let message else { continue }
                condition.lock()
                if let id = message["id"] as? Int { answers[id] = message } else { events.append(message) }
                condition.broadcast()
                condition.unlock()
            }
        }
        Glibc.close(descriptor)
        condition.lock()
        readerFinished = true
        condition.broadcast()
        condition.unlock()
    }
}

import Foundation
import JSON

/// One fixture file of the browser oracle (`Fixtures/NAME.jsonl`, written by `Oracle/make_fixtures.py`): its first
/// line is the provenance (Chromium's version, the generator, its seed), every other line a random tree with the
/// frames headless Chromium gave its nodes in both directions.
struct BrowserFixture {
    /// A tree and Chromium's frames for it.
    struct Case {
        var name: String
        /// The space the root is laid out in (nil: undefined).
        var width: Double?
        var height: Double?
        /// The component tree (render-layout's JSON).
        var tree: JSONValue
        /// `[left, top, width, height]` per node in depth-first order, relative to the parent.
        var ltr: [[Double]]
        var rtl: [[Double]]
    }

    /// `Tests/BrowserConformanceTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    var name: String
    var provenance: [String: JSONValue]
    var cases: [Case]

    /// The bytes of a gzip file, through `gzip -dc`.
    static func gunzip(_ url: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(file: url.path, line: 0, reason: "gzip -dc exited \(process.terminationStatus)")
        }
        return data
    }

    /// Reads `Fixtures/<name>.jsonl`, or `<name>.jsonl.gz`.
    init(named name: String) throws {
        self.name = name
        let url = Self.directory.appendingPathComponent("\(name).jsonl")
        let gzipped = Self.directory.appendingPathComponent("\(name).jsonl.gz")
        // The large fixtures are kept gzipped (`make browser-fixtures` compresses them); gzip is in every Debian.
        let bytes = FileManager.default.fileExists(atPath: gzipped.path) ? try Self.gunzip(gzipped) : try Data(contentsOf: url)
        let lines = bytes.split(separator: 0x0A)
        guard let first = lines.first, case .object(let header) = try JSONParser.parse([UInt8](first)),
              case .object(let provenance) = header["provenance"] else {
            throw FixtureError(file: url.path, line: 1, reason: "the first line must be {\"provenance\": {…}}")
        }
        self.provenance = provenance
        cases = try lines.dropFirst().enumerated().map { offset, line in
            let value = try JSONParser.parse([UInt8](line))
            guard let object = value.objectValue, let name = object["name"]?.stringValue, let tree = object["tree"],
                  let ltr = Self.frames(object["ltr"]), let rtl = Self.frames(object["rtl"]) else {
                throw FixtureError(file: url.path, line: offset + 2, reason: "a case needs name, tree, ltr and rtl")
            }
            return Case(name: name, width: object["width"]?.numberValue, height: object["height"]?.numberValue,
                        tree: tree, ltr: ltr, rtl: rtl)
        }
    }

    private static func frames(_ value: JSONValue?) -> [[Double]]? {
        value?.arrayValue?.map { $0.arrayValue?.compactMap(\.numberValue) ?? [] }
    }

    /// `Fixtures/<name>.disagreements`: the case-directions (`"NAME ltr"`) `.web` is known to lay out differently,
    /// one a line, each followed by `#` and its first difference (`#` starts a comment).
    func knownDisagreements() throws -> Set<String> {
        let url = Self.directory.appendingPathComponent("\(name).disagreements")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text = try String(contentsOf: url, encoding: .utf8)
        return Set(text.split(separator: "\n").map {
            String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty })
    }

    /// Rewrites `Fixtures/<name>.disagreements` (`BROWSER_FIXTURES_RECORD=1 swift test …`).
    func recordDisagreements(_ disagreements: [String: String], header: String) throws {
        let url = Self.directory.appendingPathComponent("\(name).disagreements")
        let text = header.split(separator: "\n").map { "# \($0)\n" }.joined()
            + disagreements.keys.sorted().map { "\($0)  # \(disagreements[$0] ?? "")\n" }.joined()
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var reason: String
    var description: String { "\(file):\(line): \(reason)" }
}

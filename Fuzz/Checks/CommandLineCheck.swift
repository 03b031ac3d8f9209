import CommandSupport
import FileAccess
import Foundation

/// `command-line`: the layer where a command's arguments meet the file system, without a process.
///
/// Input: NUL-separated words. `PositionalArguments.split` must keep every word, in order, with each value after its
/// option; then the words are taken as paths in a scratch folder holding a file, a folder, a link to the file, a hard
/// link to it, a dangling link and a FIFO — the first is the command's input, the others its outputs — and
/// `OutputPlan` must refuse exactly what shares an identity (device and inode, or folder and name for a new file) with
/// the input or an earlier output, refuse folders, and never touch a file (planning writes nothing).
package enum CommandLineCheck: FuzzCheck {
    package static let name = "command-line"

    /// The scratch folder, made once per process.
    static let scratch: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-fuzz-command-line-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder + "/d", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/a", contents: Data("a".utf8))
        _ = symlink("a", folder + "/l")
        _ = link(folder + "/a", folder + "/h")
        _ = symlink("nowhere", folder + "/x")
        _ = mkfifo(folder + "/f", 0o600)
        return folder
    }()

    static let valued: Set<String> = ["-o", "--output", "--width"]

    package static func check(_ input: [UInt8]) throws(FuzzFailure) {
        let words = input.split(separator: 0, omittingEmptySubsequences: false).prefix(12)
            .map { String(decoding: $0.prefix(300), as: UTF8.self) }
        try checkSplit(words)
        try checkPlan(Array(words.prefix(6)))
    }

    static func checkSplit(_ words: [String]) throws(FuzzFailure) {
        let (options, positionals) = PositionalArguments.split(words, optionsTakingValues: valued)
        // Only a "--" that ends the options is dropped (one given as an option's value is kept).
        let dashes = { (list: [String]) in list.filter { $0 == "--" }.count }
        let terminators = dashes(words) - dashes(options) - dashes(positionals)
        guard terminators <= 1, options.count + positionals.count == words.count - terminators else {
            throw FuzzFailure("split lost or added words: \(words) → \(options) + \(positionals)")
        }
        // Both lists keep the order the words came in.
        func isSubsequence(_ part: [String]) -> Bool {
            var remaining = words[...]
            for word in part {
                guard let index = remaining.firstIndex(of: word) else { return false }
                remaining = remaining[remaining.index(after: index)...]
            }
            return true
        }
        guard isSubsequence(options), isSubsequence(positionals) else {
            throw FuzzFailure("split reordered words: \(words) → \(options) + \(positionals)")
        }
    }

    static func checkPlan(_ words: [String]) throws(FuzzFailure) {
        guard let first = words.first else { return }
        let paths = words.map { $0 == "-" ? "-" : scratch + "/" + $0 }
        let before = listing()
        var plan = OutputPlan(inputs: [paths[0]])
        var taken: [String: String] = [:]
        // An input that exists is one the plan knows (one that does not cannot be read, so cannot be overwritten).
        if let identity = FileIdentity(path: paths[0]) { taken["\(identity)"] = first }
        for path in paths.dropFirst() where path != "-" && !path.contains("/x") && !path.contains("\0") {
            let expected = identity(of: path)
            let outcome = Result { () throws(CommandError) in try plan.add(path, flag: "-o") }
            switch outcome {
            case .success:
                if let expected, let earlier = taken[expected] {
                    throw FuzzFailure("\(path) was accepted but is \(earlier), already planned")
                }
                if let expected { taken[expected] = path }
            case .failure(.usage(let message)):
                guard let expected, taken[expected] != nil else {
                    throw FuzzFailure("\(path) was refused as a clash but is no other output or input: \(message)")
                }
            case .failure(.unwritableOutput):
                break
            case .failure(let error):
                throw FuzzFailure("\(path): an unexpected error \(error)")
            }
        }
        guard listing() == before else { throw FuzzFailure("planning changed the scratch folder") }
    }

    /// The identity the plan should give `path`: an existing file's device and inode, or its real folder and name.
    static func identity(of path: String) -> String? {
        if let identity = FileIdentity(path: path) { return "\(identity)" }
        let url = URL(fileURLWithPath: path)
        guard let folder = FileIdentity(path: url.deletingLastPathComponent().path) else { return nil }
        return "\(folder)/\(Array(url.lastPathComponent.utf8))"
    }

    static func listing() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).sorted()
    }
}

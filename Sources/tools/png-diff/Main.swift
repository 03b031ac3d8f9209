import ArgumentParser
import CAllocator
import CommandSupport
import Locking
import Raster

extension PNGDiffCommand {
    /// Tunes the allocator, reads `--json`'s optional value, then parses and runs with every Letterpress command's
    /// exit-status contract.
    static func main() {
        keepFreedImagesForReuse()
        main(JSONArgument.normalized(Array(CommandLine.arguments.dropFirst()), isDirectory: isDirectory))
    }

    /// Runs the comparison the mode asks for; its outputs are planned (and checked against each other and the inputs)
    /// before anything is read.
    func execute() throws -> ExitStatus {
        var plan = OutputPlan(inputs: inputs + [fromSnapshotArtifacts].compactMap { $0 })
        let outputs = Outputs(diff: try output.map { try plan.add($0, flag: "--output") },
                              json: try json.map { try plan.add($0, flag: "--json") },
                              junit: try junit.map { try plan.add($0, flag: "--junit") })
        // The process's threads: the calling thread and `--threads` - 1 more (one per core by default).
        let threads = self.threads ?? WorkerPool.onlineCores
        let pool = threads > 1 ? try WorkerPool(threads: threads - 1, name: "png-diff") : nil
        switch mode {
        case let .files(baseline, actual):
            return try SingleComparison(command: self, baseline: baseline, actual: actual, outputs: outputs, pool: pool).run()
        case let .folders(baseline, actual):
            return try FolderRun(command: self, source: .folders(baseline: baseline, actual: actual), outputs: outputs,
                                 pool: pool).run()
        case let .snapshotArtifacts(folder):
            return try FolderRun(command: self, source: .snapshotArtifacts(folder), outputs: outputs, pool: pool).run()
        }
    }

    /// glibc returns freed blocks of more than 24 MB to the system (its trim threshold follows the largest freed
    /// block), so each pair of decoded screenshots in folder mode would fault its pages in afresh (a third of the time
    /// of a pair). An executable may tune its allocator (libraries never do): blocks up to 32 MB come from the heap
    /// and freed memory stays for the next pair.
    static func keepFreedImagesForReuse() {
        _ = callocator_retain_freed_memory(32 << 20, 1 << 30)
    }
}

/// Where a run's results go.
struct Outputs {
    var diff: OutputTarget?
    var json: OutputTarget?
    var junit: OutputTarget?

    /// Whether a result goes to standard output (the human summary then goes to standard error).
    var usesStandardOutput: Bool {
        [diff, json, junit].contains { $0?.isStandardOutput == true }
    }

    /// The human summary, on standard output unless a result is written there.
    func summary(_ text: String) {
        if usesStandardOutput { Console.standard.printError(text) } else { Console.standard.print(text) }
    }
}

import ArgumentParser
import CAllocator
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses the arguments and runs the comparison the mode asks for; exits with its status.
@main
enum PNGDiffMain {
    static func main() {
        keepFreedImagesForReuse()
        let arguments = JSONArgument.normalized(Array(CommandLine.arguments.dropFirst()),
                                                isDirectory: PNGDiffCommand.isDirectory)
        let command: PNGDiffCommand
        do {
            command = try PNGDiffCommand.parse(arguments)
        } catch {
            if PNGDiffCommand.exitCode(for: error) == .success {
                print(PNGDiffCommand.fullMessage(for: error))
                terminate(0)
            }
            printError(PNGDiffCommand.fullMessage(for: error))
            terminate(2)
        }
        switch command.mode {
        case let .files(baseline, actual):
            terminate(SingleComparison(command: command, baseline: baseline, actual: actual).run())
        case let .folders(baseline, actual):
            terminate(FolderRun(command: command, source: .folders(baseline: baseline, actual: actual)).run())
        case let .snapshotArtifacts(folder):
            terminate(FolderRun(command: command, source: .snapshotArtifacts(folder)).run())
        }
    }

    /// glibc returns freed blocks of more than 24 MB to the system (its trim threshold follows the largest freed
    /// block), so each pair of decoded screenshots in folder mode would fault its pages in afresh (a third of the time
    /// of a pair). An executable may tune its allocator (libraries never do): blocks up to 32 MB come from the heap
    /// and freed memory stays for the next pair.
    static func keepFreedImagesForReuse() {
        _ = callocator_retain_freed_memory(32 << 20, 1 << 30)
    }

    /// Writes one line to standard error (a failed write is ignored: there is nowhere else to say it).
    static func printError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Writes `text` to standard output for `-`, else to the file `path` atomically.
    static func writeOutput(_ text: String, to path: String) throws {
        if path == "-" {
            print(text)
        } else {
            try RasterFile.writeAtomically(Array((text + "\n").utf8), to: path)
        }
    }

    static func terminate(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

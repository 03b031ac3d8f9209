import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of data a Letterpress program ships with (the embedded fonts, the sample corpus), found in this order:
///
/// 1. an environment variable, when set (a variable that is set must name a folder: it is never passed over);
/// 2. `../share/letterpress/NAME` beside the running executable (what `make install` lays out: `PREFIX/bin` and
///    `PREFIX/share/letterpress/NAME`);
/// 3. the folder in the build tree, for programs run from a checkout (left out of installed builds, which are compiled
///    with `LETTERPRESS_INSTALLED`).
public struct PackageData: Sendable {
    /// The folder's name under `share/letterpress`.
    public let name: String
    /// The variable that names the folder.
    public let environmentVariable: String
    /// The folder in the build tree.
    let buildTreePath: String

    /// The data folder `name`, overridden by `environmentVariable`, at `buildTreePath` in a checkout.
    public init(name: String, environmentVariable: String, buildTreePath: String) {
        self.name = name
        self.environmentVariable = environmentVariable
        self.buildTreePath = buildTreePath
    }

    /// `relative` inside the checkout that holds `sourceFile` (a `#filePath`): the nearest folder above it with a
    /// `Package.swift`, or the file's own folder when there is none.
    public static func checkoutPath(_ relative: String, sourceFile: String) -> String {
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(relative).path
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent(relative).path
    }

    /// The places looked in, in order: what each is and its path (nil when it does not apply, such as an unset
    /// variable).
    public var searchPath: [(place: String, path: String?)] {
        var places: [(String, String?)] = []
        // getenv and string operations on the kernel's resolved path, not ProcessInfo's environment dictionary and URL:
        // every command's start-up asks for the fonts' folder (a tenth of a millisecond).
        let variable = getenv(environmentVariable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        places.append(("$\(environmentVariable)", variable))
        places.append(("beside the executable", Self.executablePath.map { executable in
            let prefix = executable.split(separator: "/", omittingEmptySubsequences: true).dropLast(2)
            return "/" + (prefix + ["share", "letterpress", Substring(name)]).joined(separator: "/")
        }))
        #if !LETTERPRESS_INSTALLED
        places.append(("the build tree", buildTreePath))
        #endif
        return places
    }

    /// The first folder of ``searchPath`` that exists, or the list of places looked in.
    public func locate() -> Result<String, DataNotFound> {
        var searched: [String] = []
        for (place, path) in searchPath {
            guard let path else {
                searched.append("\(place) (not set)")
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return .success(path) }
            searched.append("\(place): \(path)")
            if place.hasPrefix("$") { break }
        }
        return .failure(DataNotFound(name: name, environmentVariable: environmentVariable, searched: searched))
    }

    /// The running program's own file (`/proc/self/exe`), or nil where there is none.
    static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0, length < buffer.count - 1 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// No folder of a program's data was found: every place looked in.
public struct DataNotFound: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder's name under `share/letterpress` (`fonts`).
    public let name: String
    /// The variable that would have named the folder.
    public let environmentVariable: String
    /// Each place looked in, with what it is: `$LETTERPRESS_FONTS (not set)`, a path beside the executable, ….
    public let searched: [String]

    /// The places looked in and the variable to set.
    public var description: String {
        "no \(name) folder found; looked in " + searched.joined(separator: "; ")
            + ". Set $\(environmentVariable) to the folder (share/letterpress/\(name) of an installation)"
    }
}

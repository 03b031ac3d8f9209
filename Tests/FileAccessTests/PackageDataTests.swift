import Foundation
import Testing
@testable import FileAccess

/// Where a data folder is looked for: the variable first, then beside the executable as `make install` lays it out
/// (the path Foundation's URL gives for the same steps), then the build tree. (The variable is not set here: `setenv`
/// would race the other tests' `getenv`; the CLI tests set it in the tools' environment.)
@Suite struct PackageDataTests {
    @Test func searchPathNamesTheVariableAndTheInstalledFolder() throws {
        let data = PackageData(name: "fonts", environmentVariable: "LETTERPRESS_TEST_DATA_\(UInt32.random(in: 0...UInt32.max))",
                               buildTreePath: "/tree/Fonts")
        let executable = try #require(PackageData.executablePath)
        #expect(executable == (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
        let installed = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/letterpress/fonts").standardizedFileURL.path
        let places = data.searchPath
        #expect(places[0].place == "$\(data.environmentVariable)" && places[0].path == nil)
        #expect(places[1].path == installed)
        #expect(places.count == 3 && places[2].path == "/tree/Fonts")   // this build is not an installed one
    }
}

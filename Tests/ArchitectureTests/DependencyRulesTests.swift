import Foundation
import Testing

/// The package's targets depend on exactly what the architecture article's table allows, live in their stage's folder,
/// and never on a later stage; the engines build without the text stack.
@Suite struct DependencyRulesTests {
    /// The package's own targets and test targets; snippets aside (and fuzz harnesses, declared only for `make fuzz`).
    static func checkedTargets(_ package: PackageDescription) -> [PackageDescription.Target] {
        package.targets.filter { $0.type != "snippet" && !$0.name.hasPrefix("fuzz-") }
    }

    /// Test targets that test across modules by design, and the edges of library test targets that are exceptions
    /// (the article names both).
    static let acrossModules: Set<String> = ["CLITests", "FuzzCorpusTests", "BrowserConformanceTests", "ArchitectureTests"]
    static let exceptions: Set<String> = ["ImageSnapshotsTests → ImageSnapshotTesting"]

    /// `XTests` depends on `X`, what `X` depends on, test support (`TestSupport`, and `Locking` to collect what threads
    /// saw) and the fixture modules only.
    @Test func testTargetsTestTheirModule() throws {
        let package = try PackageDescription.load()
        var exceptionsSeen: Set<String> = []
        for target in package.targets where target.type == "test" && !Self.acrossModules.contains(target.name) {
            let module = String(target.name.dropLast("Tests".count))
            #expect(target.name.hasSuffix("Tests") && package.target(module) != nil, "\(target.name) names no module")
            let allowed = package.closure(of: module).union(["TestSupport", "Locking", "ChatSamples", "ImageSnapshots"])
            for dependency in target.dependencies.subtracting(allowed).sorted() {
                let edge = "\(target.name) → \(dependency)"
                exceptionsSeen.insert(edge)
                #expect(Self.exceptions.contains(edge), "\(edge): a test target depends on a module its module does not")
            }
        }
        #expect(exceptionsSeen == Self.exceptions, "exceptions no longer needed: \(Self.exceptions.subtracting(exceptionsSeen))")
    }

    @Test func everyEdgeIsInTheTable() throws {
        let package = try PackageDescription.load()
        let rules = try DependencyRules.fromArchitectureArticle()
        let targets = Self.checkedTargets(package)
        #expect(targets.count > 20, "the description lists \(targets.count) targets")
        for target in targets {
            guard let rule = rules.rules[target.name] else {
                Issue.record("\(target.name) has no row in Docs/Architecture.md's dependency rules")
                continue
            }
            let extra = target.dependencies.subtracting(rule.dependencies).sorted()
            #expect(extra.isEmpty, "\(target.name) depends on \(extra), which its row does not allow")
            let stale = rule.dependencies.subtracting(target.dependencies).sorted()
            #expect(stale.isEmpty, "\(target.name)'s row lists \(stale), which it no longer depends on")
        }
        let described = Set(targets.map(\.name))
        let orphans = rules.rules.keys.filter { !described.contains($0) }.sorted()
        #expect(orphans.isEmpty, "the table has rows for targets the package does not have: \(orphans)")
    }

    @Test func targetsLiveInTheirStageAndLookOnlyBack() throws {
        let package = try PackageDescription.load()
        let rules = try DependencyRules.fromArchitectureArticle()
        for target in Self.checkedTargets(package) {
            guard let rule = rules.rules[target.name] else { continue }
            if rule.folder == "Tests" {
                #expect(target.type == "test" && target.path == "Tests/\(target.name)", "\(target.name) is at \(target.path)")
            } else if let stage = DependencyRules.stages.firstIndex(of: rule.folder) {
                #expect(target.path == "Sources/\(rule.folder)/\(target.name)", "\(target.name) is at \(target.path)")
                for dependency in target.dependencies {
                    guard let other = rules.rules[dependency],
                          let otherStage = DependencyRules.stages.firstIndex(of: other.folder) else { continue }
                    #expect(otherStage <= stage,
                            "\(target.name) (\(rule.folder)) depends on \(dependency), of the later stage \(other.folder)")
                }
            } else {
                #expect(target.path == rule.folder, "\(target.name) is at \(target.path), its row says \(rule.folder)")
                #expect(!target.path.hasPrefix("Sources/"), "\(target.name) is in Sources/ outside every stage")
            }
        }
    }

    /// ChatLayout (the list engine) builds without C and other packages: it can be the core of an iOS
    /// `UICollectionViewLayout`. FlexLayout depends only on JSON (its style reader) and Geometry (its measure requests'
    /// extents).
    @Test func enginesBuildWithoutTheTextStack() throws {
        let package = try PackageDescription.load()
        let chatLayout = package.closure(of: "ChatLayout")
        for name in chatLayout {
            let target = try #require(package.target(name), "\(name) is not a target of the package")
            #expect(target.module_type == "SwiftTarget", "ChatLayout depends on \(name), a \(target.module_type)")
            #expect(target.product_dependencies ?? [] == [], "\(name) depends on another package's products")
        }
        #expect(chatLayout.contains("ChatModel") && !chatLayout.contains("TextMeasure"))
        #expect(package.closure(of: "FlexLayout") == ["FlexLayout", "Geometry", "JSON"])
        #expect(package.closure(of: "ChatBubbles") == ["ChatBubbles", "ChatLayout", "ChatModel", "FlexLayout", "Geometry", "JSON", "Locking"])
        for name in package.closure(of: "ChatBubbles") {
            #expect(package.target(name)?.module_type == "SwiftTarget", "ChatBubbles depends on \(name)")
        }
        // The check would see a C target: TextMeasure's closure has them.
        #expect(package.target("CICU")?.module_type == "ClangTarget")
        #expect(package.target("CTextStack")?.module_type == "SystemLibraryTarget")
    }

    /// The adapter that only sizes chat messages links no rasterizer.
    @Test func sizingLinksNoRasterizer() throws {
        let package = try PackageDescription.load()
        let closure = package.closure(of: "ChatTextSizing")
        #expect(closure.contains("TextMeasure"))
        #expect(!closure.contains("TextRender") && !closure.contains("CPixels"), "ChatTextSizing links \(closure.sorted())")
    }
}

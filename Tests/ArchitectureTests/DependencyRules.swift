import Foundation

/// The table of allowed edges in `Docs/Architecture.md` ("Dependency rules"): per target, its folder (a stage of
/// `Sources/`, or another folder) and the targets and products it may depend on.
struct DependencyRules {
    /// One row of the table.
    struct Rule: Equatable {
        var folder: String
        var dependencies: Set<String>
    }

    /// The stages of `Sources/`, in the order they may depend on each other.
    static let stages = ["support", "text", "image", "layout", "chat", "tools"]

    var rules: [String: Rule] = [:]

    /// Reads the table from the article's "## Dependency rules" section: rows of
    /// `| \`Target\` | folder | \`Dep\`, \`Dep\` |` (`—` for none).
    init(article: String) throws {
        guard let start = article.range(of: "\n## Dependency rules\n") else {
            throw DescribeFailure(reason: "Docs/Architecture.md has no \"## Dependency rules\" section")
        }
        let section = article[start.upperBound...]
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 5, cells[1].hasPrefix("`") else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let dependencies = cells[3] == "—" ? [] : cells[3].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            }
            guard rules[name] == nil else { throw DescribeFailure(reason: "\(name) has two rows") }
            rules[name] = Rule(folder: cells[2], dependencies: Set(dependencies))
        }
    }

    /// The article, read from the checkout.
    static func fromArchitectureArticle() throws -> DependencyRules {
        let url = PackageDescription.packageRoot.appendingPathComponent("Docs/Architecture.md")
        return try DependencyRules(article: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }
}

import ImageDiff

/// The outcome of a folder comparison and its text, JSON and JUnit forms.
struct FolderSummary {
    let source: FolderRun.Source
    let options: DiffOptions
    /// In report order (see `FileOutcome.reportOrder`).
    let outcomes: [FileOutcome]

    /// How many files have each status.
    func count(_ status: FileOutcome.Status) -> Int {
        outcomes.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// 3 when a file was unreadable; else 1 when a file changed, is new or is missing (with `--update`, new and
    /// changed files were copied: only missing ones count); else 0.
    func exitStatus(updated: Bool) -> Int32 {
        if count(.unreadable) > 0 { return 3 }
        let different = count(.missing) + (updated ? 0 : count(.changed) + count(.new))
        return different > 0 ? 1 : 0
    }

    var sides: (baseline: String, actual: String) {
        switch source {
        case let .folders(baseline, actual): return (baseline, actual)
        case let .snapshotArtifacts(folder): return (folder + " (references)", folder + " (actual images)")
        }
    }

    /// One line a file that is not unchanged, then the counts.
    func text(reportIndex: String?) -> String {
        var lines: [String] = []
        for outcome in outcomes where outcome.status != .unchanged {
            var line = "\(outcome.status.rawValue.padding(10)) \(outcome.path)"
            if let result = outcome.result {
                line += "  \(result.mismatched) pixels (\(ResultReport.percent(result.ratio))%)"
                if let mismatch = result.sizeMismatch { line += ", sizes \(mismatch.first) and \(mismatch.second)" }
            }
            if let error = outcome.error { line += "  \(error)" }
            lines.append(line)
        }
        lines.append(FileOutcome.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", "))
        if let reportIndex { lines.append("report: \(reportIndex)") }
        return lines.joined(separator: "\n")
    }

    /// `{"baseline", "actual", "metric", "counts": {status: n, "total": n}, "files": [{"path", "status", …}]}`.
    func json() -> String {
        let counts = FileOutcome.Status.allCases.map { "\"\($0.rawValue)\":\(count($0))" } + ["\"total\":\(outcomes.count)"]
        let files = outcomes.map { outcome -> String in
            var fields = ["\"path\":\(JSONText.quoted(outcome.path))", "\"status\":\"\(outcome.status.rawValue)\""]
            if let result = outcome.result {
                fields += result.jsonFields
            } else if let size = outcome.size {
                fields += ["\"width\":\(size.width)", "\"height\":\(size.height)"]
            }
            if let error = outcome.error { fields.append("\"error\":\(JSONText.quoted(error))") }
            for (key, value) in [("baselineImage", outcome.baselineImage), ("actualImage", outcome.actualImage),
                                 ("diffImage", outcome.diffImage)] {
                if let value { fields.append("\"\(key)\":\(JSONText.quoted(value))") }
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"baseline\":\(JSONText.quoted(sides.baseline)),\"actual\":\(JSONText.quoted(sides.actual)),"
            + "\"metric\":\"\(options.metric.name)\",\"counts\":{\(counts.joined(separator: ","))},"
            + "\"files\":[\(files.joined(separator: ",\n"))]}"
    }

    /// JUnit XML: one test case a file; changed, new and missing files fail, unreadable ones are errors.
    func junit() -> String {
        let failures = count(.changed) + count(.new) + count(.missing)
        let errors = count(.unreadable)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"png-diff\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"\(Self.xml("png-diff \(sides.baseline) \(sides.actual)"))\" tests=\"\(outcomes.count)\" "
            + "failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for outcome in outcomes {
            xml += "    <testcase classname=\"png-diff\" name=\"\(Self.xml(outcome.path))\""
            switch outcome.status {
            case .unchanged:
                xml += "/>\n"
                continue
            case .changed:
                let result = outcome.result
                let message = "\(result?.mismatched ?? 0) of \(result?.total ?? 0) pixels differ "
                    + "(\(ResultReport.percent(result?.ratio ?? 0))%)"
                var details = message
                if let diff = outcome.diffImage { details += "\ndiff image: \(diff)" }
                xml += ">\n      <failure type=\"changed\" message=\"\(Self.xml(message))\">\(Self.xml(details))</failure>\n"
            case .new:
                xml += ">\n      <failure type=\"new\" message=\"only in the actual folder\"/>\n"
            case .missing:
                xml += ">\n      <failure type=\"missing\" message=\"only in the baseline folder\"/>\n"
            case .unreadable:
                xml += ">\n      <error type=\"unreadable\" message=\"\(Self.xml(outcome.error ?? "unreadable"))\"/>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// Escapes text for XML attributes and content (control characters other than tab and newline are dropped:
    /// XML 1.0 cannot hold them).
    static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// Pads with spaces to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

import KitscanRules

/// The output formats of `scan` and `check`.
public enum FindingFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, then a per-rule summary.
    case text
    /// `{"version":1,"findings":[…],"summary":{…}}`.
    case json
    /// SARIF 2.1.0 for GitHub code scanning.
    case sarif
    /// GitHub workflow annotations (`::warning file=…::…`).
    case github
}

/// Renders a scan's findings in any `FindingFormat`.
public struct FindingFormatter: Sendable {
    /// Written into SARIF's `tool.driver.version`.
    public var toolVersion: String
    /// Written into SARIF's `tool.driver.informationUri` when set.
    public var informationURI: String?
    /// Text and GitHub formats leave excepted findings out unless this is set; JSON and
    /// SARIF always carry them, marked.
    public var includeExcepted: Bool

    public init(toolVersion: String, informationURI: String? = nil, includeExcepted: Bool = false) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.includeExcepted = includeExcepted
    }

    public func render(_ result: ScanResult, as format: FindingFormat) -> String {
        switch format {
        case .text: return TextFindings.render(result, includeExcepted: includeExcepted)
        case .json: return FindingsJSON.render(result)
        case .sarif: return SARIFLog.render(result, toolVersion: toolVersion, informationURI: informationURI)
        case .github: return GitHubAnnotations.render(result, includeExcepted: includeExcepted)
        }
    }
}

/// Per-rule counts shared by the text and JSON summaries.
struct RuleCounts: Sendable {
    var rule: String
    var counted: Int
    var excepted: Int

    /// Every rule that ran or produced a finding, sorted by id.
    static func of(_ result: ScanResult) -> [RuleCounts] {
        var counts: [String: RuleCounts] = [:]
        for rule in result.rules { counts[rule.id] = RuleCounts(rule: rule.id, counted: 0, excepted: 0) }
        for f in result.findings {
            var c = counts[f.rule] ?? RuleCounts(rule: f.rule, counted: 0, excepted: 0)
            if f.exceptedBy == nil { c.counted += 1 } else { c.excepted += 1 }
            counts[f.rule] = c
        }
        return counts.values.sorted { $0.rule < $1.rule }
    }
}

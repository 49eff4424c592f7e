import KitscanEngine

/// The debt list's summary, computed once: which rules it shows (a rule is debt or not by
/// its declaration, `RuleSummary.isDebt`) and each one's counts. The Markdown, the JSON and
/// the site draw these rows, so no output can show a rule another hides.
package struct DebtSummary: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        package var rule: String
        /// Counted (not excepted) findings.
        package var findings: Int
        package var files: Int
        package var excepted: Int
        /// From the checked-in baseline; nil when there is none.
        package var baseline: Int?

        /// Findings against the baseline; nil when there is none.
        package var change: Int? { baseline.map { findings - $0 } }
    }

    /// One per rule shown, sorted by id.
    package var rows: [Row]
    /// Every counted finding, every file with one, every excepted finding.
    package var total: Row

    /// The rules shown: every rule that ran, found something or is in the baseline, except a
    /// rule that is not debt, which shows only when it has counted findings or a baseline.
    package init(_ result: ScanResult, baseline: [String: [String: Int]]?) {
        let counted = result.findings.filter { $0.exceptedBy == nil }
        let byRule = Dictionary(grouping: counted, by: \.rule)
        let exceptedByRule = Dictionary(grouping: result.findings.filter { $0.exceptedBy != nil }, by: \.rule)
        var baselineByRule: [String: Int] = [:]
        for (_, rules) in baseline ?? [:] {
            for (rule, n) in rules { baselineByRule[rule, default: 0] += n }
        }
        let notDebt = Set(result.rules.filter { !$0.isDebt }.map(\.id))
        let shown = Set(result.rules.map(\.id)).union(byRule.keys).union(exceptedByRule.keys).union(baselineByRule.keys)
            .filter { !notDebt.contains($0) || byRule[$0] != nil || baselineByRule[$0] != nil }
            .sorted()
        rows = shown.map { rule in
            let findings = byRule[rule] ?? []
            return Row(rule: rule, findings: findings.count, files: Set(findings.map(\.path)).count,
                       excepted: exceptedByRule[rule]?.count ?? 0, baseline: baseline == nil ? nil : baselineByRule[rule] ?? 0)
        }
        total = Row(rule: "Total", findings: counted.count, files: Set(counted.map(\.path)).count,
                    excepted: result.findings.count - counted.count,
                    baseline: baseline == nil ? nil : baselineByRule.values.reduce(0, +))
    }

    /// The rules shown, in order.
    package var rules: [String] { rows.map(\.rule) }
}

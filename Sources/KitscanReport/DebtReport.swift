import KitscanEngine
import KitscanSupport

/// The debt list (`report debt`): per rule and per file, what is left, how it compares
/// with the baseline, the exceptions with their reasons, and the burn-down.
public struct DebtReport: Sendable {
    public var title: String
    /// Prepended to every source link (`../` when the report is written into `docs/`).
    public var linkBase: String
    /// The apps of a fleet run, taken from the result: links follow them.
    private var fleet: FleetSummary?

    public init(title: String = "Design-system debt", linkBase: String = "") {
        self.title = title
        self.linkBase = linkBase
    }

    /// The Markdown debt list. `baseline` is the checked-in path -> rule -> count (nil when
    /// there is none: the baseline and change columns then read `—`); `history` is the
    /// burn-down, oldest first; `lag` says how far its last point is behind HEAD.
    public func markdown(_ result: ScanResult, baseline: [String: [String: Int]]? = nil,
                         history: [HistoryPoint] = [], lag: HistoryLag? = nil) -> String {
        if fleet == nil, let apps = result.fleet {
            var report = self
            report.fleet = apps
            return report.markdown(result, baseline: baseline, history: history, lag: lag)
        }
        let counted = result.findings.filter { $0.exceptedBy == nil }.sorted(by: Finding.ordered)
        let byRule = Dictionary(grouping: counted, by: \.rule)
        var baselineByRule: [String: [String: Int]] = [:]  // rule -> path -> count
        for (path, rules) in baseline ?? [:] {
            for (rule, n) in rules { baselineByRule[rule, default: [:]][path] = n }
        }
        let summaries = Dictionary(result.rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let summary = DebtSummary(result, baseline: baseline)

        var out = "# \(Markdown.text(title))\n\n"
        let total = summary.total
        out += "\(plural(total.findings, "finding")) in \(plural(total.files, "file")) of \(result.fleet.map { $0.scanned.reduce(0) { $0 + $1.files } } ?? result.files.count) scanned"
        if total.excepted > 0 { out += "; \(total.excepted) more excepted with a reason (see the register)" }
        out += ".\n\n"
        if let fleet {
            let findings = Dictionary(grouping: counted, by: { $0.app ?? "" }).mapValues(\.count)
            out += FleetReport.markdown(fleet, column: "Findings", count: { findings[$0] ?? 0 })
        }

        out += summaryTable(summary)
        for rule in summary.rules {
            out += ruleSection(rule, message: summaries[rule]?.message, findings: byRule[rule] ?? [],
                               ruleBaseline: baselineByRule[rule] ?? [:], hasBaseline: baseline != nil)
        }

        out += exceptionsRegister(result.exceptions)
        out += "## Burn-down\n\n" + (lag.map { $0.sentence + "\n\n" } ?? "") + BurnDown.markdown(history, bookkeeping: Set(result.rules.filter(\.isBookkeeping).map(\.id))) + "\n"
        out += Markdown.unreadableSection(result.unreadable, missing: "findings", base: linkBase)
        return Markdown.document(out)
    }

    /// The summary table: one row per rule the debt list shows, then the total.
    private func summaryTable(_ summary: DebtSummary) -> String {
        let total = summary.total
        var out = "## Summary\n\n"
        var rows = summary.rows.map { row in
            [Markdown.text(row.rule), String(row.findings), String(row.files), String(row.excepted),
             row.baseline.map(String.init) ?? "—", row.change.map(Self.change) ?? "—"]
        }
        rows.append(["**Total**", "**\(total.findings)**", "**\(total.files)**", "**\(total.excepted)**",
                     total.baseline.map { "**\($0)**" } ?? "—", total.change.map { "**\(Self.change($0))**" } ?? "—"])
        out += Markdown.table(["Rule", "Findings", "Files", "Excepted", "Baseline", "Change"], rows,
                              alignRight: [1, 2, 3, 4, 5])
        return out + "\n"
    }

    /// One rule's section: its files, each finding, copies of kit tokens and components,
    /// and the files cleared since the baseline; nothing when it has neither findings nor baseline.
    private func ruleSection(_ rule: String, message: String?, findings: [Finding], ruleBaseline: [String: Int],
                             hasBaseline: Bool) -> String {
        guard !findings.isEmpty || ruleBaseline.values.contains(where: { $0 > 0 }) else { return "" }
        var out = "## \(Markdown.text(rule))\n\n"
        if let message { out += Markdown.text(message) + "\n\n" }
        let byFile = Dictionary(grouping: findings, by: \.path)
        let paths = byFile.keys.sorted { a, b in
            byFile[a]!.count != byFile[b]!.count ? byFile[a]!.count > byFile[b]!.count : a < b
        }
        if !paths.isEmpty {
            var header = ["File", "Findings"]
            if hasBaseline { header.append("Baseline") }
            let fileRows = paths.map { path -> [String] in
                var row = [FleetReport.fileLink(path: path, base: linkBase, fleet: fleet), String(byFile[path]!.count)]
                if hasBaseline { row.append(String(ruleBaseline[path] ?? 0)) }
                return row
            }
            out += Markdown.table(header, fileRows, alignRight: hasBaseline ? [1, 2] : [1]) + "\n"
            // Each finding by name, as the JSON has it: a bare line number cannot be reviewed.
            out += Markdown.table(["Finding", "Declaration", "Snippet"],
                                  paths.flatMap { byFile[$0]! }.map(findingRow)) + "\n"
        }
        // Values written in place that equal a kit token: the easiest debt to pay.
        let copies = findings.filter { $0.copies != nil }
        if !copies.isEmpty {
            out += "Copies of kit tokens:\n\n"
            for f in copies {
                let place = FleetReport.lineLink(path: f.path, line: f.line, base: linkBase, text: "\(f.path):\(f.line)", fleet: fleet)
                out += "- \(place) copies \(Markdown.code(f.copies!))\n"
            }
            out += "\n"
        }
        // Views that redraw a kit component: what they share with it and how they differ.
        let redrawn = findings.filter { $0.copy != nil }
        if !redrawn.isEmpty {
            out += "Likely copies of kit components:\n\n"
            for f in redrawn {
                let place = FleetReport.lineLink(path: f.path, line: f.line, base: linkBase, text: "\(f.path):\(f.line)", fleet: fleet)
                let copy = f.copy!
                out += "- \(place) \(Markdown.code(f.declaration ?? f.path)) copies \(Markdown.code(copy.copyOf))"
                    + " (score \(CopyEvidence.format(copy.score))): shares \(Markdown.code(copy.skeleton))"
                if !copy.shared.isEmpty { out += " and " + copy.shared.map(Markdown.code).joined(separator: ", ") }
                if !copy.differs.isEmpty { out += "; differs: " + Markdown.text(copy.differs.joined(separator: ", ")) }
                out += "\n"
            }
            out += "\n"
        }
        let cleared = ruleBaseline.filter { $0.value > 0 && byFile[$0.key] == nil }.keys.sorted()
        if !cleared.isEmpty {
            out += "Cleared since the baseline: "
            out += cleared.map { Markdown.fileLink(path: $0, base: linkBase) }.joined(separator: ", ") + ".\n\n"
        }
        return out
    }

    /// The debt list's data (`report debt --json FILE`), in the order the Markdown reads:
    ///
    /// ```
    /// { "version": 1,
    ///   "summary": [ { "rule", "findings", "files", "excepted", "baseline", "change" } ],
    ///   "total": { "findings", "files", "excepted", "baseline", "change" },
    ///   "findings": [ …as `scan --format json`, excepted ones with `exceptedBy`… ],
    ///   "exceptions": [ { "path", "line", "rules", "reason", "suppressed", "wholeFile" } ],
    ///   "history": [ { "commit", "date", "totals": { "<rule>": n } } ],
    ///   "unreadable": [ { "path", "reason" } ] }
    /// ```
    /// `baseline` and `change` are null without a baseline file; `history` holds every
    /// recorded point (the chart groups long histories, the data does not).
    public func json(_ result: ScanResult, baseline: [String: [String: Int]]? = nil,
                     history: [HistoryPoint] = []) -> String {
        JSONWriter().write(value(result, baseline: baseline, history: history))
    }

    /// The JSON's value.
    package func value(_ result: ScanResult, baseline: [String: [String: Int]]? = nil,
                       history: [HistoryPoint] = []) -> JSONValue {
        let debt = DebtSummary(result, baseline: baseline)
        func counts(_ row: DebtSummary.Row) -> [JSONMember] {
            [JSONMember("findings", .int(row.findings)), JSONMember("files", .int(row.files)), JSONMember("excepted", .int(row.excepted)),
             JSONMember("baseline", row.baseline.map(JSONValue.int) ?? .null), JSONMember("change", row.change.map(JSONValue.int) ?? .null)]
        }
        let summary = debt.rows.map { row -> JSONValue in .object([JSONMember("rule", .string(row.rule))] + counts(row)) }
        let total = counts(debt.total)
        let exceptions = result.exceptions.sorted {
            ($0.path, $0.line, $0.rules.joined(separator: ","), $0.reason) < ($1.path, $1.line, $1.rules.joined(separator: ","), $1.reason)
        }.map { e -> JSONValue in
            .object([JSONMember("path", .string(e.path)), JSONMember("line", .int(e.line)),
                     JSONMember("rules", .array(e.rules.map(JSONValue.string))), JSONMember("reason", .string(e.reason)),
                     JSONMember("suppressed", .int(e.suppressed)), JSONMember("wholeFile", .bool(e.wholeFile))])
        }
        let points = history.map { p -> JSONValue in
            .object([JSONMember("commit", .string(p.commit)), JSONMember("date", .string(p.date)),
                     JSONMember("totals", .object(p.totals.keys.sorted().map { JSONMember($0, .int(p.totals[$0]!)) }))])
        }
        return .object([
            JSONMember("version", .int(1)),
        ] + (result.fleet.map { [JSONMember("apps", FleetReport.json($0)), JSONMember("rules", FleetJSON.rules(result.rules))] } ?? []) + [
            JSONMember("summary", .array(summary)),
            JSONMember("total", .object(total)),
            JSONMember("findings", .array(result.findings.sorted(by: Finding.ordered).map { FindingJSON.value($0) })),
            JSONMember("exceptions", .array(exceptions)),
            JSONMember("history", .array(points)),
            JSONMember("unreadable", .array(result.unreadable.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }.map {
                .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.reason))])
            })),
        ])
    }

    /// `+1`, `-3`, `0`.
    static func change(_ delta: Int) -> String {
        delta > 0 ? "+\(delta)" : String(delta)
    }

    /// `[App/A.swift:3](…#L3) | `Mail.body` | `Color(red: 1)``: where, in what, and what.
    private func findingRow(_ f: Finding) -> [String] {
        [FleetReport.lineLink(path: f.path, line: f.line, base: linkBase, text: "\(f.path):\(f.line)", fleet: fleet),
         f.declaration.map(Markdown.code) ?? "top level",
         Markdown.code(f.snippet)]
    }

    private func exceptionsRegister(_ exceptions: [ExceptionRecord]) -> String {
        var out = "## Exceptions\n\n"
        guard !exceptions.isEmpty else { return out + "No exceptions.\n\n" }
        let sorted = exceptions.sorted {
            ($0.path, $0.line, $0.rules.joined(separator: ","), $0.reason)
                < ($1.path, $1.line, $1.rules.joined(separator: ","), $1.reason)
        }
        out += Markdown.table(["File", "Line", "Rules", "Reason", "Suppressed"], sorted.map { e in
            [FleetReport.fileLink(path: e.path, base: linkBase, fleet: fleet),
             (e.wholeFile ? "whole file (" : "")
                + FleetReport.lineLink(path: e.path, line: e.line, base: linkBase, text: "L\(e.line)", fleet: fleet)
                + (e.wholeFile ? ")" : ""),
             e.rules.map(Markdown.code).joined(separator: ", "),
             Markdown.text(e.reason), String(e.suppressed)]
        }, alignRight: [4])
        return out + "\n"
    }
}

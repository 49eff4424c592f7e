import KitscanEngine
import KitscanSupport

/// `debt.html`: per rule and file the findings with their snippets, the exceptions register,
/// the burn-down. The summary's rows are `report debt --json`'s rows.
struct DebtPage {
    var context: SiteContext

    var page: SitePage {
        SitePage(name: "debt.html", title: "Debt", navigation: "Debt", body: body)
    }

    func body(_ top: Int) -> String {
        var out = heading(top, "Debt", id: "debt")
        let total = context.debt.total
        out += "<p>\(HTML.count(total.findings, "counted finding")) in "
            + "\(HTML.count(total.files, "file")) of \(context.input.result.files.count) scanned; "
            + "\(total.excepted) more excepted with a reason.</p>\n"
        if let lag = context.input.lag { out += "<p class=\"note warning\">" + HTML.text(lag.sentence.filter { $0 != "*" && $0 != "`" }) + "</p>\n" }
        out += heading(top + 1, "Summary", id: "summary")
        out += summaryTable(id: "debt-summary-table")
        out += heading(top + 1, "Files", id: "files")
        out += filesTable()
        for rule in context.findingsByRule.keys.sorted() {
            out += ruleSection(rule, top + 1)
        }
        out += heading(top + 1, "Exceptions", id: "exceptions")
        out += exceptions()
        out += heading(top + 1, "Burn-down", id: "burn-down")
        out += chart()
        out += historyTable()
        if !context.input.result.unreadable.isEmpty {
            out += heading(top + 1, "Files that could not be read", id: "unreadable")
            out += SiteTable(id: "unreadable-table", caption: "Files that could not be read (their findings are missing)",
                             layout: .unreadable, rows: context.input.result.unreadable.map { .init(cells: [.text($0.path), .text($0.reason)]) }).render()
        }
        return out
    }

    /// The summary per rule and the total, the rows the Markdown and the JSON hold.
    func summaryTable(id: String) -> String {
        func counts(_ row: DebtSummary.Row) -> [SiteTable.Cell] {
            [.number(row.findings), .number(row.files), .number(row.excepted), .number(row.baseline),
             row.change.map { SiteTable.Cell(html: DebtReport.change($0), value: String($0)) } ?? .number(nil)]
        }
        var rows = context.debt.rows.map { row -> SiteTable.Row in
            let rule = row.rule
            let hasSection = context.findingsByRule[rule] != nil
            let name = hasSection ? HTML.link(context.href(page: "debt.html", fragment: SiteID.rule(rule)), rule) : HTML.text(rule)
            return SiteTable.Row(cells: [SiteTable.Cell(html: name, value: rule)] + counts(row))
        }
        rows.append(SiteTable.Row(cells: [.text("Total")] + counts(context.debt.total), isTotal: true))
        return SiteTable(id: id, caption: "Findings per rule, against the baseline", layout: .summary, rows: rows).render()
    }

    private func filesTable() -> String {
        let counts = context.input.result.counts.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
        let rows = counts.map { path, byRule -> SiteTable.Row in
            var cells = [SiteTable.Cell(html: context.fileLink(path), value: path), .number(byRule.values.reduce(0, +))]
            cells.append(SiteTable.Cell(html: byRule.keys.sorted().map { rule in
                HTML.link(context.href(page: "debt.html", fragment: SiteID.rule(rule)), rule) + " \(byRule[rule]!)"
            }.joined(separator: ", ")))
            return SiteTable.Row(cells: cells, id: SiteID.file(path))
        }
        return SiteTable(id: "files-table", caption: "Counted findings per file", layout: .files, rows: rows, filterable: true,
                         empty: "No file has a counted finding.").render()
    }

    /// One row per file, each declaration once with its findings' lines, each snippet once
    /// with the lines it is on: a large debt list repeats the path, the declaration and the
    /// snippet (`#if os(iOS)`) on thousands of rows, which made the page several times the
    /// size of what it says. The file links to its first finding's line; every line stays.
    private func ruleSection(_ rule: String, _ level: Int) -> String {
        let findings = (context.findingsByRule[rule] ?? []).sorted(by: Finding.ordered)
        var out = heading(level, HTML.code(rule), id: SiteID.rule(rule))
        let message = context.input.result.rules.first(where: { $0.id == rule })?.message
        if let message { out += "<p>" + HTML.text(message) + "</p>\n" }
        let files = Self.grouped(findings, by: \.path)
        out += SiteTable(id: SiteID.rule(rule) + "-table", caption: "Findings of \(rule) (\(findings.count)) per file",
                         layout: .findings, rows: files.map { path, inFile in
            let declarations = Self.grouped(inFile) { $0.declaration ?? "top level" }.map { declaration, found in
                HTML.expression(declaration) + ": " + lines(found, ruleMessage: message)
            }
            return SiteTable.Row(cells: [SiteTable.Cell(html: context.lineLink(path, inFile[0].line, label: path), value: path),
                                         .number(inFile.count), SiteTable.Cell(html: declarations.joined(separator: "<br>"))])
        }, filterable: true).render()
        return out
    }

    /// `items` grouped by `key`, the groups in the order of their first item.
    private static func grouped<Key: Hashable>(_ items: [Finding], by key: (Finding) -> Key) -> [(key: Key, items: [Finding])] {
        var groups: [(key: Key, items: [Finding])] = []
        var index: [Key: Int] = [:]
        for item in items {
            let k = key(item)
            if let i = index[k] { groups[i].items.append(item) } else {
                index[k] = groups.count
                groups.append((k, [item]))
            }
        }
        return groups
    }

    /// `12, 40 <code>snippet</code>` per distinct snippet, `; ` between them, in the order of
    /// their first line; a finding's own message (most say the rule's, said once above) and
    /// the token it copies.
    private func lines(_ findings: [Finding], ruleMessage: String?) -> String {
        let parts = Self.grouped(findings) { f in
            var text = HTML.expression(f.snippet)
            if f.message != ruleMessage { text += " " + HTML.text(f.message) }
            if let copies = f.copies { text += " (copies " + HTML.code(copies) + ")" }
            return text
        }
        return parts.map { text, found in found.map { String($0.line) }.joined(separator: ", ") + " " + text }.joined(separator: "; ")
    }

    private func exceptions() -> String {
        let sorted = context.input.result.exceptions.sorted {
            ($0.path, $0.line, $0.rules.joined(separator: ","), $0.reason) < ($1.path, $1.line, $1.rules.joined(separator: ","), $1.reason)
        }
        return SiteTable(id: "exceptions-table", caption: "Exceptions register: each with its reason", layout: .exceptions, rows: sorted.map { e in
            SiteTable.Row(cells: [SiteTable.Cell(html: context.lineLink(e.path, e.line, label: "\(e.path):\(e.line)\(e.wholeFile ? " (whole file)" : "")")),
                                  SiteTable.Cell(html: e.rules.map(HTML.code).joined(separator: ", ")), .text(e.reason), .number(e.suppressed)])
        }, filterable: true, empty: "No exceptions.").render()
    }

    /// The burn-down chart, inline (the same SVG `report debt --svg` writes, and its narrow layout for a phone).
    func chart() -> String {
        guard context.input.history.count >= 2 else {
            return "<p>" + HTML.text(context.input.history.isEmpty
                ? "No history recorded yet: run kitscan history to draw the burn-down."
                : "Only one snapshot recorded: a chart needs two.") + "</p>\n"
        }
        let history = context.input.history, bookkeeping = context.bookkeeping
        return SiteChart.figure(BurnDownSVG().render(history, bookkeeping: bookkeeping),
                                narrow: BurnDownSVG.narrow.render(history, bookkeeping: bookkeeping), caption: "Counted findings per rule over time; the table below has every point.")
    }

    private func historyTable() -> String {
        let history = context.input.history
        guard !history.isEmpty else { return "" }
        let rules = Set(history.flatMap(\.totals.keys)).sorted()
        let columns = [SiteTable.Column(title: "Date", key: "date"), .init(title: "Commit", key: "commit"),
                       .init(title: "Total", key: "total", numeric: true)]
            + rules.map { SiteTable.Column(title: $0, key: $0, numeric: true) }
        return SiteTable(id: "history-table", caption: "Counted findings at each recorded commit", columns: columns,
                         rows: history.map { p in
                             SiteTable.Row(cells: [.date(p.date), .code(p.commit), .number(p.total)] + rules.map { .number(p.totals[$0] ?? 0) })
                         }).render()
    }
}

/// Inline SVG charts: the standalone document's XML prolog dropped, the rest as it is (its
/// colours are attributes, not style, so a CSP forbidding inline style still draws it).
enum SiteChart {
    /// A chart in a figure; with `narrow`, a layout of the same chart for a phone's width,
    /// shown there instead (a chart drawn wide is unreadable scaled down to a phone).
    static func figure(_ svg: String, narrow: String? = nil, caption: String) -> String {
        func inline(_ svg: String, _ attributes: String) -> String {
            var body = Substring(svg)
            if body.hasPrefix("<?xml"), let end = body.firstIndex(of: "\n") { body = body[body.index(after: end)...] }
            return String(body.replacing("<svg ", with: "<svg \(attributes) ", maxReplacements: 1))
        }
        let charts = narrow.map { inline(svg, "role=\"img\" class=\"wide\"") + inline($0, "role=\"img\" class=\"narrow\"") }
            ?? inline(svg, "role=\"img\"")
        return "<figure class=\"chart\">\n" + charts + "<figcaption>" + HTML.text(caption) + "</figcaption>\n</figure>\n"
    }
}

import KitscanEngine

/// `adoption.html`: per group the three shares and their parts, and their history. Drawn
/// from the adoption report (`kitscan adoption --json`); without one, it says how to get it.
struct AdoptionPage {
    var context: SiteContext

    var page: SitePage {
        SitePage(name: "adoption.html", title: "Adoption", navigation: "Adoption", body: body)
    }

    static let missing = "No adoption data: run kitscan adoption --json adoption.json (add --by team and --history "
        + "for groups and the chart over time), then kitscan report site --adoption adoption.json."

    /// The three shares with their labels and JSON keys.
    static func shares(_ c: AdoptionCounts) -> [(key: String, label: String, share: Double?)] {
        [("componentShare", "component share", c.componentShare), ("primitiveShare", "primitive share", c.primitiveShare),
         ("tokenShare", "token share", c.tokenShare)]
    }

    /// A share as the JSON writes it (four places), shown as a percentage with two: no second rounding.
    static func percent(_ share: Double?) -> String {
        guard let share else { return "—" }
        let n = Int((share * 10_000).rounded())
        let tenths = n % 100
        return "\(n / 100).\(tenths < 10 ? "0" : "")\(tenths) %"
    }

    static func shareCell(_ share: Double?) -> SiteTable.Cell {
        guard let share else { return SiteTable.Cell(html: "—", value: "") }
        let n = Int((share * 10_000).rounded())
        return SiteTable.Cell(html: percent(share), value: String(Double(n) / 10_000))
    }

    /// How the groups were made, as a sentence (with a leading space), or nothing when the
    /// files were not grouped: `folder:2` reads "Grouped by folder (the first 2 path components)".
    static func grouped(_ grouping: String) -> String {
        let parts = grouping.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first ?? "" {
        case "", "none": return ""
        case "folder" where parts.count == 2:
            let depth = parts[1] == "1" ? "path component" : HTML.text(parts[1]) + " path components"
            return " Grouped by folder (the first \(depth))."
        default: return " Grouped by " + HTML.text(parts[0]) + "."
        }
    }

    /// The overview's part: the total's shares and the chart over time.
    func summary(_ level: Int) -> String {
        guard let report = context.input.adoption else { return "<p class=\"note\">" + HTML.text(Self.missing) + "</p>\n" }
        var out = groupsTable(report, id: "overview-adoption", groups: false)
        out += chart(report)
        out += "<p>" + HTML.link(context.href(page: "adoption.html"), "The adoption page") + " has each group and what holds each share down.</p>\n"
        return out
    }

    func body(_ top: Int) -> String {
        var out = heading(top, "Adoption", id: "adoption")
        guard let report = context.input.adoption else { return out + "<p class=\"note\">" + HTML.text(Self.missing) + "</p>\n" }
        out += "<p>component share = kit component uses ÷ (kit uses + uses of the app's own drawing types); "
            + "primitive share = kit uses ÷ (kit uses + raw uses of the SwiftUI controls the kit replaces); "
            + "token share = kit token references ÷ (references + raw values)."
            + (report.total.catalog == nil ? "" : " Catalog coverage = the configurations the app callers use that have a case "
               + "in the catalog ÷ the configurations they use.") + Self.grouped(report.grouping) + "</p>\n"
        for note in report.notes { out += "<p class=\"note\">" + HTML.text(note) + "</p>\n" }
        out += heading(top + 1, "Shares per group", id: "groups")
        out += groupsTable(report, id: "adoption-groups", groups: true)
        out += heading(top + 1, "Over time", id: "adoption-history")
        out += chart(report) + historyTable(report)
        out += heading(top + 1, "What holds the shares down", id: "holding-down")
        out += items(report.total.appTypes, id: "app-types", caption: "The most-used app types (component share)")
        out += items(report.total.rawControls, id: "raw-controls", caption: "Raw uses of controls the kit replaces (primitive share)")
        out += items(report.total.rawValues, id: "raw-values", caption: "Raw values (token share)")
        out += heading(top + 1, "What the kit replaces", id: "replaced")
        out += SiteTable(id: "replaced-table", caption: "SwiftUI controls and the kit components that replace them",
                         layout: .replaced, rows: report.replacedControls.map { .init(cells: [.code($0.control),
                                                                           SiteTable.Cell(html: $0.replacedBy.map(HTML.code).joined(separator: ", "))]) },
                         empty: "The kit replaces no SwiftUI control.").render()
        return out
    }

    /// Catalog coverage's cell: the share, and the configurations behind it.
    static func coverageCell(_ c: CatalogCoverage?) -> SiteTable.Cell {
        guard let c, let share = c.share else { return SiteTable.Cell(html: "—", value: "") }
        let cell = shareCell(share)
        return SiteTable.Cell(html: cell.html + " (\(c.covered.count) of \(c.configurations.count))", value: cell.value)
    }

    private func groupsTable(_ report: AdoptionReport, id: String, groups: Bool) -> String {
        let catalog = report.total.catalog != nil
        func row(_ g: AdoptionGroup, total: Bool) -> SiteTable.Row {
            let c = g.counts
            return SiteTable.Row(cells: [.text(total ? "All app files" : g.name), .number(c.files), .number(c.kitUses), .number(c.appTypeUses),
                                         .number(c.rawControlUses), .number(c.tokenReferences), .number(c.rawValues)]
                                    + Self.shares(c).map { Self.shareCell($0.share) } + (catalog ? [Self.coverageCell(g.catalog)] : []),
                                 id: total || !groups ? nil : SiteID.group(g.name), isTotal: total && groups && !report.groups.isEmpty)
        }
        let rows = (groups ? report.groups.map { row($0, total: false) } : []) + [row(report.total, total: true)]
        return SiteTable(id: id, caption: (catalog ? "The three shares and catalog coverage" : "The three shares")
                             + (groups ? " per group, and for all app files" : " over all app files"),
                         layout: catalog ? .sharesWithCatalog : .shares, rows: rows, filterable: groups && report.groups.count > 1).render()
    }

    private func chart(_ report: AdoptionReport) -> String {
        guard report.history.count >= 2 else {
            return "<p>" + HTML.text(report.history.isEmpty ? "No history: run kitscan adoption --history --json adoption.json for the chart over time."
                : "Only one point in the history: a chart needs two.") + "</p>\n"
        }
        return SiteChart.figure(AdoptionSVG().render(report), narrow: AdoptionSVG.narrow.render(report),
                                caption: "The three shares over time; the table has every point.")
    }

    private func historyTable(_ report: AdoptionReport) -> String {
        guard !report.history.isEmpty else { return "" }
        return SiteTable(id: "adoption-history-table", caption: "The shares at each point of the history", layout: .shareHistory, rows: report.history.map { p in
            SiteTable.Row(cells: [.date(p.date), .code(p.commit)] + Self.shares(p.total).map { Self.shareCell($0.share) })
        }).render()
    }

    private func items(_ items: [AdoptionItem], id: String, caption: String) -> String {
        let top = items.prefix(20)
        return SiteTable(id: id + "-table", caption: caption, layout: .items, rows: top.map { item in
            let places = item.places.prefix(5).map { context.lineLink($0.path, $0.line) }.joined(separator: ", ")
                + (item.places.count > 5 ? " and \(item.places.count - 5) more" : "")
            return SiteTable.Row(cells: [SiteTable.Cell(html: HTML.code(item.name) + (item.rule.map { " (" + HTML.text($0) + ")" } ?? ""), value: item.name),
                                         .number(item.count), SiteTable.Cell(html: places)])
        }, empty: caption + ": none.").render()
    }
}

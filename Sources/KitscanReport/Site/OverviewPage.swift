import KitscanEngine
import KitscanSupport

/// `index.html`: the kit at a glance.
struct OverviewPage {
    var context: SiteContext

    var page: SitePage {
        SitePage(name: "index.html", title: "Overview", navigation: "Overview", body: body)
    }

    func body(_ top: Int) -> String {
        let input = context.input
        var out = heading(top, "Overview", id: "overview")
        out += facts()
        out += cards()
        if let fleet = input.result.fleet {
            out += heading(top + 1, "Apps", id: "apps")
            out += apps(fleet)
        }
        out += heading(top + 1, "Components", id: "components")
        out += componentsTable()
        out += heading(top + 1, "Adoption", id: "adoption-summary")
        out += AdoptionPage(context: context).summary(top + 1)
        out += heading(top + 1, "Debt per rule", id: "debt-summary")
        out += "<p>The counted findings per rule; " + HTML.link(context.href(page: "debt.html"), "the debt page")
            + " lists each with its snippet.</p>\n"
        out += DebtPage(context: context).summaryTable(id: "overview-debt")
        out += heading(top + 1, "Burn-down", id: "burn-down-summary")
        out += DebtPage(context: context).chart()
        out += heading(top + 1, "Files with the most debt", id: "top-files")
        out += topFiles()
        out += heading(top + 1, "Likely copies", id: "copies")
        out += copies()
        if !input.result.unreadable.isEmpty {
            out += "<p class=\"note warning\">\(HTML.count(input.result.unreadable.count, "file")) could not be read: "
                + HTML.link(context.href(page: "debt.html", fragment: "unreadable"), "see the list") + ".</p>\n"
        }
        return out
    }

    private func facts() -> String {
        let input = context.input
        var out = "<dl class=\"facts\">\n"
        out += "<dt>\(input.result.fleet == nil ? "Commit" : "Kit commit")</dt><dd>" + (input.commit.map(HTML.code) ?? "not in a git repository") + "</dd>\n"
        if let fleet = input.result.fleet {
            out += "<dt>Apps</dt><dd>" + HTML.link("#apps", HTML.count(fleet.scanned.count, "app") + " scanned")
                + (fleet.skipped.isEmpty ? "" : ", \(fleet.skipped.count) skipped") + "</dd>\n"
        }
        out += "<dt>Date</dt><dd>" + HTML.text(input.date) + "</dd>\n"
        // The kit's own version (its pin, checkout or folder), each other package's beside it.
        if let kit = input.result.kitSources.first {
            out += "<dt>Kit</dt><dd>" + KitSourceHeader.summary(kit, code: HTML.code, text: HTML.text) + "</dd>\n"
            for other in input.result.kitSources.dropFirst() {
                out += "<dt>Package</dt><dd>" + KitSourceHeader.summary(other, code: HTML.code, text: HTML.text) + "</dd>\n"
            }
        } else {
            out += "<dt>Kit version</dt><dd>" + (input.kitVersion.map(HTML.code) ?? "no tag") + "</dd>\n"
        }
        out += "<dt>Files scanned</dt><dd>\(input.result.files.count)</dd>\n"
        return out + "</dl>\n"
    }

    private func cards() -> String {
        let callers = context.components.reduce(0) { $0 + $1.app.count }
        let findings = context.debt.total.findings
        var items = [("components", context.components.count, "kit components"), ("callers", callers, "callers in the app"),
                     ("findings", findings, "findings of debt")]
        items.append(("copies", context.copies.count, "likely copies"))
        var out = "<ul class=\"cards\">\n"
        for (key, n, label) in items {
            out += "<li data-key=\(HTML.attribute(key))><span class=\"figure\">\(n)</span> \(HTML.text(label))</li>\n"
        }
        if let total = input.adoption?.total.counts {
            for (key, label, share) in AdoptionPage.shares(total) {
                out += "<li data-key=\(HTML.attribute(key))><span class=\"figure\">\(AdoptionPage.percent(share))</span> "
                    + HTML.text(label) + "</li>\n"
            }
        }
        return out + "</ul>\n"
    }

    private var input: SiteInput { context.input }

    private func componentsTable() -> String {
        let catalog = input.result.hasCatalog
        let rows = context.components.map { g -> SiteTable.Row in
            let c = g.component
            let defined = g.known && !c.path.isEmpty ? context.lineLink(c.path, c.line) : "not among the kit's components"
            let name = SiteTable.Cell(html: HTML.link(context.componentHref(c.name), c.spelledName), value: c.name)
            let kind = SiteTable.Cell.text(g.known ? c.kind.rawValue : "?")
            let counts: [Int] = [g.app.count, g.kit.count, g.previews.count, g.tests.count, g.known ? g.unusedParameters.count : 0,
                                 context.copies(of: c.name).count]
            var cells: [SiteTable.Cell] = [name, kind, SiteTable.Cell(html: defined, value: c.path)]
            cells += counts.map { SiteTable.Cell.number($0) }
            if catalog {
                let covered = g.configurations.filter(\.covered).count
                cells.append(SiteTable.Cell(html: HTML.text("\(covered) of \(g.configurations.count)"), value: String(covered)))
            }
            return SiteTable.Row(cells: cells, id: context.singleFile ? nil : SiteID.component(c.name))
        }
        let table = SiteTable(id: "components-table", caption: "Kit components and their callers",
                              layout: catalog ? .catalogComponents : .components, rows: rows,
                              filterable: true, empty: "No kit components were found: check kit.paths in kitscan.json.")
        return table.render()
    }

    /// The fleet's apps: each one's source and commit, its files, callers and counted
    /// findings; the findings link to the debt page's files filtered to the app's paths.
    private func apps(_ fleet: FleetSummary) -> String {
        var callers: [String: Int] = [:], findings: [String: Int] = [:]
        for g in context.components { for use in g.app { callers[use.app ?? "", default: 0] += 1 } }
        for list in context.findingsByRule.values { for f in list { findings[f.app ?? "", default: 0] += 1 } }
        let rows = fleet.scanned.map { app -> SiteTable.Row in
            let source = HTML.code(app.location) + (app.ref.map { " at " + HTML.code($0) } ?? "")
            let n = findings[app.name] ?? 0
            let prefix = app.pathPrefix
            let filtered = prefix.isEmpty || n == 0 ? String(n)
                : HTML.link(context.href(page: "debt.html", fragment: "view?files-table=" + PercentEncoding.path(prefix)), String(n))
            return SiteTable.Row(cells: [.text(app.name), SiteTable.Cell(html: source, value: app.location), .code(app.commit ?? ""),
                                         .number(app.files), .number(callers[app.name] ?? 0), SiteTable.Cell(html: filtered, value: String(n))],
                                 id: SiteID.app(app.name))
        }
        var out = SiteTable(id: "apps-table", caption: "The apps scanned with the kit's working tree", layout: .apps, rows: rows,
                            empty: "No app was scanned.").render()
        if !fleet.skipped.isEmpty {
            out += "<p class=\"note warning\">Skipped, and in no total:</p>\n<ul class=\"plain\">\n"
            for app in fleet.skipped {
                out += "<li>" + HTML.text(app.name) + " (" + HTML.code(app.location) + "): " + HTML.text(app.skipped ?? "") + "</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    private func topFiles() -> String {
        var totals: [(path: String, n: Int)] = []
        for (path, rules) in input.result.counts {
            let n = rules.values.reduce(0, +)
            if n > 0 { totals.append((path, n)) }
        }
        totals.sort { a, b in a.n != b.n ? a.n > b.n : a.path < b.path }
        let counts = totals.prefix(10)
        let rows = counts.map { file in
            SiteTable.Row(cells: [SiteTable.Cell(html: HTML.link(context.href(page: "debt.html", fragment: SiteID.file(file.path)), file.path),
                                                 value: file.path),
                                  .number(file.n)])
        }
        return SiteTable(id: "top-files-table", caption: "The ten files with the most counted findings",
                         layout: .topFiles, rows: Array(rows), empty: "No debt: no file has a counted finding.").render()
    }

    private func copies() -> String {
        context.copiesTable(context.copies, id: "copies-table", caption: "App types that look like copies of a kit component",
                            empty: "No likely copies (the kit-copy rule found none, or is not active).")
    }
}

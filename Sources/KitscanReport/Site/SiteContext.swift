import KitscanEngine
import KitscanSupport

/// The data every page reads, computed once from `SiteInput` with the same models the
/// Markdown and JSON reports use, so a number on a page is the number in the JSON.
struct SiteContext {
    var input: SiteInput
    /// One per kit component, as `report callers` groups them.
    var components: [ComponentCallers]
    /// The debt list's summary rows and total, as the Markdown and JSON reports draw them.
    var debt: DebtSummary
    /// Counted findings by rule, in the debt list's order.
    var findingsByRule: [String: [Finding]]
    /// The `kit-copy` findings: app types that re-implement a kit component.
    var copies: [Finding]
    /// True for the one `index.html`: links between pages become links within it.
    var singleFile: Bool
    /// Component name -> its page in the folder form.
    var pageNames: [String: String]

    init(_ input: SiteInput, singleFile: Bool) {
        self.input = input
        self.singleFile = singleFile
        components = ComponentCallers.group(input.result)
        debt = DebtSummary(input.result, baseline: input.baseline)
        let counted = input.result.findings.filter { $0.exceptedBy == nil }
        findingsByRule = Dictionary(grouping: counted, by: \.rule)
        copies = counted.filter { $0.copy != nil }
        pageNames = SiteID.componentPages(components.map(\.component.name))
    }

    var links: SiteSourceLinks { input.links }
    var bookkeeping: Set<String> { Set(input.result.rules.filter(\.isBookkeeping).map(\.id)) }

    /// Where the page `name` (`debt.html`) is, from another page; `fragment` an id on it.
    func href(page: String, fragment: String? = nil) -> String {
        if singleFile { return "#" + (fragment ?? Self.sectionID(page)) }
        return page + (fragment.map { "#" + $0 } ?? "")
    }

    /// The link to a component's page (its section in the single file).
    func componentHref(_ name: String) -> String {
        singleFile ? "#" + SiteID.component(name) : pageNames[name] ?? "index.html"
    }

    /// In the single file each page is a section: `page-debt` for `debt.html`.
    static func sectionID(_ page: String) -> String {
        "page-" + SiteID.slug(page.hasSuffix(".html") ? String(page.dropLast(5)) : page)
    }

    /// The likely copies of one kit component: the `kit-copy` findings whose `copyOf` names it.
    func copies(of component: String) -> [Finding] {
        copies.filter { $0.copy?.copyOf == component }
    }

    /// Likely copies as a table: where each is, its declaration, the component it copies, the
    /// score, and the evidence (the skeleton both share, what differs).
    func copiesTable(_ copies: [Finding], id: String, caption: String, empty: String) -> String {
        SiteTable(id: id, caption: caption, layout: .copies, rows: copies.map { f in
            let copy = f.copy
            let component = copy.map { "<a href=" + HTML.attribute(componentHref($0.copyOf)) + ">" + HTML.code($0.copyOf) + "</a>" } ?? ""
            let score = copy.map { CopyEvidence.format($0.score) } ?? ""
            var evidence = copy.map { HTML.code($0.skeleton) } ?? HTML.text(f.message)
            if let differs = copy?.differs, !differs.isEmpty { evidence += "<br>differs: " + HTML.text(differs.joined(separator: ", ")) }
            return SiteTable.Row(cells: [SiteTable.Cell(html: lineLink(f.path, f.line), value: f.path), .code(f.declaration ?? "top level"),
                                         SiteTable.Cell(html: component, value: copy?.copyOf), SiteTable.Cell(html: score), SiteTable.Cell(html: evidence)])
        }, empty: empty).render()
    }

    /// A source location as a link: `MailList.swift:42` to the line.
    func lineLink(_ path: String, _ line: Int, label: String? = nil) -> String {
        sourceLink(path, line: line, label: label ?? "\(path):\(line)")
    }

    func fileLink(_ path: String) -> String {
        sourceLink(path, line: nil, label: path)
    }

    /// A git app's file in a fleet opens on its host at the ref's commit, or is text when
    /// the app gives no `url` (the file is in no folder beside the site).
    private func sourceLink(_ path: String, line: Int?, label: String) -> String {
        if let hit = FleetReport.gitApp(path, input.result.fleet) {
            return FleetReport.hostURL(hit.app, hit.inner, line: line).map { HTML.pathLink($0, label) } ?? HTML.code(label)
        }
        return HTML.pathLink(line.map { links.line(path, $0) } ?? links.file(path), label)
    }
}

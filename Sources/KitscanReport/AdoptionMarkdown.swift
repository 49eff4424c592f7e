import KitscanEngine

/// The adoption report as Markdown: the shares per group, then what makes each count,
/// most used first, with links to the places.
public struct AdoptionMarkdown: Sendable {
    /// Prepended to source paths in links (`../` when the report lives in `docs/`).
    public var linkBase: String
    /// How many names each list shows, and how many places each name links.
    public var limit = 10
    public var placesShown = 3

    public init(linkBase: String = "") {
        self.linkBase = linkBase
    }

    public func render(_ report: AdoptionReport) -> String {
        var out = "# Kit adoption\n\n"
        out += "How much of the app's UI is built from the kit: kit component uses against uses of the app's own "
            + "drawing types (component share) and raw uses of the SwiftUI controls the kit replaces (primitive "
            + "share), kit token references against raw values (token share). The kit, previews and tests count "
            + "on neither side.\n\n"
        out += KitSourceHeader.markdown(report.kitSources, linkBase: linkBase)
        out += "Kit: \(report.components.count) component\(report.components.count == 1 ? "" : "s"). "
        if report.replacedControls.isEmpty {
            out += "It replaces no SwiftUI control (add some with `adoption.primitives.add`).\n\n"
        } else {
            out += "Replaced controls: " + report.replacedControls.map { control in
                Markdown.code(control.control) + " (" + control.replacedBy.map(Markdown.code).joined(separator: ", ") + ")"
            }.joined(separator: ", ") + ".\n\n"
        }
        for note in report.notes { out += "> " + Markdown.text(note) + "\n\n" }
        if let fleet = report.fleet {
            let uses = Dictionary(report.groups.map { ($0.name, $0.counts.kitUses) }, uniquingKeysWith: { a, _ in a })
            out += FleetReport.markdown(fleet, column: "Kit uses", count: { uses[$0] ?? 0 })
        }
        // The fourth figure only with a catalog (`catalog.paths`).
        let catalog = report.total.catalog != nil
        out += Markdown.table(["Group", "Files", "Kit uses", "App-type uses", "Raw controls", "Token references", "Raw values",
                               "Component share", "Primitive share", "Token share"] + (catalog ? ["Catalog coverage"] : []),
                              ([report.total] + report.groups).map { row($0) + (catalog ? [Self.coverage($0.catalog)] : []) },
                              alignRight: Set(1...(catalog ? 10 : 9)))
        if catalog {
            out += "\nCatalog coverage: of the configurations the group's app callers use (the callers list's "
                + "\"Configurations in use\"), those the catalog has a case of (`kitscan catalog` lists the others).\n"
        }
        out += "\n"
        out += parts(report.total, level: "##", fleet: report.fleet)
        for group in report.groups {
            out += "## " + Markdown.text(group.name) + "\n\n"
            out += parts(group, level: "###", fleet: report.fleet)
        }
        if !report.history.isEmpty { out += history(report.history) }
        return out
    }

    func row(_ group: AdoptionGroup) -> [String] {
        let c = group.counts
        return [group.name == "all" ? "**all**" : Markdown.text(group.name), String(c.files), String(c.kitUses), String(c.appTypeUses),
                String(c.rawControlUses), String(c.tokenReferences), String(c.rawValues),
                Self.percent(c.componentShare), Self.percent(c.primitiveShare), Self.percent(c.tokenShare)]
    }

    /// `21.4 % (3 of 14)`, or `—` when the group's callers use no configuration.
    static func coverage(_ c: CatalogCoverage?) -> String {
        guard let c, c.share != nil else { return "—" }
        return percent(c.share) + " (\(c.covered.count) of \(c.configurations.count))"
    }

    /// `62.5 %`, or `—` when nothing was counted on either side.
    public static func percent(_ share: Double?) -> String {
        guard let share else { return "—" }
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10) %"
    }

    /// What makes each count: kit components, then what holds the shares down.
    func parts(_ group: AdoptionGroup, level: String, fleet: FleetSummary? = nil) -> String {
        var out = ""
        let lists: [(String, String, [AdoptionItem])] = [
            ("Kit components used", "Component", group.components),
            ("App types used instead (component share)", "App type", group.appTypes),
            ("Raw controls (primitive share)", "Control", group.rawControls),
            ("Kit tokens referenced", "Token", group.tokens),
            ("Raw values (token share)", "Value", group.rawValues),
        ]
        for (title, column, items) in lists where !items.isEmpty {
            out += "\(level) \(title)\n\n"
            let shown = items.prefix(limit)
            let hasRule = shown.contains { $0.rule != nil }
            let header = hasRule ? [column, "Rule", "Uses", "Where"] : [column, "Uses", "Where"]
            let rows = shown.map { item -> [String] in
                var places = item.places.prefix(placesShown).map { FleetReport.lineLink(path: $0.path, line: $0.line, base: linkBase, fleet: fleet) }
                    .joined(separator: ", ")
                if item.places.count > placesShown { places += " and \(item.places.count - placesShown) more" }
                return hasRule ? [Markdown.code(item.name), item.rule ?? "", String(item.count), places]
                    : [Markdown.code(item.name), String(item.count), places]
            }
            out += Markdown.table(header, rows, alignRight: [hasRule ? 2 : 1])
            if items.count > limit { out += "\nand \(items.count - limit) more (all of them in the JSON).\n" }
            out += "\n"
        }
        return out
    }

    func history(_ points: [AdoptionPoint]) -> String {
        var out = "## Over time\n\n"
        out += Markdown.table(["Date", "Commit", "Kit uses", "Component share", "Primitive share", "Token share"], points.map { p in
            [p.date, Markdown.code(p.commit), String(p.total.kitUses), Self.percent(p.total.componentShare),
             Self.percent(p.total.primitiveShare), Self.percent(p.total.tokenShare)]
        }, alignRight: [2, 3, 4, 5])
        return out + "\n"
    }
}

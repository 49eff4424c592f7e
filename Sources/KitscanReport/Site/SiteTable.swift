/// A data table as the site draws it: a caption, column headers with `scope`, a row header
/// per row, numbers right-aligned with their value for sorting. The script finds
/// `data-sortable`/`data-filterable` and adds the sort buttons and the filter box; without it
/// the table is complete as written.
struct SiteTable {
    struct Column {
        var title: String
        /// A stable key for the column (`findings`), for scripts and tests.
        var key: String
        var numeric: Bool = false
        /// Its code is long expressions, which may break anywhere to fit (never names).
        var expressions: Bool = false
    }

    struct Cell {
        /// Already escaped HTML.
        var html: String
        /// The value sorting uses when it differs from the text (a number, a share).
        var value: String?

        init(html: String, value: String? = nil) {
            self.html = html
            self.value = value
        }

        static func text(_ s: String) -> Cell { Cell(html: HTML.text(s)) }
        static func code(_ s: String) -> Cell { Cell(html: HTML.code(s)) }
        /// A commit's date (`2026-12-04`), in `<time>`: never broken at its hyphens.
        static func date(_ s: String) -> Cell { Cell(html: "<time>" + HTML.text(s) + "</time>") }
        /// A number sorts by its text: no `data-value` repeating it.
        static func number(_ n: Int) -> Cell { Cell(html: String(n)) }
        /// A number or, when nil, a dash (sorted first).
        static func number(_ n: Int?) -> Cell { n.map(number) ?? Cell(html: "—", value: "") }
    }

    struct Row {
        var cells: [Cell]
        var id: String?
        var isTotal = false
    }

    var id: String
    var caption: String
    var columns: [Column]
    var rows: [Row]
    var sortable = true
    var filterable = false
    /// Said in the table's place when it has no rows.
    var empty = "None."
    /// A fixed column set the style sheet knows: on a narrow screen each row becomes a block
    /// with each cell under its column's title (from the style sheet, not repeated per cell).
    var layout: Layout?

    struct Layout: Sendable {
        var name: String
        var columns: [Column]

        /// The class that selects the layout's rules in the style sheet.
        var className: String { "stack " + name }

        /// Every layout, for the style sheet.
        static let all: [Layout] = [callers, parameters, configurations, findings, copies, components, exceptions, apps, summary, files,
                                    unreadable, topFiles, shares, sharesWithCatalog, shareHistory, items, replaced]

        /// The declaration under the location (one column, not two: at 1,280 px the four
        /// columns of long names and values need more than the page has).
        static let callers = Layout(name: "callers", columns: [
            .init(title: "Location", key: "location"),
            .init(title: "Arguments", key: "arguments", expressions: true), .init(title: "Modifiers", key: "modifiers", expressions: true),
            .init(title: "Handlers", key: "handlers"), .init(title: "Condition", key: "condition"),
            .init(title: "Inside", key: "parent"), .init(title: "Via", key: "via"),
        ])
        static let summary = Layout(name: "summary", columns: [
            .init(title: "Rule", key: "rule"), .init(title: "Findings", key: "findings", numeric: true),
            .init(title: "Files", key: "files", numeric: true), .init(title: "Excepted", key: "excepted", numeric: true),
            .init(title: "Baseline", key: "baseline", numeric: true), .init(title: "Change", key: "change", numeric: true),
        ])
        static let files = Layout(name: "files", columns: [
            .init(title: "File", key: "file"), .init(title: "Findings", key: "findings", numeric: true), .init(title: "Rules", key: "rules"),
        ])
        static let unreadable = Layout(name: "unreadable", columns: [.init(title: "File", key: "path"), .init(title: "Reason", key: "reason")])
        static let topFiles = Layout(name: "top-files", columns: [
            .init(title: "File", key: "file"), .init(title: "Findings", key: "findings", numeric: true),
        ])
        static let shares = Layout(name: "shares", columns: [
            .init(title: "Group", key: "group"), .init(title: "Files", key: "files", numeric: true),
            .init(title: "Kit uses", key: "kitUses", numeric: true), .init(title: "App-type uses", key: "appTypeUses", numeric: true),
            .init(title: "Raw control uses", key: "rawControlUses", numeric: true),
            .init(title: "Token references", key: "tokenReferences", numeric: true),
            .init(title: "Raw values", key: "rawValues", numeric: true),
            .init(title: "Component share", key: "componentShare", numeric: true),
            .init(title: "Primitive share", key: "primitiveShare", numeric: true),
            .init(title: "Token share", key: "tokenShare", numeric: true),
        ])
        /// With a catalog: the fourth figure, catalog coverage.
        static let sharesWithCatalog = Layout(name: "shares-catalog", columns: shares.columns + [
            .init(title: "Catalog coverage", key: "catalogCoverage", numeric: true),
        ])
        static let shareHistory = Layout(name: "share-history", columns: [
            .init(title: "Date", key: "date"), .init(title: "Commit", key: "commit"),
            .init(title: "Component share", key: "componentShare", numeric: true),
            .init(title: "Primitive share", key: "primitiveShare", numeric: true), .init(title: "Token share", key: "tokenShare", numeric: true),
        ])
        static let items = Layout(name: "items", columns: [
            .init(title: "Name", key: "name"), .init(title: "Uses", key: "count", numeric: true), .init(title: "Places", key: "places"),
        ])
        static let replaced = Layout(name: "replaced", columns: [
            .init(title: "Control", key: "control"), .init(title: "Replaced by", key: "replacedBy"),
        ])
        static let parameters = Layout(name: "parameters", columns: [
            .init(title: "Parameter", key: "parameter"), .init(title: "Passed by a caller", key: "used"),
        ])
        static let configurations = Layout(name: "configurations", columns: [
            .init(title: "Configuration", key: "configuration"), .init(title: "Callers", key: "callers", numeric: true),
        ])
        static let catalogConfigurations = Layout(name: "configurations", columns: configurations.columns + [
            .init(title: "Case in the catalog", key: "catalog"),
        ])
        static let findings = Layout(name: "findings", columns: [
            .init(title: "File", key: "file"), .init(title: "Findings", key: "findings", numeric: true),
            .init(title: "Declarations, lines and snippets", key: "lines"),
        ])
        static let copies = Layout(name: "copies", columns: [
            .init(title: "Location", key: "location"), .init(title: "Declaration", key: "declaration"),
            .init(title: "Copy of", key: "copy-of"), .init(title: "Score", key: "score", numeric: true),
            .init(title: "Evidence", key: "evidence"),
        ])
        static let components = Layout(name: "components", columns: [
            .init(title: "Component", key: "component"), .init(title: "Kind", key: "kind"), .init(title: "Defined at", key: "definedAt"),
            .init(title: "Callers", key: "callers", numeric: true), .init(title: "In the kit", key: "inKit", numeric: true),
            .init(title: "Previews", key: "previews", numeric: true),
            .init(title: "Tests", key: "tests", numeric: true), .init(title: "Unused parameters", key: "unusedParameters", numeric: true),
            .init(title: "Likely copies", key: "copies", numeric: true),
        ])
        /// With a catalog: how many of the configurations in use have a case.
        static let catalogComponents = Layout(name: "components", columns: components.columns + [
            .init(title: "Catalog cases", key: "catalog", numeric: true),
        ])
        static let exceptions = Layout(name: "exceptions", columns: [
            .init(title: "Location", key: "location"), .init(title: "Rules", key: "rules"), .init(title: "Reason", key: "reason"),
            .init(title: "Suppressed", key: "suppressed", numeric: true),
        ])
        static let apps = Layout(name: "apps", columns: [
            .init(title: "App", key: "app"), .init(title: "Source", key: "source"), .init(title: "Commit", key: "commit"),
            .init(title: "Files", key: "files", numeric: true), .init(title: "Callers", key: "callers", numeric: true),
            .init(title: "Findings", key: "findings", numeric: true),
        ])
    }

    init(id: String, caption: String, columns: [Column], rows: [Row], sortable: Bool = true, filterable: Bool = false,
         empty: String = "None.") {
        self.id = id
        self.caption = caption
        self.columns = columns
        self.rows = rows
        self.sortable = sortable
        self.filterable = filterable
        self.empty = empty
    }

    /// A table of a fixed layout: its columns are the layout's.
    init(id: String, caption: String, layout: Layout, rows: [Row], filterable: Bool = false, empty: String = "None.") {
        self.init(id: id, caption: caption, columns: layout.columns, rows: rows, filterable: filterable, empty: empty)
        self.layout = layout
    }

    func render() -> String {
        guard !rows.isEmpty else { return "<p>\(HTML.text(empty))</p>\n" }
        var out = "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-labelledby=\(HTML.attribute(id + "-caption"))>\n"
        out += "<table id=\(HTML.attribute(id))"
        if let layout {
            // Columns after the first that no row fills (`empty-N`): the style sheet leaves them out.
            let empty = columns.indices.dropFirst().filter { i in rows.allSatisfy { i >= $0.cells.count || $0.cells[i].html.isEmpty } }
            out += " class=\(HTML.attribute(([layout.className] + empty.map { "empty-\($0 + 1)" }).joined(separator: " ")))"
        }
        if sortable { out += " data-sortable" }
        if filterable { out += " data-filterable" }
        out += ">\n<caption id=\(HTML.attribute(id + "-caption"))>\(HTML.text(caption))</caption>\n<thead><tr>"
        for column in columns {
            out += "<th scope=\"col\" data-key=\(HTML.attribute(column.key))\(column.numeric ? " class=\"num\"" : "")>"
            out += HTML.text(column.title) + "</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        var totals: [Row] = []
        for row in rows {
            if row.isTotal {
                totals.append(row)
                continue
            }
            out += line(row)
        }
        out += "</tbody>\n"
        // A total stays under the rows, whatever the sort.
        if !totals.isEmpty { out += "<tfoot>\n" + totals.map(line).joined() + "</tfoot>\n" }
        return out + "</table>\n</div>\n"
    }

    private func line(_ row: Row) -> String {
        var out = "<tr" + (row.id.map { " id=\(HTML.attribute($0))" } ?? "") + ">"
        for (i, cell) in row.cells.enumerated() {
            let numeric = i < columns.count && columns[i].numeric
            let tag = i == 0 ? "th" : "td"
            out += "<\(tag)"
            if i == 0 { out += " scope=\"row\"" }
            if numeric { out += " class=\"num\"" }
            if let value = cell.value, !Self.reads(cell.html, as: value) { out += " data-value=\(HTML.attribute(value))" }
            out += ">" + cell.html + "</\(tag)>"
        }
        return out + "</tr>\n"
    }

    /// True when the cell's text (its HTML without tags) is `value`: the script sorts by the
    /// text then, so the value is not written twice.
    static func reads(_ html: String, as value: String) -> Bool {
        guard !value.isEmpty, html.utf8.count >= value.utf8.count else { return false }
        var text = ""
        var inTag = false
        for ch in html.unicodeScalars {
            if ch == "<" { inTag = true } else if ch == ">" { inTag = false } else if !inTag { text.unicodeScalars.append(ch) }
        }
        return text == HTML.text(value)
    }
}

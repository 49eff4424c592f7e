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
        static func number(_ n: Int) -> Cell { Cell(html: String(n), value: String(n)) }
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

    func render() -> String {
        guard !rows.isEmpty else { return "<p>\(HTML.text(empty))</p>\n" }
        var out = "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-labelledby=\(HTML.attribute(id + "-caption"))>\n"
        out += "<table id=\(HTML.attribute(id))"
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
            if let value = cell.value { out += " data-value=\(HTML.attribute(value))" }
            out += ">" + cell.html + "</\(tag)>"
        }
        return out + "</tr>\n"
    }
}

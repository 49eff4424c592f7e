import Foundation

/// The burn-down as `kitscan history` prints it: a text table, one row per point.
package enum HistoryTable {
    /// Date, commit, total and one column per rule that ever had a finding.
    package static func text(_ points: [HistoryPoint]) -> String {
        guard !points.isEmpty else { return "No commits to count.\n" }
        let rules = Set(points.flatMap { $0.totals.filter { $0.value > 0 }.keys }).sorted()
        let header = ["date", "commit", "total"] + rules
        let rows = points.map { p in [p.date, p.commit, String(p.total)] + rules.map { String(p.totals[$0] ?? 0) } }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
        }
        return ([header] + rows).map(line).joined()
    }
}

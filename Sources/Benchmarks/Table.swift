import Foundation

/// A plain-text table with right-aligned numeric columns.
struct Table {
    let headers: [String]
    private(set) var rows: [[String]] = []

    init(_ headers: [String]) {
        self.headers = headers
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        var lines = [format(headers), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += rows.map(format)
        return lines.joined(separator: "\n")
    }
}

/// Number formatting for the tables (fixed, locale-independent).
enum Figures {
    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1e6) }
    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }
    static func rate(_ value: Double) -> String {
        if value >= 1e6 { return String(format: "%.2fM", value / 1e6) }
        if value >= 1e3 { return String(format: "%.1fK", value / 1e3) }
        return String(format: "%.0f", value)
    }
    static func perSecond(_ count: Int, _ seconds: Double) -> Double {
        seconds > 0 ? Double(count) / seconds : 0
    }
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }
}

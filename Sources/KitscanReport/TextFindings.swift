import KitscanRules

/// The default text form, one finding per line as compilers write diagnostics, so Xcode
/// and editors jump to them: `path:line:column: warning: message [rule-id]`.
public enum TextFindings {
    /// Findings (counted ones; excepted ones too when asked, marked with their reason),
    /// unreadable files, then the summary.
    public static func render(_ result: ScanResult, includeExcepted: Bool = false) -> String {
        var out = ""
        for f in result.findings.sorted(by: Finding.ordered) where includeExcepted || f.exceptedBy == nil {
            out += line(f) + "\n"
        }
        for file in result.unreadable.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            out += "\(file.path): warning: could not be read: \(single(file.reason))\n"
        }
        return out + summary(result)
    }

    /// One diagnostic line.
    public static func line(_ f: Finding) -> String {
        var message = single(f.message)
        if let copies = f.copies { message += " (copies \(copies))" }
        var out = "\(f.path):\(f.line):\(f.column): \(f.severity.rawValue): \(message) [\(f.rule)]"
        if let reason = f.exceptedBy { out += " (excepted: \(single(reason)))" }
        return out
    }

    /// `N findings in F files (S scanned), E excepted`, then one indented line per rule
    /// that found anything.
    public static func summary(_ result: ScanResult) -> String {
        let counted = result.findings.filter { $0.exceptedBy == nil }
        let excepted = result.findings.count - counted.count
        let files = Set(counted.map(\.path)).count
        var out: String
        if counted.isEmpty {
            out = "No findings in \(plural(result.files.count, "file")) scanned"
        } else {
            out = "\(plural(counted.count, "finding")) in \(plural(files, "file")) (\(result.files.count) scanned)"
        }
        if excepted > 0 { out += ", \(excepted) excepted" }
        if !result.unreadable.isEmpty { out += ", \(result.unreadable.count) unreadable" }
        out += "\n"
        let rows = RuleCounts.of(result).filter { $0.counted + $0.excepted > 0 }
        let width = rows.map(\.rule.count).max() ?? 0
        for row in rows {
            out += "  " + row.rule + String(repeating: " ", count: width - row.rule.count + 1) + String(row.counted)
            if row.excepted > 0 { out += " (\(row.excepted) excepted)" }
            out += "\n"
        }
        return out
    }

    /// A diagnostic must stay on one line.
    private static func single(_ s: String) -> String { Markdown.singleLine(s) }
}

import KitscanFiles
import KitscanEngine

/// The default text form, one finding per line as compilers write diagnostics, so Xcode
/// and editors jump to them: `path:line:column: warning: message [rule-id]`.
public enum TextFindings {
    /// Findings (counted ones; excepted ones too when asked, marked with their reason),
    /// unreadable files, then the summary. Paths are written as `paths` says.
    public static func render(_ result: ScanResult, includeExcepted: Bool = false,
                              paths: DiagnosticPaths = .asStored) -> String {
        diagnostics(result, includeExcepted: includeExcepted, paths: paths) + summary(result)
    }

    /// The diagnostic lines alone (findings, then unreadable files): `--format xcode`, where
    /// a build log wants nothing else.
    public static func diagnostics(_ result: ScanResult, includeExcepted: Bool = false,
                                   paths: DiagnosticPaths = .asStored) -> String {
        var out = ""
        for f in result.findings.sorted(by: Finding.ordered) where includeExcepted || f.exceptedBy == nil {
            out += line(f, paths: paths) + "\n"
        }
        return out + unreadable(result.unreadable, paths: paths)
    }

    /// One warning line per file that could not be read, sorted.
    public static func unreadable(_ files: [UnreadableFile], paths: DiagnosticPaths = .asStored) -> String {
        var out = ""
        for file in files.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            out += "\(paths.display(file.path)): warning: could not be read: \(single(file.reason))\n"
        }
        return out
    }

    /// One diagnostic line.
    public static func line(_ f: Finding, paths: DiagnosticPaths = .asStored) -> String {
        var message = single(f.message)
        if let copies = f.copies { message += " (copies \(copies))" }
        var out = "\(paths.display(f.path)):\(f.line):\(f.column): \(f.severity.rawValue): \(message) [\(f.rule)]"
        if let reason = f.exceptedBy { out += " (excepted: \(single(reason)))" }
        return out
    }

    /// `N findings in F files (S scanned), E excepted`, then one indented line per rule
    /// that found anything.
    public static func summary(_ result: ScanResult) -> String {
        var tally = FindingTally(rules: result.rules.map(\.id))
        for f in result.findings { tally.add(f) }
        tally.filesScanned = result.files.count
        tally.unreadable = result.unreadable.count
        return summary(tally)
    }

    /// The summary from counts alone (a streamed scan keeps no findings).
    public static func summary(_ tally: FindingTally) -> String {
        var out: String
        if tally.counted == 0 {
            out = "No findings in \(plural(tally.filesScanned, "file")) scanned"
        } else {
            out = "\(plural(tally.counted, "finding")) in \(plural(tally.filesWithFindings, "file")) (\(tally.filesScanned) scanned)"
        }
        if tally.excepted > 0 { out += ", \(tally.excepted) excepted" }
        if tally.unreadable > 0 { out += ", \(tally.unreadable) unreadable" }
        out += "\n"
        let rows = tally.perRule.keys.sorted().compactMap { rule -> (String, Int, Int)? in
            let c = tally.perRule[rule]!
            return c.counted + c.excepted > 0 ? (rule, c.counted, c.excepted) : nil
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (rule, counted, excepted) in rows {
            out += "  " + rule + String(repeating: " ", count: width - rule.count + 1) + String(counted)
            if excepted > 0 { out += " (\(excepted) excepted)" }
            out += "\n"
        }
        return out
    }

    /// A diagnostic must stay on one line.
    private static func single(_ s: String) -> String { Markdown.singleLine(s) }
}

/// What the text summary counts: findings counted and excepted, per rule, and files.
public struct FindingTally: Sendable {
    public var counted = 0
    public var excepted = 0
    public var filesWithFindings = 0
    public var filesScanned = 0
    public var unreadable = 0
    public var perRule: [String: (counted: Int, excepted: Int)] = [:]
    private var lastPath: String?

    /// Starts with every rule that ran, at zero.
    public init(rules: [String]) {
        for rule in rules { perRule[rule] = (0, 0) }
    }

    /// Counts one finding; findings of a file must come together (as a scan gives them).
    public mutating func add(_ f: Finding) {
        var c = perRule[f.rule] ?? (0, 0)
        if f.exceptedBy == nil {
            c.counted += 1
            counted += 1
            if lastPath != f.path {
                filesWithFindings += 1
                lastPath = f.path
            }
        } else {
            c.excepted += 1
            excepted += 1
        }
        perRule[f.rule] = c
    }
}

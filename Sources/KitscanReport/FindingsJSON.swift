import KitscanRules
import KitscanSupport

/// `--format json`: every finding (excepted ones carry their reason), a summary, and the
/// files that could not be read.
///
/// ```
/// { "version": 1,
///   "findings": [ { "path", "line", "column", "rule", "severity", "message", "snippet",
///                   "declaration", "exceptedBy", "copies" (only when set) } ],
///   "summary": { "filesScanned", "total", "excepted",
///                "rules": { "<rule-id>": { "counted", "excepted" } } },
///   "unreadable": [ { "path", "reason" } ] }
/// ```
public enum FindingsJSON {
    public static func render(_ result: ScanResult) -> String {
        JSONWriter().write(value(result))
    }

    public static func value(_ result: ScanResult) -> JSONOutput {
        let findings = result.findings.sorted(by: Finding.ordered)
        let counted = findings.filter { $0.exceptedBy == nil }.count
        let rules = RuleCounts.of(result).map { c in
            JSONMember(c.rule, .object([JSONMember("counted", .int(c.counted)), JSONMember("excepted", .int(c.excepted))]))
        }
        return .object([
            JSONMember("version", .int(1)),
            JSONMember("findings", .array(findings.map(finding))),
            JSONMember("summary", .object([
                JSONMember("filesScanned", .int(result.files.count)),
                JSONMember("total", .int(counted)),
                JSONMember("excepted", .int(findings.count - counted)),
                JSONMember("rules", .object(rules)),
            ])),
            JSONMember("unreadable", .array(result.unreadable.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }.map {
                .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.reason))])
            })),
        ])
    }

    static func finding(_ f: Finding) -> JSONOutput {
        var members = [
            JSONMember("path", .string(f.path)),
            JSONMember("line", .int(f.line)),
            JSONMember("column", .int(f.column)),
            JSONMember("rule", .string(f.rule)),
            JSONMember("severity", .string(f.severity.rawValue)),
            JSONMember("message", .string(f.message)),
            JSONMember("snippet", .string(f.snippet)),
            JSONMember("declaration", .optional(f.declaration)),
            JSONMember("exceptedBy", .optional(f.exceptedBy)),
        ]
        if let copies = f.copies { members.append(JSONMember("copies", .string(copies))) }
        return .object(members)
    }
}

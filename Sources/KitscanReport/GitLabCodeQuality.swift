import KitscanEngine
import KitscanSupport

/// `--format gitlab`: GitLab's code quality report (`artifacts:reports:codequality`), a JSON
/// array of issues: `description`, `check_name`, `fingerprint`, `severity`,
/// `location.path` and `location.lines.begin`.
///
/// Paths are relative to the workspace root (the repository, as GitLab wants). The
/// fingerprint is line-independent, so an issue stays the same issue when code above it
/// moves: the path and the finding's own fingerprint (rule, normalised matched text,
/// declaration), made unique within the file as SARIF's are (`#2` for a second identical
/// copy). Excepted findings are accepted debt and are left out.
public enum GitLabCodeQuality {
    public static func render(_ result: ScanResult) -> String {
        JSONWriter().write(value(result))
    }

    public static func value(_ result: ScanResult) -> JSONValue {
        let findings = result.findings.sorted(by: Finding.ordered).filter { $0.exceptedBy == nil }
        var issues: [JSONValue] = zip(findings, SARIFLog.fingerprints(findings)).map { f, unique in
            var message = f.message
            if let copies = f.copies { message += " (copies \(copies))" }
            return issue(description: message, check: f.rule, fingerprint: f.path + "|" + unique,
                         severity: severity(f.severity), path: f.path, line: f.line)
        }
        for file in result.unreadable.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            issues.append(issue(description: "Could not be read: \(file.reason)", check: "unreadable",
                                fingerprint: file.path + "|unreadable",
                                severity: "minor", path: file.path, line: 1))
        }
        return .array(issues)
    }

    /// GitLab has `info`, `minor`, `major`, `critical` and `blocker`.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    private static func issue(description: String, check: String, fingerprint: String, severity: String,
                              path: String, line: Int) -> JSONValue {
        .object([
            JSONMember("description", .string(description)),
            JSONMember("check_name", .string(check)),
            JSONMember("fingerprint", .string(fingerprint)),
            JSONMember("severity", .string(severity)),
            JSONMember("location", .object([
                JSONMember("path", .string(path)),
                JSONMember("lines", .object([JSONMember("begin", .int(line))])),
            ])),
        ])
    }
}

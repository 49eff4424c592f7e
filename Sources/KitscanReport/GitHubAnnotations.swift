import KitscanEngine

/// `--format github`: workflow commands that GitHub Actions shows as annotations on the
/// pull request's diff: `::warning file=PATH,line=L,col=C,title=RULE::MESSAGE`.
public enum GitHubAnnotations {
    /// Paths relative to the working directory: a workflow runs in the checkout,
    /// which is where GitHub resolves `file=`.
    public static func render(_ result: ScanResult, includeExcepted: Bool = false,
                              paths: DiagnosticPaths = .asStored) -> String {
        var out = ""
        for f in result.findings.sorted(by: Finding.ordered) where includeExcepted || f.exceptedBy == nil {
            out += annotation(f, paths: paths) + "\n"
        }
        for file in result.unreadable.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            out += "::warning file=\(escapeProperty(paths.display(file.path))),title=unreadable file::"
            out += escapeData("Could not be read: \(file.reason)") + "\n"
        }
        return out
    }

    /// One workflow command.
    public static func annotation(_ f: Finding, paths: DiagnosticPaths = .asStored) -> String {
        var message = f.message
        if let copies = f.copies { message += " (copies \(copies))" }
        if let reason = f.exceptedBy { message += " (excepted: \(reason))" }
        return "::\(command(f.severity)) file=\(escapeProperty(paths.display(f.path))),line=\(f.line),col=\(f.column),"
            + "title=\(escapeProperty(f.rule))::\(escapeData(message))"
    }

    /// GitHub has `error`, `warning` and `notice`.
    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The message part: `%`, CR and LF encoded.
    public static func escapeData(_ s: String) -> String {
        escape(s, properties: false)
    }

    /// A property value: also `:` and `,`, which would end the property.
    public static func escapeProperty(_ s: String) -> String {
        escape(s, properties: true)
    }

    private static func escape(_ s: String, properties: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where properties: out += "%3A"
            case "," where properties: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

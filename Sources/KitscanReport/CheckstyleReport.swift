import KitscanEngine

/// `--format checkstyle`: Checkstyle's XML, which Jenkins' warnings plugin, reviewdog,
/// Danger and SonarQube read:
/// `<checkstyle><file name="…"><error line column severity message source/></file></checkstyle>`.
///
/// Files in path order, findings in line order; `source` is `kitscan.<rule-id>`. Paths are
/// the diagnostic paths (relative to the working directory, as the text form).
public enum CheckstyleReport {
    public static func render(_ result: ScanResult, includeExcepted: Bool = false,
                              paths: DiagnosticPaths = .asStored) -> String {
        var byFile: [String: [String]] = [:]
        for f in result.findings.sorted(by: Finding.ordered) where includeExcepted || f.exceptedBy == nil {
            var message = f.message
            if let copies = f.copies { message += " (copies \(copies))" }
            if let reason = f.exceptedBy { message += " (excepted: \(reason))" }
            byFile[f.path, default: []].append(error(line: f.line, column: f.column, severity: severity(f.severity),
                                                     message: message, source: "kitscan." + f.rule))
        }
        for file in result.unreadable.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            byFile[file.path, default: []].append(error(line: nil, column: nil, severity: "warning",
                                                        message: "Could not be read: \(file.reason)",
                                                        source: "kitscan.unreadable"))
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted() {
            out += "  <file name=\"\(XMLEscaping.attribute(paths.display(path)))\">\n"
            for e in byFile[path]! { out += "    " + e + "\n" }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// Checkstyle has `error`, `warning` and `info`.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }

    private static func error(line: Int?, column: Int?, severity: String, message: String, source: String) -> String {
        var out = "<error"
        if let line { out += " line=\"\(line)\"" }
        if let column { out += " column=\"\(column)\"" }
        out += " severity=\"\(severity)\" message=\"\(XMLEscaping.attribute(message))\""
        out += " source=\"\(XMLEscaping.attribute(source))\"/>"
        return out
    }
}

import KitscanEngine

/// `--format junit`: JUnit XML, which CI systems show as a test report (GitLab's
/// `artifacts:reports:junit`, Jenkins, Azure, CircleCI).
///
/// One `<testsuite name="kitscan">`; each finding is a `<testcase>` (class name: the file's
/// diagnostic path; name: `rule-id at line:column`) holding one `<failure>`; an excepted
/// finding, when asked for, is a `<skipped>` one; an unreadable file a failing case too.
public enum JUnitReport {
    public static func render(_ result: ScanResult, includeExcepted: Bool = false,
                              paths: DiagnosticPaths = .asStored) -> String {
        var cases: [String] = []
        var failures = 0
        var skipped = 0
        for f in result.findings.sorted(by: Finding.ordered) where includeExcepted || f.exceptedBy == nil {
            let path = paths.display(f.path)
            var message = f.message
            if let copies = f.copies { message += " (copies \(copies))" }
            var out = "    <testcase classname=\"\(XMLEscaping.attribute(path))\" "
                + "name=\"\(XMLEscaping.attribute("\(f.rule) at \(f.line):\(f.column)"))\""
            out += " file=\"\(XMLEscaping.attribute(path))\" line=\"\(f.line)\">\n"
            if let reason = f.exceptedBy {
                skipped += 1
                out += "      <skipped message=\"\(XMLEscaping.attribute("excepted: " + reason))\"/>\n"
            } else {
                failures += 1
                out += "      <failure type=\"\(XMLEscaping.attribute(f.rule))\" message=\"\(XMLEscaping.attribute(message))\">"
                out += XMLEscaping.escape("\(path):\(f.line):\(f.column): \(f.severity.rawValue): \(message) [\(f.rule)]")
                out += "</failure>\n"
            }
            cases.append(out + "    </testcase>\n")
        }
        for file in result.unreadable.sorted(by: { ($0.path, $0.reason) < ($1.path, $1.reason) }) {
            failures += 1
            let path = XMLEscaping.attribute(paths.display(file.path))
            cases.append("    <testcase classname=\"\(path)\" name=\"unreadable\" file=\"\(path)\">\n"
                + "      <failure type=\"unreadable\" message=\"\(XMLEscaping.attribute("Could not be read: \(file.reason)"))\"/>\n"
                + "    </testcase>\n")
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"kitscan\" \(counts)>\n"
        out += "  <testsuite name=\"kitscan\" \(counts) skipped=\"\(skipped)\">\n"
        out += cases.joined()
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}

import KitscanEngine

/// The output formats of `scan` and `check`: the one list, which `--format`'s accepted
/// values and help text are made from.
public enum FindingFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, then a per-rule summary.
    case text
    /// `{"version":1,"findings":[…],"summary":{…}}`.
    case json
    /// SARIF 2.1.0 for GitHub code scanning.
    case sarif
    /// GitHub workflow annotations (`::warning file=…::…`).
    case github
    /// The text diagnostics with absolute paths and no summary, for Xcode and SwiftPM.
    case xcode
    /// Checkstyle XML (`<checkstyle><file><error …/>`), read by Jenkins, reviewdog and others.
    case checkstyle
    /// JUnit XML (`<testsuites><testsuite><testcase><failure>`), read by CI test reports.
    case junit
    /// GitLab code quality JSON (an array of issues with stable fingerprints).
    case gitlab

    /// What `--help` says of the format.
    public var summary: String {
        switch self {
        case .text: return "the default: path:line:column: warning: … [rule], paths relative to the current folder"
        case .json: return "findings, summary and unreadable files; paths relative to the config's folder"
        case .sarif: return "SARIF 2.1.0 for GitHub code scanning; UTF-16 columns"
        case .github: return "GitHub Actions workflow annotations"
        case .xcode: return "diagnostics with absolute paths, no summary, for Xcode and SwiftPM plugins"
        case .checkstyle: return "Checkstyle XML"
        case .junit: return "JUnit XML, one failing test case per finding"
        case .gitlab: return "GitLab code quality JSON"
        }
    }

    /// `--format`'s help: every format with its summary, from this one list.
    public static var help: String {
        "How to write findings: " + allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ") + "."
    }
}

/// Renders a scan's findings in any `FindingFormat`.
public struct FindingFormatter: Sendable {
    /// Written into SARIF's `tool.driver.version`.
    public var toolVersion: String
    /// Written into SARIF's `tool.driver.informationUri` when set.
    public var informationURI: String?
    /// Text, GitHub, Xcode, checkstyle and JUnit formats leave excepted findings out unless
    /// this is set; JSON and SARIF always carry them, marked.
    public var includeExcepted: Bool
    /// Where the workspace root is and where the tool runs: diagnostic paths (text, github,
    /// xcode, checkstyle, junit) are made from it, and SARIF names the root as its
    /// `originalUriBaseIds`. Nil writes paths as stored (relative to the root).
    public var paths: DiagnosticPaths?
    /// A file's bytes by stored path, for SARIF's UTF-16 columns (nil: byte columns kept).
    public var source: (@Sendable (String) -> [UInt8]?)?

    public init(toolVersion: String, informationURI: String? = nil, includeExcepted: Bool = false,
                paths: DiagnosticPaths? = nil, source: (@Sendable (String) -> [UInt8]?)? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.includeExcepted = includeExcepted
        self.paths = paths
        self.source = source
    }

    /// The paths for person-read diagnostics (`absolute` for Xcode).
    public func diagnosticPaths(absolute: Bool = false) -> DiagnosticPaths {
        guard let paths else { return .asStored }
        return DiagnosticPaths(root: paths.root, workingDirectory: paths.workingDirectory, absolute: absolute)
    }

    public func render(_ result: ScanResult, as format: FindingFormat) -> String {
        switch format {
        case .text: return TextFindings.render(result, includeExcepted: includeExcepted, paths: diagnosticPaths())
        case .json: return FindingsJSON.render(result)
        case .sarif:
            return SARIFLog.render(result, toolVersion: toolVersion, informationURI: informationURI,
                                   root: paths?.root, source: source)
        case .github: return GitHubAnnotations.render(result, includeExcepted: includeExcepted, paths: diagnosticPaths())
        case .xcode: return TextFindings.diagnostics(result, includeExcepted: includeExcepted,
                                                     paths: diagnosticPaths(absolute: true))
        case .checkstyle: return CheckstyleReport.render(result, includeExcepted: includeExcepted, paths: diagnosticPaths())
        case .junit: return JUnitReport.render(result, includeExcepted: includeExcepted, paths: diagnosticPaths())
        case .gitlab: return GitLabCodeQuality.render(result)
        }
    }
}

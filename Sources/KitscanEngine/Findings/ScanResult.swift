import KitscanFiles
/// What a rule is, for listings and machine formats (SARIF rule metadata).
public struct RuleSummary: Sendable, Hashable {
    public var id: String
    public var severity: Severity
    public var message: String
    public var rationale: String
    /// False for rules that feed the callers list rather than count debt.
    public var isDebt: Bool
    /// True for the rules about the paperwork rather than the code (views not on the debt
    /// list, exceptions that are invalid or unused): the burn-down keeps them off its chart.
    public var isBookkeeping: Bool

    public init(id: String, severity: Severity, message: String, rationale: String, isDebt: Bool = true,
                isBookkeeping: Bool = false) {
        self.id = id
        self.severity = severity
        self.message = message
        self.rationale = rationale
        self.isDebt = isDebt
        self.isBookkeeping = isBookkeeping
    }
}

/// Everything one scan produced. Every array is sorted deterministically.
public struct ScanResult: Sendable {
    /// All findings, excepted ones included (`exceptedBy != nil`), sorted by `Finding.ordered`.
    public var findings: [Finding]
    /// Kit components, sorted by name.
    public var components: [Component]
    /// Component uses, sorted by component, path, line, column.
    public var uses: [ComponentUse]
    public var unlistedViews: [UnlistedView]
    public var exceptions: [ExceptionRecord]
    public var unreadable: [UnreadableFile]
    /// The rules that ran, sorted by id.
    public var rules: [RuleSummary]
    /// Every scanned file's relative path, sorted (files with no findings too).
    public var files: [String]
    public var bytesScanned: Int
    public var linesScanned: Int
    /// Where the kit came from and its version, when it lives apart from the app (a
    /// package, or a folder outside the config's): the callers list names it at the top.
    public var kitSources: [KitSource] = []
    /// The apps of a fleet run (each finding and use names its app); nil for one folder.
    public var fleet: FleetSummary?
    /// The config names a catalog (`catalog.paths`): the callers list gives its coverage.
    public var hasCatalog = false
    /// The deprecated declarations nothing names any more (a whole scan only), by the component
    /// they belong to, or else the type they are declared on (a token's home).
    public var readyToDelete: [String: [String]] = [:]
    /// The listed names of the deprecated declarations the scanned files name (a whole scan
    /// only): a fleet's ready-to-delete list is what no app's names.
    package var deprecationsNamed: Set<String>?
    /// The other files' parts a partial scan parsed for want of them in its cache, for the
    /// driver to store (nil: no cache was given, or no partial `kit-copy` pass ran).
    package var wholeAppPartsUpdate: WholeAppPartsUpdate?

    public init(findings: [Finding] = [], components: [Component] = [], uses: [ComponentUse] = [],
                unlistedViews: [UnlistedView] = [], exceptions: [ExceptionRecord] = [],
                unreadable: [UnreadableFile] = [], rules: [RuleSummary] = [], files: [String] = [],
                bytesScanned: Int = 0, linesScanned: Int = 0) {
        self.findings = findings
        self.components = components
        self.uses = uses
        self.unlistedViews = unlistedViews
        self.exceptions = exceptions
        self.unreadable = unreadable
        self.rules = rules
        self.files = files
        self.bytesScanned = bytesScanned
        self.linesScanned = linesScanned
    }

    /// Findings that count (not excepted), per file and rule: what the ratchet compares.
    public var counts: [String: [String: Int]] {
        var result: [String: [String: Int]] = [:]
        for f in findings where f.exceptedBy == nil {
            result[f.path, default: [:]][f.rule, default: 0] += 1
        }
        return result
    }
}

import KitscanSupport
/// How loudly a finding speaks.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error, warning, note
}

extension Severity: JSONDecodable {}

/// One rule match, anchored at the token that names the thing.
public struct Finding: Sendable, Hashable {
    /// Path relative to the scanned root (POSIX separators).
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The source line of the anchor, trimmed.
    public var snippet: String
    /// The enclosing declaration path (`MailRowView.body`), or nil at top level.
    public var declaration: String?
    /// The reason of the exception that covers this finding, or nil.
    public var exceptedBy: String?
    /// Line-independent identity for the ratchet: rule, normalised matched text, declaration.
    public var fingerprint: String
    /// The kit token whose value this finding copies (`KitColor.selection`), if any.
    public var copies: String?
    /// What `kitscan fix` may do with it (only when the scan was asked for fixes).
    public var fix: FixProposal?
    /// For a `kit-copy` finding: the component it re-implements and why it looks so.
    public var copy: CopyEvidence?
    /// The app of a fleet run (a kit repository's `apps`) the finding is in; nil otherwise.
    public var app: String?

    public init(path: String, line: Int, column: Int, rule: String, severity: Severity, message: String,
                snippet: String, declaration: String?, exceptedBy: String? = nil, fingerprint: String,
                copies: String? = nil, fix: FixProposal? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.snippet = snippet
        self.declaration = declaration
        self.exceptedBy = exceptedBy
        self.fingerprint = fingerprint
        self.copies = copies
        self.fix = fix
    }

    /// Sorted by path, line, column, rule: the order every output uses.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.rule < b.rule
    }
}

/// A `kitscan-allow` comment as read from the source.
public struct ExceptionRecord: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var rules: [String]
    public var reason: String
    /// How many findings it suppressed.
    public var suppressed: Int
    /// A `kitscan-allow-file` comment: it covers its rules in the whole file.
    public var wholeFile: Bool

    public init(path: String, line: Int, rules: [String], reason: String, suppressed: Int, wholeFile: Bool = false) {
        self.path = path
        self.line = line
        self.rules = rules
        self.reason = reason
        self.suppressed = suppressed
        self.wholeFile = wholeFile
    }
}

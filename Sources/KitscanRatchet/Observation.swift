import KitscanSupport
/// One counted finding, as the ratchet sees it.
///
/// The caller passes only findings that count (not covered by an exception). `fingerprint` is
/// the raw, line-independent identity (rule + normalised matched text + enclosing declaration);
/// the ratchet stores only its short hash.
public struct Observation: Sendable, Hashable {
    /// Repository-relative POSIX path.
    public var path: String
    public var rule: String
    /// Raw fingerprint text.
    public var fingerprint: String {
        didSet { fingerprintHash = Fingerprint.hash(fingerprint) }
    }
    /// `Fingerprint.hash(fingerprint)`, the form stored in the baseline.
    public private(set) var fingerprintHash: String
    /// 1-based line and column, for listing the finding.
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, rule: String, fingerprint: String, line: Int, column: Int, message: String) {
        self.path = path
        self.rule = rule
        self.fingerprint = fingerprint
        self.fingerprintHash = Fingerprint.hash(fingerprint)
        self.line = line
        self.column = column
        self.message = message
    }

    /// By path, line, column, rule, message: the order findings are listed in.
    static func ordered(_ a: Observation, _ b: Observation) -> Bool {
        if a.path != b.path { return Order.less(a.path, b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return Order.less(a.rule, b.rule) }
        return Order.less(a.message, b.message)
    }
}


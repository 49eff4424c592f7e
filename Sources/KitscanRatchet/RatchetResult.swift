import KitscanSupport
/// One file and rule compared against the baseline.
public struct EntryChange: Sendable, Equatable {
    public var path: String
    public var rule: String
    /// Current counted findings.
    public var count: Int
    /// The baseline's allowance (0 when absent).
    public var baseline: Int
    /// Findings whose fingerprint is not among the baseline's for this file and rule, by line.
    public var newFindings: [Observation]
    /// The other findings, by line.
    public var knownFindings: [Observation]
    /// Baseline fingerprint hashes with no current finding: what was fixed (or changed).
    public var fixed: [String]
    /// How much of the baseline count had no fingerprint (hand-written entries).
    public var unfingerprinted: Int
    /// The baseline path this entry came from when the file was renamed.
    public var renamedFrom: String?

    /// Every finding, new ones first.
    public var findings: [Observation] { newFindings + knownFindings }
    /// Hashes of the new findings, sorted.
    public var added: [String] { newFindings.map(\.fingerprintHash).sorted(by: Order.less) }
    /// The current fingerprint hashes, sorted: what the baseline would store now.
    public var currentFingerprints: [String] { findings.map(\.fingerprintHash).sorted(by: Order.less) }
    /// The count did not rise, yet a finding is new: something was fixed and something else
    /// added in its place. Fails only a strict check.
    public var isSwap: Bool { count <= baseline && newFindings.count > unfingerprinted }
}

/// A file whose baseline entries moved to a new path.
public struct Rename: Sendable, Hashable {
    public var from: String
    public var to: String
    /// Found by matching fingerprints rather than given by git.
    public var inferred: Bool

    public init(from: String, to: String, inferred: Bool) {
        self.from = from
        self.to = to
        self.inferred = inferred
    }
}

/// The outcome of `Ratchet.compare`. Every list is sorted by path then rule (UTF-8 order).
public struct RatchetResult: Sendable, Equatable {
    /// Count above the baseline: these fail the check.
    public var regressions: [EntryChange]
    /// Count below the baseline (0 included): `tightened` lowers these.
    public var improvements: [EntryChange]
    /// Count equal to the baseline (> 0).
    public var unchanged: [EntryChange]
    /// Scanned paths with findings and no baseline entries (their entries are in `regressions`).
    public var newFiles: [String]
    /// Baseline paths that no longer exist in scope: `tightened` drops them. Never an error.
    public var goneFiles: [String]
    /// Baseline paths whose entries moved, given or inferred.
    public var renamed: [Rename]
    /// Rule ids in the baseline that are not known any more. Their entries are not compared,
    /// and `tightened` keeps them; `rewritten` (the `baseline` command) drops them.
    public var unknownRules: [String]

    /// Whether the check fails (exit 1): some count rose.
    public var failed: Bool { !regressions.isEmpty }

    /// Whether the check fails; `strict` also fails same-count swaps.
    public func failed(strict: Bool) -> Bool {
        failed || (strict && !swaps.isEmpty)
    }

    /// Entries whose count did not rise but that hold new findings.
    public var swaps: [EntryChange] {
        (improvements + unchanged).filter(\.isSwap).sorted { Ratchet.entryOrder($0, $1) }
    }

    /// Paths with at least one improved entry, sorted.
    public var improvedFiles: [String] {
        Array(Set(improvements.map(\.path))).sorted(by: Order.less)
    }

    /// Whether `tightened` would change the baseline.
    public var canTighten: Bool { !improvements.isEmpty || !goneFiles.isEmpty || !renamed.isEmpty }

    public init(regressions: [EntryChange] = [], improvements: [EntryChange] = [], unchanged: [EntryChange] = [],
                newFiles: [String] = [], goneFiles: [String] = [], renamed: [Rename] = [], unknownRules: [String] = []) {
        self.regressions = regressions
        self.improvements = improvements
        self.unchanged = unchanged
        self.newFiles = newFiles
        self.goneFiles = goneFiles
        self.renamed = renamed
        self.unknownRules = unknownRules
    }
}

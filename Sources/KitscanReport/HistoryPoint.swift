/// One snapshot of the debt: the counted findings per rule at one commit.
public struct HistoryPoint: Sendable, Hashable {
    /// Short commit hash.
    public var commit: String
    /// `YYYY-MM-DD`.
    public var date: String
    /// Rule id -> counted (not excepted) findings.
    public var totals: [String: Int]

    public init(commit: String, date: String, totals: [String: Int]) {
        self.commit = commit
        self.date = date
        self.totals = totals
    }

    /// The sum over every rule.
    public var total: Int { totals.values.reduce(0, +) }
}

/// How far the recorded burn-down is behind HEAD: its last point is an older commit.
public struct HistoryLag: Sendable, Equatable {
    /// The last recorded point's commit and date.
    public var commit: String
    public var date: String
    /// First-parent commits since then, or nil when the commit is not in HEAD's history
    /// (a rebased or amended branch).
    public var behind: Int?

    public init(commit: String, date: String, behind: Int?) {
        self.commit = commit
        self.date = date
        self.behind = behind
    }

    var sentence: String {
        let last = "The recorded history ends at `\(commit)` (\(date))"
        guard let behind else {
            return "**\(last), which is not in HEAD's history: run `kitscan history` to record it again.**"
        }
        return "**\(last), \(behind) commit\(behind == 1 ? "" : "s") behind HEAD: run `kitscan history` to bring it up to date.**"
    }
}

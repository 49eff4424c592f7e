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

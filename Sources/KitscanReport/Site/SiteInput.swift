import KitscanEngine

/// What the site is drawn from: the scan the callers and debt reports read, the baseline and
/// the recorded burn-down, the adoption report when there is one, and where the scan was.
package struct SiteInput: Sendable {
    package var result: ScanResult
    /// Path -> rule -> count from the checked-in baseline; nil when there is none.
    package var baseline: [String: [String: Int]]?
    /// The recorded burn-down, oldest first.
    package var history: [HistoryPoint]
    package var lag: HistoryLag?
    /// The adoption report (`kitscan adoption --json`), or nil when none was given.
    package var adoption: AdoptionReport?
    /// The scanned commit (full hash), nil outside a repository.
    package var commit: String?
    /// When the site describes (`YYYY-MM-DD HH:MM UTC`).
    package var date: String
    /// The kit's version as `git describe` gives it, or nil.
    package var kitVersion: String?
    package var links: SiteSourceLinks
    package var title: String

    package init(result: ScanResult, baseline: [String: [String: Int]]? = nil, history: [HistoryPoint] = [],
                lag: HistoryLag? = nil, adoption: AdoptionReport? = nil, commit: String? = nil, date: String,
                kitVersion: String? = nil, links: SiteSourceLinks = .relative(base: ""), title: String = "Design system") {
        self.result = result
        self.baseline = baseline
        self.history = history
        self.lag = lag
        self.adoption = adoption
        self.commit = commit
        self.date = date
        self.kitVersion = kitVersion
        self.links = links
        self.title = title
    }
}

/// One file of the written site: its name inside the site folder and its text.
package struct SiteFile: Sendable, Equatable {
    package var name: String
    package var text: String
}

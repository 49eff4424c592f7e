import Foundation
import KitscanEngine
import KitscanReview
import KitscanSupport

/// `kitscan adoption --history`: the shares at the last commit of each week (before
/// Saturday 00:00 UTC, as Radius Tracker counts) or month (UTC), on HEAD's first-parent
/// line, each point counted exactly as `kitscan adoption` counts a checkout of that commit
/// with today's config and kit.
package enum AdoptionHistory {
    /// One first-parent line (ending at `head`) of the repository holding an app, read
    /// through the one revision reader, and the blob cache its entries are kept in.
    package struct Line {
        package var repository: any Repository
        package var head: String
        package var reader: RevisionScanner
        package var counter: AdoptionRevisions
        package var cache: BlobCache

        package init(repository: any Repository, head: String, reader: RevisionScanner, counter: AdoptionRevisions, cache: BlobCache) {
            self.repository = repository
            self.head = head
            self.reader = reader
            self.counter = counter
            self.cache = cache
        }
    }

    /// A point and the period (week or month) it ends.
    package typealias PeriodPoint = (period: Int, point: AdoptionPoint)

    /// The points of `line` from `--since`, one per period, each distinct commit counted once
    /// however many periods it ends; the cache's adoption entries are used and added to.
    package static func count(_ line: inout Line, since: String?, every: HistoryPeriod, groups: (@Sendable (String) -> [String])?,
                              progress: any ProgressDisplay, label: String = "") throws(RepositoryError) -> [PeriodPoint] {
        let (commits, day) = try line.repository.commitsHeld(since: since, to: line.head)
        let from = day.flatMap(Self.time(ofDay:)).map { period(of: $0, every: every) }
        let sampled = periodEnds(commits, times: try line.repository.commitTimes(of: line.head), every: every, from: from)
        var trees: [String: [String: String]] = [:]
        for snapshot in try LineSnapshot.read(commits, sampled: Set(sampled.map(\.commit.hash)), repository: line.repository, reader: line.reader) {
            trees[snapshot.commit.hash] = snapshot.files
        }
        let distinct = trees.keys.sorted()
        var store = AdoptionCacheEntries(cache: line.cache, reader: line.reader, kit: line.counter.kit)
        var sources = distinct.map { RevisionSource(repository: line.repository, blobs: trees[$0]!) }
        let counts = try line.counter.count(&sources, groups: groups, store: &store) { done, total in
            progress.step(done, of: total, "counting \(label)file versions")
        }
        line.cache = store.cache
        let byCommit = Dictionary(uniqueKeysWithValues: zip(distinct, counts))
        return sampled.map { period, commit in
            let (total, byGroup) = byCommit[commit.hash]!
            return (period, AdoptionPoint(commit: commit.short, date: commit.date, total: total, groups: byGroup))
        }
    }

    /// Adoption's entries were kept in a file of their own before they joined the blob
    /// cache: one left behind is removed (it only ever cost time to lose).
    package static func forgetTheOldCache(root: String) {
        try? FileManager.default.removeItem(atPath: CacheFolder.path(root: root) + "/adoption.json")
    }

    /// The last commit of each period, oldest first, from the first commit's period (or
    /// `from`, when given, the commits before it only carried into it) to HEAD's (or `from`'s,
    /// when later): a period without a commit has the last commit before its end. A period
    /// ends at Saturday 00:00 UTC (`week`) or at the first of the month, 00:00 UTC (`month`).
    package static func periodEnds(_ commits: [Commit], times: [String: Int], every: HistoryPeriod,
                           from: Int? = nil) -> [(period: Int, commit: Commit)] {
        var last: [Int: Commit] = [:]
        for commit in commits {
            guard let time = times[commit.hash] else { continue }
            last[period(of: time, every: every)] = commit
        }
        guard let first = last.keys.min(), let end = last.keys.max() else { return [] }
        var result: [(period: Int, commit: Commit)] = []
        for period in first...max(end, from ?? end) {
            if let commit = last[period] ?? result.last?.commit { result.append((period, commit)) }
        }
        guard let from else { return result }
        return result.filter { $0.period >= from }
    }

    /// 00:00 UTC of `day` (`2026-01-12`), in seconds since 1970.
    package static func time(ofDay day: String) -> Int? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])).map { Int($0.timeIntervalSince1970) }
    }

    /// The period holding `time`: weeks counted from the first Saturday 00:00 UTC after
    /// 1970-01-01 (a Thursday), months as year × 12 + month.
    package static func period(of time: Int, every: HistoryPeriod) -> Int {
        switch every {
        case .week:
            let saturday = 2 * 86_400, week = 7 * 86_400
            let since = time - saturday
            return since >= 0 ? since / week : (since - week + 1) / week
        case .month:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let parts = calendar.dateComponents([.year, .month], from: Date(timeIntervalSince1970: TimeInterval(time)))
            return (parts.year ?? 1970) * 12 + (parts.month ?? 1) - 1
        }
    }
}

/// The step of a history over time: a week (ending Saturday 00:00 UTC) or a month (UTC).
package enum HistoryPeriod: String, Sendable, CaseIterable {
    case week, month
}

import Foundation
import KitscanEngine
import KitscanReview
import KitscanSupport

/// `kitscan adoption --history`: the shares at the last commit of each week (before
/// Saturday 00:00 UTC, as Radius Tracker counts) or month (UTC), on HEAD's first-parent
/// line, each point counted exactly as `kitscan adoption` counts a checkout of that commit
/// with today's config and kit.
enum AdoptionHistory {
    static func points(workspace: Workspace, options: AdoptionOptions, groups: (@Sendable (String) -> [String])?,
                       io: IO) throws(CommandFailure) -> [AdoptionPoint] {
        let git = try GitRequirement(needs: "reads the adoption history from git's commits", outside: "Run it in a clone.",
                                       noCommits: "there is no history to read. Commit, then run `kitscan adoption --history`.")
            .open(at: workspace.root, command: "adoption")
        let progress = io.progress()
        defer { progress.finish() }
        do {
            let commits = try git.commits(since: options.since)
            let sampled = periodEnds(commits, times: try git.commitTimes(), every: options.every)
            let reader = RevisionScanner(workspace: workspace, repository: git, prefix: try git.prefix(of: workspace.root))
            let counter = AdoptionRevisions(workspace: workspace, scanner: reader.scanner, kit: workspace.adoptionKit(reader.scanner.kit))
            // Each distinct commit is listed and counted once, however many periods it ends.
            var trees: [String: [String: String]] = [:]
            for commit in sampled where trees[commit.hash] == nil { trees[commit.hash] = try reader.files(at: commit.hash) }
            let distinct = trees.keys.sorted()
            let context = CacheDigest.of([Array(HistoryCommand.cacheContext(workspace, configPath: options.configPath, io: io).utf8),
                                          Array(reader.kitDigest.utf8), Array(reader.debtDigest.utf8)])
            var cache = AdoptionCache.load(root: workspace.root, context: context)
            let counts = try counter.count(distinct.map { trees[$0]! }, groups: groups, cache: &cache, contents: { (blobs: [String]) throws(GitError) in
                try git.blobs(blobs)
            }, progress: { done, total in progress.step(done, of: total, "counting file versions") })
            try? cache.write(root: workspace.root)
            let byCommit = Dictionary(uniqueKeysWithValues: zip(distinct, counts))
            return sampled.map { commit in
                let (total, byGroup) = byCommit[commit.hash]!
                return AdoptionPoint(commit: commit.short, date: commit.date, total: total, groups: byGroup)
            }
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The last commit of each period, oldest first, from the first commit's period to
    /// HEAD's: a period without a commit has the last commit before its end. A period ends
    /// at Saturday 00:00 UTC (`week`) or at the first of the month, 00:00 UTC (`month`).
    static func periodEnds(_ commits: [Git.Commit], times: [String: Int], every: AdoptionOptions.Every) -> [Git.Commit] {
        var last: [Int: Git.Commit] = [:]
        for commit in commits {
            guard let time = times[commit.hash] else { continue }
            last[period(of: time, every: every)] = commit
        }
        guard let first = last.keys.min(), let end = last.keys.max() else { return [] }
        var result: [Git.Commit] = []
        for period in first...end {
            if let commit = last[period] ?? result.last { result.append(commit) }
        }
        return result
    }

    /// The period holding `time`: weeks counted from the first Saturday 00:00 UTC after
    /// 1970-01-01 (a Thursday), months as year × 12 + month.
    static func period(of time: Int, every: AdoptionOptions.Every) -> Int {
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

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
            let kit = workspace.adoptionKit(reader.scanner.kit)
            var points: [AdoptionPoint] = []
            for (index, commit) in sampled.enumerated() {
                progress.step(index, of: sampled.count, "counting \(commit.short)")
                let files = try reader.files(at: commit.hash)
                let contents = try git.blobs(Array(Set(files.values)).sorted())
                let counted = workspace.adoptionFiles(Array(files.keys), scanner: reader.scanner, kit: kit, read: { path in
                    files[path].flatMap { contents[$0] }
                })
                let (total, byGroup) = AdoptionTally.point(counted, groups: groups)
                points.append(AdoptionPoint(commit: commit.short, date: commit.date, total: total, groups: byGroup))
            }
            return points
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The last commit of each period, oldest first. A period ends at Saturday 00:00 UTC
    /// (`week`) or at the first of the month, 00:00 UTC (`month`).
    static func periodEnds(_ commits: [Git.Commit], times: [String: Int], every: AdoptionOptions.Every) -> [Git.Commit] {
        var last: [Int: Git.Commit] = [:]
        var order: [Int] = []
        for commit in commits {
            guard let time = times[commit.hash] else { continue }
            let period = self.period(of: time, every: every)
            if last[period] == nil { order.append(period) }
            last[period] = commit
        }
        return order.sorted().compactMap { last[$0] }
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

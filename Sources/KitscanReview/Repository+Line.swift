import Foundation

/// A first-parent line from `--since` to a head, as `history` and `adoption --history` read
/// it, over any `Repository` (git, or one held in memory by the tests).
extension Repository {
    /// The first-parent commits from `since` (included) to `head`, oldest first, with no gap
    /// (what follows the line reads each commit's changes). `since` is a revision, or a date
    /// (`2024-05-01`) when it names no revision: the line starts at the first commit on or
    /// after it and keeps every commit after that, one dated earlier (a clock behind) too.
    package func commits(since: String?, to head: String = "HEAD") throws(RepositoryError) -> [Commit] {
        guard let since else { return try firstParentCommits(head) }
        if let full = resolve(since) {
            let first = try commit(full)
            var commits = try firstParentCommits(full + ".." + head)
            if let first, !commits.contains(first) { commits.insert(first, at: 0) }
            return commits
        }
        guard Self.isDay(since) else {
            throw RepositoryError(message: "--since \(since): no such revision or date (give a commit, a tag, a branch or YYYY-MM-DD).")
        }
        // Compared as text with the committer date: git's own --since would read the day as
        // "that day at the current time of day".
        return Array(try firstParentCommits(head).drop { $0.date < since })
    }

    /// The commits of `commits(since:to:)` and, when `since` is a date, the last commit
    /// before it in front (what the line held as that day began), with the day; a history
    /// from a date holds every point at its last commit, committed before the date or not.
    package func commitsHeld(since: String?, to head: String) throws(RepositoryError) -> (commits: [Commit], day: String?) {
        guard let since, resolve(since) == nil, Self.isDay(since) else { return (try commits(since: since, to: head), nil) }
        let line = try firstParentCommits(head)
        let start = line.firstIndex { $0.date >= since } ?? line.count
        return (Array(line[max(0, start - 1)...]), since)
    }

    /// `2024-05-01`: a day, as `--since` takes one.
    package static func isDay(_ s: String) -> Bool {
        s.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
    }
}

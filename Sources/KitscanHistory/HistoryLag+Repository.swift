import KitscanReport
import KitscanReview

extension HistoryLag {
    /// How far `last` (the recorded history's last point) is behind `head` (the commit HEAD
    /// names), or nil when it is HEAD.
    package static func of(_ last: HistoryPoint, in repository: any Repository, head: String) -> HistoryLag? {
        guard let commit = repository.resolve(last.commit) else { return HistoryLag(commit: last.commit, date: last.date, behind: nil) }
        guard commit != head else { return nil }
        let count = (try? repository.firstParentCommits(commit + ".." + head))?.count
        let reachable = (try? repository.mergeBase(commit, with: head)) == commit
        return HistoryLag(commit: last.commit, date: last.date, behind: reachable ? count : nil)
    }
}

import Foundation
import KitscanGit
import KitscanReport

extension HistoryLag {
    /// How far `last` (the recorded history's last point) is behind HEAD, or nil when it is
    /// HEAD or there is no repository to ask.
    static func of(_ last: HistoryPoint, root: String) -> HistoryLag? {
        guard let git = Git.open(at: root), let head = git.head else { return nil }
        guard let commit = git.resolve(last.commit) else { return HistoryLag(commit: last.commit, date: last.date, behind: nil) }
        guard commit != head else { return nil }
        let count = (try? git.firstParentCommits(commit + "..HEAD"))?.count
        let reachable = (try? git.mergeBase(commit, with: "HEAD")) == commit
        return HistoryLag(commit: last.commit, date: last.date, behind: reachable ? count : nil)
    }
}

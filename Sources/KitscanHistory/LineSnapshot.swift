import KitscanReview

/// The scanned files at the sampled commits of one first-parent line, as `history` and
/// `adoption --history` read them: the first commit's tree, then what each later commit
/// changed, from one `git log --raw` over the range. Reading a line costs one tree and one
/// log, however many points it has (a tree per point was most of a long history's time).
package struct LineSnapshot: Sendable {
    package var commit: Commit
    /// Path (relative to the workspace root) -> blob.
    package var files: [String: String]
    /// Paths added, changed or removed since the previous snapshot; nil for the first.
    package var changed: Set<String>?

    /// The snapshots of the commits of `commits` (the whole first-parent range, oldest
    /// first) whose hash is in `sampled`, in that order.
    package static func read(_ commits: [Commit], sampled: Set<String>, repository: any Repository,
                             reader: RevisionScanner) throws(RepositoryError) -> [LineSnapshot] {
        guard let first = commits.first else { return [] }
        var files = try reader.files(at: first.hash)
        var changed: Set<String> = []
        let changes = commits.count > 1
            ? try repository.changes(first.hash + ".." + commits[commits.count - 1].hash, prefix: reader.prefix) : [:]
        var snapshots: [LineSnapshot] = []
        for (index, commit) in commits.enumerated() {
            if index > 0 {
                for change in changes[commit.hash] ?? [] {
                    guard let path = reader.scannedPath(change.path) else { continue }
                    files[path] = change.blob
                    changed.insert(path)
                }
            }
            guard sampled.contains(commit.hash) else { continue }
            snapshots.append(LineSnapshot(commit: commit, files: files, changed: snapshots.isEmpty ? nil : changed))
            changed = []
        }
        return snapshots
    }
}

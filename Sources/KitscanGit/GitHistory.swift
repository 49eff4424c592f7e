import Foundation
import KitscanReview

/// What `kitscan history` reads from git: the first-parent commits, one commit's tree, and
/// the files each later commit changed. Blob contents come from `Git.blobs` (one
/// `git cat-file --batch`, keyed by the ids asked).
extension Git {
    /// One commit of the first-parent history.
    package struct Commit: Sendable, Hashable {
        package var hash: String
        package var short: String
        /// Committer date, `YYYY-MM-DD` in the committer's time zone.
        package var date: String

        package init(hash: String, short: String, date: String) {
            self.hash = hash
            self.short = short
            self.date = date
        }
    }

    package typealias TreeEntry = KitscanReview.TreeEntry

    /// A file that a commit added, changed or removed.
    package struct Change: Sendable, Hashable {
        /// Relative to the repository's top folder.
        package var path: String
        /// The new blob; nil when the file was removed or is no longer a regular file.
        package var blob: String?
    }

    /// `folder`'s path inside the repository (`""` or `Samples/Omo/`).
    package func prefix(of folder: String) throws(GitError) -> String {
        let out = try Git.run(["rev-parse", "--show-prefix"], in: folder)
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The first-parent commits from `since` (included) to `head`, oldest first, with no gap
    /// (what follows the line reads each commit's changes). `since` is a revision, or a date
    /// (`2024-05-01`) when it names no revision: the line starts at the first commit on or
    /// after it and keeps every commit after that, one dated earlier (a clock behind) too.
    package func commits(since: String?, to head: String = "HEAD") throws(GitError) -> [Commit] {
        var arguments = ["log", "--first-parent", "--reverse", "--date=short", "--format=%H %h %cd"]
        var first: Commit?
        if let since {
            if let full = resolve(since) {
                arguments.append(full + ".." + head)
                first = try parseCommits(run(["log", "-1", "--date=short", "--format=%H %h %cd", full])).first
            } else if Self.isDay(since) {
                // Compared as text with the committer date: git's own --since would read the
                // day as "that day at the current time of day".
                let line = try parseCommits(run(arguments + [head]))
                return Array(line.drop { $0.date < since })
            } else {
                throw GitError(message: "--since \(since): no such revision or date (give a commit, a tag, a branch or YYYY-MM-DD).")
            }
        } else {
            arguments.append(head)
        }
        var commits = try parseCommits(run(arguments))
        if let first, !commits.contains(first) { commits.insert(first, at: 0) }
        return commits
    }

    /// The commits of `commits(since:to:)` and, when `since` is a date, the last commit
    /// before it in front (what the line held as that day began), with the day; a history
    /// from a date holds every point at its last commit, committed before the date or not.
    package func commitsHeld(since: String?, to head: String) throws(GitError) -> (commits: [Commit], day: String?) {
        guard let since, resolve(since) == nil, Self.isDay(since) else { return (try commits(since: since, to: head), nil) }
        let line = try parseCommits(run(["log", "--first-parent", "--reverse", "--date=short", "--format=%H %h %cd", head]))
        let start = line.firstIndex { $0.date >= since } ?? line.count
        return (Array(line[max(0, start - 1)...]), since)
    }

    /// The first-parent commits of `range` (`head`, or `from..head`), oldest first.
    package func firstParentCommits(_ range: String) throws(GitError) -> [Commit] {
        try parseCommits(run(["log", "--first-parent", "--reverse", "--date=short", "--format=%H %h %cd", range]))
    }

    /// `2024-05-01`: a day, as `--since` takes one.
    package static func isDay(_ s: String) -> Bool {
        s.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
    }

    private func parseCommits(_ bytes: [UInt8]) -> [Commit] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3 else { return nil }
            return Commit(hash: String(parts[0]), short: String(parts[1]), date: String(parts[2]))
        }
    }

    /// The regular files (not links or submodules) of `commit`'s tree under `prefix`, with
    /// paths relative to the top folder.
    package func tree(_ commit: String, prefix: String) throws(GitError) -> [TreeEntry] {
        var arguments = ["ls-tree", "-r", "-z", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let data = try run(arguments)
        var entries: [TreeEntry] = []
        // `<mode> SP <type> SP <object> TAB <path> NUL`
        for record in data.split(separator: 0) {
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let head = record[record.startIndex..<tab].split(separator: 0x20)
            guard head.count == 3, head[1].elementsEqual("blob".utf8), !head[0].elementsEqual("120000".utf8) else { continue }
            entries.append(TreeEntry(blob: String(decoding: head[2], as: UTF8.self),
                                     path: String(decoding: record[(tab + 1)...], as: UTF8.self)))
        }
        return entries
    }

    /// What each first-parent commit of `range` changed under `prefix`, by full hash (one
    /// `git log --raw` for the whole range; commits that changed nothing there are absent).
    package func changes(_ range: String, prefix: String) throws(GitError) -> [String: [Change]] {
        var arguments = ["log", "--first-parent", "--reverse", "--diff-merges=first-parent", "--raw", "-z",
                         "--no-renames", "--no-abbrev", "--format=%x01%H", range]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let data = try run(arguments)
        var result: [String: [Change]] = [:]
        var commit = ""
        var pendingBlob: String??
        // Fields are NUL-separated: `\x01<hash>`, then `:<old mode> <new mode> <old> <new> <status>`
        // followed by the path, for each change.
        for raw in data.split(separator: 0, omittingEmptySubsequences: false) {
            var field = raw[...]
            while field.first == 0x0A { field = field.dropFirst() }
            if let pending = pendingBlob {
                result[commit, default: []].append(Change(path: String(decoding: field, as: UTF8.self), blob: pending))
                pendingBlob = nil
            } else if field.first == 0x01 {
                commit = String(decoding: field.dropFirst(), as: UTF8.self)
            } else if field.first == 0x3A {
                let meta = field.dropFirst().split(separator: 0x20)
                guard meta.count >= 5 else { continue }
                let mode = String(decoding: meta[1], as: UTF8.self)
                let regular = mode.hasPrefix("100")
                pendingBlob = .some(regular ? String(decoding: meta[3], as: UTF8.self) : nil)
            }
        }
        return result
    }
}

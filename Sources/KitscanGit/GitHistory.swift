import Foundation
import KitscanReview

/// What `kitscan history` reads from git: the first-parent commits, one commit's tree, and
/// the files each later commit changed (the `Repository`'s history surface). Blob contents come from `Git.blobs` (one
/// `git cat-file --batch`, keyed by the ids asked).
extension Git {
    package typealias TreeEntry = KitscanReview.TreeEntry

    /// `folder`'s path inside the repository (`""` or `Samples/Omo/`).
    package func prefix(of folder: String) throws(GitError) -> String {
        let out = try Git.run(["rev-parse", "--show-prefix"], in: folder)
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The first-parent commits of `range` (`head`, or `from..head`), oldest first.
    package func firstParentCommits(_ range: String) throws(GitError) -> [Commit] {
        try parseCommits(run(["log", "--first-parent", "--reverse", "--date=short", "--format=%H %h %cd", range]))
    }

    package func commit(_ revision: String) throws(GitError) -> Commit? {
        try parseCommits(run(["log", "-1", "--date=short", "--format=%H %h %cd", revision])).first
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
    package func changes(_ range: String, prefix: String) throws(GitError) -> [String: [CommitChange]] {
        var arguments = ["log", "--first-parent", "--reverse", "--diff-merges=first-parent", "--raw", "-z",
                         "--no-renames", "--no-abbrev", "--format=%x01%H", range]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let data = try run(arguments)
        var result: [String: [CommitChange]] = [:]
        var commit = ""
        var pendingBlob: String??
        // Fields are NUL-separated: `\x01<hash>`, then `:<old mode> <new mode> <old> <new> <status>`
        // followed by the path, for each change.
        for raw in data.split(separator: 0, omittingEmptySubsequences: false) {
            var field = raw[...]
            while field.first == 0x0A { field = field.dropFirst() }
            if let pending = pendingBlob {
                result[commit, default: []].append(CommitChange(path: String(decoding: field, as: UTF8.self), blob: pending))
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

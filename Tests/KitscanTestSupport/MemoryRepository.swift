import Foundation
import KitscanReview
import KitscanSupport

/// A repository held in memory, for testing what review and history ask of git without a
/// git process: a linear history of commits (each a whole tree, path -> text), branches
/// naming commits, and a working tree. Renames are detected when a removed file's text
/// reappears under a new path; changed lines come from a line diff, as `git diff -U0`'s.
package struct MemoryRepository: Repository {
    /// Oldest first; a commit's id is `c<index>`.
    package private(set) var commits: [[String: String]] = []
    package var branches: [String: Int] = [:]
    /// The working tree: nil means "as HEAD".
    package var workingTree: [String: String]?
    /// Working-tree paths git does not track.
    package var untrackedPaths: Set<String> = []
    /// Blob ids `blobs` must not answer (a damaged object store).
    package var missingBlobs: Set<String> = []
    /// Each commit's committer time (seconds since 1970, UTC).
    package private(set) var times: [Int] = []
    /// Each request for blobs, as asked (a git run would spawn one `cat-file --batch` each).
    package let blobRequests = BlobRequests()

    package init() {}

    /// Adds a commit (the tree after it) on top of HEAD and moves `branch` (default `main`) to it.
    /// Committed at `time` (default: a day after the last commit, the first on 2026-01-01).
    package mutating func commit(_ tree: [String: String], branch: String = "main", time: Int? = nil) {
        times.append(time ?? (times.last.map { $0 + 86_400 } ?? 1_767_225_600))
        commits.append(tree)
        branches[branch] = commits.count - 1
        branches["HEAD"] = commits.count - 1
    }

    /// The id of a text's blob: stable, as git's is.
    package static func blobID(_ text: String) -> String {
        "b" + CacheDigest.of([Array(text.utf8)])
    }

    package func resolve(_ revision: String) -> String? {
        if let index = branches[revision] { return "c\(index)" }
        if revision.hasPrefix("c"), let index = Int(revision.dropFirst()), commits.indices.contains(index) { return revision }
        return nil
    }

    package func mergeBase(_ ref: String, with other: String) throws(RepositoryError) -> String {
        guard let a = resolve(ref).flatMap(index), let b = resolve(other).flatMap(index) else {
            throw RepositoryError(message: "git does not know the revision '\(ref)'.")
        }
        return "c\(min(a, b))"
    }

    package func changes(from: String, to: String?) throws(RepositoryError) -> [FileChange] {
        let (old, new) = try trees(from, to)
        var added = new.keys.filter { old[$0] == nil }.sorted()
        var removed = old.keys.filter { new[$0] == nil }.sorted()
        var result: [FileChange] = []
        for path in removed {
            if let target = added.first(where: { new[$0] == old[path] }) {
                result.append(FileChange(kind: .renamed, path: target, oldPath: path))
                added.removeAll { $0 == target }
                removed.removeAll { $0 == path }
            }
        }
        result += added.map { FileChange(kind: .added, path: $0, oldPath: nil) }
        result += removed.map { FileChange(kind: .deleted, path: $0, oldPath: nil) }
        result += new.keys.filter { old[$0] != nil && old[$0] != new[$0] }.sorted()
            .map { FileChange(kind: .modified, path: $0, oldPath: nil) }
        return result.sorted { $0.path < $1.path }
    }

    package func changedLines(from: String, to: String?) throws(RepositoryError) -> [String: LineChanges] {
        let (old, new) = try trees(from, to)
        var result: [String: LineChanges] = [:]
        for change in try changes(from: from, to: to) {
            let before = old[change.oldPath ?? change.path] ?? ""
            let after = new[change.path] ?? ""
            let lines = Self.lineChanges(before, after)
            if !(lines.old.isEmpty && lines.new.isEmpty) { result[change.path] = lines }
        }
        return result
    }

    package func untracked() throws(RepositoryError) -> [String] {
        untrackedPaths.sorted()
    }

    package func tree(_ commit: String, prefix: String) throws(RepositoryError) -> [TreeEntry] {
        guard let index = resolve(commit).flatMap(index) else { throw RepositoryError(message: "no commit \(commit)") }
        return commits[index].keys.sorted().filter { $0.hasPrefix(prefix) }
            .map { TreeEntry(blob: Self.blobID(commits[index][$0]!), path: $0) }
    }

    package func blobs(_ ids: [String]) throws(RepositoryError) -> [String: [UInt8]] {
        blobRequests.add(ids)
        var texts: [String: [UInt8]] = [:]
        for tree in commits {
            for text in tree.values { texts[Self.blobID(text)] = Array(text.utf8) }
        }
        var result: [String: [UInt8]] = [:]
        for id in ids where !missingBlobs.contains(id) { result[id] = texts[id] }
        return result
    }

    package func existing(_ ids: [String]) throws(RepositoryError) -> Set<String> {
        Set(try blobs(ids).keys)
    }

    package func workingFile(_ path: String) -> [UInt8]? {
        (workingTree ?? commits.last ?? [:])[path].map { Array($0.utf8) }
    }

    // MARK: - History (one linear line: every commit is first-parent)

    package func firstParentCommits(_ range: String) throws(RepositoryError) -> [Commit] {
        let ends = range.components(separatedBy: "..")
        guard let last = resolve(ends[ends.count - 1]).flatMap(index) else { throw RepositoryError(message: "no revision \(range)") }
        var first = 0
        if ends.count == 2 {
            guard let from = resolve(ends[0]).flatMap(index) else { throw RepositoryError(message: "no revision \(range)") }
            first = from + 1
        }
        return first <= last ? (first...last).map(describe) : []
    }

    package func commit(_ revision: String) throws(RepositoryError) -> Commit? {
        resolve(revision).flatMap(index).map(describe)
    }

    package func commitTimes(of head: String) throws(RepositoryError) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try firstParentCommits(head).map { ($0.hash, times[index($0.hash)!]) })
    }

    package func changes(_ range: String, prefix: String) throws(RepositoryError) -> [String: [CommitChange]] {
        var result: [String: [CommitChange]] = [:]
        for commit in try firstParentCommits(range) {
            let at = index(commit.hash)!
            guard at > 0 else { continue }
            let (old, new) = (commits[at - 1], commits[at])
            let paths = Set(old.keys).union(new.keys).filter { $0.hasPrefix(prefix) && old[$0] != new[$0] }.sorted()
            if !paths.isEmpty { result[commit.hash] = paths.map { CommitChange(path: $0, blob: new[$0].map(Self.blobID)) } }
        }
        return result
    }

    /// The commit at `index`: its date is the UTC day of its time.
    private func describe(_ index: Int) -> Commit {
        let day = Date(timeIntervalSince1970: TimeInterval(times[index]))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        return Commit(hash: "c\(index)", short: "c\(index)", date: date)
    }

    // MARK: - Helpers

    private func index(_ commit: String) -> Int? { Int(commit.dropFirst()) }

    private func trees(_ from: String, _ to: String?) throws(RepositoryError) -> ([String: String], [String: String]) {
        guard let a = resolve(from).flatMap(index) else { throw RepositoryError(message: "no commit \(from)") }
        if let to {
            guard let b = resolve(to).flatMap(index) else { throw RepositoryError(message: "no commit \(to)") }
            return (commits[a], commits[b])
        }
        // git diff against the working tree leaves untracked files out.
        let working = (workingTree ?? commits.last ?? [:]).filter { !untrackedPaths.contains($0.key) }
        return (commits[a], working)
    }

    /// Lines removed or replaced (old) and added or replaced (new): the runs a longest
    /// common subsequence of the lines leaves out.
    package static func lineChanges(_ before: String, _ after: String) -> LineChanges {
        let a = before.split(separator: "\n", omittingEmptySubsequences: false).dropLast(before.hasSuffix("\n") ? 1 : 0)
        let b = after.split(separator: "\n", omittingEmptySubsequences: false).dropLast(after.hasSuffix("\n") ? 1 : 0)
        let (n, m) = (a.count, b.count)
        let (aa, bb) = (Array(a), Array(b))
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = aa[i] == bb[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changes = LineChanges()
        var (i, j) = (0, 0)
        var run: (old: [Int], new: [Int]) = ([], [])
        func flush() {
            if let first = run.old.first, let last = run.old.last { changes.old.append((first + 1)...(last + 1)) }
            if let first = run.new.first, let last = run.new.last { changes.new.append((first + 1)...(last + 1)) }
            run = ([], [])
        }
        while i < n || j < m {
            if i < n, j < m, aa[i] == bb[j] {
                flush()
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                run.new.append(j)
                j += 1
            } else {
                run.old.append(i)
                i += 1
            }
        }
        flush()
        return changes
    }
}

/// The blob requests a `MemoryRepository` was asked, shared by its copies.
package final class BlobRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [[String]] = []

    package init() {}

    func add(_ ids: [String]) {
        lock.withLock { asked.append(ids) }
    }

    /// Every request so far, in order.
    package var all: [[String]] { lock.withLock { asked } }
}

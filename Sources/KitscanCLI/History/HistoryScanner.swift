import KitscanSupport
import Dispatch
import Foundation
import KitscanReport
import KitscanEngine

/// Counts the findings per rule at each commit of the history, scanning each file version
/// (blob) once: what the cache already knows is not read again.
///
/// Rules, config and kit paths are today's (from the working tree), applied to every
/// commit, so the burn-down measures the code against one yardstick. The kit index is
/// left empty: it only names the token a raw value copies, which changes no count.
struct HistoryScanner: Sendable {
    let workspace: Workspace
    /// The repository holding the workspace.
    let git: Git

    /// What one run did.
    struct Outcome: Sendable {
        var points: [HistoryPoint]
        /// File versions counted, over all commits.
        var fileVersions: Int
        /// Scans run now (blobs not in the cache).
        var scanned: Int
        var cache: HistoryCache
    }

    /// One file of one commit.
    private struct File: Sendable, Hashable {
        var blob: String
        /// Relative to the workspace root.
        var path: String
    }

    /// The files of one sampled commit.
    private struct Snapshot {
        var commit: Git.Commit
        /// Path (relative to the workspace root) -> blob.
        var files: [String: String]
        var debtBlob: String?
        /// Paths added, changed or removed since the previous snapshot; nil for the first.
        var changed: Set<String>?
    }

    /// Counts the commits of `commits` (the whole first-parent range, oldest first) whose
    /// hash is in `sampled`. Only the first commit's tree is listed; the others are followed
    /// through one `git log --raw`, and totals are carried from one snapshot to the next,
    /// so the cost grows with the changes, not with commits × files.
    func run(commits: [Git.Commit], sampled: Set<String>, cache start: HistoryCache,
             progress: Progress) throws(GitError) -> Outcome {
        guard let first = commits.first else { return Outcome(points: [], fileVersions: 0, scanned: 0, cache: start) }
        let prefix = try git.prefix(of: workspace.root)
        let filter = workspace.selection
        let debtListPath = workspace.config.debtList.map { prefix + $0 }

        // 1. The files at each sampled commit, and what changed between two of them.
        var files: [String: String] = [:]
        var debtBlob: String?
        var changed: Set<String> = []
        func apply(_ path: String, _ blob: String?) {
            if path == debtListPath { debtBlob = blob }
            guard path.hasPrefix(prefix) else { return }
            let relative = String(path.dropFirst(prefix.count))
            guard filter.contains(relative) else { return }
            files[relative] = blob
            changed.insert(relative)
        }
        progress.report("listing \(first.short)", force: true)
        for entry in try git.tree(first.hash, prefix: prefix) { apply(entry.path, entry.blob) }
        let changes = commits.count > 1
            ? try git.changes(first.hash + ".." + commits[commits.count - 1].hash, prefix: prefix) : [:]
        var snapshots: [Snapshot] = []
        for (index, commit) in commits.enumerated() {
            if index > 0 { for change in changes[commit.hash] ?? [] { apply(change.path, change.blob) } }
            guard sampled.contains(commit.hash) else { continue }
            snapshots.append(Snapshot(commit: commit, files: files, debtBlob: debtBlob,
                                      changed: snapshots.isEmpty ? nil : changed))
            changed = []
        }

        // 2. The names in backticks in each version of the debt list.
        let debtTexts = try git.blobs(Array(Set(snapshots.compactMap(\.debtBlob))).sorted())
        let debtNames = debtTexts.mapValues { DebtList.names(in: $0) }
        let names = snapshots.map { $0.debtBlob.flatMap { debtNames[$0] } ?? [] }
        /// The files of snapshot `index` whose count may differ from the previous snapshot's.
        func touched(_ index: Int) -> [File] {
            let snapshot = snapshots[index]
            guard let changed = snapshot.changed, index > 0, names[index] == names[index - 1] else {
                return snapshot.files.map { File(blob: $0.value, path: $0.key) }
            }
            return changed.compactMap { path in snapshot.files[path].map { File(blob: $0, path: path) } }
        }

        var cache = start
        var scanned = 0
        // 3. Every new file version, scanned as if nothing were on the debt list.
        var newFiles: Set<File> = []
        for index in snapshots.indices {
            for file in touched(index) where cache.entries[HistoryCache.Key(blob: file.blob, path: file.path, listed: "")] == nil {
                newFiles.insert(file)
            }
        }
        try scan(newFiles.map { ($0, [String]()) }, into: &cache, progress: progress)
        scanned += newFiles.count

        // 4. Files whose views the debt list names at that commit, scanned again with those names.
        var variants: Set<HistoryCache.Key> = []
        for index in snapshots.indices {
            for file in touched(index) {
                let key = listedKey(file, names: names[index], cache: cache)
                if !key.listed.isEmpty, cache.entries[key] == nil { variants.insert(key) }
            }
        }
        try scan(variants.map { (File(blob: $0.blob, path: $0.path), $0.listed.split(separator: ",").map(String.init)) },
                 into: &cache, progress: progress)
        scanned += variants.count

        // 5. The totals: summed whole for the first snapshot (and when the debt list changed),
        // then carried forward by the changed files.
        var points: [HistoryPoint] = []
        var totals: [String: Int] = [:]
        var fileVersions = 0
        for (index, snapshot) in snapshots.enumerated() {
            fileVersions += snapshot.files.count
            func add(_ file: File, _ names: Set<String>, _ sign: Int) {
                guard let entry = cache.entries[listedKey(file, names: names, cache: cache)] else { return }
                for (rule, count) in entry.counts { totals[rule, default: 0] += sign * count }
            }
            if let changed = snapshot.changed, index > 0, names[index] == names[index - 1] {
                let previous = snapshots[index - 1].files
                for path in changed {
                    if let blob = previous[path] { add(File(blob: blob, path: path), names[index], -1) }
                    if let blob = snapshot.files[path] { add(File(blob: blob, path: path), names[index], 1) }
                }
            } else {
                totals = [:]
                for (path, blob) in snapshot.files { add(File(blob: blob, path: path), names[index], 1) }
            }
            points.append(HistoryPoint(commit: snapshot.commit.short, date: snapshot.commit.date,
                                       totals: totals.filter { $0.value != 0 }))
        }
        return Outcome(points: points, fileVersions: fileVersions, scanned: scanned, cache: cache)
    }

    private func listedKey(_ file: File, names: Set<String>, cache: HistoryCache) -> HistoryCache.Key {
        let views = cache.entries[HistoryCache.Key(blob: file.blob, path: file.path, listed: "")]?.views ?? []
        let listed = views.filter { names.contains($0) }
        return HistoryCache.Key(blob: file.blob, path: file.path, listed: listed.joined(separator: ","))
    }

    /// Reads the blobs with one `git cat-file --batch` and scans them on every core.
    private func scan(_ work: [(file: File, listed: [String])], into cache: inout HistoryCache,
                      progress: Progress) throws(GitError) {
        guard !work.isEmpty else { return }
        let sorted = work.sorted { ($0.file.path, $0.file.blob) < ($1.file.path, $1.file.blob) }
        let contents = try git.blobs(Array(Set(sorted.map(\.file.blob))).sorted())
        let config = workspace.config
        let rules = workspace.rules
        let entries = Parallel.map(sorted, progress: { done, total in progress.step(done, of: total, "scanning file versions") }) { item -> HistoryCache.Entry in
            guard let bytes = contents[item.file.blob] else { return HistoryCache.Entry(counts: [:], views: []) }
            let scanner = FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: config.formChangingModifiers,
                                      kitPaths: config.kit.paths, debtListNames: Set(item.listed))
            let scan = scanner.scanFile(bytes: bytes, path: item.file.path)
            var counts: [String: Int] = [:]
            for finding in scan.findings where finding.exceptedBy == nil { counts[finding.rule, default: 0] += 1 }
            return HistoryCache.Entry(counts: counts, views: Array(Set(scan.unlistedViews.map(\.name))).sorted())
        }
        for (item, entry) in zip(sorted, entries) {
            let key = HistoryCache.Key(blob: item.file.blob, path: item.file.path, listed: item.listed.joined(separator: ","))
            cache.entries[key] = entry
        }
    }
}

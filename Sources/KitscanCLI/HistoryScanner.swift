import Dispatch
import Foundation
import KitscanReport
import KitscanRules

/// Counts the findings per rule at each commit of the history, scanning each file version
/// (blob) once: what the cache already knows is not read again.
///
/// Rules, config and kit paths are today's (from the working tree), applied to every
/// commit, so the burn-down measures the code against one yardstick. The kit index is
/// left empty: it only names the token a raw value copies, which changes no count.
struct HistoryScanner: Sendable {
    let workspace: Workspace
    /// Git in the workspace root.
    let git: HistoryGit

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

    func run(commits: [HistoryGit.Commit], cache start: HistoryCache,
             progress: Progress) throws(HistoryError) -> Outcome {
        let (top, prefix) = try git.location()
        let topGit = HistoryGit(folder: top)
        let filter = HistoryFileFilter(config: workspace.config)
        let debtListPath = workspace.config.debtList.map { prefix + $0 }

        // 1. Each commit's Swift files and debt-list blob (one `ls-tree` per commit, on every core).
        let listings = Self.parallelMap(commits, progress: { done, total in progress.step(done, of: total, "listing commits") }) { commit -> Result<[HistoryGit.TreeEntry], HistoryError> in
            do throws(HistoryError) { return .success(try topGit.tree(commit.hash, prefix: prefix)) } catch { return .failure(error) }
        }
        var files: [[File]] = []
        var debtBlobs: [String?] = []
        for listing in listings {
            let entries: [HistoryGit.TreeEntry]
            switch listing {
            case .success(let value): entries = value
            case .failure(let error): throw error
            }
            var here: [File] = []
            var debt: String?
            for entry in entries {
                if entry.path == debtListPath { debt = entry.blob }
                guard entry.path.hasPrefix(prefix) else { continue }
                let path = String(entry.path.dropFirst(prefix.count))
                if filter.contains(path) { here.append(File(blob: entry.blob, path: path)) }
            }
            files.append(here)
            debtBlobs.append(debt)
        }

        // 2. The names in backticks in each version of the debt list.
        let debtTexts = try git.contents(of: Array(Set(debtBlobs.compactMap { $0 })).sorted())
        let debtNames = debtTexts.mapValues { DebtListNames.parse($0) }

        var cache = start
        var scanned = 0
        // 3. Every new file version, scanned as if nothing were on the debt list.
        let newFiles = Set(files.joined()).filter { cache.entries[HistoryCache.Key(blob: $0.blob, path: $0.path, listed: "")] == nil }
        try scan(newFiles.map { ($0, [String]()) }, into: &cache, progress: progress)
        scanned += newFiles.count

        // 4. Files whose views the debt list names at that commit, scanned again with those names.
        var variants: Set<HistoryCache.Key> = []
        for (index, commitFiles) in files.enumerated() {
            let names = debtBlobs[index].flatMap { debtNames[$0] } ?? []
            for file in commitFiles {
                let key = listedKey(file, names: names, cache: cache)
                if !key.listed.isEmpty, cache.entries[key] == nil { variants.insert(key) }
            }
        }
        try scan(variants.map { (File(blob: $0.blob, path: $0.path), $0.listed.split(separator: ",").map(String.init)) },
                 into: &cache, progress: progress)
        scanned += variants.count

        // 5. The totals per commit.
        var points: [HistoryPoint] = []
        for (index, commit) in commits.enumerated() {
            let names = debtBlobs[index].flatMap { debtNames[$0] } ?? []
            var totals: [String: Int] = [:]
            for file in files[index] {
                guard let entry = cache.entries[listedKey(file, names: names, cache: cache)] else { continue }
                for (rule, count) in entry.counts { totals[rule, default: 0] += count }
            }
            points.append(HistoryPoint(commit: commit.short, date: commit.date, totals: totals))
        }
        return Outcome(points: points, fileVersions: files.reduce(0) { $0 + $1.count }, scanned: scanned, cache: cache)
    }

    private func listedKey(_ file: File, names: Set<String>, cache: HistoryCache) -> HistoryCache.Key {
        let views = cache.entries[HistoryCache.Key(blob: file.blob, path: file.path, listed: "")]?.views ?? []
        let listed = views.filter { names.contains($0) }
        return HistoryCache.Key(blob: file.blob, path: file.path, listed: listed.joined(separator: ","))
    }

    /// Reads the blobs with one `git cat-file --batch` and scans them on every core.
    private func scan(_ work: [(file: File, listed: [String])], into cache: inout HistoryCache,
                      progress: Progress) throws(HistoryError) {
        guard !work.isEmpty else { return }
        let sorted = work.sorted { ($0.file.path, $0.file.blob) < ($1.file.path, $1.file.blob) }
        let contents = try git.contents(of: Array(Set(sorted.map(\.file.blob))).sorted())
        let config = workspace.config
        let rules = workspace.rules
        let entries = Self.parallelMap(sorted, progress: { done, total in progress.step(done, of: total, "scanning file versions") }) { item -> HistoryCache.Entry in
            guard let bytes = contents[item.file.blob], !bytes.prefix(8192).contains(0) else {
                return HistoryCache.Entry(counts: [:], views: [])  // missing or binary: not scanned, as in `scan`
            }
            let scanner = FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: config.formChangingModifiers,
                                      kitPaths: config.kit.paths, debtListNames: Set(item.listed))
            let scan = scanner.scan(bytes: bytes, path: item.file.path)
            var counts: [String: Int] = [:]
            for finding in scan.findings where finding.exceptedBy == nil { counts[finding.rule, default: 0] += 1 }
            return HistoryCache.Entry(counts: counts, views: Array(Set(scan.unlistedViews.map(\.name))).sorted())
        }
        for (item, entry) in zip(sorted, entries) {
            let key = HistoryCache.Key(blob: item.file.blob, path: item.file.path, listed: item.listed.joined(separator: ","))
            cache.entries[key] = entry
        }
    }

    /// Maps `items` on every core, keeping their order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], progress: (@Sendable (Int, Int) -> Void)? = nil,
                                                      _ body: @Sendable (T) -> R) -> [R] {
        let box = OrderedResults<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let done = box.store(body(items[index]), at: index)
            progress?(done, items.count)
        }
        return box.values()
    }
}

/// Which paths of a commit's tree are scanned: like the file walker, Swift files matching
/// the config's include globs and none of its exclude globs, outside hidden folders.
struct HistoryFileFilter: Sendable {
    let include: [Glob]
    let exclude: [Glob]

    init(config: Config) {
        include = config.include.map { Glob($0) }
        exclude = config.exclude.map { Glob($0) }
    }

    func contains(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return false }
        return include.contains { $0.matches(path) } && !exclude.contains { $0.matches(path) }
    }
}

/// The names a debt-list document puts in backticks (as the scan reads them).
enum DebtListNames {
    static func parse(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for (index, part) in String(decoding: bytes, as: UTF8.self).components(separatedBy: "`").enumerated() where index % 2 == 1 {
            names.insert(part.trimmingCharacters(in: .whitespaces))
        }
        return names
    }
}

/// Results written from many threads, each index once.
private final class OrderedResults<R>: @unchecked Sendable {
    private var storage: [R?]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: R, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
        done += 1
        return done
    }

    func values() -> [R] {
        storage.map { $0! }
    }
}

import KitscanEngine
import KitscanReport
import KitscanReview
import KitscanSupport

/// Counts the findings per rule at each commit of the history, scanning each file version
/// (blob) once, through the one blob cache: what it already knows is not read again.
///
/// Rules, config, kit and debt list are today's (from the working tree), applied to every
/// commit, so the burn-down measures the code against one yardstick, not the paperwork: a
/// view listed on today's debt list is not "fixed" at the commit that listed it.
package struct HistoryScanner: Sendable {
    let workspace: Workspace
    /// The repository holding the workspace.
    let repository: any Repository
    /// The workspace's folder inside it (`""` or `Samples/Omo/`).
    let prefix: String

    package init(workspace: Workspace, repository: any Repository, prefix: String) {
        self.workspace = workspace
        self.repository = repository
        self.prefix = prefix
    }

    /// What one run did.
    package struct Outcome: Sendable {
        package var points: [HistoryPoint]
        /// File versions counted, over all commits.
        package var fileVersions: Int
        /// Scans run now (blobs not in the cache).
        package var scanned: Int
        package var cache: BlobCache
    }

    /// Counts the commits of `commits` (the whole first-parent range, oldest first) whose
    /// hash is in `sampled`. Only the first commit's tree is listed; the others are followed
    /// through one `git log --raw`, and totals are carried from one snapshot to the next,
    /// so the cost grows with the changes, not with commits × files.
    package func run(commits: [Commit], sampled: Set<String>, cache start: BlobCache,
                     progress: any ProgressDisplay) throws(RepositoryError) -> Outcome {
        guard let first = commits.first else { return Outcome(points: [], fileVersions: 0, scanned: 0, cache: start) }
        let reader = RevisionScanner(workspace: workspace, repository: repository, prefix: prefix)
        progress.report("listing \(first.short)", force: true)
        let snapshots = try LineSnapshot.read(commits, sampled: sampled, repository: repository, reader: reader)

        // Every file version a point needs (a source per point), scanned once.
        var cache = start
        var sources = snapshots.map { RevisionSource(repository: repository, blobs: $0.files) }
        let needed = snapshots.map { snapshot in
            (snapshot.changed.map { Array($0.filter { snapshot.files[$0] != nil }) } ?? Array(snapshot.files.keys)).sorted()
        }
        let scanned = try reader.scans(&sources, paths: needed, cache: &cache, progress: { done, total in
            progress.step(done, of: total, "scanning file versions")
        }).scanned

        // The totals: summed whole for the first snapshot, then carried forward by the changed files.
        var counts: [String: [String: Int]] = [:]
        func add(_ path: String, _ blob: String, _ sign: Int, to totals: inout [String: Int]) {
            let id = blob + "\t" + path
            if counts[id] == nil { counts[id] = reader.counts(path: path, blob: blob, in: cache) ?? [:] }
            for (rule, count) in counts[id]! { totals[rule, default: 0] += sign * count }
        }
        // `kit-copy` is decided over a whole revision: its counts are added to each point's,
        // from the versions that have candidates (each read from the cache once).
        var holders: [String: FileScan?] = [:]
        func copyCounts(_ files: [String: String]) -> [String: Int] {
            guard !reader.scanner.wholeApp.isEmpty else { return [:] }
            var scans: [FileScan] = []
            for (path, blob) in files.sorted(by: { $0.key < $1.key }) {
                let id = blob + "\t" + path
                if holders[id] == nil { holders[id] = reader.copyHolder(path: path, blob: blob, in: cache) }
                if let scan = holders[id]! { scans.append(scan) }
            }
            return reader.copyCounts(scans)
        }
        var points: [HistoryPoint] = []
        var totals: [String: Int] = [:]
        var fileVersions = 0
        for (index, snapshot) in snapshots.enumerated() {
            fileVersions += snapshot.files.count
            if let changed = snapshot.changed {
                let previous = snapshots[index - 1].files
                for path in changed {
                    if let blob = previous[path] { add(path, blob, -1, to: &totals) }
                    if let blob = snapshot.files[path] { add(path, blob, 1, to: &totals) }
                }
            } else {
                for (path, blob) in snapshot.files { add(path, blob, 1, to: &totals) }
            }
            let point = totals.merging(copyCounts(snapshot.files), uniquingKeysWith: +)
            points.append(HistoryPoint(commit: snapshot.commit.short, date: snapshot.commit.date,
                                       totals: point.filter { $0.value != 0 }))
        }
        return Outcome(points: points, fileVersions: fileVersions, scanned: scanned, cache: cache)
    }

    /// Every `every`-th commit counted back from HEAD, so the newest is always in.
    package static func sample(_ commits: [Commit], every: Int) -> [Commit] {
        guard every > 1 else { return commits }
        let last = commits.count - 1
        return commits.indices.filter { (last - $0) % every == 0 }.map { commits[$0] }
    }
}

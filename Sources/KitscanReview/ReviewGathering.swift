import KitscanEngine
import KitscanFiles
import KitscanSupport

/// Gathers both sides of a change for `kitscan review`, in stages: the change set from the
/// repository, each side's files, their bytes, each side's kit, each side's scans through
/// the blob cache (a file version seen before is not read or scanned again), the impact on
/// the kit, and the callers' uses of the components of interest.
package struct ReviewGathering: Sendable {
    package let workspace: Workspace
    package let repository: any Repository
    /// The workspace's folder inside the repository: `""` or `Samples/Omo/`.
    package let prefix: String
    /// Where the blob cache is kept, and the digest of what a scan depends on besides the file.
    package let cacheRoot: String
    package let cacheContext: String

    /// How many scans the cache answered and how many ran.
    package struct Stats: Sendable, Equatable {
        package var cached = 0
        package var scanned = 0
    }

    package init(workspace: Workspace, repository: any Repository, prefix: String, cacheRoot: String, cacheContext: String) {
        self.workspace = workspace
        self.repository = repository
        self.prefix = prefix
        self.cacheRoot = cacheRoot
        self.cacheContext = cacheContext
    }

    package func run(baseRef: String, headRef: String?, progress: any ProgressDisplay) throws(ReviewError) -> (ReviewInput, Stats) {
        let (root, context) = (cacheRoot, cacheContext)
        let apart = ReviewKitApart(config: workspace.config, prefix: WorkspaceFolder(prefix).prefix)
        let (set, cache) = try ReviewChangeSet.read(repository, baseRef: baseRef, headRef: headRef, prefix: prefix,
                                                    kitPrefixes: apart.gitPrefixes) {
            BlobCache.load(root: root, context: context)
        }
        var work = ReviewWork(workspace: workspace, repository: repository, prefix: prefix, cache: cache,
                              sides: ReviewSides(set, workspace: workspace, prefix: prefix, repository: repository))
        progress.report("reading the kit", force: false)
        try work.buildKits()
        let scans = try work.scanSides(progress: progress)
        var head = ReviewSide(name: headRef ?? "the working tree", commit: set.head)
        var base = ReviewSide(name: baseRef, commit: set.base)
        // A kit file beside the workspace is the kit only: its scan gives the impact's uses
        // inside the kit, never the change's findings, debt or callers.
        for item in scans.headItems where scans.compared.contains(item.path) && !work.apart.contains(item.path) {
            if let scan = scans.freshHead[item.path] { scan.add(to: &head) }
        }
        for item in scans.baseItems where !work.apart.contains(item.path) {
            if let scan = scans.freshBase[item.path] { scan.add(to: &base) }
        }
        let impact = work.impact(scans)
        let changed = Review.changedComponents(base: base.uses, head: head.uses, renames: work.sides.renames)
        try work.addCallers(of: changed.union(impact.impacts.map(\.component)), scans, head: &head, base: &base)
        head.components = work.sides.head.kit.components
        base.components = work.sides.base.kit.components
        head.deprecations = work.sides.head.kit.deprecations.names
        base.deprecations = work.sides.base.kit.deprecations.names
        head.findings.sort(by: Finding.ordered)
        base.findings.sort(by: Finding.ordered)
        let (copies, baseline) = try work.debtListAndBaseline()
        if work.cache.changed {
            // The cache only saves time: a review that cannot write it is still right.
            try? work.cache.pruned(by: repository).write(root: cacheRoot)
        }
        let input = ReviewInput(base: base, head: head, baseRef: baseRef, files: work.sides.files, compared: scans.compared,
                                renames: work.sides.renames, impacts: impact.impacts, kitChanged: impact.kitChanged,
                                debtCopies: copies, baseline: baseline, hasCatalog: !workspace.config.catalog.paths.isEmpty)
        return (input, work.stats)
    }
}

/// What the stages share: the sides, their bytes and the cache as they fill in.
struct ReviewWork {
    let workspace: Workspace
    let repository: any Repository
    let prefix: String
    var cache: BlobCache
    var sides: ReviewSides
    var stats = ReviewGathering.Stats()
    /// Blob id -> bytes, and working-tree path -> bytes, as read so far.
    var blobBytes: [String: [UInt8]] = [:]
    var diskBytes: [String: [UInt8]] = [:]
    /// Paths in the kit's or the token files' globs (matched once per path).
    let kitPaths: Set<String>
    /// Paths in the catalog's globs: read with the kit for its cases.
    let catalogPaths: Set<String>
    /// The kit's files read apart from the app and outside the repository (both sides read
    /// them from disk).
    let apartKit: [String]
    /// The kit's folders beside the workspace in the repository (read from each revision).
    var apart: ReviewKitApart { sides.apart }
    /// Every path of either side, sorted once: each side's paths are these, filtered.
    let sortedPaths: [String]
    let tokenFilter: PathFilter?
    /// The debt list's bytes, names and digest, read once when both sides hold the same.
    var debtNamesSeen: (bytes: [UInt8], names: Set<String>)?

    init(workspace: Workspace, repository: any Repository, prefix: String, cache: BlobCache, sides: ReviewSides) {
        self.workspace = workspace
        self.repository = repository
        self.prefix = prefix
        self.cache = cache
        self.sides = sides
        let kit = workspace.config.kit
        let kitFilter = kit.paths.isEmpty ? nil : PathFilter(paths: kit.paths)
        tokenFilter = kit.tokens.isEmpty ? nil : PathFilter(paths: kit.tokens)
        let all = Set(sides.base.files.keys).union(sides.head.files.keys)
        kitPaths = all.filter { [tokenFilter] path in
            (kitFilter?.contains(path) ?? false) || (tokenFilter?.contains(path) ?? false)
        }
        let catalogFilter = workspace.config.catalog.paths.isEmpty ? nil : PathFilter(paths: workspace.config.catalog.paths)
        catalogPaths = catalogFilter.map { filter in all.filter { filter.contains($0) } } ?? []
        sortedPaths = all.sorted()
        apartKit = workspace.apartKitFiles().filter { [apart = sides.apart] in !apart.contains($0) }
    }

    func isKit(_ path: String) -> Bool { kitPaths.contains(path) }

    /// Whether the kit is built from `path`: a kit or token file, or a catalog file.
    func readsWithKit(_ path: String) -> Bool { kitPaths.contains(path) || catalogPaths.contains(path) }

    /// The repository path of a workspace path (a kit file beside the workspace included).
    func gitPath(_ path: String) -> String { sides.apart.gitPath(path) ?? prefix + path }

    func paths(of side: ReviewTree) -> [String] { sortedPaths.filter { side.files[$0] != nil } }

    /// Reads what is not read yet: blobs in one request, working-tree files one by one.
    mutating func read(_ wanted: [(path: String, source: FileOrigin)]) throws(ReviewError) {
        var store = RevisionSource(repository: repository, blobs: [:], contents: blobBytes)
        do {
            try store.read(blobs: wanted.compactMap { item -> String? in
                if case .blob(let id) = item.source { return id }
                return nil
            })
        } catch {
            throw ReviewError(message: "cannot read the files from git: \(error.message)")
        }
        blobBytes = store.contents
        for item in wanted where item.source == .disk && diskBytes[item.path] == nil {
            diskBytes[item.path] = repository.workingFile(gitPath(item.path)) ?? []
        }
    }

    func contents(_ path: String, _ source: FileOrigin) -> [UInt8]? {
        switch source {
        case .blob(let id): return blobBytes[id]
        case .disk: return diskBytes[path]
        }
    }
}

private extension BlobCache.Scan {
    func add(to side: inout ReviewSide) {
        side.findings += findings
        side.exceptions += exceptions
        side.unlistedViews += unlistedViews
        side.uses += uses
        if let problem { side.unreadable.append(problem) }
    }
}

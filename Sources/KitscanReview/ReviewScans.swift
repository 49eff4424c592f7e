import KitscanEngine
import KitscanSupport

/// One file of one side, with its cache key (nil for one that could not be read).
struct ReviewItem: Sendable {
    var path: String
    var key: BlobCache.Key?
}

/// What stage 5 scanned: every head file (most only as a cache line), the compared files of
/// both sides in full.
struct ReviewScans {
    /// Head paths whose scan may differ from the base (the changed files, or every file when
    /// the kit's components or the debt list changed).
    var compared: Set<String>
    var headItems: [ReviewItem]
    var baseItems: [ReviewItem]
    /// Scans decoded or made now, by path.
    var freshHead: [String: BlobCache.Scan]
    var freshBase: [String: BlobCache.Scan]
}

/// Stage 5 of a review: each side's scans through the cache.
extension ReviewWork {
    mutating func scanSides(progress: any ProgressDisplay) throws(ReviewError) -> ReviewScans {
        let (head, base) = (sides.head, sides.base)
        let sameContext = head.kitDigest == base.kitDigest && head.debtDigest == base.debtDigest
        let compared: Set<String> = sameContext ? sides.changedHead : Set(head.files.keys)
        let comparedBase: Set<String> = sameContext ? sides.changedBase : Set(base.files.keys)
        // The compared files in full; the kit's own files for their uses.
        let (freshHead, headItems) = try cachedScans(head, paths(of: head), progress: progress) { [kitPaths] in
            compared.contains($0) || kitPaths.contains($0)
        }
        let (freshBase, baseItems) = try cachedScans(base, comparedBase.sorted(), progress: progress) { _ in true }
        return ReviewScans(compared: compared, headItems: headItems, baseItems: baseItems,
                           freshHead: resolvingWholeApp(head, freshHead), freshBase: resolvingWholeApp(base, freshBase))
    }

    /// The whole-app stages on one side, as a scan of that revision runs them: the scans in
    /// full resolved against every file of the side (the others' parts from the cache, where
    /// each version's are kept unresolved; `kit-copy`: their candidates weigh rarity).
    func resolvingWholeApp(_ side: ReviewTree, _ fresh: [String: BlobCache.Scan]) -> [String: BlobCache.Scan] {
        guard let reader = side.reader else { return fresh }
        let stages = reader.scanner.wholeApp
        guard !stages.isEmpty else { return fresh }
        var others: [FileScan] = []
        for (path, source) in side.files where fresh[path] == nil {
            guard case .blob(let id) = source, let copies = cache.scan(reader.key(path: path, blob: id))?.copies else { continue }
            var parts = FileScan(path: path)
            parts.copies = copies
            others.append(parts)
        }
        let paths = fresh.keys.sorted()
        let resolved = ScanAssembly.resolve(paths.map { fresh[$0]!.fileScan(path: $0) }, stages: stages, others: others)
        var result: [String: BlobCache.Scan] = [:]
        for (path, scan) in zip(paths, resolved) { result[path] = BlobCache.Scan(scan) }
        return result
    }

    /// The scans of `paths` through the one cached-scan driver: those the cache does not hold,
    /// and those `full` names (decoded from the cache; a line that does not read back is
    /// scanned again). The side's blobs are read in one request, with the others read so far.
    mutating func cachedScans(_ side: ReviewTree, _ paths: [String], progress: any ProgressDisplay,
                              full: (String) -> Bool) throws(ReviewError) -> ([String: BlobCache.Scan], [ReviewItem]) {
        guard let reader = side.reader, !paths.isEmpty else { return ([:], paths.map { ReviewItem(path: $0, key: nil) }) }
        var blobs: [String: String] = [:]
        var workingTree: [String: String] = [:]
        for path in paths {
            switch side.files[path] {
            case .blob(let id)?: blobs[path] = id
            case .disk?: workingTree[path] = gitPath(path)
            case nil: break
            }
        }
        var sources = [RevisionSource(repository: repository, blobs: blobs, workingTree: workingTree, contents: blobBytes)]
        let outcome: RevisionScanner.CachedScans
        do {
            outcome = try reader.scans(&sources, paths: [paths], cache: &cache, full: full) { done, total in
                if total >= 200 { progress.step(done, of: total, "scanning") }
            }
        } catch {
            throw ReviewError(message: "cannot read the files from git: \(error.message)")
        }
        blobBytes = sources[0].contents
        stats.cached += outcome.cached
        stats.scanned += outcome.scanned
        let keys = outcome.keys[0]
        return (outcome.scans[0], paths.map { ReviewItem(path: $0, key: keys[$0]) })
    }
}

import KitscanEngine
import KitscanSupport

/// The one cached-scan driver of every command that scans through the blob cache (`history`
/// and `adoption --history`, a source per point; `review`, a source per side; a fleet's git
/// app): each file's scan is answered from the cache when its version is held there, the
/// others' bytes are read through their source (ahead, in one request where it can), scanned
/// on every core and stored.
extension RevisionScanner {
    /// What one run answered.
    package struct CachedScans: Sendable {
        /// Per source, by path: the scans `full` names (decoded from the cache) and those made now.
        package var scans: [[String: BlobCache.Scan]]
        /// Per source, by path: each file's cache key (none for a file without an id that
        /// cannot be read), for the caller's later questions to the cache.
        package var keys: [[String: BlobCache.Key]]
        /// Files answered by the cache, and scans made now (each version once).
        package var cached = 0
        package var scanned = 0
    }

    /// A file to answer: its source, path, cache key (nil when it has no id and cannot be
    /// read: it is scanned, never stored) and the bytes read to find the key.
    private struct Item {
        var source: Int
        var path: String
        var key: BlobCache.Key?
        var bytes: [UInt8]?
    }

    /// The scans of each source's `paths`. A version is keyed by its source's content id, or
    /// by git's blob id of its bytes where the source has none (the working tree). `full`
    /// names the paths whose cached scans are decoded; a cached line that does not read back
    /// is scanned again.
    package func scans<Source: FileSource>(_ sources: inout [Source], paths: [[String]], cache: inout BlobCache,
                                           full: (String) -> Bool = { _ in false },
                                           progress: (@Sendable (Int, Int) -> Void)? = nil) throws(Source.ReadError) -> CachedScans {
        var result = CachedScans(scans: Array(repeating: [:], count: sources.count), keys: Array(repeating: [:], count: sources.count))
        var missing: [Item] = []
        var seen: Set<String> = []
        for (index, wanted) in zip(sources.indices, paths) {
            for path in wanted {
                var item = Item(source: index, path: path)
                if let id = sources[index].contentID(path) {
                    item.key = key(path: path, blob: id)
                } else if case .success(let bytes) = sources[index].bytes(path) {
                    (item.key, item.bytes) = (key(path: path, blob: GitBlobID.of(bytes)), bytes)
                }
                result.keys[index][path] = item.key
                guard let key = item.key, cache.stored(key) != nil else {
                    if item.key.map({ seen.insert($0.id).inserted }) ?? true { missing.append(item) }
                    continue
                }
                result.cached += 1
                guard full(path) else { continue }
                if let scan = cache.scan(key) {
                    result.scans[index][path] = scan
                } else {
                    result.cached -= 1
                    missing.append(item)
                }
            }
        }
        guard !missing.isEmpty else { return result }
        var ahead = Array(repeating: [String](), count: sources.count)
        for item in missing where item.bytes == nil { ahead[item.source].append(item.path) }
        try Source.readAhead(&sources, paths: ahead)
        let read = sources
        let files = missing.map { item in (item.path, item.bytes ?? (try? read[item.source].bytes(item.path).get()) ?? []) }
        for (item, scan) in zip(missing, scan(files, progress: progress)) {
            result.scans[item.source][item.path] = scan
            if let key = item.key { cache.store(scan, for: key) }
        }
        result.scanned = missing.count
        return result
    }
}

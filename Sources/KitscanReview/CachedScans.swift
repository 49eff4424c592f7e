import KitscanEngine
import KitscanSupport

/// The one "ask the cache, scan what is missing" step of every command that scans file
/// versions (`history`, `adoption --history`, `review`, a fleet's git app): which the blob
/// cache answers, then the scans of the others, stored.
extension RevisionScanner {
    /// A file to answer from the cache or scan: a file version has its cache key; a file of
    /// the working tree has none, and is always scanned.
    package struct CacheItem: Sendable {
        package var path: String
        package var key: BlobCache.Key?

        package init(path: String, key: BlobCache.Key?) {
            self.path = path
            self.key = key
        }
    }

    /// What the cache answers of `items`: the scans of those `full` names, decoded; and the
    /// items to scan — those it does not hold (each key once), and those `full` names whose
    /// line does not read back.
    package func cached(_ items: [CacheItem], in cache: BlobCache,
                        full: (String) -> Bool) -> (scans: [String: BlobCache.Scan], missing: [CacheItem]) {
        var scans: [String: BlobCache.Scan] = [:]
        var missing: [CacheItem] = []
        var seen: Set<String> = []
        for item in items {
            guard let key = item.key, cache.stored(key) != nil else {
                if item.key.map({ seen.insert($0.id).inserted }) ?? true { missing.append(item) }
                continue
            }
            guard full(item.path) else { continue }
            if let scan = cache.scan(key) { scans[item.path] = scan } else { missing.append(item) }
        }
        return (scans, missing)
    }

    /// Scans `items` from `bytes` (one each, in order) on every core and stores each version's
    /// scan in the cache; the scans by path.
    package func scan(_ items: [CacheItem], bytes: [[UInt8]], into cache: inout BlobCache,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) -> [String: BlobCache.Scan] {
        let scans = scan(Array(zip(items.map(\.path), bytes)), progress: progress)
        var result: [String: BlobCache.Scan] = [:]
        for (item, scan) in zip(items, scans) {
            result[item.path] = scan
            if let key = item.key { cache.store(scan, for: key) }
        }
        return result
    }
}

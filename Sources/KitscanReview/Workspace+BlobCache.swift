import KitscanEngine

extension Workspace {
    /// The one way a run over git's file versions keeps the blob cache: loaded under the one
    /// context (`cacheContext`), lent to `body`, and written back when `body` changed it,
    /// pruned to the blobs `repository` still holds. The cache only saves time: a run that
    /// cannot write it is still right, and one that fails writes nothing.
    package func withBlobCache<T, Failure: Error>(toolVersion: String, configFile: String?, repository: any Repository,
                                                  _ body: (inout BlobCache) throws(Failure) -> T) throws(Failure) -> T {
        var cache = blobCache(toolVersion: toolVersion, configFile: configFile)
        let result = try body(&cache)
        if cache.changed { try? cache.pruned(by: repository).write(root: root) }
        return result
    }

    /// The blob cache of this workspace, under the one context (`cacheContext`).
    package func blobCache(toolVersion: String, configFile: String?) -> BlobCache {
        BlobCache.load(root: root, context: cacheContext(toolVersion: toolVersion, configFile: configFile))
    }
}

import KitscanEngine

extension Workspace {
    /// The scan of the working tree (see `Workspace.scan`). A partial one with `kit-copy`
    /// weighs the other files' shapes, kept in the blob cache by content: a pre-commit check
    /// parses only the files changed since the last run. Only time is lost when the cache's
    /// folder cannot be written: the next run parses again.
    package func cachedScan<Prepared: Sendable>(paths: [String], files: [String]?, source: (any FileSource)?,
                                                toolVersion: String, configFile: String?,
                                                progress: (@Sendable (Int, Int) -> Void)?,
                                                prepare: @escaping @Sendable (FileScan) -> Prepared,
                                                each: ((FileScan, Prepared) -> Void)?) throws(WorkspaceError) -> ScanResult {
        var cache = paths.isEmpty && files == nil || rules.copyRule == nil ? nil
            : blobCache(toolVersion: toolVersion, configFile: configFile)
        let result = try scan(paths: paths, files: files, source: source, kit: nil, parts: cache?.wholeAppParts,
                              progress: progress, prepare: prepare, each: each)
        if let update = result.wholeAppPartsUpdate, !update.parts.isEmpty, cache != nil {
            cache!.store(update)
            try? cache!.write(root: root)
        }
        return result
    }
}

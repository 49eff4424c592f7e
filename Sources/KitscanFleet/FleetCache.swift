import Foundation
import KitscanReview
import KitscanSupport

/// Where a git app's blob cache lives (and a folder app's, for `adoption --by app --history`):
/// `.kitscan-cache/apps/<name>.tsv` in the kit repository, one per app because each app's
/// config and rules are its own (the cache's context). The format is the one blob cache's.
package enum FleetCache {
    package static func file(kitRoot: String, app: String) -> String {
        CacheFolder.path(root: kitRoot) + "/apps/" + app + ".tsv"
    }

    /// The app's context: the tool's version, its config's bytes (a git app's at the commit) and rules.
    package static func context(_ app: FleetApp, toolVersion: String) -> String {
        app.workspace.cacheContext(toolVersion: toolVersion, configBytes: app.configBytes)
    }

    package static func load(_ file: String, context: String) -> BlobCache {
        guard let bytes = try? FileBytes.read(path: file) else { return BlobCache(context: context) }
        return BlobCache.decode(bytes, context: context) ?? BlobCache(context: context)
    }

    /// Writes the cache; failing to is a warning (the next run only costs more time).
    package static func write(_ cache: BlobCache, to file: String, kitRoot: String, warn: (String) -> Void) {
        do {
            try CacheFolder.prepare(root: kitRoot)
            try CacheFolder.prepareIgnored(CacheFolder.path(root: kitRoot) + "/apps", note: "kitscan's cache of each app read from git: safe to delete.")
            try AtomicFile.write(cache.encoded(), to: file)
        } catch {
            warn("the blob cache was not written: \(error.description)")
        }
    }
}

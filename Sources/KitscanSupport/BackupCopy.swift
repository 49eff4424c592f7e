import Foundation

/// Nothing a person wrote is replaced without a copy: before a command rewrites a file of
/// theirs, the file as it was goes to `.kitscan-backup/<command>/<path>` (the last run's
/// original of each file). Not in the cache folder, which is safe to delete; the folder
/// ignores itself in git.
package enum BackupCopy {
    package static let folder = ".kitscan-backup"

    /// Writes `original` as the backup of `path` (relative to `root`) for `command`; returns
    /// the backup's path relative to `root`.
    @discardableResult
    package static func keep(_ original: [UInt8], of path: String, root: String, command: String) throws -> String {
        let relative = folder + "/" + command + "/" + path
        let backup = root + "/" + relative
        try CacheFolder.prepareIgnored(root + "/" + folder,
                                       note: "kitscan's copies of the files it rewrote: delete them once the change is committed.")
        try FileManager.default.createDirectory(atPath: (backup as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try AtomicFile.write(Data(original), to: backup)
        return relative
    }
}

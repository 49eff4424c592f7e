import Foundation
import KitscanSupport

/// Nothing a person wrote is replaced without a copy: before a command rewrites a file of
/// theirs, the file as it was goes to `.kitscan-cache/<folder>/<path>` (the last run's
/// original of each file).
enum BackupCopy {
    /// Writes `original` as the backup of `path` (relative to `root`); returns the backup's
    /// path relative to `root`.
    @discardableResult
    static func keep(_ original: [UInt8], of path: String, root: String, folder: String) throws -> String {
        let relative = CacheFolder.name + "/" + folder + "/" + path
        let backup = root + "/" + relative
        try CacheFolder.prepare(root: root)
        try FileManager.default.createDirectory(atPath: (backup as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try AtomicFile.write(Data(original), to: backup)
        return relative
    }
}

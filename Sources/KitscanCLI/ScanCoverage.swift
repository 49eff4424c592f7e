import KitscanEngine
import KitscanSupport

/// A run that scanned nothing of what it was given is an error (exit 2), never "no
/// findings": a typo, a wrong folder or a tree of unreadable files must not give green CI.
enum ScanCoverage {
    /// What a command that takes paths scans: the paths given, or the current folder (the
    /// whole project when it is the config's folder, or when `--config` names a project the
    /// current folder is not in), as SwiftLint does.
    static func paths(_ given: [String], _ session: ScanSession) -> [String] {
        guard given.isEmpty else { return given }
        let root = FileSystem.canonicalPath(session.workspace.root)
        let cwd = FileSystem.canonicalPath(session.io.cwd)
        return cwd.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? ["."] : []
    }

    /// The message when `result` scanned no file of `paths` (as given, relative to the
    /// working folder; empty: the whole project), or nil when it scanned something. Files
    /// the config excludes are a deliberate skip, not an error.
    static func problem(given paths: [String], result: ScanResult, session: ScanSession) -> String? {
        guard result.files.isEmpty else { return nil }
        let unreadable = result.unreadable.count
        let files = "\(unreadable) file\(unreadable == 1 ? "" : "s")"
        guard !paths.isEmpty else {
            guard unreadable > 0 else { return nil }
            return "nothing was scanned: \(files) could not be read (listed above). Fix them, or exclude them in kitscan.json."
        }
        let named = paths.joined(separator: ", ")
        if unreadable > 0 {
            return "nothing was scanned in \(named): \(files) could not be read (listed above)."
        }
        let walk = session.workspace.files(paths: session.scopedPaths(paths))
        if !walk.excluded.isEmpty { return nil }
        let folders = paths.allSatisfy { FileSystem.isDirectory(session.io.resolve($0)) }
        let what = paths.count == 1 ? (folders ? "it holds no .swift file" : "it is not a .swift file")
            : (folders ? "they hold no .swift file" : "none of them is a .swift file")
        return "nothing was scanned in \(named): \(what). Name Swift files or the folders that hold them."
    }
}

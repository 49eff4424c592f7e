import KitscanEngine
import KitscanSupport

extension ScanCoverage {
    /// What a command that takes paths scans: the paths given, or the current folder (the
    /// whole project when it is the config's folder, or when `--config` names a project the
    /// current folder is not in), as SwiftLint does.
    static func paths(_ given: [String], _ session: ScanSession) -> [String] {
        guard given.isEmpty else { return given }
        let root = FileSystem.canonicalPath(session.workspace.root)
        let cwd = FileSystem.canonicalPath(session.io.cwd)
        return cwd.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? ["."] : []
    }

    /// The message when `result` scanned no file of `paths`, or nil (see the library's `problem`).
    static func problem(given paths: [String], result: ScanResult, session: ScanSession) -> String? {
        problem(given: paths, result: result, workspace: session.workspace, scoped: { session.scopedPaths(paths) },
                isFolder: { FileSystem.isDirectory(session.io.resolve($0)) })
    }
}

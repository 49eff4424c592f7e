/// A run that scanned nothing of what it was given is an error (exit 2), never "no
/// findings": a typo, a wrong folder or a tree of unreadable files must not give green CI.
package enum ScanCoverage {
    /// The message when `result` scanned no file of `paths` (as given, relative to the
    /// working folder; empty: the whole project), or nil when it scanned something: `scoped`
    /// gives them as the workspace takes them, `isFolder` says which is a folder. Files
    /// the config excludes are a deliberate skip, not an error.
    package static func problem(given paths: [String], result: ScanResult, workspace: Workspace, scoped: () -> [String],
                                isFolder: (String) -> Bool) -> String? {
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
        let walk = workspace.files(paths: scoped())
        if !walk.excluded.isEmpty { return nil }
        let folders = paths.allSatisfy(isFolder)
        let what = paths.count == 1 ? (folders ? "it holds no .swift file" : "it is not a .swift file")
            : (folders ? "they hold no .swift file" : "none of them is a .swift file")
        return "nothing was scanned in \(named): \(what). Name Swift files or the folders that hold them."
    }
}

import KitscanSupport

/// The commit a kit folder outside the app is checked out at: its version in the callers
/// list when no `Package.resolved` pins it.
enum KitFolderCommit {
    /// HEAD of the repository holding `folder`, or nil outside git (or on an unborn branch).
    static func head(_ folder: String) -> String? {
        let start = FileSystem.isDirectory(folder) ? folder : (FileSystem.parent(of: folder) ?? folder)
        return Git.open(at: start)?.head
    }
}

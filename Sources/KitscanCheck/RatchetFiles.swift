import KitscanEngine
import KitscanGit
import KitscanReview

/// Which files `check` and `baseline` compare, chosen through git: the staged files with
/// their staged bytes, the files changed since a merge base with their bytes there, and the
/// renames since the baseline was committed, which its entries follow. Scanning them is
/// the command's.
package struct RatchetFiles: Sendable {
    package let workspace: Workspace
    /// The repository holding the workspace, if any.
    package let git: Git?
    /// The workspace root relative to the repository's top folder ("" when they are the same).
    package let prefix: String

    package init(workspace: Workspace, git: Git?, prefix: String) {
        self.workspace = workspace
        self.git = git
        self.prefix = prefix
    }

    /// The files one way of choosing picked.
    package struct Selection: Sendable {
        /// Workspace paths to scan.
        package var files: [String] = []
        /// Workspace paths whose baseline entries are gone (deleted, or renamed away).
        package var missing: Set<String> = []
        /// Old workspace path -> new, for the baseline's entries to follow.
        package var renames: [String: String] = [:]
    }

    // MARK: - Paths

    /// A repository path as a workspace path, or nil when it lies outside the workspace.
    package func workspacePath(_ gitPath: String) -> String? {
        WorkspaceFolder(prefix).workspacePath(gitPath)
    }

    /// A workspace path as a repository path.
    package func gitPath(_ workspacePath: String) -> String {
        WorkspaceFolder(prefix).gitPath(workspacePath)
    }

    /// Whether kitscan scans this workspace path: a Swift file the config includes, not
    /// excluded, not in a hidden folder (as the walker decides for files on disk).
    package func isScannable(_ path: String) -> Bool {
        workspace.selection.contains(path)
    }

    /// Whether `path` lies in the given scope (empty: everything).
    package static func within(_ path: String, _ given: [String]) -> Bool {
        given.isEmpty || given.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
    }

    // MARK: - Renames

    /// Renames since the baseline was last committed, as workspace paths: its entries follow them.
    package func renamesSinceBaseline(staged: Bool) -> [String: String] {
        guard let git else { return [:] }
        let since = git.lastCommit(touching: gitPath(workspace.config.baseline))
        guard let changes = try? git.changes(from: since, staged: staged) else { return [:] }
        return renames(in: changes)
    }

    package func renames(in changes: [GitChange]) -> [String: String] {
        var result: [String: String] = [:]
        for change in changes where change.kind == .renamed {
            guard let old = change.oldPath.flatMap(workspacePath), let new = workspacePath(change.path) else { continue }
            result[old] = new
        }
        return result
    }

    // MARK: - The ways of choosing through git

    /// The staged files under `given` (workspace paths) and their staged bytes, read from
    /// git's index, not the disk.
    package func staged(_ git: Git, given: [String]) throws(GitError) -> (Selection, blobs: [String: [UInt8]]) {
        let changes: [GitChange]
        do {
            changes = try git.changes(from: nil, staged: true)
        } catch {
            throw GitError(message: "cannot list the staged files: \(error.message)")
        }
        var selection = Selection()
        for change in changes {
            if let old = change.oldPath.flatMap(workspacePath), change.kind == .renamed { selection.missing.insert(old) }
            guard let path = workspacePath(change.path) else { continue }
            if change.kind == .deleted {
                selection.missing.insert(path)
            } else if isScannable(path) && Self.within(path, given) {
                selection.files.append(path)
            }
        }
        // Renames since the baseline's commit; when that is HEAD, the staged changes already say.
        let since = git.lastCommit(touching: gitPath(workspace.config.baseline))
        selection.renames = renames(in: changes)
        if let since, since != git.head, let older = try? git.changes(from: since, staged: true) {
            selection.renames.merge(renames(in: older)) { staged, _ in staged }
        }
        do {
            return (selection, try git.files(selection.files, at: nil, folder: WorkspaceFolder(prefix)))
        } catch {
            throw GitError(message: "cannot read the staged files from git: \(error.message)")
        }
    }

    /// What changed since `git merge-base ref HEAD`.
    package struct SinceBase: Sendable {
        /// The merge base.
        package var base: String
        /// The files changed since it, under the given paths (working tree, untracked included).
        package var changed: Selection
        /// Their workspace paths at the base (a renamed file's old path), and the bytes there.
        package var old: [String]
        package var oldBlobs: [String: [UInt8]]
    }

    /// The files under `given` changed since `git merge-base ref HEAD` (working tree,
    /// untracked included), and the same files' paths and bytes at the merge base.
    package func sinceBase(_ git: Git, ref: String, given: [String]) throws(GitError) -> SinceBase {
        let base = try git.mergeBase(ref)
        var changes = try git.changes(from: base, staged: false)
        changes += try git.untracked().map { GitChange(kind: .added, path: $0, oldPath: nil) }
        var selection = Selection()
        var oldPaths: [String] = []
        for change in changes {
            let old = change.oldPath.flatMap(workspacePath)
            if let old, change.kind == .renamed { selection.missing.insert(old) }
            guard let path = workspacePath(change.path) else { continue }
            if change.kind == .deleted { selection.missing.insert(path); continue }
            guard isScannable(path), Self.within(path, given) else { continue }
            selection.files.append(path)
            switch change.kind {
            case .renamed: if let old { oldPaths.append(old) }
            case .added, .copied: break
            default: oldPaths.append(path)
            }
        }
        selection.renames = renames(in: changes)
        do {
            return SinceBase(base: base, changed: selection, old: oldPaths, oldBlobs: try git.files(oldPaths, at: base, folder: WorkspaceFolder(prefix)))
        } catch {
            throw GitError(message: "cannot read the files at the merge base: \(error.message)")
        }
    }
}

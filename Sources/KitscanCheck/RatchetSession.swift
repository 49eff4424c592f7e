import Foundation
import KitscanEngine
import KitscanGit
import KitscanRatchet
import KitscanSupport

/// What the ratchet compares: the counted findings of the files in scope, which files those
/// are, and the renames their baseline entries follow.
package struct RatchetInput: Sendable {
    package var scan: ScanResult
    package var observations: [Observation]
    package var scope: Scope
    package var renames: [String: String]
}

/// The shared groundwork of `check` and `baseline`: the workspace, the baseline file, and
/// the three ways of choosing what to scan (working tree, staged content, changes since a
/// merge base), the files chosen through git by `RatchetFiles`. The scan itself, and where
/// given paths start, are the command's.
package struct RatchetSession {
    /// Scans the paths given (as typed), or `files` read from `source` when given.
    package typealias Scan = (_ paths: [String], _ files: [String]?,
                              _ source: (any FileSource)?) throws(WorkspaceError) -> ScanResult

    package let workspace: Workspace
    package let files: RatchetFiles
    /// The workspace root with links resolved, to turn given paths into workspace paths.
    package let realRoot: String
    /// The working folder, and a path given there made absolute.
    package let cwd: String
    let resolve: (String) -> String
    let scanner: Scan

    package var git: Git? { files.git }

    /// The baseline file, absolute.
    package var baselinePath: String { workspace.root + "/" + workspace.config.baseline }

    /// The baseline file as the user would type it: relative to the working folder when inside it.
    package var baselineName: String {
        let cwd = cwd.hasSuffix("/") ? cwd : cwd + "/"
        let real = FileSystem.canonicalPath(baselinePath)
        for base in [cwd, FileSystem.canonicalPath(self.cwd) + "/"] {
            if real.hasPrefix(base) { return String(real.dropFirst(base.count)) }
            if baselinePath.hasPrefix(base) { return String(baselinePath.dropFirst(base.count)) }
        }
        return baselinePath
    }

    /// `workspace` in `git` (the repository holding it, if any).
    package init(workspace: Workspace, git: Git?, cwd: String, resolve: @escaping (String) -> String, scan: @escaping Scan) {
        let realRoot = FileSystem.canonicalPath(workspace.root)
        var prefix = ""
        if let git {
            let top = FileSystem.canonicalPath(git.topLevel)
            if realRoot != top, realRoot.hasPrefix(top + "/") { prefix = String(realRoot.dropFirst(top.count + 1)) }
        }
        self.workspace = workspace
        self.files = RatchetFiles(workspace: workspace, git: git, prefix: prefix)
        self.realRoot = realRoot
        self.cwd = cwd
        self.resolve = resolve
        self.scanner = scan
    }

    /// The repository's top folder when `workspace` has no config and lies below it: the
    /// baseline's folder must not depend on the paths given (the pre-commit framework passes
    /// file names), so without a config the repository's top folder is the root.
    package static func topFolder(for workspace: Workspace, in git: Git?) -> String? {
        guard workspace.config.file == nil, let top = git?.topLevel,
              FileSystem.canonicalPath(top) != FileSystem.canonicalPath(workspace.root) else { return nil }
        return top
    }

    /// Loads the baseline (nil when there is none yet).
    package func loadBaseline() throws(WorkspaceError) -> Baseline? {
        do {
            return try Baseline.load(path: baselinePath)
        } catch {
            var shown = error
            shown.path = baselineName
            throw WorkspaceError([shown.description])
        }
    }

    /// A path given on the command line as a workspace path ("" for the root itself), or nil
    /// when it is outside the workspace. Works for paths that no longer exist.
    package func givenPath(_ path: String) -> String? {
        let real = FileSystem.canonicalPath(resolve(path))
        if real == realRoot { return "" }
        return real.hasPrefix(realRoot + "/") ? String(real.dropFirst(realRoot.count + 1)) : nil
    }

    func requireGit(_ what: String) throws(WorkspaceError) -> Git {
        guard let git else {
            throw WorkspaceError(["\(what) needs a git repository, and \(workspace.root) is not inside one "
                                    + "(or git is not installed). Run `git init`, or check without \(what)."])
        }
        return git
    }

    static func observations(_ scan: ScanResult) -> [Observation] {
        Observation.counted(scan.findings)
    }

    private func scan(files: [String]?, paths: [String] = [],
                      source: (any FileSource)? = nil) throws(WorkspaceError) -> ScanResult {
        if let files, files.isEmpty { return ScanResult() }
        return try scanner(paths, files, source)
    }

    // MARK: - The three modes

    /// The working tree: everything, or the given paths. Given paths that no longer exist
    /// make the baseline entries under them gone, not errors.
    package func workingTree(paths: [String], baseline: Baseline?) throws(WorkspaceError) -> RatchetInput {
        let given = try givenPaths(paths)
        let renames = files.renamesSinceBaseline(staged: false)
        if given.isEmpty || given.contains("") {
            let scan = try scan(files: nil)
            return RatchetInput(scan: scan, observations: Self.observations(scan), scope: .complete(Set(scan.files)),
                                renames: renames)
        }
        var existing: [String] = []
        var missing: Set<String> = []
        for (path, relative) in zip(paths, given) {
            if FileManager.default.fileExists(atPath: workspace.root + "/" + relative) {
                existing.append(path)
            } else {
                for known in baseline?.files.keys ?? [:].keys where RatchetFiles.within(known, [relative]) { missing.insert(known) }
            }
        }
        let scan = try existing.isEmpty ? ScanResult() : scan(files: nil, paths: existing)
        return RatchetInput(scan: scan, observations: Self.observations(scan),
                            scope: .partial(Set(scan.files), missing: missing), renames: renames)
    }

    /// The staged content of the staged files (read from git's index, not the disk).
    package func staged(paths: [String]) throws(WorkspaceError) -> RatchetInput {
        let git = try requireGit("--staged")
        let given = try givenPaths(paths)
        let (selection, blobs): (RatchetFiles.Selection, [String: [UInt8]])
        do {
            (selection, blobs) = try files.staged(git, given: given)
        } catch {
            throw WorkspaceError([error.message])
        }
        let scan = try scan(files: selection.files.sorted(), source: StagedSource(bytes: blobs, folder: FolderSource(root: workspace.root)))
        return RatchetInput(scan: scan, observations: Self.observations(scan),
                            scope: .partial(Set(selection.files), missing: selection.missing), renames: selection.renames)
    }

    /// The files changed since `git merge-base ref HEAD` (working tree, untracked included),
    /// and a baseline made from the same files' content at the merge base.
    package func sinceBase(_ ref: String, paths: [String]) throws(WorkspaceError) -> (Baseline, RatchetInput, String) {
        let git = try requireGit("--base")
        let given = try givenPaths(paths)
        let since: RatchetFiles.SinceBase
        do {
            since = try files.sinceBase(git, ref: ref, given: given)
        } catch {
            throw WorkspaceError([error.message])
        }
        // A file the base has but git did not answer reads as empty, never as today's bytes.
        let atBase = Dictionary(since.old.map { ($0, since.oldBlobs[$0] ?? []) }, uniquingKeysWith: { first, _ in first })
        let before = try scan(files: since.old.sorted(), source: StagedSource(bytes: atBase, folder: FolderSource(root: workspace.root)))
        let now = try scan(files: since.changed.files.sorted())
        let input = RatchetInput(scan: now, observations: Self.observations(now),
                                 scope: .partial(Set(since.changed.files), missing: since.changed.missing),
                                 renames: since.changed.renames)
        return (Baseline.from(Self.observations(before)), input, since.base)
    }

    /// Given paths as workspace paths; a path outside the workspace is a usage error.
    private func givenPaths(_ paths: [String]) throws(WorkspaceError) -> [String] {
        var result: [String] = []
        for path in paths {
            guard let relative = givenPath(path) else {
                throw WorkspaceError(["\(path) is outside the project folder \(workspace.root). Pass paths inside it, "
                                        + "or point --config at the kitscan.json that covers it."])
            }
            result.append(relative)
        }
        return result
    }
}

import KitscanSupport
import KitscanReview
import Foundation
import KitscanRatchet
import KitscanEngine
import KitscanGit

/// A ratchet command could not get its inputs (no git, bad ref, broken baseline…): exit 2.

/// What the ratchet compares: the counted findings of the files in scope, which files those
/// are, and the renames their baseline entries follow.
struct RatchetInput: Sendable {
    var scan: ScanResult
    var observations: [Observation]
    var scope: Scope
    var renames: [String: String]
}

/// The shared groundwork of `check` and `baseline`: the workspace, its git repository (if
/// any), the baseline file, and the three ways of choosing what to scan (working tree,
/// staged content, changes since a merge base).
struct RatchetSession {
    let session: ScanSession
    let git: Git?
    /// The workspace root relative to the repository's top folder ("" when they are the same).
    let prefix: String
    /// The workspace root with links resolved, to turn given paths into workspace paths.
    let realRoot: String

    var workspace: Workspace { session.workspace }
    var io: IO { session.io }

    /// The baseline file, absolute.
    var baselinePath: String { workspace.root + "/" + workspace.config.baseline }

    /// The baseline file as the user would type it: relative to the working folder when inside it.
    var baselineName: String {
        let cwd = io.cwd.hasSuffix("/") ? io.cwd : io.cwd + "/"
        let real = FileSystem.canonicalPath(baselinePath)
        for base in [cwd, FileSystem.canonicalPath(io.cwd) + "/"] {
            if real.hasPrefix(base) { return String(real.dropFirst(base.count)) }
            if baselinePath.hasPrefix(base) { return String(baselinePath.dropFirst(base.count)) }
        }
        return baselinePath
    }

    static func open(paths: [String], configPath: String?, io: IO) throws(CommandFailure) -> RatchetSession {
        // The baseline's folder must not depend on the paths given (the pre-commit framework
        // passes file names), so the config is looked for from the working folder; without
        // one, the repository's top folder is the root.
        var session = try ScanSession.open(paths: [], configPath: configPath, io: io)
        var git = Git.open(at: session.workspace.root)
        if session.workspace.config.file == nil, let top = git?.topLevel, FileSystem.canonicalPath(top) != FileSystem.canonicalPath(session.workspace.root) {
            let atTop = try ScanSession.open(paths: [top], configPath: nil, io: io)
            session = atTop
            git = Git.open(at: top)
        }
        let realRoot = FileSystem.canonicalPath(session.workspace.root)
        var prefix = ""
        if let git {
            let top = FileSystem.canonicalPath(git.topLevel)
            if realRoot != top, realRoot.hasPrefix(top + "/") { prefix = String(realRoot.dropFirst(top.count + 1)) }
        }
        return RatchetSession(session: session, git: git, prefix: prefix, realRoot: realRoot)
    }

    /// Loads the baseline (nil when there is none yet).
    func loadBaseline() throws(CommandFailure) -> Baseline? {
        do {
            return try Baseline.load(path: baselinePath)
        } catch {
            var shown = error
            shown.path = baselineName
            throw CommandFailure(shown.description)
        }
    }

    // MARK: - Paths

    /// A repository path as a workspace path, or nil when it lies outside the workspace.
    func workspacePath(_ gitPath: String) -> String? {
        WorkspaceFolder(prefix).workspacePath(gitPath)
    }

    /// A workspace path as a repository path.
    func gitPath(_ workspacePath: String) -> String {
        WorkspaceFolder(prefix).gitPath(workspacePath)
    }

    /// A path given on the command line as a workspace path ("" for the root itself), or nil
    /// when it is outside the workspace. Works for paths that no longer exist.
    func givenPath(_ path: String) -> String? {
        let real = FileSystem.canonicalPath(io.resolve(path))
        if real == realRoot { return "" }
        return real.hasPrefix(realRoot + "/") ? String(real.dropFirst(realRoot.count + 1)) : nil
    }

    /// Whether kitscan scans this workspace path: a Swift file the config includes, not
    /// excluded, not in a hidden folder (as the walker decides for files on disk).
    func isScannable(_ path: String) -> Bool {
        workspace.selection.contains(path)
    }

    /// Whether `path` lies in the given scope (empty: everything).
    static func within(_ path: String, _ given: [String]) -> Bool {
        given.isEmpty || given.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
    }

    func requireGit(_ what: String) throws(CommandFailure) -> Git {
        guard let git else {
            throw CommandFailure("\(what) needs a git repository, and \(workspace.root) is not inside one "
                                    + "(or git is not installed). Run `git init`, or check without \(what).")
        }
        return git
    }

    /// Renames since the baseline was last committed, as workspace paths: its entries follow them.
    func renamesSinceBaseline(staged: Bool) -> [String: String] {
        guard let git else { return [:] }
        let since = git.lastCommit(touching: gitPath(workspace.config.baseline))
        guard let changes = try? git.changes(from: since, staged: staged) else { return [:] }
        return renames(in: changes)
    }

    func renames(in changes: [GitChange]) -> [String: String] {
        var result: [String: String] = [:]
        for change in changes where change.kind == .renamed {
            guard let old = change.oldPath.flatMap(workspacePath), let new = workspacePath(change.path) else { continue }
            result[old] = new
        }
        return result
    }

    static func observations(_ scan: ScanResult) -> [Observation] {
        Observation.counted(scan.findings)
    }

    private func scan(files: [String]?, paths: [String] = [],
                      contents: (@Sendable (String) -> [UInt8]?)? = nil) throws(CommandFailure) -> ScanResult {
        if let files, files.isEmpty { return ScanResult() }
        return try session.scan(paths: paths, files: files, contents: contents)
    }

    // MARK: - The three modes

    /// The working tree: everything, or the given paths. Given paths that no longer exist
    /// make the baseline entries under them gone, not errors.
    func workingTree(paths: [String], baseline: Baseline?) throws(CommandFailure) -> RatchetInput {
        let given = try givenPaths(paths)
        let renames = renamesSinceBaseline(staged: false)
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
                for known in baseline?.files.keys ?? [:].keys where Self.within(known, [relative]) { missing.insert(known) }
            }
        }
        let scan = try existing.isEmpty ? ScanResult() : scan(files: nil, paths: existing)
        return RatchetInput(scan: scan, observations: Self.observations(scan),
                            scope: .partial(Set(scan.files), missing: missing), renames: renames)
    }

    /// The staged content of the staged files (read from git's index, not the disk).
    func staged(paths: [String]) throws(CommandFailure) -> RatchetInput {
        let git = try requireGit("--staged")
        let given = try givenPaths(paths)
        let changes: [GitChange]
        do {
            changes = try git.changes(from: nil, staged: true)
        } catch {
            throw CommandFailure("cannot list the staged files: \(error.message)")
        }
        var files: [String] = []
        var missing: Set<String> = []
        for change in changes {
            if let old = change.oldPath.flatMap(workspacePath), change.kind == .renamed { missing.insert(old) }
            guard let path = workspacePath(change.path) else { continue }
            if change.kind == .deleted {
                missing.insert(path)
            } else if isScannable(path) && Self.within(path, given) {
                files.append(path)
            }
        }
        // Renames since the baseline's commit; when that is HEAD, the staged changes already say.
        let since = git.lastCommit(touching: gitPath(workspace.config.baseline))
        var renames = self.renames(in: changes)
        if let since, since != git.head, let older = try? git.changes(from: since, staged: true) {
            renames.merge(self.renames(in: older)) { staged, _ in staged }
        }
        let blobs: [String: [UInt8]]
        do {
            let byGitSpec = try git.blobs(files.map { ":" + gitPath($0) })
            blobs = Dictionary(uniqueKeysWithValues: files.compactMap { path in byGitSpec[":" + gitPath(path)].map { (path, $0) } })
        } catch {
            throw CommandFailure("cannot read the staged files from git: \(error.message)")
        }
        let scan = try scan(files: files.sorted()) { blobs[$0] }
        return RatchetInput(scan: scan, observations: Self.observations(scan),
                            scope: .partial(Set(files), missing: missing), renames: renames)
    }

    /// The files changed since `git merge-base ref HEAD` (working tree, untracked included),
    /// and a baseline made from the same files' content at the merge base.
    func sinceBase(_ ref: String, paths: [String]) throws(CommandFailure) -> (Baseline, RatchetInput, String) {
        let git = try requireGit("--base")
        let given = try givenPaths(paths)
        let base: String
        var changes: [GitChange]
        do {
            base = try git.mergeBase(ref)
            changes = try git.changes(from: base, staged: false)
            changes += try git.untracked().map { GitChange(kind: .added, path: $0, oldPath: nil) }
        } catch {
            throw CommandFailure(error.message)
        }
        var files: [String] = []
        var oldPaths: [String] = []
        var missing: Set<String> = []
        for change in changes {
            let old = change.oldPath.flatMap(workspacePath)
            if let old, change.kind == .renamed { missing.insert(old) }
            guard let path = workspacePath(change.path) else { continue }
            if change.kind == .deleted { missing.insert(path); continue }
            guard isScannable(path), Self.within(path, given) else { continue }
            files.append(path)
            switch change.kind {
            case .renamed: if let old { oldPaths.append(old) }
            case .added, .copied: break
            default: oldPaths.append(path)
            }
        }
        let blobs: [String: [UInt8]]
        do {
            let byGitSpec = try git.blobs(oldPaths.map { base + ":" + gitPath($0) })
            blobs = Dictionary(uniqueKeysWithValues: oldPaths.compactMap { path in
                byGitSpec[base + ":" + gitPath(path)].map { (path, $0) }
            })
        } catch {
            throw CommandFailure("cannot read the files at the merge base: \(error.message)")
        }
        let oldSet = Set(oldPaths)
        let before = try scan(files: oldPaths.sorted()) { path in oldSet.contains(path) ? (blobs[path] ?? []) : nil }
        let now = try scan(files: files.sorted())
        let input = RatchetInput(scan: now, observations: Self.observations(now),
                                 scope: .partial(Set(files), missing: missing), renames: renames(in: changes))
        return (Baseline.from(Self.observations(before)), input, base)
    }

    /// Given paths as workspace paths; a path outside the workspace is a usage error.
    private func givenPaths(_ paths: [String]) throws(CommandFailure) -> [String] {
        var result: [String] = []
        for path in paths {
            guard let relative = givenPath(path) else {
                throw CommandFailure("\(path) is outside the project folder \(workspace.root). Pass paths inside it, "
                                        + "or point --config at the kitscan.json that covers it.")
            }
            result.append(relative)
        }
        return result
    }
}

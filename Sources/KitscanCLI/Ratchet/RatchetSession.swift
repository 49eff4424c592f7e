import Foundation
import KitscanCheck
import KitscanEngine
import KitscanGit
import KitscanRatchet
import KitscanSupport

/// What the ratchet compares: the counted findings of the files in scope, which files those
/// are, and the renames their baseline entries follow.
struct RatchetInput: Sendable {
    var scan: ScanResult
    var observations: [Observation]
    var scope: Scope
    var renames: [String: String]
}

/// The shared groundwork of `check` and `baseline`: the workspace, the baseline file, and
/// the three ways of choosing what to scan (working tree, staged content, changes since a
/// merge base), the files chosen through git by `RatchetFiles`.
struct RatchetSession {
    let session: ScanSession
    let files: RatchetFiles
    /// The workspace root with links resolved, to turn given paths into workspace paths.
    let realRoot: String

    var workspace: Workspace { session.workspace }
    var io: IO { session.io }
    var git: Git? { files.git }

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
        return RatchetSession(session: session, files: RatchetFiles(workspace: session.workspace, git: git, prefix: prefix),
                              realRoot: realRoot)
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

    /// A path given on the command line as a workspace path ("" for the root itself), or nil
    /// when it is outside the workspace. Works for paths that no longer exist.
    func givenPath(_ path: String) -> String? {
        let real = FileSystem.canonicalPath(io.resolve(path))
        if real == realRoot { return "" }
        return real.hasPrefix(realRoot + "/") ? String(real.dropFirst(realRoot.count + 1)) : nil
    }

    func requireGit(_ what: String) throws(CommandFailure) -> Git {
        guard let git else {
            throw CommandFailure("\(what) needs a git repository, and \(workspace.root) is not inside one "
                                    + "(or git is not installed). Run `git init`, or check without \(what).")
        }
        return git
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
    func staged(paths: [String]) throws(CommandFailure) -> RatchetInput {
        let git = try requireGit("--staged")
        let given = try givenPaths(paths)
        let (selection, blobs): (RatchetFiles.Selection, [String: [UInt8]])
        do {
            (selection, blobs) = try files.staged(git, given: given)
        } catch {
            throw CommandFailure(error.message)
        }
        let scan = try scan(files: selection.files.sorted()) { blobs[$0] }
        return RatchetInput(scan: scan, observations: Self.observations(scan),
                            scope: .partial(Set(selection.files), missing: selection.missing), renames: selection.renames)
    }

    /// The files changed since `git merge-base ref HEAD` (working tree, untracked included),
    /// and a baseline made from the same files' content at the merge base.
    func sinceBase(_ ref: String, paths: [String]) throws(CommandFailure) -> (Baseline, RatchetInput, String) {
        let git = try requireGit("--base")
        let given = try givenPaths(paths)
        let since: RatchetFiles.SinceBase
        do {
            since = try files.sinceBase(git, ref: ref, given: given)
        } catch {
            throw CommandFailure(error.message)
        }
        let (oldSet, blobs) = (Set(since.old), since.oldBlobs)
        let before = try scan(files: since.old.sorted()) { path in oldSet.contains(path) ? (blobs[path] ?? []) : nil }
        let now = try scan(files: since.changed.files.sorted())
        let input = RatchetInput(scan: now, observations: Self.observations(now),
                                 scope: .partial(Set(since.changed.files), missing: since.changed.missing),
                                 renames: since.changed.renames)
        return (Baseline.from(Self.observations(before)), input, since.base)
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

import KitscanEngine
import KitscanFiles

/// Where one file's bytes are: a blob, or the working tree.
package enum FileOrigin: Sendable, Hashable {
    case blob(String)
    case disk
}

/// One side of the change as read so far: its files (workspace path -> source), and once its
/// kit is built, the kit and the debt list's names with their digests (the cache's keys).
package struct ReviewTree: Sendable {
    package var files: [String: FileOrigin] = [:]
    package var debtList: FileOrigin?
    package var baseline: FileOrigin?
    package var kit = KitIndex()
    package var debtNames: Set<String>?
    package var debtBytes: [UInt8]?
    /// How this side's files are scanned and keyed in the blob cache, once its kit is built.
    package var reader: RevisionScanner?
    package var kitDigest: String { reader?.kitDigest ?? "" }
    package var debtDigest: String { reader?.debtDigest ?? "" }

    package init() {}
}

/// Stage 2 of a review: each side's files, and what the change did to them — the files
/// listed in the review, renames, and which paths changed on each side.
package struct ReviewSides: Sendable {
    package var base = ReviewTree()
    package var head = ReviewTree()
    /// The changed files the review lists, sorted by path.
    package var files: [ReviewFile] = []
    /// Base path -> head path.
    package var renames: [String: String] = [:]
    /// Head paths added or changed (scanned files only).
    package var changedHead: Set<String> = []
    /// Base paths changed, deleted or renamed away (scanned files only).
    package var changedBase: Set<String> = []
    /// Changed lines by repository path; untracked files count as wholly added.
    package var lines: [String: LineChanges]

    /// The workspace's folder inside the repository: `""` or `Samples/Omo/`.
    let prefix: String
    /// The kit's folders beside the workspace in the same repository: read as kit files.
    let apart: ReviewKitApart
    let selection: FileSelection
    let debtListPath: String?
    let baselinePath: String

    package init(_ set: ReviewChangeSet, workspace: Workspace, prefix: String, repository: any Repository) {
        self.prefix = prefix
        apart = ReviewKitApart(config: workspace.config, prefix: WorkspaceFolder(prefix).prefix)
        selection = workspace.selection
        debtListPath = workspace.config.debtList
        baselinePath = workspace.config.baseline
        lines = set.lines
        place(set.baseTree, into: &base)
        if let headTree = set.headTree {
            place(headTree, into: &head)
        } else {
            head = base
        }
        for change in set.changes { apply(change, workingTree: set.headTree == nil) }
        for gitPath in set.untracked { addUntracked(gitPath, repository: repository) }
        files.sort { $0.path < $1.path }
    }

    private func workspacePath(_ gitPath: String) -> String? {
        WorkspaceFolder(prefix).workspacePath(gitPath) ?? apart.workspacePath(gitPath)
    }

    /// A file of a side: one the workspace scans, or a kit file beside it.
    private func scanned(_ path: String) -> Bool {
        selection.contains(path) || apart.contains(path)
    }

    private func place(_ entries: [TreeEntry], into side: inout ReviewTree) {
        for entry in entries {
            guard let path = workspacePath(entry.path) else { continue }
            if path == debtListPath { side.debtList = .blob(entry.blob) }
            if path == baselinePath { side.baseline = .blob(entry.blob) }
            if scanned(path) { side.files[path] = .blob(entry.blob) }
        }
    }

    private mutating func apply(_ change: FileChange, workingTree: Bool) {
        let path = workspacePath(change.path)
        let old = change.oldPath.flatMap(workspacePath)
        // The working tree: what changed is read from the disk.
        if workingTree { applyToWorkingTree(change.kind, path: path, old: old) }
        guard let shown = path ?? old else { return }
        let status: ReviewFile.Status
        switch change.kind {
        case .added, .copied: status = .added
        case .deleted: status = .deleted
        case .renamed: status = .renamed
        default: status = .modified
        }
        if status == .renamed, let old, let path { renames[old] = path }
        let isScanned = scanned(shown) || (old.map { scanned($0) } ?? false)
        if isScanned || shown == debtListPath || shown == baselinePath {
            files.append(ReviewFile(path: shown, oldPath: status == .renamed ? old : nil, status: status))
        }
        if let path, status != .deleted, scanned(path) { changedHead.insert(path) }
        switch status {
        case .modified, .deleted: if scanned(shown) { changedBase.insert(shown) }
        case .renamed: if let old, scanned(old) { changedBase.insert(old) }
        case .added: break
        }
    }

    private mutating func applyToWorkingTree(_ kind: FileChange.Kind, path: String?, old: String?) {
        if kind == .renamed, let old { head.files[old] = nil }
        guard let path else { return }
        if kind == .deleted {
            head.files[path] = nil
        } else if scanned(path) {
            head.files[path] = .disk
        }
        if path == debtListPath { head.debtList = kind == .deleted ? nil : .disk }
        if path == baselinePath { head.baseline = kind == .deleted ? nil : .disk }
    }

    private mutating func addUntracked(_ gitPath: String, repository: any Repository) {
        guard let path = workspacePath(gitPath) else { return }
        if path == debtListPath { head.debtList = .disk }
        if path == baselinePath { head.baseline = .disk }
        guard scanned(path) else { return }
        head.files[path] = .disk
        changedHead.insert(path)
        files.append(ReviewFile(path: path, oldPath: nil, status: .added))
        let data = repository.workingFile(gitPath) ?? []
        let count = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        lines[gitPath] = LineChanges(old: [], new: [1...max(1, count)])
    }
}

/// What review and history ask of a repository: a small read-only surface, so that each
/// stage can be tested on a repository held in memory, and `Git` (which runs the `git`
/// executable) is one implementation. Paths are repository-relative POSIX.
package protocol Repository: Sendable {
    /// The commit `revision` names, or nil (an unknown ref, an unborn branch).
    func resolve(_ revision: String) -> String?
    /// The merge base of `ref` and `other`, with an error that says what to fetch.
    func mergeBase(_ ref: String, with other: String) throws(RepositoryError) -> String
    /// Changes from commit `from` to commit `to`, or to the working tree when `to` is nil
    /// (renames detected).
    func changes(from: String, to: String?) throws(RepositoryError) -> [FileChange]
    /// The changed lines of each file changed from `from` to `to` (nil: the working tree),
    /// keyed by the new path (the old path for a deleted file).
    func changedLines(from: String, to: String?) throws(RepositoryError) -> [String: LineChanges]
    /// Files in the working tree that git does not track and does not ignore.
    func untracked() throws(RepositoryError) -> [String]
    /// The regular files of `commit`'s tree under `prefix`.
    func tree(_ commit: String, prefix: String) throws(RepositoryError) -> [TreeEntry]
    /// The contents of the blobs `ids` names; a missing one is left out.
    func blobs(_ ids: [String]) throws(RepositoryError) -> [String: [UInt8]]
    /// Which of the blobs `ids` names the repository has.
    func existing(_ ids: [String]) throws(RepositoryError) -> Set<String>
    /// A file of the working tree, or nil when it cannot be read.
    func workingFile(_ path: String) -> [UInt8]?

    // What history reads: a first-parent line, its commits' times and what each changed.

    /// The first-parent commits of `range` (`head`, or `from..head`), oldest first.
    func firstParentCommits(_ range: String) throws(RepositoryError) -> [Commit]
    /// The commit `revision` names (nil when it names none).
    func commit(_ revision: String) throws(RepositoryError) -> Commit?
    /// Committer time (seconds since 1970, UTC) of every first-parent commit of `head`.
    func commitTimes(of head: String) throws(RepositoryError) -> [String: Int]
    /// What each first-parent commit of `range` (`from..to`) changed under `prefix`, by full
    /// hash; commits that changed nothing there are absent.
    func changes(_ range: String, prefix: String) throws(RepositoryError) -> [String: [CommitChange]]
}

/// One commit of a first-parent line.
package struct Commit: Sendable, Hashable {
    package var hash: String
    package var short: String
    /// Committer date, `YYYY-MM-DD` in the committer's time zone.
    package var date: String

    package init(hash: String, short: String, date: String) {
        self.hash = hash
        self.short = short
        self.date = date
    }
}

/// A file that a commit added, changed or removed.
package struct CommitChange: Sendable, Hashable {
    /// Relative to the repository's top folder.
    package var path: String
    /// The new blob; nil when the file was removed or is no longer a regular file.
    package var blob: String?

    package init(path: String, blob: String?) {
        self.path = path
        self.blob = blob
    }
}

/// Why a repository could not answer. Its description says what to do.
package struct RepositoryError: Error, Sendable, CustomStringConvertible {
    package var message: String

    package init(message: String) {
        self.message = message
    }

    package var description: String { message }
}

/// One changed path, relative to the repository.
package struct FileChange: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case added, modified, deleted, renamed, copied, typeChanged, other
    }

    package var kind: Kind
    /// The path now (the new path of a rename).
    package var path: String
    /// The path before a rename or copy.
    package var oldPath: String?

    package init(kind: Kind, path: String, oldPath: String?) {
        self.kind = kind
        self.path = path
        self.oldPath = oldPath
    }
}

/// The lines one file's change touched, on each side (1-based, inclusive).
package struct LineChanges: Sendable, Equatable {
    /// Lines of the old version that were removed or replaced.
    package var old: [ClosedRange<Int>] = []
    /// Lines of the new version that were added or replaced.
    package var new: [ClosedRange<Int>] = []

    package init(old: [ClosedRange<Int>] = [], new: [ClosedRange<Int>] = []) {
        self.old = old
        self.new = new
    }
}

/// One blob of a commit's tree.
package struct TreeEntry: Sendable, Hashable {
    package var blob: String
    /// Relative to the repository's top folder.
    package var path: String

    package init(blob: String, path: String) {
        self.blob = blob
        self.path = path
    }
}

/// Where a workspace sits in its repository, and the one mapping between a repository path
/// and a workspace path (the config's folder being the workspace's root).
package struct WorkspaceFolder: Sendable, Equatable {
    /// `""`, or the folder inside the repository with its slash: `Samples/Omo/`.
    package let prefix: String

    /// `folder` with or without its final slash (`git rev-parse --show-prefix` writes one).
    package init(_ folder: String) {
        prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The workspace path of a repository path, or nil when it lies outside the workspace.
    package func workspacePath(_ gitPath: String) -> String? {
        if prefix.isEmpty { return gitPath }
        return gitPath.hasPrefix(prefix) ? String(gitPath.dropFirst(prefix.count)) : nil
    }

    /// The repository path of a workspace path.
    package func gitPath(_ workspacePath: String) -> String {
        prefix + workspacePath
    }
}

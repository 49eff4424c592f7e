import Dispatch
import Foundation
import KitscanReview
import KitscanSupport

/// Why a git command could not answer (the repository's error: its message says what to do).
package typealias GitError = RepositoryError
/// One changed path as `git diff --name-status -M` reports it.
package typealias GitChange = FileChange

/// A git repository, driven by running the `git` executable (kitscan links no git library).
///
/// Every command runs in the repository's top folder with the process's environment, so that
/// inside a hook git's own `GIT_DIR`/`GIT_INDEX_FILE` are honoured (a `git commit -a` hook sees
/// the temporary index). Paths are repository-relative POSIX; `-z` output keeps odd names intact.
package struct Git: Repository {
    /// Absolute path of the working tree's top folder.
    package let topLevel: String
    /// The commit HEAD names, or nil on an unborn branch.
    package let head: String?

    /// The repository containing `folder`, or nil when there is none (or git is not installed).
    /// One git process answers both the top folder and HEAD.
    package static func open(at folder: String) -> Git? {
        guard let answer = try? execute(["rev-parse", "--show-toplevel", "--verify", "-q", "HEAD"], in: folder) else {
            return nil
        }
        let lines = String(decoding: answer.output, as: UTF8.self).split(separator: "\n").map(String.init)
        // Exit 1 with only the top folder: an unborn branch. Anything else: not a repository.
        guard let top = lines.first, !top.isEmpty, answer.status == 0 || (answer.status == 1 && lines.count == 1) else {
            return nil
        }
        return Git(topLevel: top, head: answer.status == 0 && lines.count > 1 ? lines[1] : nil)
    }

    /// Runs `git arguments` here and returns its standard output.
    func run(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
        try Git.run(arguments, in: topLevel, input: input)
    }

    /// The commit `git rev-parse --verify` names, or nil (unborn branch, unknown ref).
    package func resolve(_ revision: String) -> String? {
        guard let out = try? run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) else { return nil }
        let hash = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return hash.isEmpty ? nil : hash
    }

    /// `git merge-base ref head` (HEAD by default), with errors that say what to fetch.
    package func mergeBase(_ ref: String, with other: String = "HEAD") throws(GitError) -> String {
        // Asked first, and why it failed only when it did: one git process when all is well.
        var failure = GitError(message: "")
        if head != nil {
            do {
                let out = try run(["merge-base", ref, other])
                return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                failure = error
            }
        }
        guard resolve(ref) != nil else {
            throw GitError(message: "git does not know the revision '\(ref)'. In CI, fetch it first "
                           + "(e.g. `git fetch origin main` with actions/checkout's `fetch-depth: 0`), then pass it as --base origin/main.")
        }
        guard head != nil else {
            throw GitError(message: "the repository has no commit yet, so there is no merge base with '\(ref)'. Commit first, or check without --base.")
        }
        let shallow = (try? run(["rev-parse", "--is-shallow-repository"])).map { String(decoding: $0, as: UTF8.self).hasPrefix("true") } ?? false
        throw GitError(message: "'\(ref)' and \(other) have no common ancestor\(failure.message.isEmpty ? "" : " (\(failure.message))"). "
                       + (shallow ? "This is a shallow clone: fetch the full history (actions/checkout's `fetch-depth: 0`, or `git fetch --unshallow`)."
                                  : "With a shallow clone, fetch the full history (`fetch-depth: 0`)."))
    }

    /// Changes between `from` and the index (`staged`) or the working tree; `from` nil means
    /// HEAD (or the empty tree on an unborn branch). Renames are detected (`-M`).
    package func changes(from: String?, staged: Bool) throws(GitError) -> [GitChange] {
        var arguments = ["-c", "core.quotepath=off", "diff", "--name-status", "-M", "-z", "--no-ext-diff", "--no-color"]
        if staged { arguments.append("--cached") }
        if let from {
            arguments.append(from)
        } else if head == nil {
            // An unborn branch: everything staged is new.
            if !staged { return [] }
            arguments.append(Git.emptyTree)
        } else {
            arguments.append("HEAD")
        }
        arguments.append("--")
        return Git.parseNameStatus(try run(arguments))
    }

    /// Untracked files that are not ignored (they count as added in a working-tree check).
    package func untracked() throws(GitError) -> [String] {
        try run(["ls-files", "--others", "--exclude-standard", "-z"]).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The most recent commit that touched `path` (repository-relative), if any: the state the
    /// baseline was written against, whose renames since then its entries must follow.
    package func lastCommit(touching path: String) -> String? {
        guard head != nil,
              let out = try? run(["log", "-1", "--format=%H", "--", path]) else { return nil }
        let hash = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return hash.isEmpty ? nil : hash
    }

    /// The contents of many objects at once through one `git cat-file --batch`: `specs` are
    /// `:path` (staged) or `commit:path`. A missing object is left out of the answer.
    package func blobs(_ specs: [String]) throws(GitError) -> [String: [UInt8]] {
        if specs.isEmpty { return [:] }
        var input: [UInt8] = []
        for spec in specs {
            if spec.utf8.contains(UInt8(ascii: "\n")) { continue } // cannot be asked on a line
            input += Array(spec.utf8)
            input.append(UInt8(ascii: "\n"))
        }
        let out = try run(["cat-file", "--batch"], input: input)
        return try Git.parseBatch(out, specs: specs.filter { !$0.utf8.contains(UInt8(ascii: "\n")) })
    }

    /// The bytes of workspace paths (`folder` places them in the repository) as staged in the
    /// index (`commit` nil) or at `commit`, in one `git cat-file --batch`: what `check
    /// --staged` and `check --base` scan instead of the disk. A path git does not hold is left out.
    package func files(_ paths: [String], at commit: String?, folder: WorkspaceFolder) throws(GitError) -> [String: [UInt8]] {
        let spec = { (path: String) in (commit ?? "") + ":" + folder.gitPath(path) }
        let bySpec = try blobs(paths.map(spec))
        return Dictionary(paths.compactMap { path in bySpec[spec(path)].map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Which of the objects `ids` names exist (one `git cat-file --batch-check`).
    package func existing(_ ids: [String]) throws(GitError) -> Set<String> {
        if ids.isEmpty { return [] }
        var input: [UInt8] = []
        for id in ids where !id.utf8.contains(UInt8(ascii: "\n")) {
            input += Array(id.utf8)
            input.append(UInt8(ascii: "\n"))
        }
        let out = try run(["cat-file", "--batch-check"], input: input)
        var found: Set<String> = []
        // `<id> <type> <size>` for an object there, `<id> missing` for one that is not.
        for line in out.split(separator: UInt8(ascii: "\n")) {
            let parts = line.split(separator: UInt8(ascii: " "))
            if parts.count == 3 { found.insert(String(decoding: parts[0], as: UTF8.self)) }
        }
        return found
    }

    /// A file of the working tree (repository-relative), or nil when it cannot be read.
    package func workingFile(_ path: String) -> [UInt8]? {
        try? FileBytes.read(path: topLevel + "/" + path)
    }

    /// The git path of `name` inside the repository's git folder (hooks, …), absolute.
    package func gitPath(_ name: String) throws(GitError) -> String {
        let out = try run(["rev-parse", "--git-path", name])
        let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
        return path.hasPrefix("/") ? path : topLevel + "/" + path
    }

    // MARK: - Output parsing

    /// The empty tree's id, to diff an unborn branch's index against.
    static let emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

    /// Parses `--name-status -z`: `STATUS\0path\0`, or `Rnnn\0old\0new\0` for renames and copies.
    static func parseNameStatus(_ bytes: [UInt8]) -> [GitChange] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var changes: [GitChange] = []
        var i = 0
        while i < fields.count {
            let status = fields[i]
            guard let letter = status.first else { i += 1; continue }
            switch letter {
            case "R", "C":
                guard i + 2 < fields.count else { return changes }
                changes.append(GitChange(kind: letter == "R" ? .renamed : .copied, path: fields[i + 2], oldPath: fields[i + 1]))
                i += 3
            default:
                guard i + 1 < fields.count else { return changes }
                let kind: GitChange.Kind
                switch letter {
                case "A": kind = .added
                case "M": kind = .modified
                case "D": kind = .deleted
                case "T": kind = .typeChanged
                default: kind = .other
                }
                changes.append(GitChange(kind: kind, path: fields[i + 1], oldPath: nil))
                i += 2
            }
        }
        return changes
    }

    /// Parses `cat-file --batch` output: per request `<id> <type> <size>\n<bytes>\n`, or
    /// `<spec> missing\n` (also `ambiguous`), in the order asked.
    static func parseBatch(_ out: [UInt8], specs: [String]) throws(GitError) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        var at = 0
        for spec in specs {
            guard let end = out[at...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw GitError(message: "git cat-file --batch ended early (at \(spec)); run `git fsck` to check the repository.")
            }
            let header = String(decoding: out[at..<end], as: UTF8.self)
            at = end + 1
            let parts = header.split(separator: " ")
            guard parts.count == 3, let size = Int(parts[2]) else { continue } // missing / ambiguous
            guard at + size <= out.count else {
                throw GitError(message: "git cat-file --batch returned a truncated object for \(spec); run `git fsck`.")
            }
            if parts[1] == "blob" { result[spec] = Array(out[at..<at + size]) }
            at += size + 1
        }
        return result
    }
}

extension Git {
    /// The repository whose top folder (or, bare, whose git folder) is `folder`; nil when
    /// `folder` is not one (a folder inside another repository is not).
    package static func repository(at folder: String) -> Git? {
        guard FileSystem.isDirectory(folder),
              let answer = try? execute(["rev-parse", "--absolute-git-dir"], in: folder), answer.status == 0 else { return nil }
        let gitDir = String(decoding: answer.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let real = FileSystem.canonicalPath
        guard real(gitDir) == real(folder) || real(gitDir) == real(folder + "/.git") else { return nil }
        return Git(topLevel: folder, head: nil)
    }
}

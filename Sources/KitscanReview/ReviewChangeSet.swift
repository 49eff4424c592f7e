import KitscanSupport

/// Why a review could not be made (no git, unknown ref, shallow clone…): exit 2.
package struct ReviewError: Error, Sendable, CustomStringConvertible {
    package var message: String

    package init(message: String) {
        self.message = message
    }

    package var description: String { message }
}

/// Stage 1 of a review: what the repository says about the change — the merge base, the
/// changed paths and lines, the untracked files, and both trees. Everything here only reads
/// the repository, so the questions are asked side by side (most of a warm review's wait is
/// on git), and beside them the blob cache is loaded.
package struct ReviewChangeSet: Sendable {
    /// The merge base's commit.
    package var base: String
    /// The head's commit, or nil for the working tree.
    package var head: String?
    package var changes: [FileChange] = []
    /// By repository path.
    package var lines: [String: LineChanges] = [:]
    package var untracked: [String] = []
    package var baseTree: [TreeEntry] = []
    /// Nil for the working tree (the base tree, changed by `changes`).
    package var headTree: [TreeEntry]?

    package init(base: String, head: String?) {
        self.base = base
        self.head = head
    }

    /// Asks `repository` everything at once; `loadCache` runs on another thread meanwhile.
    package static func read(_ repository: any Repository, baseRef: String, headRef: String?, prefix: String, kitPrefixes: [String] = [],
                             loadCache: @escaping @Sendable () -> BlobCache) throws(ReviewError) -> (ReviewChangeSet, BlobCache) {
        var resolvedHead: String?
        if let headRef {
            guard let resolved = repository.resolve(headRef) else {
                throw ReviewError(message: "git does not know the revision '\(headRef)' (--head). In CI, fetch it first "
                                  + "(actions/checkout with `fetch-depth: 0`), or leave --head out to review the working tree.")
            }
            resolvedHead = resolved
        }
        let base: String
        do {
            base = try repository.mergeBase(baseRef, with: resolvedHead ?? "HEAD")
        } catch {
            throw ReviewError(message: error.message)
        }
        let head = resolvedHead
        // The workspace's folder, and the kit's folders beside it in the same repository.
        let prefixes = [prefix] + kitPrefixes.map { $0 + "/" }
        let questions: [Question] = [.cache, .changes, .lines] + prefixes.map { .baseTree($0) }
            + (head == nil ? [.untracked] : prefixes.map { .headTree($0) })
        let answers = Parallel.map(questions, progress: nil) { question -> Result<Answer, RepositoryError> in
            do throws(RepositoryError) {
                switch question {
                case .cache: return .success(.cache(loadCache()))
                case .changes: return .success(.changes(try repository.changes(from: base, to: head)))
                case .lines: return .success(.lines(try repository.changedLines(from: base, to: head)))
                case .untracked: return .success(.untracked(try repository.untracked()))
                case .baseTree(let folder): return .success(.baseTree(try repository.tree(base, prefix: folder)))
                case .headTree(let folder): return .success(.headTree(try repository.tree(head!, prefix: folder)))
                }
            } catch {
                return .failure(error)
            }
        }
        var set = ReviewChangeSet(base: base, head: head)
        var cache: BlobCache?
        // The first failure in the order asked, as when they ran one after another.
        for answer in answers {
            switch answer {
            case .failure(let error): throw ReviewError(message: error.message)
            case .success(.changes(let value)): set.changes = value
            case .success(.lines(let value)): set.lines = value
            case .success(.untracked(let value)): set.untracked = value
            case .success(.baseTree(let value)): set.baseTree += value
            case .success(.headTree(let value)): set.headTree = (set.headTree ?? []) + value
            case .success(.cache(let value)): cache = value
            }
        }
        return (set, cache!)
    }

    private enum Question: Sendable {
        case cache, changes, lines, untracked, baseTree(String), headTree(String)
    }

    private enum Answer: Sendable {
        case changes([FileChange]), lines([String: LineChanges]), untracked([String]), baseTree([TreeEntry]),
             headTree([TreeEntry]), cache(BlobCache)
    }
}

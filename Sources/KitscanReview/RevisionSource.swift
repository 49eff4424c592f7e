import KitscanEngine
import KitscanSupport

/// A revision's files through `Repository`: the scanned files of a commit's tree, each
/// known by its blob id (the blob cache's key) before it is read, and for a review of
/// uncommitted changes the working tree's files, known by their bytes. Blobs are read in one
/// request (`read`, `readAhead`); `bytes` answers from what was read, and reads a blob it
/// lacks alone. The one reader of a repository's blobs outside the git home.
package struct RevisionSource: FileSource {
    package let repository: any Repository
    /// Workspace path -> blob id.
    package let blobs: [String: String]
    /// Workspace path -> repository path, of the files read from the working tree.
    package let workingTree: [String: String]
    /// Blob id -> bytes, as read so far.
    package private(set) var contents: [String: [UInt8]]

    package init(repository: any Repository, blobs: [String: String], workingTree: [String: String] = [:],
                 contents: [String: [UInt8]] = [:]) {
        self.repository = repository
        self.blobs = blobs
        self.workingTree = workingTree
        self.contents = contents
    }

    /// The scanned files of `commit`'s tree, as `scanner` reads paths.
    package init(repository: any Repository, commit: String, scanner: RevisionScanner) throws(RepositoryError) {
        self.init(repository: repository, blobs: try scanner.files(at: commit))
    }

    package var paths: [String]? { Array(Set(blobs.keys).union(workingTree.keys)).sorted() }

    package func contentID(_ path: String) -> String? { blobs[path] }

    /// Reads the blobs `ids` not read yet, in one request: a revision's kit, debt list and
    /// adoption counts ask for blobs by id.
    package mutating func read(blobs ids: some Sequence<String>) throws(RepositoryError) {
        let unread = Set(ids).filter { contents[$0] == nil }
        guard !unread.isEmpty else { return }
        contents.merge(try repository.blobs(unread.sorted())) { first, _ in first }
    }

    /// Reads the blobs of `paths` not read yet, in one request.
    package mutating func read(_ paths: [String]) throws(RepositoryError) {
        try read(blobs: paths.compactMap { blobs[$0] })
    }

    /// Every source's blobs in one request (the sources are revisions of one repository).
    package static func readAhead(_ sources: inout [RevisionSource], paths: [[String]]) throws(RepositoryError) {
        guard sources.count > 1 else {
            if let wanted = paths.first, !sources.isEmpty { try sources[0].read(wanted) }
            return
        }
        var unread: Set<String> = []
        for (source, wanted) in zip(sources, paths) {
            for path in wanted { if let blob = source.blobs[path], source.contents[blob] == nil { unread.insert(blob) } }
        }
        guard !unread.isEmpty else { return }
        var all = RevisionSource(repository: sources[0].repository, blobs: [:])
        try all.read(blobs: unread)
        for (index, wanted) in zip(sources.indices, paths) {
            for path in wanted {
                if let blob = sources[index].blobs[path], let bytes = all.contents[blob] { sources[index].contents[blob] = bytes }
            }
        }
    }

    package func bytes(_ path: String) -> Result<[UInt8], FileReadError> {
        if let gitPath = workingTree[path] {
            return repository.workingFile(gitPath).map { .success($0) } ?? .failure(.notFound(path: path))
        }
        guard let blob = blobs[path] else { return .failure(.notFound(path: path)) }
        if let bytes = contents[blob] { return .success(bytes) }
        guard let read = try? repository.blobs([blob]), let bytes = read[blob] else { return .failure(.notFound(path: path)) }
        return .success(bytes)
    }
}

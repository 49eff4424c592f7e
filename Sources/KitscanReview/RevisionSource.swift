import KitscanEngine
import KitscanSupport

/// A revision's files through `Repository`: the scanned files of a commit's tree, each
/// known by its blob id (the blob cache's key) before it is read. Blobs are read in one
/// request (`read`); `bytes` answers from what was read, and reads a blob it lacks alone.
package struct RevisionSource: FileSource {
    package let repository: any Repository
    /// Workspace path -> blob id.
    package let blobs: [String: String]
    /// Blob id -> bytes, as read so far.
    package private(set) var contents: [String: [UInt8]]

    package init(repository: any Repository, blobs: [String: String], contents: [String: [UInt8]] = [:]) {
        self.repository = repository
        self.blobs = blobs
        self.contents = contents
    }

    /// The scanned files of `commit`'s tree, as `scanner` reads paths.
    package init(repository: any Repository, commit: String, scanner: RevisionScanner) throws(RepositoryError) {
        self.init(repository: repository, blobs: try scanner.files(at: commit))
    }

    package var paths: [String]? { blobs.keys.sorted() }

    package func contentID(_ path: String) -> String? { blobs[path] }

    /// Reads the blobs of `paths` not read yet, in one request.
    package mutating func read(_ paths: [String]) throws(RepositoryError) {
        let unread = Set(paths.compactMap { blobs[$0] }).subtracting(contents.keys).sorted()
        guard !unread.isEmpty else { return }
        contents.merge(try repository.blobs(unread)) { first, _ in first }
    }

    package func bytes(_ path: String) -> Result<[UInt8], FileReadError> {
        guard let blob = blobs[path] else { return .failure(.notFound(path: path)) }
        if let bytes = contents[blob] { return .success(bytes) }
        guard let read = try? repository.blobs([blob]), let bytes = read[blob] else { return .failure(.notFound(path: path)) }
        return .success(bytes)
    }
}

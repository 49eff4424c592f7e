import KitscanSupport

/// Where a scan's files come from: the working tree, git's index, a revision, or bytes in
/// memory (a test, an editor's unsaved buffer). A driver asks its source for the files and
/// their bytes, and never reads the disk or git itself, so every way of reading a file runs
/// the same stages.
package protocol FileSource: Sendable {
    /// The workspace paths the source holds, sorted; nil for a folder, whose files the
    /// workspace's walk lists (its exclusions and ignore files apply).
    var paths: [String]? { get }
    /// A file's bytes.
    func bytes(_ path: String) -> Result<[UInt8], FileReadError>
    /// The id of a file's content when the source knows it without reading the file (git's
    /// blob id): a cache key. Nil when only the bytes tell.
    func contentID(_ path: String) -> String?
    /// What reading ahead can fail with: nothing for a source read file by file.
    associatedtype ReadError: Error = Never
    /// Reads the bytes of each source's `paths` ahead, together: in one request where the
    /// sources can (a revision's blobs, every point of a history in one `git cat-file
    /// --batch`), so that `bytes` then answers from memory. A source read file by file reads
    /// nothing ahead.
    static func readAhead(_ sources: inout [Self], paths: [[String]]) throws(ReadError)
}

extension FileSource {
    package func contentID(_ path: String) -> String? { nil }

    package static func readAhead(_ sources: inout [Self], paths: [[String]]) {}
}

/// The working tree: each file read from the folder `root` when asked.
package struct FolderSource: FileSource {
    package let root: String

    package init(root: String) {
        self.root = root
    }

    package var paths: [String]? { nil }

    package func bytes(_ path: String) -> Result<[UInt8], FileReadError> {
        do throws(FileReadError) {
            return .success(try FileBytes.read(path: root + "/" + path))
        } catch {
            return .failure(error)
        }
    }
}

/// The files staged in git's index with their staged bytes (or, for `check --base`, the files
/// as they were at the merge base), over the working tree: a file it does not hold (a kit
/// file the change leaves alone) is read from the folder. Which files are scanned is the
/// ratchet's choice (the staged ones), so the source lists none.
package struct StagedSource: FileSource {
    private let staged: @Sendable (String) -> [UInt8]?
    private let folder: FolderSource

    /// `staged` answers the bytes of a path it holds, nil for one to read from `folder`.
    package init(folder: FolderSource, staged: @escaping @Sendable (String) -> [UInt8]?) {
        self.folder = folder
        self.staged = staged
    }

    package init(bytes: [String: [UInt8]], folder: FolderSource) {
        self.init(folder: folder) { bytes[$0] }
    }

    package var paths: [String]? { nil }

    package func bytes(_ path: String) -> Result<[UInt8], FileReadError> {
        if let bytes = staged(path) { return .success(bytes) }
        return folder.bytes(path)
    }
}

/// Files held in memory, by workspace path: a test's app, or an editor's buffers.
package struct MemorySource: FileSource {
    package let files: [String: [UInt8]]

    package init(_ files: [String: [UInt8]]) {
        self.files = files
    }

    package var paths: [String]? { files.keys.sorted() }

    package func bytes(_ path: String) -> Result<[UInt8], FileReadError> {
        files[path].map { .success($0) } ?? .failure(.notFound(path: path))
    }
}

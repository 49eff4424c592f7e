import KitscanEngine
import KitscanFiles
import KitscanSupport

/// The one way to read a revision: the scannable files of the tree at a commit, and each
/// file version's scan through the blob cache, with today's rules, kit and debt list (so that
/// every point of a history is measured with one yardstick, and a version scanned once — by
/// `history`, `review` or a fleet's app — is never scanned again).
package struct RevisionScanner: Sendable {
    package let repository: any Repository
    /// The workspace's folder inside the repository: `""` or `Samples/Omo/`.
    package let prefix: String
    package let selection: FileSelection
    /// Today's rules, kit and debt-list names.
    package let scanner: FileScanner
    package let kitDigest: String
    package let debtDigest: String

    /// Reads today's kit and debt list from the working tree.
    package init(workspace: Workspace, repository: any Repository, prefix: String) {
        let scanner = workspace.fileScanner(scanned: workspace.files().files)
        self.init(repository: repository, prefix: prefix, selection: workspace.selection, scanner: scanner)
    }

    package init(repository: any Repository, prefix: String, selection: FileSelection, scanner: FileScanner) {
        self.repository = repository
        self.prefix = prefix
        self.selection = selection
        self.scanner = scanner
        kitDigest = BlobCache.digest(scanner.kit)
        debtDigest = Self.debtDigest(scanner.debtListNames)
    }

    /// What a scan depends on in the debt list: the names it lists ("none" without one).
    package static func debtDigest(_ names: Set<String>?) -> String {
        names.map { CacheDigest.of($0.sorted().map { Array($0.utf8) }) } ?? "none"
    }

    /// The workspace path of a repository path when the file is scanned, else nil.
    package func scannedPath(_ gitPath: String) -> String? {
        WorkspaceFolder(prefix).workspacePath(gitPath).flatMap { selection.contains($0) ? $0 : nil }
    }

    /// The scanned files of `commit`'s tree: workspace path -> blob.
    package func files(at commit: String) throws(RepositoryError) -> [String: String] {
        var files: [String: String] = [:]
        for entry in try repository.tree(commit, prefix: prefix) {
            if let path = scannedPath(entry.path) { files[path] = entry.blob }
        }
        return files
    }

    package func key(path: String, blob: String) -> BlobCache.Key {
        BlobCache.Key(blob: blob, path: path, kit: kitDigest, debt: debtDigest)
    }

    /// Scans files already read, on every core, in order.
    package func scan(_ files: [(path: String, bytes: [UInt8])],
                      progress: (@Sendable (Int, Int) -> Void)? = nil) -> [BlobCache.Scan] {
        let scanner = self.scanner
        return Parallel.map(files, progress: progress) { file in BlobCache.Scan(scanner.scanFile(bytes: file.bytes, path: file.path)) }
    }

    /// The cached scan of a file version that has `kit-copy` candidates (unresolved: a
    /// version's copies depend on the revision it is read in), or nil.
    package func copyHolder(path: String, blob: String, in cache: BlobCache) -> FileScan? {
        guard !scanner.wholeApp.isEmpty, let scan = cache.scan(key(path: path, blob: blob)), scan.copies != nil else { return nil }
        return scan.fileScan(path: path)
    }

    /// What the `kit-copy` pass adds to a revision's counted findings, per rule: its copies,
    /// less the unused-exception findings of the comments they use, plus those of the comments
    /// that cover a view that is not a copy. `holders` are every scanned file of the revision
    /// that has candidates (`copyHolder`), so the counts are those of a full scan of it.
    package func copyCounts(_ holders: [FileScan]) -> [String: Int] {
        let stages = scanner.wholeApp
        guard !stages.isEmpty, !holders.isEmpty else { return [:] }
        var delta: [String: Int] = [:]
        for (before, after) in zip(holders, ScanAssembly.resolve(holders, stages: stages)) {
            for finding in after.findings where finding.exceptedBy == nil { delta[finding.rule, default: 0] += 1 }
            for finding in before.findings where finding.exceptedBy == nil { delta[finding.rule, default: 0] -= 1 }
        }
        return delta.filter { $0.value != 0 }
    }

    /// The counted findings (not excepted) per rule of one file version, from the cache; nil
    /// when the cache has no readable scan of it.
    package func counts(path: String, blob: String, in cache: BlobCache) -> [String: Int]? {
        guard let scan = cache.scan(key(path: path, blob: blob)) else { return nil }
        var counts: [String: Int] = [:]
        for finding in scan.findings where finding.exceptedBy == nil { counts[finding.rule, default: 0] += 1 }
        return counts
    }
}

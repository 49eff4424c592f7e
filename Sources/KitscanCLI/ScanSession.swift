import Foundation
import KitscanReport
import KitscanEngine
import KitscanSupport
import KitscanGit
import KitscanReview

/// Opens the workspace for a command and runs the scan, turning every failure into a
/// message and exit code 2.
struct ScanSession {
    let workspace: Workspace
    let io: IO
    /// The config given on the command line (absolute), for the blob cache's context.
    var configFile: String?

    /// Finds the config from the first path (or the working folder), loads it and the rules.
    static func open(paths: [String], configPath: String?, io: IO,
                     debtListMayBeMissing: Bool = false) throws(CommandFailure) -> ScanSession {
        // A path the user names must exist: a typo must not pass as "no findings".
        for path in paths where !FileManager.default.fileExists(atPath: io.resolve(path)) {
            throw CommandFailure("no such file or folder: \(path). Check the path (it is relative to \(io.cwd)).")
        }
        let start = paths.first.map { io.resolve($0) } ?? io.cwd
        do {
            let workspace = try Workspace.open(start: start, explicitConfig: configPath.map { io.resolve($0) },
                                               debtListMayBeMissing: debtListMayBeMissing, environment: io.environment,
                                               folderCommit: KitFolderCommit.head, folderDescribe: KitFolderCommit.describe)
            return ScanSession(workspace: workspace, io: io, configFile: configPath.map { io.resolve($0) })
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }

    /// Paths to limit the scan to, relative to the working folder; empty when a path is
    /// the root itself (the whole tree is scanned).
    func scopedPaths(_ paths: [String]) -> [String] {
        let resolved = paths.map { io.resolve($0) }
        let root = workspace.root
        if resolved.contains(where: { FileSystem.canonicalPath($0) == FileSystem.canonicalPath(root) }) {
            return []
        }
        return resolved
    }

    /// How diagnostics name files: relative to the working folder, links resolved
    /// on both sides once so a root reached through a link still reads as relative.
    var diagnosticPaths: DiagnosticPaths {
        DiagnosticPaths(root: FileSystem.canonicalPath(workspace.root), workingDirectory: FileSystem.canonicalPath(io.cwd))
    }

    /// A formatter for this workspace: diagnostic paths, SARIF's root and its source reader.
    func formatter() -> FindingFormatter {
        let root = workspace.root
        return FindingFormatter(toolVersion: Kitscan.version, paths: diagnosticPaths, source: { path in
            try? FileBytes.read(path: root + "/" + path)
        })
    }

    /// Scans, with progress on a terminal.
    func scan(paths: [String] = [], files: [String]? = nil, source: (any FileSource)? = nil,
              each: ((FileScan) -> Void)? = nil) throws(CommandFailure) -> ScanResult {
        try scan(paths: paths, files: files, source: source, prepare: { _ in () },
                 each: each.map { each in { scan, _ in each(scan) } })
    }

    /// Scans, `prepare` making what `each` writes of a file (see `Workspace.scan`).
    func scan<Prepared: Sendable>(paths: [String] = [], files: [String]? = nil, source: (any FileSource)? = nil,
                                  prepare: @escaping @Sendable (FileScan) -> Prepared,
                                  each: ((FileScan, Prepared) -> Void)?) throws(CommandFailure) -> ScanResult {
        let progress = io.progress()
        defer { progress.finish() }
        do {
            return try workspace.cachedScan(paths: scopedPaths(paths), files: files, source: source, toolVersion: Kitscan.version,
                                            configFile: configFile, progress: { done, total in
                if total >= 200 { progress.step(done, of: total, "scanning") }
            }, prepare: prepare, each: each)
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }
}

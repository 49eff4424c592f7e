import Foundation
import KitscanEngine
import KitscanReport
import KitscanSupport
import KitscanFiles
import KitscanReview
import KitscanGit

/// `fix` over a kit repository's apps, under the kit repository's kit: a path app's files
/// are fixed in place as in one app; a git app's are read at its commit and their fixes
/// written to `<patchDir>/<app>.patch` (paths relative to the app's root, as `git apply`
/// takes them in a checkout), its repository never touched. Without `patchDir`, git apps are
/// listed as skipped.
package struct FleetFix {
    package let fleet: Fleet
    package let options: FixOptions
    /// The folder as given (how messages name it) and where it is.
    package let patchDir: (given: String, path: String)?
    /// Part of each git app's cache context.
    package let toolVersion: String

    package init(fleet: Fleet, options: FixOptions, patchDir: (given: String, path: String)?, toolVersion: String) {
        self.fleet = fleet
        self.options = options
        self.patchDir = patchDir
        self.toolVersion = toolVersion
    }

    /// Fixes every app into `sink`; the files read and those that could not be.
    package func run<Sink: FleetFixSink>(into sink: inout Sink) throws(WorkspaceError) -> (files: Int, unreadable: [UnreadableFile]) {
        if let patchDir { try Self.checkFolder(patchDir.path, given: patchDir.given) }
        let kit = fleet.kit.fleetKit()
        sink.backupsIn = "each path app's "
        var files = 0
        var unreadable: [UnreadableFile] = []
        for app in fleet.apps {
            let shown = app.summary.pathPrefix
            switch app.files {
            case .folder:
                let diffPrefix = sink.dryRun ? sink.diffPrefix(root: app.workspace.root) : ""
                let run: FixRun
                do {
                    run = try app.workspace.fix(paths: [], options: options, kit: kit, progress: nil) { file in
                        sink.take(file, root: app.workspace.root, diffPrefix: diffPrefix, shown: shown)
                    }
                } catch {
                    throw WorkspaceError(error.messages.map { "app `\(app.name)`: \($0)" })
                }
                files += run.files
                unreadable += run.unreadable.map { var file = $0; file.path = shown + file.path; return file }
            case .revision(let git, _, let tree):
                guard let patchDir else {
                    sink.tell("app `\(app.name)` (git): skipped; give --patch-dir DIR to write its fixes to DIR/\(app.name).patch")
                    continue
                }
                files += try patch(app, git: git, tree: tree, kit: kit, into: &sink, folder: patchDir)
            }
        }
        return (files, unreadable)
    }

    /// A git app's fixes as one patch (files in path order, so the same commit gives the same
    /// bytes); the number of files read.
    private func patch<Sink: FleetFixSink>(_ app: FleetApp, git: Git, tree: [TreeEntry], kit: KitIndex, into sink: inout Sink,
                                           folder: (given: String, path: String)) throws(WorkspaceError) -> Int {
        var cache = FleetCache.load(FleetCache.file(kitRoot: fleet.kit.root, app: app.name), context: FleetCache.context(app, toolVersion: toolVersion))
        let reader: RevisionScanner, source: RevisionSource
        do {
            var read: RevisionSource
            (reader, read) = try FleetScan.revisionReader(app, git: git, tree: tree, kit: kit, cache: &cache)
            try read.read(read.paths ?? [])
            source = read
        } catch {
            throw WorkspaceError(["app `\(app.name)`: " + error.message])
        }
        let paths = source.paths ?? []
        let fixes = Parallel.map(paths) { path in
            FixEngine.fix(bytes: (try? source.bytes(path).get()) ?? [], path: path, scanner: reader.scanner, options: options)
        }
        var diff = ""
        for fix in fixes {
            if let fixed = fix.fixed { diff += UnifiedDiff.render(old: fix.original, new: fixed, path: fix.path) }
            sink.count(fix, shown: app.summary.pathPrefix)
        }
        let name = app.name.replacingOccurrences(of: "/", with: "-") + ".patch"
        let file = (folder.given.hasSuffix("/") ? folder.given : folder.given + "/") + name
        guard !diff.isEmpty else {
            sink.tell("app `\(app.name)` (git): nothing to fix; no patch written")
            return paths.count
        }
        if sink.dryRun {
            sink.tell("app `\(app.name)` (git): would write \(file)")
            return paths.count
        }
        var replaced = ""
        do {
            // A patch there with other bytes may be a person's (edited before applying): kept first.
            if let old = FileManager.default.contents(atPath: folder.path + "/" + name), old != Data(diff.utf8) {
                let backup = try BackupCopy.keep(Array(old), of: name, root: folder.path, command: "fix")
                replaced = "; the patch it replaced is in " + String(file.dropLast(name.count)) + backup
            }
            try AtomicFile.write(Data(diff.utf8), to: folder.path + "/" + name)
        } catch {
            throw WorkspaceError(["--patch-dir: \(file) could not be written (\(error)); make \(folder.given) writable or name another folder."])
        }
        sink.tell("app `\(app.name)` (git): wrote \(file) (`git apply` it in a checkout of \(app.name))" + replaced)
        return paths.count
    }

    /// A patch folder that is missing or not writable fails the run before anything is written.
    static func checkFolder(_ path: String, given folder: String) throws(WorkspaceError) {
        guard FileSystem.isDirectory(path) else {
            if let file = fileInTheWay(path, given: folder) {
                throw WorkspaceError(["--patch-dir \(folder): \(file) is a file, not a folder; name another folder."])
            }
            throw WorkspaceError(["--patch-dir \(folder): no such folder; create it (mkdir -p \(folder)) or name another."])
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw WorkspaceError(["--patch-dir \(folder): the folder is not writable; make it writable (chmod u+w \(folder)) "
                                 + "or name another."])
        }
    }

    /// The folder itself or one above it that is a file (`somefile` of `somefile/patches`), as
    /// given: no `mkdir -p` can make the folder then.
    private static func fileInTheWay(_ path: String, given folder: String) -> String? {
        var given = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var resolved = path.hasSuffix("/") ? String(path.dropLast()) : path
        var found: String?
        while !given.isEmpty, !resolved.isEmpty, resolved != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue { found = given }
            given = (given as NSString).deletingLastPathComponent
            resolved = (resolved as NSString).deletingLastPathComponent
        }
        return found
    }
}

/// Where a fleet's fixes go, file by file: written or shown as a diff, counted and told (the
/// command's sink, shared with a run over one folder so both report alike).
package protocol FleetFixSink {
    /// Nothing is written: fixes are shown as a diff, patches named.
    var dryRun: Bool { get }
    /// Where the backups are, before their folder.
    var backupsIn: String { get set }
    /// What a diff's paths under `root` start with, for `git apply` in its repository.
    func diffPrefix(root: String) -> String
    /// Writes `file` under `root` (or shows its diff) and reports it, its paths shown from `shown`.
    mutating func take(_ file: FileFix, root: String, diffPrefix: String, shown: String)
    /// Reports `file` without writing it (a git app's fix, which goes to its patch).
    mutating func count(_ file: FileFix, shown: String)
    /// Tells a line of the run's own (an app skipped, a patch written).
    func tell(_ line: String)
}

import KitscanSupport
import KitscanFiles

/// What one run of the fix stage went over.
public struct FixRun: Sendable {
    public var files: Int = 0
    public var bytes: Int = 0
    public var unreadable: [UnreadableFile] = []
}

/// One file's fix, or why it was not read.
enum FileOutcome: Sendable {
    case success(FileFix)
    case failure(UnreadableFile)
}

extension Workspace {
    /// Runs the fix stage over the files (all, or `paths`) on every core and hands each
    /// file's result over in path order. Nothing is written here: the caller decides
    /// (write, print a diff), so it can also check the file did not change meanwhile.
    public func fix(paths: [String] = [], options: FixOptions, progress: (@Sendable (Int, Int) -> Void)? = nil,
                    each: (FileFix) -> Void) throws(WorkspaceError) -> FixRun {
        try fix(paths: paths, options: options, kit: nil, progress: progress, each: each)
    }

    /// As `fix(paths:options:progress:each:)`; with `kit`, the files are a fleet's folder app,
    /// fixed under the fleet's kit.
    package func fix(paths: [String], options: FixOptions, kit: KitIndex?, progress: (@Sendable (Int, Int) -> Void)?,
                     each: (FileFix) -> Void) throws(WorkspaceError) -> FixRun {
        let walk = try paths.isEmpty ? checkedFiles() : files(paths: paths)
        let read = reader()
        let scanner = kit.map { fleetScanner(kit: $0, scanned: walk.files, read: read) } ?? fileScanner(scanned: walk.files, read: read).scanner
        var run = FixRun(unreadable: walk.problems)
        Parallel.forEachInOrder(walk.files, progress: progress, { (path: String) -> FileOutcome in
            let bytes: [UInt8]
            switch read(path) {
            case .failure(let error): return .failure(UnreadableFile(path: path, reason: error.reason))
            case .success(let read): bytes = read
            }
            if FileSelection.isBinary(bytes) {
                return .failure(UnreadableFile(path: path, reason: "binary file (it has NUL bytes); not fixed"))
            }
            // An edit keeps every other byte, but a diff of invalid text would not apply.
            if !UTF8Scalar.isValid(bytes) {
                return .failure(UnreadableFile(path: path, reason: "not valid UTF-8; not fixed"))
            }
            return .success(FixEngine.fix(bytes: bytes, path: path, scanner: scanner, options: options))
        }) { result in
            run.files += 1
            switch result {
            case .success(let fix):
                run.bytes += fix.original.count
                each(fix)
            case .failure(let problem):
                run.unreadable.append(problem)
            }
        }
        run.unreadable.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return run
    }
}

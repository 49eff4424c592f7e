import KitscanCheck
import KitscanEngine
import KitscanGit

extension RatchetSession {
    /// The session `check` and `baseline` share: the config looked for from the working
    /// folder, not the paths given (or the repository's top folder without one), scanned as
    /// `ScanSession` scans (progress on a terminal).
    static func open(paths: [String], configPath: String?, io: IO) throws(CommandFailure) -> RatchetSession {
        var session = try ScanSession.open(paths: [], configPath: configPath, io: io)
        var git = Git.open(at: session.workspace.root)
        if let top = topFolder(for: session.workspace, in: git) {
            session = try ScanSession.open(paths: [top], configPath: nil, io: io)
            git = Git.open(at: top)
        }
        let scanning = session
        return RatchetSession(workspace: session.workspace, git: git, cwd: io.cwd, resolve: io.resolve) {
            paths, files, source throws(WorkspaceError) in
            do throws(CommandFailure) {
                return try scanning.scan(paths: paths, files: files, source: source)
            } catch {
                throw WorkspaceError(error.messages)
            }
        }
    }
}

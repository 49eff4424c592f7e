import Foundation
import KitscanEngine
import KitscanGit
import KitscanHistory
import KitscanReport
import KitscanSupport

extension DebtContext {
    /// Read from the workspace, the lag through the git repository holding it.
    static func read(_ workspace: Workspace, io: IO) throws(CommandFailure) -> DebtContext {
        try CommandFailure.running { () throws(WorkspaceError) in
            try read(workspace, warn: io.printWarning) { Git.open(at: workspace.root).flatMap { git in git.head.map { (git, $0) } } }
        }
    }
}

/// The scan `report` and the site show.
enum ReportScan {
    /// The scan a report shows: every app of the fleet in a kit repository (whose baseline and
    /// history are then its own, not the apps', and are left out), else the paths given.
    static func scan(_ options: ReportOptions, paths: [String], session: ScanSession,
                     debt: inout DebtContext) throws(CommandFailure) -> ScanResult {
        let result: ScanResult
        if let fleet = try options.fleet.scan(paths: paths, session: session) {
            debt = DebtContext()
            result = fleet
        } else {
            result = try session.scan(paths: ScanCoverage.paths(paths, session))
        }
        if let problem = ScanCoverage.problem(given: paths, result: result, session: session) { throw CommandFailure(problem) }
        return result
    }
}

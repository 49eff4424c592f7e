import Foundation
import KitscanEngine
import KitscanGit
import KitscanHistory
import KitscanRatchet
import KitscanReport
import KitscanSupport

/// What the debt list and the site show beside the findings.
struct DebtContext {
    var baseline: [String: [String: Int]]?
    var history: [HistoryPoint] = []
    var lag: HistoryLag?

    /// Read before the scan, so a broken baseline fails fast; a broken history only
    /// warns: without it the report is still right, only shorter.
    static func read(_ workspace: Workspace, io: IO) throws(CommandFailure) -> DebtContext {
        var context = DebtContext()
        do {
            context.baseline = try Baseline.load(path: workspace.root + "/" + workspace.config.baseline)?.counts
        } catch {
            throw CommandFailure(error.description)
        }
        do {
            context.history = try HistoryFile.load(root: workspace.root)?.points ?? []
        } catch {
            io.printWarning(error.description)
        }
        if let last = context.history.last, let git = Git.open(at: workspace.root), let head = git.head {
            context.lag = HistoryLag.of(last, in: git, head: head)
        }
        return context
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

import KitscanEngine
import KitscanRatchet
import KitscanReport
import KitscanReview

/// What the debt list and the site show beside the findings.
package struct DebtContext: Sendable {
    package var baseline: [String: [String: Int]]?
    package var history: [HistoryPoint] = []
    package var lag: HistoryLag?

    package init() {}

    /// Read before the scan, so a broken baseline fails fast; a broken history only
    /// warns: without it the report is still right, only shorter. `repository` (asked only
    /// when there is a history) is the one holding the workspace, with its HEAD commit.
    package static func read(_ workspace: Workspace, warn: (String) -> Void,
                             repository: () -> (any Repository, String)?) throws(WorkspaceError) -> DebtContext {
        var context = DebtContext()
        do {
            context.baseline = try Baseline.load(path: workspace.root + "/" + workspace.config.baseline)?.counts
        } catch {
            throw WorkspaceError([error.description])
        }
        do {
            context.history = try HistoryFile.load(root: workspace.root)?.points ?? []
        } catch {
            warn(error.description)
        }
        if let last = context.history.last, let (git, head) = repository() {
            context.lag = HistoryLag.of(last, in: git, head: head)
        }
        return context
    }
}

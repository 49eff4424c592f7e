import Foundation
import KitscanFiles
import KitscanSupport

extension AdoptionGrouping {
    /// The groups a file of `workspace` belongs to. For teams, each CODEOWNERS problem is told
    /// to `warn` and a missing CODEOWNERS (with no `adoption.teams`) to `note`; both are kept in
    /// `notes`, which the report prints.
    package func lookup(in workspace: Workspace, notes: inout [String], warn: (String) -> Void,
                        note: (String) -> Void) -> @Sendable (String) -> [String] {
        switch self {
        case .folder(let depth):
            return { [AdoptionGrouping.folder(of: $0, depth: depth)] }
        case .team:
            let (owners, prefix) = Self.codeOwners(from: workspace.root)
            if let owners {
                for problem in owners.problems {
                    warn(problem.description)
                    notes.append(problem.description + ".")
                }
            } else if workspace.config.adoption.teams.isEmpty {
                let text = "No CODEOWNERS file (looked in .github/, the root and docs/): every file is (unowned). "
                    + "Add one, or map folders to teams in adoption.teams."
                note(text)
                notes.append(text)
            }
            let lookup = TeamLookup(owners: owners, prefix: prefix, teams: workspace.config.adoption.teams)
            return { lookup.teams(of: $0) }
        }
    }

    /// The CODEOWNERS of the repository holding `root` (looked for at its top, where GitHub
    /// looks), and `root`'s folder inside it; the config's folder when it is in no repository.
    static func codeOwners(from root: String) -> (CodeOwners?, String) {
        var folder = root
        var prefix = ""
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return (CodeOwners.load(root: folder), prefix) }
            guard let parent = FileSystem.parent(of: folder), parent != folder, !parent.isEmpty else { break }
            prefix = URL(fileURLWithPath: folder).lastPathComponent + "/" + prefix
            folder = parent
        }
        return (CodeOwners.load(root: root), "")
    }
}

import KitscanFiles

/// How `kitscan adoption --by` groups files: by folder, or by team from CODEOWNERS and
/// `adoption.teams`. A file may be in several groups (several owners).
package enum AdoptionGrouping: Sendable, Equatable {
    case folder(depth: Int)
    case team

    /// The group of files nobody owns.
    package static let unowned = "(unowned)"
    /// The group of files at the top, above any folder.
    package static let top = "(top)"

    /// `folder:2` or `team`, as the report names it.
    package var name: String {
        switch self {
        case .folder(let depth): return "folder:\(depth)"
        case .team: return "team"
        }
    }

    /// The first `depth` folders of the file's path; `(top)` for a file beside the config.
    package static func folder(of path: String, depth: Int) -> String {
        let folders = path.split(separator: "/").dropLast()
        return folders.isEmpty ? top : folders.prefix(depth).joined(separator: "/")
    }
}

/// Who owns a file: `adoption.teams` globs first, else CODEOWNERS with owners renamed by
/// `adoption.teams`; `(unowned)` when nobody does.
package struct TeamLookup: Sendable {
    let owners: CodeOwners?
    /// The workspace's folder inside the CODEOWNERS file's repository (`""` or `App/`).
    let prefix: String
    let byOwner: [String: String]
    let byGlob: [(glob: Glob, team: String)]

    package init(owners: CodeOwners?, prefix: String, teams: [String: String]) {
        self.owners = owners
        self.prefix = prefix
        var byOwner: [String: String] = [:]
        var byGlob: [(Glob, String)] = []
        for (key, team) in teams.sorted(by: { $0.key < $1.key }) {
            if AdoptionSettings.isOwner(key) { byOwner[key] = team } else { byGlob.append((Glob(key), team)) }
        }
        self.byOwner = byOwner
        self.byGlob = byGlob
    }

    /// The teams of `path` (relative to the workspace), each once, sorted.
    package func teams(of path: String) -> [String] {
        let fromGlobs = byGlob.filter { $0.glob.matches(path) }.map(\.team)
        if !fromGlobs.isEmpty { return Array(Set(fromGlobs)).sorted() }
        let found = owners?.owners(of: prefix + path) ?? []
        guard !found.isEmpty else { return [AdoptionGrouping.unowned] }
        return Array(Set(found.map { byOwner[$0] ?? $0 })).sorted()
    }
}

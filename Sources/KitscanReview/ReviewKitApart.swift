import KitscanEngine

/// The kit folders outside the workspace's folder that lie in the same repository (a
/// monorepo's `App/` beside `OmoKit/`): review reads them from both revisions, as the kit
/// only, so a kit change is seen with the app's callers. A kit folder outside the
/// repository is read from disk instead (see `ReviewKits`).
package struct ReviewKitApart: Sendable {
    /// Each home as the workspace writes it (`../OmoKit/Sources`) with its repository path
    /// (`OmoKit/Sources`).
    package let homes: [(workspace: String, git: String)]

    /// The config's kit homes outside its folder that `prefix` (the folder in the repository,
    /// with its slash) reaches without leaving the repository.
    package init(config: Config, prefix: String) {
        let outside = Set((config.kit.paths + config.kit.tokens).filter { $0.hasPrefix("../") }).sorted()
        homes = outside.compactMap { home in ReviewKitApart.resolve(prefix + home).map { (home, $0) } }
    }

    /// The repository prefixes to list at each revision: a token home inside the kit's
    /// folder is listed with it, once.
    package var gitPrefixes: [String] {
        let all = homes.map(\.git)
        return all.filter { path in !all.contains { path.hasPrefix($0 + "/") } }
    }

    /// The workspace path (`../OmoKit/Sources/OmoKit/KitRow.swift`) of a repository path in
    /// one of the homes, or nil.
    package func workspacePath(_ gitPath: String) -> String? {
        for home in homes where gitPath == home.git || gitPath.hasPrefix(home.git + "/") {
            return home.workspace + gitPath.dropFirst(home.git.count)
        }
        return nil
    }

    /// The repository path of a workspace path in one of the homes, or nil.
    package func gitPath(_ workspacePath: String) -> String? {
        for home in homes where workspacePath == home.workspace || workspacePath.hasPrefix(home.workspace + "/") {
            return home.git + workspacePath.dropFirst(home.workspace.count)
        }
        return nil
    }

    package func contains(_ workspacePath: String) -> Bool { gitPath(workspacePath) != nil }

    /// `App/../OmoKit/Sources` as `OmoKit/Sources`; nil when it climbs out of the repository.
    static func resolve(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

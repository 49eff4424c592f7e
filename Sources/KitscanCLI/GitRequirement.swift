import KitscanGit

/// What a command that reads git's history needs of the folder it runs in: a repository
/// with at least one commit. The one place that says so, in each command's words.
struct GitRequirement {
    /// What the command does with git, after "`kitscan <command>`": "compares two revisions from git".
    var needs: String
    /// What to do outside a repository: "Run it in a clone."
    var outside: String
    /// What an empty repository lacks and what to do: "there is no history to read. Commit, then …".
    var noCommits: String

    /// The repository around `root`, or what to do.
    func open(at root: String, command: String) throws(CommandFailure) -> Git {
        guard let git = Git.open(at: root) else {
            throw CommandFailure("\(root) is not inside a git repository (or git is not installed): `kitscan \(command)` "
                                 + "\(needs). \(outside)")
        }
        guard git.head != nil else {
            throw CommandFailure("the repository has no commits yet, so \(noCommits)")
        }
        return git
    }
}

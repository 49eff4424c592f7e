import KitscanEngine

extension SiteSourceLinks {
    /// The links `--source-url`'s `template` makes (`{commit}` filled with `head`); else, on
    /// GitHub Actions (`environment`), GitHub's at the run's commit; else relative to the site's
    /// `folder`. `top` is the top folder of the repository holding `root`, if any.
    package static func chosen(template: String?, environment env: [String: String], top: String?, head: String?, root: String,
                               folder: String) throws(WorkspaceError) -> SiteSourceLinks {
        let prefix = top.map { repositoryPrefix(top: $0, root: root) } ?? ""
        if let template {
            guard template.contains("{path}") else {
                throw WorkspaceError(["--source-url `\(template)` has no {path}: write where a file is, e.g. "
                    + "https://github.com/OWNER/REPO/blob/{commit}/{path}#L{line}"])
            }
            if template.contains("{commit}"), head == nil {
                throw WorkspaceError(["--source-url uses {commit}, but \(root) is in no git repository with a commit: write the commit in the template"])
            }
            return .template(template.replacing("{commit}", with: head ?? ""), prefix: prefix)
        }
        if let server = env["GITHUB_SERVER_URL"], let repository = env["GITHUB_REPOSITORY"], let sha = env["GITHUB_SHA"],
           !server.isEmpty, !repository.isEmpty, !sha.isEmpty {
            return .github(server: server, repository: repository, sha: sha, prefix: prefix)
        }
        return .relative(base: ReportLinks.base(root: root, outputFile: folder + "/index.html"))
    }

    /// The scanned root's folder inside the repository, with a trailing `/` (`""` at its top).
    static func repositoryPrefix(top: String, root: String) -> String {
        let base = ReportLinks.base(root: root, outputFile: top + "/index.html")
        return base.hasPrefix("..") ? "" : base
    }
}

import Foundation

extension ReviewLinks {
    /// GitHub links to the head revision (`commit`, else the run's) on GitHub Actions, as
    /// `environment` says; `relative` links (to the report's folder) otherwise.
    package static func chosen(environment env: [String: String], commit: String?, prefix: String,
                               relative: () -> String) -> ReviewLinks {
        if let server = env["GITHUB_SERVER_URL"], !server.isEmpty, let repository = env["GITHUB_REPOSITORY"], !repository.isEmpty,
           let commit = commit ?? env["GITHUB_SHA"], !commit.isEmpty {
            return .github(server: server, repository: repository, commit: commit, prefix: prefix)
        }
        return .relative(relative())
    }
}

extension ReviewMarkdown {
    /// Where a comment cut to fit says the whole review is: the `file` written with `--full`,
    /// and on GitHub Actions (`environment`) the run whose artifacts keep it (the workflow
    /// uploads it).
    package static func fullReport(file full: String?, environment env: [String: String]) -> String {
        guard let full else { return noFullReport }
        var text = "The whole review is in " + Markdown.code((full as NSString).lastPathComponent)
        if let server = env["GITHUB_SERVER_URL"], !server.isEmpty, let repository = env["GITHUB_REPOSITORY"], !repository.isEmpty,
           let run = env["GITHUB_RUN_ID"], !run.isEmpty {
            let host = server.hasSuffix("/") ? String(server.dropLast()) : server
            text += ", among the artifacts of [this workflow run](\(host)/\(repository)/actions/runs/\(run))"
        }
        return text + "."
    }
}

import KitscanReview
import KitscanSupport
import Foundation
import KitscanReport
import KitscanEngine
import KitscanHistory
import KitscanGit

/// `kitscan history`: the burn-down from git history.
package struct HistoryOptions: Sendable, Equatable {
    /// Start at this revision (nil = the first commit).
    package var since: String?
    /// Scan every Nth commit (1 = every commit).
    package var every: Int
    package var configPath: String?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        since = parsed.value(HistoryCommand.since)
        configPath = parsed.value(CommonOptions.config)
        if let text = parsed.value(HistoryCommand.every) {
            guard let number = Int(text), number > 0 else {
                throw .invalidNumber(option: "--every", value: text, command: "history")
            }
            every = number
        } else {
            every = 1
        }
    }
}

package enum HistoryCommand {
    static let since = OptionSpec.option("--since", value: "rev", help: "Start at this revision or date (default: the first commit).")
    static let every = OptionSpec.option("--every", value: "n", help: "Count every n-th commit only (default: 1).")

    package static let spec = CommandSpec(
        name: "history",
        summary: "Count findings per rule over the git history (the burn-down).",
        discussion: "Walks the first-parent history of HEAD and re-scans only the file versions it has "
            + "not seen before, so running it again is quick. The counts feed `kitscan report debt`.",
        options: [
            since,
            every,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan history --since v2.0", "The burn-down since the 2.0 tag."),
            .init("kitscan history --every 10", "A quick burn-down of a long history."),
        ])

    /// Records the history and prints its table. Returns 0, or 2 when git or the config fails.
    package static func run(_ options: HistoryOptions, io: IO) throws(CommandFailure) -> Int32 {
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let workspace = session.workspace
        let git = try GitRequirement(needs: "reads the burn-down from git's commits", outside: "Run it in a clone.",
                                       noCommits: "there is no history to read. Commit, then run `kitscan history`.")
            .open(at: workspace.root, command: "history")
        let progress = io.progress()
        let outcome: HistoryScanner.Outcome
        do {
            let commits = try git.commits(since: options.since)
            let sampled = Set(HistoryScanner.sample(commits, every: options.every).map(\.hash))
            let scanner = HistoryScanner(workspace: workspace, repository: git, prefix: try git.prefix(of: workspace.root))
            outcome = try workspace.withBlobCache(toolVersion: Kitscan.version, configFile: options.configPath.map(io.resolve),
                                                  repository: git) { (cache: inout BlobCache) throws(RepositoryError) in
                let outcome = try scanner.run(commits: commits, sampled: sampled, cache: cache, progress: progress)
                cache = outcome.cache
                return outcome
            }
            progress.finish()
        } catch {
            progress.finish()
            throw CommandFailure(error.description)
        }
        do {
            try HistoryFile(points: outcome.points).write(root: workspace.root)
        } catch {
            throw CommandFailure("cannot write the history: \(error.description)")
        }
        io.stdout.write(HistoryTable.text(outcome.points))
        io.stderr.line("\(count(outcome.points.count, "commit")), \(count(outcome.fileVersions, "file version")): "
            + "scanned \(outcome.scanned) new \(outcome.scanned == 1 ? "blob" : "blobs"), the rest from the cache. "
            + "Wrote \(HistoryFile.fileName) for `kitscan report debt`.")
        return ExitCode.success
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

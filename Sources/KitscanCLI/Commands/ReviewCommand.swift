import KitscanReview
import Foundation
import KitscanReport
import KitscanEngine
import KitscanSupport
import KitscanGit

/// `kitscan review`: what one change does to the callers and to the debt.
package struct ReviewOptions: Sendable, Equatable {
    /// The merge base is taken with this ref (nil: the upstream branch, else `main`).
    package var base: String?
    /// The revision to review (nil: the working tree).
    package var head: String?
    package var out: String?
    package var json: String?
    /// The whole review as Markdown, never cut to a comment's size.
    package var full: String?
    package var configPath: String?
    package var failOn: [Review.Outcome]
    package var format: Format
    /// In a kit repository with apps: whose callers the review lists.
    var fleet = FleetSelection()

    /// What review writes on stdout.
    package enum Format: String, Sendable, CaseIterable {
        /// The comment.
        case markdown
        /// Workflow annotations of the new findings.
        case github
    }

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        base = parsed.value(ReviewCommand.base)
        head = parsed.value(ReviewCommand.head)
        out = parsed.value(ReviewCommand.out)
        json = parsed.value(ReviewCommand.json)
        full = parsed.value(ReviewCommand.full)
        configPath = parsed.value(CommonOptions.config)
        fleet = FleetSelection(parsed)
        failOn = parsed.values(ReviewCommand.failOn, as: Review.Outcome.self)
        format = parsed.value(ReviewCommand.format, as: Format.self) ?? .markdown
    }
}

package enum ReviewCommand {
    static let base = OptionSpec.option("--base", value: "ref",
        help: "Compare with the merge base of this ref and the head (default: the branch's upstream, else main).")
    static let head = OptionSpec.option("--head", value: "ref",
        help: "Review this revision (default: the working tree, untracked files included).")
    static let out = OptionSpec.option("--out", value: "file", help: "Write the Markdown comment here instead of stdout.")
    static let json = OptionSpec.option("--json", value: "file",
        help: "Also write the whole review as JSON (never cut, unlike the comment).")
    static let full = OptionSpec.option("--full", value: "file",
        help: "Also write the whole review as Markdown, never cut: a comment too long for GitHub names this file.")
    static let failOn = OptionSpec.choice("--fail-on", value: "what", of: Review.Outcome.self,
        help: "Exit 1 when the change has an impact (touches a kit component), changes callers, or adds debt "
            + "(a new finding or a count that rose).",
        repeatable: true)
    static let format = OptionSpec.choice("--format", value: "format", of: ReviewOptions.Format.self,
        help: "markdown (default): the comment on stdout, or in --out. github: workflow annotations of the new "
            + "findings on stdout (the comment then goes only to --out).")

    package static let spec = CommandSpec(
        name: "review",
        summary: "What one change does to the callers and to the debt (for review).",
        discussion: "Compares the head (the working tree, or --head) with its merge base with --base, both read "
            + "from git through the cache in .kitscan-cache/ (a file version seen before is not scanned again). "
            + "Impact: each kit component the change touches (changed lines in its declaration, or in a token, "
            + "helper or style it uses), with every caller as a task list and its debt-list copies. Callers "
            + "changed: uses added, removed or changed, new configurations, parameters that lost their last "
            + "caller or got their first, new views not on the debt list. Debt changed: counts per rule and file, "
            + "new and fixed findings, exceptions added or removed, baseline entries `check --tighten` would lower. "
            + "Links point at the head revision on GitHub when GITHUB_SERVER_URL, GITHUB_REPOSITORY and "
            + "GITHUB_SHA are set (--head's commit when given), else relative to the --out file's folder (or the "
            + "project folder). The comment stays under GitHub's 65,536 characters: a longer one leaves out whole "
            + "sections and ends naming them and the --full file (on GitHub Actions, in the run's artifacts); "
            + "--full and --json keep everything. Exit 0 whatever the change does unless --fail-on names "
            + "what happened (exit 1); 2 when git cannot answer (not a repository, an unknown ref, a shallow "
            + "clone without the merge base).",
        options: [
            base,
            head,
            out,
            json,
            full,
            CommonOptions.config,
            failOn,
            format,
            FleetSelection.app,
            FleetSelection.keepGoing,
        ],
        examples: [
            .init("kitscan review", "Review the working tree against the merge base with the upstream (or main)."),
            .init("kitscan review --base origin/main --head HEAD --out review.md",
                  "CI on a pull request: the comment (add --json FILE for its data)."),
            .init("kitscan review --base origin/main --format github --fail-on debt",
                  "Annotate the new findings and fail when the change adds debt."),
        ])

    /// Runs the review. Returns 0, 1 (when --fail-on names what happened) or 2.
    package static func run(_ options: ReviewOptions, io: IO) throws(CommandFailure) -> Int32 {
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let workspace = session.workspace
        let git = try GitRequirement(
            needs: "compares two revisions from git",
            outside: "Run it in a clone (in CI, after actions/checkout with `fetch-depth: 0`).",
            noCommits: "there is no merge base to compare with. Commit first.")
            .open(at: workspace.root, command: "review")
        let prefix: String
        do {
            prefix = try git.prefix(of: workspace.root)
        } catch {
            throw CommandFailure(error.message)
        }
        let baseRef = options.base ?? git.upstream() ?? "main"
        for (path, name) in [(options.out, out.name), (options.json, json.name), (options.full, full.name)] {
            if let path, FileSystem.isDirectory(io.resolve(path)) {
                throw CommandFailure("cannot write the review: \(path) is a folder. Name a file, e.g. \(name) \(path)/review.\(name == "--json" ? "json" : "md")")
            }
        }
        let progress = io.progress()
        let input: ReviewInput
        do {
            let gathering = ReviewGathering(workspace: workspace, repository: git, prefix: prefix, cacheRoot: workspace.root,
                                            cacheContext: workspace.cacheContext(toolVersion: Kitscan.version, configFile: options.configPath.map(io.resolve)))
            (input, _) = try gathering.run(baseRef: baseRef, headRef: options.head, progress: progress)
            progress.finish()
        } catch {
            progress.finish()
            throw CommandFailure(error.message)
        }
        var review = Review(input)
        let links = linkTarget(options: options, input: input, prefix: prefix, root: workspace.root, io: io)
        let fleetBase = options.out.map { ReportLinks.base(root: workspace.root, outputFile: io.resolve($0)) } ?? ""
        let fleet = try FleetReview.callers(review, selection: options.fleet, session: session)
        review.fleet = fleet.callers
        let comment = ReviewMarkdown(links: links, fullReport: ReviewMarkdown.fullReport(file: options.full, environment: io.environment), fleetLinkBase: fleetBase)
        let markdown = comment.render(review)
        if let path = options.full {
            let fullBase = ReportLinks.base(root: workspace.root, outputFile: io.resolve(path))
            let whole = ReviewMarkdown(links: linkTarget(options: options, input: input, prefix: prefix, root: workspace.root,
                                                         io: io, outFile: path),
                                       limit: .max, fleetLinkBase: fullBase)
            try ReportOutput.write(whole.render(review), to: path, io: io)
        }
        if let path = options.json {
            var json = ReviewJSON.value(review)
            if case .object(var members) = json, let callers = fleet.json {
                members.append("fleet", callers)
                json = .object(members)
            }
            try ReportOutput.write(JSONWriter().write(json), to: path, io: io)
        }
        if let path = options.out { try ReportOutput.write(markdown, to: path, io: io) }
        if options.format == .github {
            var annotations = ""
            for finding in review.newFindings { annotations += GitHubAnnotations.annotation(finding) + "\n" }
            io.stdout.write(annotations)
        } else if options.out == nil {
            io.stdout.write(markdown)
        }
        for problem in input.head.unreadable { io.printWarning("\(problem.path): \(problem.reason)") }
        let failed = options.failOn.filter { review.happened($0) }
        if !failed.isEmpty {
            io.printError("the change " + failed.map { outcome -> String in
                switch outcome {
                case .impact: return "touches \(review.impact.count) kit component\(review.impact.count == 1 ? "" : "s")"
                case .callers: return "changes callers"
                case .debt: return "adds debt (\(review.newFindings.count) new finding\(review.newFindings.count == 1 ? "" : "s"))"
                }
            }.joined(separator: ", ") + " (--fail-on).")
            return ExitCode.findings
        }
        return ExitCode.success
    }

    /// GitHub links to the head revision in Actions; relative links (to `outFile`'s folder,
    /// `--out`'s by default) otherwise.
    static func linkTarget(options: ReviewOptions, input: ReviewInput, prefix: String, root: String, io: IO,
                           outFile: String? = nil) -> ReviewLinks {
        .chosen(environment: io.environment, commit: input.head.commit, prefix: prefix) {
            (outFile ?? options.out).map { ReportLinks.base(root: root, outputFile: io.resolve($0)) } ?? ""
        }
    }
}

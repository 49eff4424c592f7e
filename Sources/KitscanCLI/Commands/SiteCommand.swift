import Foundation
import KitscanEngine
import KitscanHistory
import KitscanRatchet
import KitscanReport
import KitscanSupport
import KitscanGit

/// `kitscan report site`'s own options (the rest are `report`'s).
package struct SiteOptions: Sendable, Equatable {
    package var singleFile: Bool
    package var sourceURL: String?
    package var adoption: String?

    static let singleFile = OptionSpec.flag("--single-file", help: "site: write one self-contained index.html (style and script inside) "
                                            + "instead of pages with site.css and site.js beside them.")
    static let sourceURL = OptionSpec.option("--source-url", value: "template", help: "site: link sources here; {path} is the "
                                             + "repository path, {line} the line, {commit} the scanned commit, e.g. "
                                             + "https://host/o/r/blob/{commit}/{path}#L{line}. Default: GitHub's "
                                             + "GITHUB_SERVER_URL/GITHUB_REPOSITORY/GITHUB_SHA when set, else links relative to the site.")
    static let adoption = OptionSpec.option("--adoption", value: "file", help: "site: draw the adoption page from this report, "
                                            + "written by `kitscan adoption --json FILE`.")

    package init(_ parsed: ParsedArguments) {
        singleFile = parsed.flag(Self.singleFile)
        sourceURL = parsed.value(Self.sourceURL)
        adoption = parsed.value(Self.adoption)
    }

    var given: [String] {
        (singleFile ? [Self.singleFile.name] : []) + (sourceURL != nil ? [Self.sourceURL.name] : [])
            + (adoption != nil ? [Self.adoption.name] : [])
    }
}

/// `kitscan report site --out DIR`: the static site of the callers list, the debt and the
/// adoption, written into a folder kitscan owns (it lists what it wrote in `.kitscan-site`,
/// and refuses a folder holding files it did not write).
enum SiteCommand {
    static func run(_ options: ReportOptions, io: IO) throws(CommandFailure) -> Int32 {
        guard let out = options.out else {
            throw CommandFailure("kitscan report site needs the folder to write: add --out DIR, e.g. --out site")
        }
        if options.json != nil || options.svg != nil {
            throw CommandFailure("the site draws its data and charts into its pages: drop --json/--svg, "
                + "or write them with kitscan report callers|debt --json FILE")
        }
        let folder = io.resolve(out)
        let previous = try CommandFailure.running { () throws(WorkspaceError) in try SiteFolder.ownedFiles(folder, shown: out) }
        let adoption = try options.site.adoption.map { (path) throws(CommandFailure) in try readAdoption(path, io: io) }
        let paths = options.path.map { [$0] } ?? []
        let session = try ScanSession.open(paths: paths, configPath: options.configPath, io: io)
        let workspace = session.workspace
        var debt = try DebtContext.read(workspace, io: io)
        let result = try ReportScan.scan(options, paths: paths, session: session, debt: &debt)

        let git = Git.open(at: workspace.root)
        let input = SiteInput(result: result, baseline: debt.baseline, history: debt.history, lag: debt.lag, adoption: adoption,
                              commit: git?.head, date: try date(io: io, git: git), kitVersion: kitVersion(git, workspace: workspace),
                              links: try links(options, io: io, git: git, root: workspace.root, folder: folder))
        let files = Site(singleFile: options.site.singleFile).files(input)
        try CommandFailure.running { () throws(WorkspaceError) in try SiteFolder.write(files, to: folder, previous: previous) }
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        io.stderr.line("Wrote \(files.count) file\(files.count == 1 ? "" : "s") (\(bytes / 1024) KB) to \(out)")
        return ExitCode.success
    }

    static func readAdoption(_ path: String, io: IO) throws(CommandFailure) -> AdoptionReport {
        let bytes = try InputFile.readOrReport(path, io: io, command: "report site --adoption")
        do {
            return try AdoptionJSON.read(try JSONParser.parse(bytes))
        } catch let error as JSONSyntaxError {
            throw CommandFailure("\(path): not JSON (\(error.description)): write it with kitscan adoption --json FILE")
        } catch let error as AdoptionJSONError {
            throw CommandFailure("\(path): \(error.description)")
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
    }

    /// `SOURCE_DATE_EPOCH` when set (reproducible builds' convention), else the scanned
    /// commit's date, else now: the same commit gives the same page.
    static func date(io: IO, git: Git?) throws(CommandFailure) -> String {
        var seconds: Int?
        if let text = io.environment["SOURCE_DATE_EPOCH"] {
            guard let n = Int(text), n >= 0 else {
                throw CommandFailure("SOURCE_DATE_EPOCH is `\(text)`: it must be seconds since 1970 (e.g. $(git log -1 --format=%ct)), or unset")
            }
            seconds = n
        } else {
            seconds = git?.commitTime()
        }
        let date = seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// The kit folder's nearest tag (`v2.1.0`, `v2.1.0-3-gabc1234` past it), or nil without
    /// tags: the kit's version when nothing is read from elsewhere (with a kit source, the
    /// overview shows the sources' versions, as the callers list does).
    static func kitVersion(_ git: Git?, workspace: Workspace) -> String? {
        guard let git else { return nil }
        let folder = workspace.config.kit.paths.first { !$0.contains(where: { "*?[".contains($0) }) }
        return KitFolderCommit.describe(folder.map { KitConfig.absolute($0, root: workspace.root) } ?? git.topLevel)
    }

    static func links(_ options: ReportOptions, io: IO, git: Git?, root: String, folder: String) throws(CommandFailure) -> SiteSourceLinks {
        let prefix = git.map { repositoryPrefix(top: $0.topLevel, root: root) } ?? ""
        if let template = options.site.sourceURL {
            guard template.contains("{path}") else {
                throw CommandFailure("--source-url `\(template)` has no {path}: write where a file is, e.g. "
                    + "https://github.com/OWNER/REPO/blob/{commit}/{path}#L{line}")
            }
            if template.contains("{commit}"), git?.head == nil {
                throw CommandFailure("--source-url uses {commit}, but \(root) is in no git repository with a commit: write the commit in the template")
            }
            return .template(template.replacing("{commit}", with: git?.head ?? ""), prefix: prefix)
        }
        let env = io.environment
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

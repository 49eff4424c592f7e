import Foundation
import KitscanEngine
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
    /// What the folder form lists as its own: the next run replaces these and nothing else.
    static let manifest = ".kitscan-site"

    static func run(_ options: ReportOptions, io: IO) throws(CommandFailure) -> Int32 {
        guard let out = options.out else {
            throw CommandFailure("kitscan report site needs the folder to write: add --out DIR, e.g. --out site")
        }
        if options.json != nil || options.svg != nil {
            throw CommandFailure("the site draws its data and charts into its pages: drop --json/--svg, "
                + "or write them with kitscan report callers|debt --json FILE")
        }
        let folder = io.resolve(out)
        let previous = try ownedFiles(folder, shown: out)
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
        try write(files, to: folder, previous: previous)
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        io.stderr.line("Wrote \(files.count) file\(files.count == 1 ? "" : "s") (\(bytes / 1024) KB) to \(out)")
        return ExitCode.success
    }

    /// The files a previous run listed, or [] for a new or empty folder; a folder holding
    /// anything else is refused (the site would overwrite or mix with someone's files).
    static func ownedFiles(_ folder: String, shown: String) throws(CommandFailure) -> [String] {
        if FileSystem.exists(folder), !FileSystem.isDirectory(folder) {
            throw CommandFailure("cannot write the site: \(shown) is a file. --out names a folder, e.g. --out site")
        }
        guard FileSystem.isDirectory(folder) else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard !entries.isEmpty else { return [] }
        guard let bytes = try? FileBytes.read(path: folder + "/" + manifest) else {
            throw CommandFailure("cannot write the site: \(shown) holds files kitscan did not write. "
                + "Name a new or empty folder, e.g. --out \(shown.hasSuffix("/") ? shown : shown + "/")site")
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.contains("/") && $0 != manifest }
    }

    /// Writes each file atomically, then the list of them, then removes what the last run
    /// wrote and this one did not (a component page since removed from the kit).
    static func write(_ files: [SiteFile], to folder: String, previous: [String]) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the site's folder \(folder): \(error.localizedDescription)")
        }
        let names = files.map(\.name)
        do {
            // One folder flush for the whole site, not one per page: each is a disk round trip.
            for file in files { try AtomicFile.write(Data(file.text.utf8), to: folder + "/" + file.name, flushFolder: false) }
            try AtomicFile.write(Data((names.joined(separator: "\n") + "\n").utf8), to: folder + "/" + manifest)
        } catch {
            throw CommandFailure("cannot write the site: \(error.description)")
        }
        for stale in Set(previous).subtracting(names).sorted() {
            try? FileManager.default.removeItem(atPath: folder + "/" + stale)
        }
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

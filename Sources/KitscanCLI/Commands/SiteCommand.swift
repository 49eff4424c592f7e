import Foundation
import KitscanEngine
import KitscanHistory
import KitscanRatchet
import KitscanReport
import KitscanSupport
import KitscanGit

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
                              commit: git?.head, date: try CommandFailure.running { () throws(WorkspaceError) in
                                  try SiteStamp.date(environment: io.environment, commitTime: { git?.commitTime() }) }, kitVersion: kitVersion(git, workspace: workspace),
                              links: try CommandFailure.running { () throws(WorkspaceError) in
                                  try SiteSourceLinks.chosen(template: options.site.sourceURL, environment: io.environment, top: git?.topLevel,
                                                             head: git?.head, root: workspace.root, folder: folder) })
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

    /// The kit folder's nearest tag (`v2.1.0`, `v2.1.0-3-gabc1234` past it), or nil without
    /// tags: the kit's version when nothing is read from elsewhere (with a kit source, the
    /// overview shows the sources' versions, as the callers list does).
    static func kitVersion(_ git: Git?, workspace: Workspace) -> String? {
        guard let git else { return nil }
        let folder = workspace.config.kit.paths.first { !$0.contains(where: { "*?[".contains($0) }) }
        return KitFolderCommit.describe(folder.map { KitConfig.absolute($0, root: workspace.root) } ?? git.topLevel)
    }
}

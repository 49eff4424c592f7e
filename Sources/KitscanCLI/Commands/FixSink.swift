import Foundation
import KitscanReport
import KitscanEngine
import KitscanSupport
import KitscanFiles

/// Where `fix` hands each file's result: written (with --dry-run, a diff on stdout), then
/// counted into the one report and told, file by file. One sink for a folder and for every
/// app of a fleet, so both report alike.
struct FixSink {
    let options: FixOptionsCLI
    let io: IO
    let beforeWrite: ((String) -> Void)?
    var report: FixReport
    var failed = false
    /// Where the backups are, before their folder: a fleet's are in each path app's own.
    var backupsIn = ""

    init(options: FixOptionsCLI, io: IO, beforeWrite: ((String) -> Void)?) {
        self.options = options
        self.io = io
        self.beforeWrite = beforeWrite
        report = FixReport(dryRun: options.dryRun, keepsOutcomes: options.json)
    }

    /// Text goes out file by file; with --dry-run the diff takes stdout and the report stderr.
    var reportSink: OutputSink { options.dryRun ? io.stderr : io.stdout }

    /// Writes `file` under `root` (or prints its diff, paths starting `diffPrefix`) and reports
    /// it with its paths shown from `shown` (a fleet app's prefix, as scan shows them).
    mutating func take(_ file: FileFix, root: String, diffPrefix: String, shown: String = "") {
        var file = file
        if let fixed = file.fixed {
            if options.dryRun {
                let diff = UnifiedDiff.render(old: file.original, new: fixed, path: diffPrefix + file.path)
                if options.json { report.diff += diff } else { io.stdout.write(diff) }
            } else if let problem = FixCommand.write(file, fixed, root: root, beforeWrite: beforeWrite) {
                failed = failed || problem.isError
                file.problem = problem.message
                for i in file.outcomes.indices where file.outcomes[i].fixed {
                    file.outcomes[i].replacement = nil
                    file.outcomes[i].reason = "not written: " + problem.message
                }
            }
        }
        count(file, shown: shown)
    }

    /// Reports `file` without writing it (a git app's fix, which goes to its patch).
    mutating func count(_ file: FileFix, shown: String) {
        var outcomes = file.outcomes
        for i in outcomes.indices { outcomes[i].finding.path = shown + outcomes[i].finding.path }
        let fixed = outcomes.filter(\.fixed).count
        let entry = fixed > 0 || file.problem != nil
            ? FixReport.FileEntry(path: shown + file.path, fixed: fixed, importsAdded: file.problem == nil ? file.addedImports : [],
                                  problem: file.problem)
            : nil
        let text = report.add(outcomes, file: entry)
        if !options.json && !text.isEmpty { reportSink.write(text) }
    }

    /// Tells a line of the run's own (an app skipped, a patch written) as the report goes.
    func tell(_ line: String) {
        if !options.json { reportSink.write(line + "\n") }
    }

    /// The summary, and the exit code.
    mutating func finish(files: Int, unreadable: [UnreadableFile]) -> Int32 {
        report.filesRead = files
        if !options.dryRun, report.files.contains(where: { $0.fixed > 0 && $0.problem == nil }) {
            report.backups = backupsIn + BackupCopy.folder + "/fix/"
        }
        report.unreadable = unreadable
        if options.json { io.stdout.write(report.json()) } else { reportSink.write(report.summary()) }
        if failed { return ExitCode.failure }
        return options.strict && report.leftCount > 0 ? ExitCode.findings : ExitCode.success
    }
}

import Foundation
import KitscanReport
import KitscanEngine
import KitscanSupport

/// `kitscan scan`: the findings in files and folders.
package struct ScanOptions: Sendable, Equatable {
    /// Files or folders as given (relative to the working directory); empty = the current folder.
    package var paths: [String]
    package var format: OutputFormat
    /// Exit 1 when there is any finding (not only findings over the baseline).
    package var strict: Bool
    package var configPath: String?
    /// A file written (empty) once the scan has succeeded, for build systems that need an
    /// output to know the scan is up to date (the SwiftPM build-tool plugin).
    package var stamp: String?
    /// The apps of a kit repository's fleet to cover.
    var fleet: FleetSelection

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        fleet = FleetSelection(parsed)
        paths = parsed.positionals
        format = OutputFormat.parse(parsed)
        strict = parsed.flag(ScanCommand.strict)
        configPath = parsed.value(CommonOptions.config)
        stamp = parsed.value(ScanCommand.stamp)
    }
}

package enum ScanCommand {
    static let strict = OptionSpec.flag("--strict", help: "Exit 1 when there is any finding, not only an error.")
    static let stamp = OptionSpec.option(
        "--stamp", value: "file",
        help: "Write this (empty) file when the scan succeeds: the output a build system declares so that "
            + "an unchanged build does not scan again (the SwiftPM build-tool plugin).")

    package static let spec = CommandSpec(
        name: "scan",
        summary: "Show the findings (design-system debt) in files and folders.",
        discussion: "Lists every finding of every enabled rule, as SwiftLint does: the current folder "
            + "(and below) unless paths are given, with the kitscan.json found by walking up from the first "
            + "path (or the current folder). Lines ending with an exception comment "
            + "(`// kitscan-allow: <rule> -- <reason>`) are not findings. Exits 1 when a finding has "
            + "severity error (or, with --strict, when there is any finding), 2 when a named path does not "
            + "exist or nothing of what was given could be scanned; use `kitscan check` to fail only on new debt. "
            + "Text, github, xcode, checkstyle and junit paths are relative to the current folder (xcode: "
            + "absolute); json, sarif and gitlab paths are relative to the folder holding kitscan.json. "
            + "In a kit repository whose kitscan.json lists \"apps\" (and no path given): every app, each with its own "
            + "config and this kit; each finding names its app.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated,
                         help: "Files or folders to scan (default: the current folder)."),
        ],
        options: [
            CommonOptions.format,
            strict,
            CommonOptions.configFromPath,
            stamp,
            FleetSelection.app,
            FleetSelection.keepGoing,
        ],
        examples: [
            .init("kitscan scan", "Scan the current folder and print findings as path:line:column: warning: …"),
            .init("kitscan scan App/Mail --strict", "Scan one folder; exit 1 if anything is found."),
            .init("kitscan scan --format sarif > kitscan.sarif", "Write SARIF for GitHub code scanning."),
            .init("kitscan scan --format xcode", "Diagnostics with absolute paths, for an Xcode build phase."),
        ])

    /// Runs the scan. Returns the exit code.
    package static func run(_ options: ScanOptions, io: IO) throws(CommandFailure) -> Int32 {
        let session = try ScanSession.open(paths: options.paths, configPath: options.configPath, io: io)
        let code = try whole(options, session: session, io: io)
        return code == ExitCode.success ? try writeStamp(options, io: io) : code
    }

    /// The scan in the asked format: text, github, xcode and json streamed, the others
    /// rendered from the whole result.
    private static func whole(_ options: ScanOptions, session: ScanSession, io: IO) throws(CommandFailure) -> Int32 {
        if let fleet = try options.fleet.scan(paths: options.paths, session: session) {
            return try rendered(fleet, options, session: session, io: io)
        }
        switch options.format {
        case .text, .github, .xcode:
            return try streamed(options, session: session, io: io)
        case .json:
            return try streamedJSON(options, session: session, io: io)
        case .sarif, .checkstyle, .junit, .gitlab:
            break
        }
        return try rendered(try session.scan(paths: scanned(options, session)), options, session: session, io: io)
    }

    /// Renders a whole result (a fleet's, or for the formats that are not streamed).
    private static func rendered(_ result: ScanResult, _ options: ScanOptions, session: ScanSession,
                                 io: IO) throws(CommandFailure) -> Int32 {
        io.stdout.write(session.formatter().render(result, as: options.format))
        let counted = result.findings.filter { $0.exceptedBy == nil }
        return try finish(result, counted: counted.count, errors: counted.filter { $0.severity == .error }.count,
                      options, session: session, io: io)
    }

    /// After a report on stdout: the unreadable files as warnings, a scan that covered
    /// nothing as an error (2), else the exit code of the counted findings.
    private static func finish(_ result: ScanResult, counted: Int, errors: Int, _ options: ScanOptions,
                               session: ScanSession, io: IO) throws(CommandFailure) -> Int32 {
        for problem in result.unreadable {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        if let problem = ScanCoverage.problem(given: options.paths, result: result, session: session) {
            throw CommandFailure(problem)
        }
        return exitCode(counted: counted, errors: errors, options)
    }

    /// Writes `--stamp` after a successful scan (a failed one leaves it out, so the build
    /// system runs the scan again and shows the errors again).
    private static func writeStamp(_ options: ScanOptions, io: IO) throws(CommandFailure) -> Int32 {
        guard let stamp = options.stamp else { return ExitCode.success }
        do {
            try AtomicFile.write(Data(), to: io.resolve(stamp))
        } catch {
            throw CommandFailure("\(error.description). Check that the folder of --stamp exists and is writable.")
        }
        return ExitCode.success
    }

    static func scanned(_ options: ScanOptions, _ session: ScanSession) -> [String] {
        ScanCoverage.paths(options.paths, session)
    }

    /// 1 when a counted finding is an error (as SwiftLint), or any is with --strict.
    static func exitCode(counted: Int, errors: Int, _ options: ScanOptions) -> Int32 {
        errors > 0 || (options.strict && counted > 0) ? ExitCode.findings : ExitCode.success
    }

    /// After a first scan on a terminal (no baseline yet): what to run next.
    static func nextSteps(_ session: ScanSession) -> String? {
        let workspace = session.workspace
        guard session.io.stdoutIsTerminal,
              !FileSystem.exists(workspace.root + "/" + workspace.config.baseline) else { return nil }
        let record = "`kitscan baseline` records today's findings so `kitscan check` fails only on new debt."
        return workspace.config.file == nil
            ? "Next: `kitscan init` writes kitscan.json and a pre-commit hook; " + record + "\n"
            : "Next: " + record + "\n"
    }

    /// A note when `unlisted-view` is on but has no debt list to check views against.
    static func debtListNote(_ session: ScanSession) -> String? {
        let workspace = session.workspace
        guard workspace.config.debtList == nil, workspace.rules.rule("unlisted-view") != nil else { return nil }
        guard workspace.config.file != nil else {
            return "note: unlisted-view: there is no kitscan.json, so no debt list to check views against. "
                + "`kitscan init` writes both.\n"
        }
        return "note: unlisted-view: no `debtList` in kitscan.json, so nothing to check. Name your debt list "
            + "there (`kitscan init` writes one) to find views not yet on it.\n"
    }

    /// JSON written file by file as the scan goes, the summary at the end: the same bytes
    /// as `FindingsJSON.render` of the whole result, without holding it.
    static func streamedJSON(_ options: ScanOptions, session: ScanSession, io: IO) throws(CommandFailure) -> Int32 {
        var stream = FindingsJSON.Stream(rules: session.workspace.rules.rules.map(\.definition.id))
        var counted = 0
        var errors = 0
        let result = try session.scan(paths: scanned(options, session), prepare: { FindingsJSON.Stream.texts($0.findings) },
                                      each: { scan, texts in
            for f in scan.findings where f.exceptedBy == nil {
                counted += 1
                if f.severity == .error { errors += 1 }
            }
            // A file's findings come sorted (line, column, rule), as `Finding.ordered` wants.
            let out = stream.add(scan.findings, texts: texts)
            if !out.isEmpty { io.stdout.write(out) }
        })
        io.stdout.write(stream.end(filesScanned: result.files.count, unreadable: result.unreadable))
        return try finish(result, counted: counted, errors: errors, options, session: session, io: io)
    }

    /// Text, GitHub and Xcode output, written file by file as the scan goes: a repository's
    /// worth of findings is never held in memory. Same bytes as rendering the whole result.
    static func streamed(_ options: ScanOptions, session: ScanSession, io: IO) throws(CommandFailure) -> Int32 {
        var tally = FindingTally(rules: session.workspace.rules.rules.map(\.definition.id))
        var errors = 0
        let github = options.format == .github
        let xcode = options.format == .xcode
        let paths = session.formatter().diagnosticPaths(absolute: xcode)
        let result = try session.scan(paths: scanned(options, session), prepare: { scan in
            var out = ""
            for f in scan.findings where f.exceptedBy == nil {
                out += (github ? GitHubAnnotations.annotation(f, paths: paths) : TextFindings.line(f, paths: paths)) + "\n"
            }
            return out
        }, each: { scan, out in
            for f in scan.findings {
                tally.add(f)
                if f.exceptedBy == nil, f.severity == .error { errors += 1 }
            }
            if !out.isEmpty { io.stdout.write(out) }
        })
        tally.filesScanned = result.files.count
        tally.unreadable = result.unreadable.count
        if github {
            io.stdout.write(GitHubAnnotations.render(ScanResult(unreadable: result.unreadable), paths: paths))
            for problem in result.unreadable { io.printWarning("\(problem.path): \(problem.reason)") }
        } else if xcode {
            // A build log wants the diagnostics alone: no summary, no notes.
            io.stdout.write(TextFindings.unreadable(result.unreadable, paths: paths))
        } else {
            io.stdout.write(TextFindings.unreadable(result.unreadable, paths: paths) + TextFindings.summary(tally))
            if let note = debtListNote(session) { io.stdout.write(note) }
        }
        if let problem = ScanCoverage.problem(given: options.paths, result: result, session: session) {
            throw CommandFailure(problem)
        }
        if !github, !xcode, let next = nextSteps(session) { io.stdout.write(next) }
        return exitCode(counted: tally.counted, errors: errors, options)
    }
}

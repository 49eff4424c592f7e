import Foundation
import KitscanReport
import KitscanRules
import KitscanSupport

/// `kitscan scan`: the findings in files and folders.
public struct ScanOptions: Sendable, Equatable {
    /// Files or folders as given (relative to the working directory); empty = the current folder.
    public var paths: [String]
    public var format: OutputFormat
    /// Exit 1 when there is any finding (not only findings over the baseline).
    public var strict: Bool
    public var configPath: String?
    /// A file written (empty) once the scan has succeeded, for build systems that need an
    /// output to know the scan is up to date (the SwiftPM build-tool plugin).
    public var stamp: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        paths = parsed.positionals
        format = OutputFormat.parse(parsed)
        strict = parsed.flag(ScanCommand.strict)
        configPath = parsed.value(CommonOptions.config)
        stamp = parsed.value(ScanCommand.stamp)
    }
}

public enum ScanCommand {
    static let strict = OptionSpec.flag("--strict", help: "Exit 1 when there is any finding.")
    static let stamp = OptionSpec.option(
        "--stamp", value: "file",
        help: "Write this (empty) file when the scan succeeds: the output a build system declares so that "
            + "an unchanged build does not scan again (the SwiftPM build-tool plugin).")

    public static let spec = CommandSpec(
        name: "scan",
        summary: "Show the findings (design-system debt) in files and folders.",
        discussion: "Lists every finding of every enabled rule. Lines ending with an exception comment "
            + "(`// kitscan-allow: <rule> -- <reason>`) are not findings. Without --strict the exit code "
            + "is 0 whatever is found (with --format xcode, 1 when an error-severity finding is written, so a "
            + "build fails); use `kitscan check` to fail only on new debt. Text, github, xcode, checkstyle and "
            + "junit paths are relative to the current folder (xcode: absolute); json, sarif and gitlab paths "
            + "are relative to the folder holding kitscan.json.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated,
                         help: "Files or folders to scan (default: the current folder)."),
        ],
        options: [
            CommonOptions.format,
            strict,
            CommonOptions.config,
            stamp,
        ],
        examples: [
            .init("kitscan scan", "Scan the current folder and print findings as path:line:column: warning: …"),
            .init("kitscan scan App/Mail --strict", "Scan one folder; exit 1 if anything is found."),
            .init("kitscan scan --format sarif > kitscan.sarif", "Write SARIF for GitHub code scanning."),
            .init("kitscan scan --format xcode", "Diagnostics with absolute paths, for an Xcode build phase."),
        ])

    /// Runs the scan. Returns the exit code.
    public static func run(_ options: ScanOptions, io: IO) -> Int32 {
        guard let session = ScanSession.open(paths: options.paths, configPath: options.configPath, io: io) else {
            return ExitCode.failure
        }
        let code: Int32
        switch options.format {
        case .text, .github, .xcode:
            code = streamed(options, session: session, io: io)
        case .json, .sarif, .checkstyle, .junit, .gitlab:
            guard let result = session.scan(paths: options.paths) else { return ExitCode.failure }
            io.stdout.write(session.formatter().render(result, as: options.format))
            for problem in result.unreadable {
                io.printWarning("\(problem.path): \(problem.reason)")
            }
            let counted = result.findings.filter { $0.exceptedBy == nil }
            code = options.strict && !counted.isEmpty ? ExitCode.findings : ExitCode.success
        }
        return code == ExitCode.success ? writeStamp(options, io: io) : code
    }

    /// Writes `--stamp` after a successful scan (a failed one leaves it out, so the build
    /// system runs the scan again and shows the errors again).
    private static func writeStamp(_ options: ScanOptions, io: IO) -> Int32 {
        guard let stamp = options.stamp else { return ExitCode.success }
        do {
            try AtomicFile.write(Data(), to: io.resolve(stamp))
        } catch {
            io.printError("\(error.description). Check that the folder of --stamp exists and is writable.")
            return ExitCode.failure
        }
        return ExitCode.success
    }

    /// Text, GitHub and Xcode output, written file by file as the scan goes: a repository's
    /// worth of findings is never held in memory. Same bytes as rendering the whole result.
    static func streamed(_ options: ScanOptions, session: ScanSession, io: IO) -> Int32 {
        var tally = FindingTally(rules: session.workspace.rules.rules.map(\.definition.id))
        let format = options.format
        let paths = session.formatter().diagnosticPaths(absolute: format == .xcode)
        var errors = 0
        guard let result = session.scan(paths: options.paths, each: { scan in
            var out = ""
            for f in scan.findings {
                tally.add(f)
                guard f.exceptedBy == nil else { continue }
                if f.severity == .error { errors += 1 }
                out += (format == .github ? GitHubAnnotations.annotation(f, paths: paths) : TextFindings.line(f, paths: paths)) + "\n"
            }
            if !out.isEmpty { io.stdout.write(out) }
        }) else { return ExitCode.failure }
        tally.filesScanned = result.files.count
        tally.unreadable = result.unreadable.count
        switch format {
        case .github:
            io.stdout.write(GitHubAnnotations.render(ScanResult(unreadable: result.unreadable), paths: paths))
            for problem in result.unreadable { io.printWarning("\(problem.path): \(problem.reason)") }
        case .xcode:
            io.stdout.write(TextFindings.unreadable(result.unreadable, paths: paths))
            // An error-severity finding fails the build, as a compiler error does.
            if errors > 0 { return ExitCode.findings }
        default:
            io.stdout.write(TextFindings.unreadable(result.unreadable, paths: paths) + TextFindings.summary(tally))
        }
        return options.strict && tally.counted > 0 ? ExitCode.findings : ExitCode.success
    }
}

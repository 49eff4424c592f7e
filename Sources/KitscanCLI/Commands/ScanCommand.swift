import KitscanReport
import KitscanRules

/// `kitscan scan`: the findings in files and folders.
public struct ScanOptions: Sendable, Equatable {
    /// Files or folders as given (relative to the working directory); empty = the current folder.
    public var paths: [String]
    public var format: OutputFormat
    /// Exit 1 when there is any finding (not only findings over the baseline).
    public var strict: Bool
    public var configPath: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        paths = parsed.positionals
        format = OutputFormat.parse(parsed)
        strict = parsed.flag(ScanCommand.strict)
        configPath = parsed.value(CommonOptions.config)
    }
}

public enum ScanCommand {
    static let strict = OptionSpec.flag("--strict", help: "Exit 1 when there is any finding.")

    public static let spec = CommandSpec(
        name: "scan",
        summary: "Show the findings (design-system debt) in files and folders.",
        discussion: "Lists every finding of every enabled rule. Lines ending with an exception comment "
            + "(`// kitscan-allow: <rule> -- <reason>`) are not findings. Without --strict the exit code "
            + "is 0 whatever is found; use `kitscan check` to fail only on new debt.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated,
                         help: "Files or folders to scan (default: the current folder)."),
        ],
        options: [
            CommonOptions.format,
            strict,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan scan", "Scan the current folder and print findings as path:line:column: warning: …"),
            .init("kitscan scan App/Mail --strict", "Scan one folder; exit 1 if anything is found."),
            .init("kitscan scan --format sarif > kitscan.sarif", "Write SARIF for GitHub code scanning."),
        ])

    /// Runs the scan. Returns the exit code.
    public static func run(_ options: ScanOptions, io: IO) -> Int32 {
        guard let session = ScanSession.open(paths: options.paths, configPath: options.configPath, io: io) else {
            return ExitCode.failure
        }
        if options.format == .text || options.format == .github {
            return streamed(options, session: session, io: io)
        }
        guard let result = session.scan(paths: options.paths) else { return ExitCode.failure }
        let formatter = FindingFormatter(toolVersion: Kitscan.version)
        io.stdout.write(formatter.render(result, as: FindingFormat(rawValue: options.format.rawValue) ?? .text))
        for problem in result.unreadable where options.format != .text {
            io.printWarning("\(problem.path): \(problem.reason)")
        }
        let counted = result.findings.filter { $0.exceptedBy == nil }
        return options.strict && !counted.isEmpty ? ExitCode.findings : ExitCode.success
    }

    /// Text and GitHub output, written file by file as the scan goes: a repository's worth
    /// of findings is never held in memory. Same bytes as rendering the whole result.
    static func streamed(_ options: ScanOptions, session: ScanSession, io: IO) -> Int32 {
        var tally = FindingTally(rules: session.workspace.rules.rules.map(\.definition.id))
        let github = options.format == .github
        guard let result = session.scan(paths: options.paths, each: { scan in
            var out = ""
            for f in scan.findings {
                tally.add(f)
                guard f.exceptedBy == nil else { continue }
                out += (github ? GitHubAnnotations.annotation(f) : TextFindings.line(f)) + "\n"
            }
            if !out.isEmpty { io.stdout.write(out) }
        }) else { return ExitCode.failure }
        tally.filesScanned = result.files.count
        tally.unreadable = result.unreadable.count
        if github {
            io.stdout.write(GitHubAnnotations.render(ScanResult(unreadable: result.unreadable)))
            for problem in result.unreadable { io.printWarning("\(problem.path): \(problem.reason)") }
        } else {
            io.stdout.write(TextFindings.unreadable(result.unreadable) + TextFindings.summary(tally))
        }
        return options.strict && tally.counted > 0 ? ExitCode.findings : ExitCode.success
    }
}

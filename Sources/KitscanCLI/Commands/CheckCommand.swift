/// `kitscan check`: the ratchet against the checked-in baseline.
public struct CheckOptions: Sendable, Equatable {
    /// Check the staged content of staged files (pre-commit).
    public var staged: Bool
    /// Lower baseline entries that improved and drop files that are gone.
    public var tighten: Bool
    /// Also fail when the baseline could be tightened (it is out of date).
    public var strict: Bool
    /// Read the baseline as it is at this git revision instead of the working tree.
    public var base: String?
    public var format: OutputFormat
    public var configPath: String?
    /// Limit the check to these files (empty = every file).
    public var paths: [String]

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        staged = parsed.flag("--staged")
        tighten = parsed.flag("--tighten")
        strict = parsed.flag("--strict")
        base = parsed.value("--base")
        format = OutputFormat.parse(parsed)
        configPath = parsed.value("--config")
        paths = parsed.positionals
    }
}

public enum CheckCommand {
    public static let spec = CommandSpec(
        name: "check",
        summary: "Fail when a file's findings rise above the baseline (the ratchet).",
        discussion: "Compares, per file and per rule, the findings with kitscan-baseline.json (a file or "
            + "rule missing from it counts as 0). Exits 1 and prints the findings of every file and rule "
            + "over its count; otherwise exits 0 and says which files improved. Entries are never raised "
            + "here: that takes `kitscan baseline --raise`.",
        arguments: [
            ArgumentSpec("paths", arity: .repeated,
                         help: "Check only these files (the pre-commit framework passes them)."),
        ],
        options: [
            .flag("--staged", help: "Check the files staged in git, as staged (for a pre-commit hook)."),
            .flag("--tighten", help: "Lower the baseline entries that improved and drop files that are gone."),
            .flag("--strict", help: "Also exit 1 when files improved but the baseline was not tightened."),
            .option("--base", value: "ref",
                    help: "Read the baseline as it is at git <ref> (e.g. origin/main), so a branch cannot "
                        + "raise its own baseline."),
            CommonOptions.format,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan check", "Check the whole project against the baseline."),
            .init("kitscan check --staged", "Pre-commit: check what is about to be committed."),
            .init("kitscan check --tighten", "Check, then record the improvements in the baseline."),
            .init("kitscan check --base origin/main --format github", "CI on a pull request."),
        ])

    /// Runs the check. Returns 0 (clean), 1 (over baseline) or 2 (error).
    public static func run(_ options: CheckOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("check", io: io)
    }
}

/// `kitscan report callers|debt`.
public struct ReportOptions: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Every use of every kit component, and the app views not yet on the debt list.
        case callers
        /// Findings per rule and file, the exceptions register and the burn-down.
        case debt
    }

    public var kind: Kind
    /// Markdown output file; nil = stdout.
    public var out: String?
    /// Also write the JSON form here.
    public var json: String?
    /// Also draw the burn-down chart as SVG here.
    public var svg: String?
    public var configPath: String?
    /// Folder to report on; nil = the current folder.
    public var path: String?

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        // The parser has checked the first positional against Kind's names.
        guard let first = parsed.positionals.first, let kind = Kind(rawValue: first) else {
            throw .missingArgument(name: "report", usage: ReportCommand.spec.usage, command: "report")
        }
        self.kind = kind
        path = parsed.positionals.count > 1 ? parsed.positionals[1] : nil
        out = parsed.value("--out")
        json = parsed.value("--json")
        svg = parsed.value("--svg")
        configPath = parsed.value("--config")
    }
}

public enum ReportCommand {
    public static let spec = CommandSpec(
        name: "report",
        summary: "Write the callers list or the debt list (Markdown, JSON, SVG).",
        discussion: "callers: one section per kit component with a table of its callers (location, "
            + "enclosing declaration, arguments, modifiers, handlers, #if branch), then the app views not "
            + "yet on the debt list.\n"
            + "debt: a summary per rule, the files with counts and line links, the exceptions register and "
            + "the burn-down. Same input, byte-identical output.",
        arguments: [
            ArgumentSpec("report", arity: .required, help: "Which report: callers or debt.",
                         allowed: ReportOptions.Kind.allCases.map(\.rawValue)),
            ArgumentSpec("path", arity: .optional, help: "The folder to report on (default: the current folder)."),
        ],
        options: [
            .option("--out", value: "file", help: "Write the Markdown here instead of stdout."),
            .option("--json", value: "file", help: "Also write the report as JSON (to diff two runs)."),
            .option("--svg", value: "file", help: "Also draw the burn-down chart as SVG (debt report)."),
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan report callers --out CALLERS.md", "Write the callers list."),
            .init("kitscan report callers --json callers.json", "Print the callers list, save its JSON."),
            .init("kitscan report debt --out DEBT.md --svg burndown.svg", "Write the debt list and its chart."),
        ])

    public static func run(_ options: ReportOptions, io: IO) -> Int32 {
        CommandStub.notAvailable("report", io: io)
    }
}

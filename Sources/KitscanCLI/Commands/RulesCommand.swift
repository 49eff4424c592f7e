import KitscanEngine
import KitscanReport
import KitscanSupport

/// `kitscan rules [id]`: list the rules, or explain one.
package struct RulesOptions: Sendable, Equatable {
    /// The rule to explain; nil lists them all.
    package var id: String?
    /// Run the rules against the examples in this folder.
    package var testDirectory: String?
    package var configPath: String?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        id = parsed.positionals.first
        testDirectory = parsed.value(RulesCommand.test)
        configPath = parsed.value(CommonOptions.config)
    }
}

package enum RulesCommand {
    static let test = OptionSpec.option("--test", value: "dir",
                    help: "Check that the examples in <dir> trigger (or not) as they say; exit 1 if one "
                        + "does not. Exception comments in an example count, with the marker of the "
                        + "kitscan.json found walking up from <dir> (or --config).")

    package static let spec = CommandSpec(
        name: "rules",
        summary: "List the rules, or explain one with its examples.",
        discussion: "Without an id: every rule with its severity, whether it is on, and its one-line "
            + "message. With an id: its rationale, parameters (as configured) and examples that trigger "
            + "and that do not.",
        arguments: [
            ArgumentSpec("id", arity: .optional, help: "A rule id, e.g. raw-colour."),
        ],
        options: [
            test,
            CommonOptions.config,
        ],
        examples: [
            .init("kitscan rules", "List the rules."),
            .init("kitscan rules small-font", "Explain small-font, with its examples."),
            .init("kitscan rules --test Rules/", "Test the rules against their examples."),
        ])

    package static func run(_ options: RulesOptions, io: IO) throws(CommandFailure) -> Int32 {
        if let folder = options.testDirectory { return try test(folder: folder, configPath: options.configPath, io: io) }
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let workspace = session.workspace
        let definitions = workspace.definitions.sorted { $0.id < $1.id }
        guard let id = options.id else {
            io.stdout.write(RuleListing.list(definitions, workspace.rules))
            return ExitCode.success
        }
        guard let rule = definitions.first(where: { $0.id == id }) else {
            var message = "unknown rule `\(id)`."
            if let close = Suggestion.closest(to: id, in: definitions.map(\.id)) { message += " Did you mean `\(close)`?" }
            throw CommandFailure(message + " Run `kitscan rules` to list the rules.")
        }
        io.stdout.write(RuleListing.explain(rule, workspace.rules.rule(id)))
        return ExitCode.success
    }

    /// `kitscan rules --test DIR`: every rule file in DIR must load and its examples behave,
    /// with the exception marker of the config found walking up from DIR (or `--config`).
    static func test(folder: String, configPath: String?, io: IO) throws(CommandFailure) -> Int32 {
        let path = io.resolve(folder)
        var marker = Config.defaultExceptionMarker
        let location: ConfigLocation
        do {
            location = try ConfigLocator.locate(explicitConfig: configPath.map { io.resolve($0) }, start: path)
        } catch {
            throw CommandFailure(error.description)
        }
        if let file = location.configFile {
            do {
                marker = try ConfigLoader.load(path: file.path, displayName: configPath ?? file.path).exceptionMarker
            } catch {
                throw CommandFailure(messages: error.errors.map(\.description))
            }
        }
        let loaded = try CommandFailure.running { () throws(WorkspaceError) in try RuleFolderTest.load(path, shown: folder) }
        let (failures, examples) = RuleFolderTest.failures(loaded, marker: marker)
        for failure in failures { io.stdout.line("FAIL " + failure) }
        let failed = failures.count
        let summary = "\(loaded.count) rule\(loaded.count == 1 ? "" : "s"), \(examples) example\(examples == 1 ? "" : "s")"
        if failed == 0 {
            io.stdout.line("ok: \(summary), all behave as written")
            return ExitCode.success
        }
        io.stdout.line("\(failed) failure\(failed == 1 ? "" : "s") in \(summary)")
        return ExitCode.findings
    }
}

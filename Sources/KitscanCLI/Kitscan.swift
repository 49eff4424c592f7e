import KitscanSupport
/// Entry point of the command-line tool, kept in a library so tests can drive it.
public enum Kitscan {
    /// The version `kitscan --version` prints.
    public static let version = "0.1.0"

    /// Runs `kitscan` with the given arguments (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        run(arguments, io: .process())
    }

    /// Runs `kitscan` against the given IO (tests pass buffers and a fake environment).
    ///
    /// `kitscan` alone prints the overview on stderr and exits 2; `kitscan --help`,
    /// `kitscan help [command]` and `kitscan <command> --help` print help on stdout and exit 0.
    public static func run(_ arguments: [String], io: IO) -> Int32 {
        guard let first = arguments.first else {
            io.stderr.write(HelpText.renderTopLevel(CommandTable.specs, version: version))
            return ExitCode.failure
        }
        let rest = Array(arguments.dropFirst())
        do throws(CommandFailure) {
            return try command(first, rest, io: io)
        } catch {
            // The one exit path of a command that could not do its job.
            for message in error.messages { io.printError(message) }
            return ExitCode.failure
        }
    }

    /// Runs the command line `first rest…`: help and version here, a command through its entry.
    private static func command(_ first: String, _ rest: [String], io: IO) throws(CommandFailure) -> Int32 {
        let (entry, parsed): (CommandEntry, ParsedArguments)
        do throws(CommandLineError) {
            if first == "--version" {
                io.stdout.line("kitscan \(version)")
                return ExitCode.success
            }
            if first == "help" {
                return try help(rest, io: io)
            }
            if ArgumentParser.looksLikeOption(first) {
                // `kitscan --help check` reads as a request for check's help.
                if ArgumentParser.isHelp(first) {
                    if let name = rest.first, let entry = CommandTable.entry(named: name) {
                        io.stdout.write(HelpText.render(entry.spec))
                    } else {
                        io.stdout.write(HelpText.renderTopLevel(CommandTable.specs, version: version))
                    }
                    return ExitCode.success
                }
                throw CommandLineError.unknownOption(
                    first, command: "", suggestion: Suggestion.closest(to: first, in: ["--help", "--version"]),
                    owner: CommandTable.specs.first { $0.option(named: first) != nil }?.name)
            }
            guard let found = CommandTable.entry(named: first) else {
                throw CommandLineError.unknownCommand(
                    first, suggestion: Suggestion.closest(to: first, in: CommandTable.specs.map(\.name) + ["help"]))
            }
            (entry, parsed) = (found, try ArgumentParser.parse(rest, for: found.spec, otherCommands: CommandTable.specs))
        } catch {
            throw CommandFailure(error)
        }
        if parsed.helpRequested {
            io.stdout.write(HelpText.render(entry.spec))
            return ExitCode.success
        }
        return try entry.run(parsed, io)
    }

    /// `kitscan help` and `kitscan help <command>`.
    private static func help(_ arguments: [String], io: IO) throws(CommandLineError) -> Int32 {
        guard let name = arguments.first, !ArgumentParser.isHelp(name) else {
            io.stdout.write(HelpText.renderTopLevel(CommandTable.specs, version: version))
            return ExitCode.success
        }
        guard let entry = CommandTable.entry(named: name) else {
            throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, in: CommandTable.specs.map(\.name)))
        }
        if arguments.count > 1 {
            throw .unexpectedArgument(arguments[1], usage: "kitscan help [<command>]", command: "")
        }
        io.stdout.write(HelpText.render(entry.spec))
        return ExitCode.success
    }
}

import KitscanLexer
import KitscanReport
import KitscanParser

/// `kitscan outline FILE`: the parser's view of a file.
package struct OutlineOptions: Sendable, Equatable {
    package var file: String

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        guard let file = parsed.positionals.first else {
            throw .missingArgument(name: "file", usage: OutlineCommand.spec.usage, command: "outline")
        }
        self.file = file
    }
}

package enum OutlineCommand {
    package static let spec = CommandSpec(
        name: "outline",
        summary: "Print the parser's view of a Swift file: declarations, calls.",
        discussion: "Sections, each headed `name (count)`, entries starting with line:column: imports; "
            + "declarations indented by nesting, with inherited types and their path (MailRow.body); "
            + "#if clauses with their conditions (#else shows what it means); calls with their callee, "
            + "form, arguments (label: value) and trailing closures; modifier chains with their links; "
            + "and the places where the parser recovered from broken input.",
        arguments: [
            ArgumentSpec("file", arity: .required, help: "The Swift file to parse (any bytes are accepted)."),
        ],
        examples: [
            .init("kitscan outline Sources/App/MailRow.swift", "See how kitscan reads a file."),
            .init("kitscan outline MailRow.swift | grep -A20 '^calls'", "Just the calls."),
        ])

    package static func run(_ options: OutlineOptions, io: IO) throws(CommandFailure) -> Int32 {
        let bytes = try InputFile.readOrReport(options.file, io: io, command: spec.name)
        let tree = Parser.parse(Lexer.lex(bytes))
        io.stdout.write(Outline.render(tree))
        return ExitCode.success
    }
}

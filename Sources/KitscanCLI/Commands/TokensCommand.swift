import KitscanLexer
import KitscanReport

/// `kitscan tokens FILE`: the lexer's view of a file.
package struct TokensOptions: Sendable, Equatable {
    package var file: String
    /// One JSON object per token and trivia piece.
    package var json: Bool
    /// Include trivia in the text listing.
    package var trivia: Bool

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        guard let file = parsed.positionals.first else {
            throw .missingArgument(name: "file", usage: TokensCommand.spec.usage, command: "tokens")
        }
        self.file = file
        json = parsed.flag(TokensCommand.json)
        trivia = parsed.flag(TokensCommand.trivia)
    }
}

package enum TokensCommand {
    static let json = OptionSpec.flag("--json", help: "One JSON object per line, trivia included.")
    static let trivia = OptionSpec.flag("--trivia", help: "Also list whitespace, line breaks and comments.")

    package static let spec = CommandSpec(
        name: "tokens",
        summary: "Print the tokens of a Swift file, as the lexer sees them.",
        discussion: "Text: one line per significant token, `line:column  kind  start..<end  text` "
            + "(offsets in bytes, end exclusive; columns count UTF-8 bytes). In the text, line breaks, "
            + "tabs and backslashes are escaped (\\n, \\t, \\\\), invisible characters are shown as "
            + "\\u{…} and bytes that are not UTF-8 as \\x{…}.\n"
            + "JSON: one object per line for every token and every trivia piece (whitespace, line breaks, "
            + "comments) in file order, {\"kind\":…,\"start\":…,\"end\":…,\"line\":…,\"column\":…,\"text\":…}; "
            + "the ranges tile the file exactly.",
        arguments: [
            ArgumentSpec("file", arity: .required, help: "The Swift file to lex (any bytes are accepted)."),
        ],
        options: [
            json,
            trivia,
        ],
        examples: [
            .init("kitscan tokens Sources/App/MailRow.swift", "List the significant tokens."),
            .init("kitscan tokens --trivia MailRow.swift | grep Comment", "Find the comments, as lexed."),
            .init("kitscan tokens --json MailRow.swift > tokens.jsonl", "Machine-readable, one token per line."),
        ])

    package static func run(_ options: TokensOptions, io: IO) throws(CommandFailure) -> Int32 {
        let bytes = try InputFile.readOrReport(options.file, io: io, command: spec.name)
        let file = Lexer.lex(bytes)
        if options.json {
            TokenListing.writeJSON(file, to: io.stdout.write)
        } else {
            TokenListing.writeText(file, trivia: options.trivia, to: io.stdout.write)
        }
        return ExitCode.success
    }
}

import KitscanLexer
import KitscanParser

/// One measured stage of the pipeline, run over a whole corpus.
///
/// `run` returns a count (tokens, calls …) that is printed, so the optimiser can't drop the
/// work and a reader can sanity-check it. Adding a figure to the table is adding one
/// `static let` here and listing it in `Phase.all`.
struct Phase: Sendable {
    let name: String
    /// What `run`'s count counts, for the table's last column.
    let unit: String
    let run: @Sendable ([SourceFile]) -> Int

    /// The phases `main` measures, in order.
    static let all: [Phase] = [.lexer, .lexerAndParser]

    /// Lexing only, one file after another on one thread.
    static let lexer = Phase(name: "lexer", unit: "tokens") { files in
        var tokens = 0
        for file in files {
            tokens += Lexer.lex(file.bytes).tokens.count
        }
        return tokens
    }

    /// Lexing then parsing, one file after another on one thread.
    static let lexerAndParser = Phase(name: "lexer + parser", unit: "calls") { files in
        var calls = 0
        for file in files {
            calls += Parser.parse(Lexer.lex(file.bytes)).calls.count
        }
        return calls
    }
}

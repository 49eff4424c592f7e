import KitscanLexer

extension Component {
    /// The name as Swift writes it: a reserved word in backticks (`` `if` ``), so a report
    /// never shows a kit modifier as a bare keyword.
    package var spelledName: String {
        let tokens = Lexer.lex(name).tokens
        return tokens.count == 1 && tokens[0].kind == .keyword ? "`" + name + "`" : name
    }
}

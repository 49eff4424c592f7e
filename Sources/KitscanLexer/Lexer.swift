/// The hand-written Swift lexer: UTF-8 bytes in, tokens and trivia out.
///
/// Never fails, never loops, linear in the input: any bytes are accepted (invalid UTF-8,
/// NUL, a BOM, CRLF, a file cut off inside a string or comment).
public enum Lexer {
    /// Lexes a whole file.
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        fatalError("not yet implemented")
    }
}

import KitscanLexer

/// The light parser: brackets, calls, chains, `#if` clauses, declarations, imports.
public enum Parser {
    /// Parses a lexed file. Never fails; recovery points are in `notes`.
    public static func parse(_ file: LexedFile) -> SyntaxTree {
        fatalError("not yet implemented")
    }
}

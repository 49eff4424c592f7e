import KitscanLexer

/// The light parser: brackets, calls, chains, `#if` clauses, declarations, imports.
///
/// Two linear passes over the tokens: `BracketMatcher` (brackets, strings, `#if`
/// clauses), then `TreeBuilder` (chains, calls, declarations, roles).
public enum Parser {
    /// Parses a lexed file. Never fails; recovery points are in `notes`.
    public static func parse(_ file: LexedFile) -> SyntaxTree {
        var tree = SyntaxTree(file: file, columnsLater: ())
        TokenColumns.build(&tree) { tree, columns in
            BracketMatcher.run(&tree, columns)
            // Hand the tree over without a copy-on-write copy of its arrays.
            var builder = TreeBuilder(consume tree, columns)
            file.bytes.withUnsafeBufferPointer { bytes in
                builder.source = bytes
                builder.run()
                builder.source = UnsafeBufferPointer(start: nil, count: 0)
            }
            tree = builder.tree
        }
        return tree
    }

    /// Lexes and parses source bytes.
    public static func parse(bytes: [UInt8]) -> SyntaxTree {
        parse(Lexer.lex(bytes))
    }

    /// Lexes and parses source text (for tests and tools).
    public static func parse(source: String) -> SyntaxTree {
        parse(bytes: Array(source.utf8))
    }
}

/// One entry of the lexer's explicit mode stack (no recursion, so nesting depth is only
/// bounded by memory).
///
/// The bottom of the stack is ordinary code. A string literal pushes a `string` entry;
/// an interpolation `\(` inside it pushes an `interpolation` entry, which lexes code
/// until the `)` that balances it; that code may open further strings, and so on.
struct LexerMode {
    enum Kind: UInt8 {
        case string
        case interpolation
    }

    var kind: Kind
    /// The string is (or the interpolation sits in) a `"""` string: line breaks are allowed.
    var multiline: Bool
    /// Number of `#` delimiting the raw string (0 for an ordinary string).
    var pounds: Int32
    /// For an interpolation: unclosed `(` inside it.
    var parens: Int32
}

import KitscanSupport
/// A token pattern or `where` condition that cannot be compiled: which one (1-based),
/// the column in its text (1-based, UTF-8 bytes) and what to fix.
package struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Source: String, Sendable {
        case pattern, condition
    }

    package var source: Source
    /// 1-based position in `patterns` or `where`.
    package var index: Int
    /// 1-based column in the pattern's text.
    package var column: Int
    package var message: String

    package init(_ source: Source, index: Int, column: Int, _ message: String) {
        self.source = source
        self.index = index
        self.column = column
        self.message = message
    }

    /// `pattern 1, column 14: unbalanced "("`
    package var description: String { "\(source.rawValue) \(index), column \(column): \(message)" }
}

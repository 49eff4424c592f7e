/// One replacement in a file's bytes: `[start, end)` becomes `text`. An insertion has
/// `start == end`.
public struct TextEdit: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public var text: String

    public init(start: Int, end: Int, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }

    /// Whether the two edits touch the same bytes (two insertions at one point do too:
    /// their order would be a guess).
    public func overlaps(_ other: TextEdit) -> Bool {
        if start == end || other.start == other.end {
            return start == other.start || (start < other.end && other.start < end)
        }
        return start < other.end && other.start < end
    }
}

/// What `kitscan fix` may do with one finding: rewrite it, or leave it and say why.
/// Computed only when a scan asks for it (`MatchContext.fixes`), so a plain scan pays nothing.
public enum FixProposal: Sendable, Hashable {
    /// Replace the finding's tokens. `module` is the module that declares the replacement's
    /// name when the file does not import it yet (the import must be added first).
    case edit(TextEdit, module: String?)
    /// No single right replacement: why.
    case left(String)

    public var edit: TextEdit? {
        if case .edit(let edit, _) = self { return edit }
        return nil
    }

    public var reason: String? {
        if case .left(let reason) = self { return reason }
        return nil
    }
}

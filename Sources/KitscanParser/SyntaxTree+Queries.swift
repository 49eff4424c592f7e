import KitscanLexer
import KitscanSupport

extension SyntaxTree {
    @inlinable public var tokens: [Token] { file.tokens }

    /// The text of token `index`.
    public func text(_ index: Int32) -> String {
        file.text(file.tokens[Int(index)])
    }

    /// True when token `index` is exactly `literal`.
    @inlinable
    public func token(_ index: Int32, is literal: StaticString) -> Bool {
        index >= 0 && Int(index) < file.tokens.count && file.token(file.tokens[Int(index)], is: literal)
    }

    /// Source text from token `first` through token `last` (inclusive), runs of
    /// whitespace (line breaks included) collapsed to one space.
    public func normalizedText(from first: Int32, through last: Int32) -> String {
        guard first >= 0, last >= first, Int(last) < file.tokens.count else { return "" }
        return Self.collapse(file.bytes, Int(file.tokens[Int(first)].start), Int(file.tokens[Int(last)].end))
    }

    /// The bytes `start..<end` with whitespace runs collapsed to one space and trimmed.
    public static func collapse(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        bytes.withUnsafeBufferPointer { all in
            // Trimmed first: a snippet is a whole line, indented; what is left most often has
            // no run to collapse, and is then the bytes as they are.
            var start = start, end = end
            while start < end && isSpace(all[start]) { start += 1 }
            while end > start && isSpace(all[end - 1]) { end -= 1 }
            guard start < end else { return "" }
            var i = start
            while i < end {
                let b = all[i]
                if isSpace(b) && (b != 0x20 || isSpace(all[i + 1])) { break }
                i += 1
            }
            if i == end { return String(decoding: UnsafeBufferPointer(rebasing: all[start..<end]), as: UTF8.self) }
            return String(unsafeUninitializedCapacity: end - start) { out in
                var count = 0
                collapse(all, start, end) { out[count] = $0; count += 1 }
                return count
            }
        }
    }

    /// Appends what `normalizedText(from:through:)` returns, as bytes: to build a longer
    /// text (a fingerprint) in one buffer without a `String` per part.
    public func appendNormalizedText(from first: Int32, through last: Int32, to out: inout [UInt8]) {
        guard first >= 0, last >= first, Int(last) < file.tokens.count else { return }
        let start = Int(file.tokens[Int(first)].start), end = Int(file.tokens[Int(last)].end)
        out.reserveCapacity(out.count + end - start)
        file.bytes.withUnsafeBufferPointer { all in Self.collapse(all, start, end) { out.append($0) } }
    }

    /// Gives each byte of `start..<end` with whitespace runs collapsed to one space and trimmed.
    @inline(__always)
    private static func collapse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ write: (UInt8) -> Void) {
        var pendingSpace = false, wrote = false
        var i = start
        while i < end {
            let b = bytes[i]
            if isSpace(b) {
                pendingSpace = wrote
            } else {
                if pendingSpace { write(0x20); pendingSpace = false }
                write(b)
                wrote = true
            }
            i += 1
        }
    }

    @inline(__always)
    static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C
    }

    /// The innermost declaration whose range holds token `index`, or -1.
    public func enclosingDeclaration(of index: Int32) -> Int32 {
        // Declarations are in order of their start and properly nested, so the innermost
        // one is the last that starts at or before `index` and still contains it, or one
        // of its ancestors.
        let declarations = self.declarations
        var d = Int32(PartitionPoint.first(declarations.count) { declarations[$0].start <= index } - 1)
        while d >= 0 {
            // Fields read one by one: a copy of a declaration retains all its strings.
            if declarations[Int(d)].start <= index && index <= declarations[Int(d)].end { return d }
            d = declarations[Int(d)].parent
        }
        return -1
    }

    /// The enclosing declaration's path (`MailRowView.body`), or nil at top level.
    public func declarationPath(of index: Int32) -> String? {
        let d = enclosingDeclaration(of: index)
        return d >= 0 ? declarations[Int(d)].path : nil
    }

    /// The `#if` condition token `index` sits under (its conditions); nil when it is
    /// under none.
    public func condition(of index: Int32) -> String? {
        guard index >= 0, Int(index) < clauseOf.count else { return nil }
        return condition(ofClause: clauseOf[Int(index)])
    }

    /// The full condition of a clause, with the clauses around it: written from the
    /// outermost block inwards, joined with ` && `. An `#if c`/`#elseif c` contributes `c`,
    /// an `#elseif` or `#else` also `!(e)` for each earlier clause `e` of its block. With more
    /// than one contribution, each that is not a single atom is wrapped in parentheses.
    public func condition(ofClause clause: Int32) -> String? {
        condition(ofClause: clause, excludingClausesAround: -1)
    }

    /// The condition of `clause` from only the clauses that do not also hold code under
    /// `other` (`other`'s clause and those around it): a modifier's own `#if` blocks, not
    /// the ones around its use. Nil when no clause is left.
    public func condition(ofClause clause: Int32, excludingClausesAround other: Int32) -> String? {
        var around: [Int32] = []
        var o = other
        while o >= 0 {
            around.append(o)
            o = clauses[Int(o)].parent
        }
        var chain: [Int32] = []
        var c = clause
        while c >= 0 {
            if !around.contains(c) { chain.append(c) }
            c = clauses[Int(c)].parent
        }
        guard !chain.isEmpty else { return nil }
        var parts: [String] = []
        for c in chain.reversed() { appendContributions(of: c, to: &parts) }
        if parts.count == 1 { return parts[0] }
        return parts.map { Self.isConditionAtom($0) ? $0 : "(" + $0 + ")" }.joined(separator: " && ")
    }

    /// What clause `c` contributes: `!(e)` for each earlier `#if`/`#elseif` of its block,
    /// then its own condition (none for `#else`).
    private func appendContributions(of c: Int32, to parts: inout [String]) {
        let clause = clauses[Int(c)]
        if clause.kind != .if {
            // The block's clauses are recorded in token order, nested blocks' in between.
            var e = clause.block
            while e < c {
                let earlier = clauses[Int(e)]
                if earlier.block == clause.block && earlier.kind != .else { parts.append("!(" + earlier.condition + ")") }
                e += 1
            }
        }
        if clause.kind != .else { parts.append(clause.condition) }
    }

    /// Whether a condition is one atom: an identifier, a call `os(iOS)`, a parenthesised
    /// group, or `!` before an atom.
    static func isConditionAtom(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        while bytes.first == UInt8(ascii: "!") { bytes = bytes.dropFirst() }
        guard let first = bytes.first else { return false }
        let isName: (UInt8) -> Bool = { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        if first != UInt8(ascii: "(") {
            guard isName(first) else { return false }
            while let b = bytes.first, isName(b) { bytes = bytes.dropFirst() }
            if bytes.isEmpty { return true }
        }
        // A parenthesised group (after a name: a call's arguments) that runs to the end.
        guard bytes.first == UInt8(ascii: "(") else { return false }
        var depth = 0
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: "(") { depth += 1 }
            if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return bytes.index(after: i) == bytes.endIndex }
            }
            i = bytes.index(after: i)
        }
        return false
    }

    /// The call whose argument list directly holds token `index` (its innermost enclosing
    /// paren group belongs to a call), and the index of the argument, or nil.
    public func enclosingCallArgument(of index: Int32) -> (call: Int32, argument: Int)? {
        let open = parentGroup[Int(index)]
        guard open >= 0, let call = callByOpen[open], calls[Int(call)].openParen == open else { return nil }
        let args = calls[Int(call)].arguments
        for (a, arg) in args.enumerated() {
            let first = arg.label >= 0 ? arg.label : arg.start
            if index >= first && index < arg.end { return (call, a) }
        }
        return nil
    }

    /// Line of token `index` (1-based).
    public func line(_ index: Int32) -> Int { Int(file.tokens[Int(index)].line) }
    /// Column of token `index` (1-based, UTF-8 bytes).
    public func column(_ index: Int32) -> Int { Int(file.tokens[Int(index)].column) }
}

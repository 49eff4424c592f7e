import KitscanLexer

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
        guard start < end else { return "" }
        // Most texts have no run to collapse: then they are the bytes as they are.
        var clean = !isSpace(bytes[start]) && !isSpace(bytes[end - 1])
        var i = start
        while clean && i < end {
            let b = bytes[i]
            if isSpace(b) && (b != 0x20 || isSpace(bytes[i + 1])) { clean = false }
            i += 1
        }
        if clean {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        appendCollapsed(bytes, start, end, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends what `normalizedText(from:through:)` returns, as bytes: to build a longer
    /// text (a fingerprint) in one buffer without a `String` per part.
    public func appendNormalizedText(from first: Int32, through last: Int32, to out: inout [UInt8]) {
        guard first >= 0, last >= first, Int(last) < file.tokens.count else { return }
        Self.appendCollapsed(file.bytes, Int(file.tokens[Int(first)].start), Int(file.tokens[Int(last)].end), to: &out)
    }

    /// Appends the bytes `start..<end` with whitespace runs collapsed to one space and trimmed.
    static func appendCollapsed(_ bytes: [UInt8], _ start: Int, _ end: Int, to out: inout [UInt8]) {
        var pendingSpace = false, wrote = false
        var i = start
        while i < end {
            let b = bytes[i]
            if isSpace(b) {
                pendingSpace = wrote
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
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
        var lo = 0, hi = declarations.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if declarations[mid].start <= index { lo = mid + 1 } else { hi = mid }
        }
        var d = Int32(lo - 1)
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

    /// The `#if` conditions token `index` sits under, outermost first, joined with ` && `;
    /// nil when it is under none.
    public func condition(of index: Int32) -> String? {
        guard index >= 0, Int(index) < clauseOf.count else { return nil }
        return condition(ofClause: clauseOf[Int(index)])
    }

    /// The full condition of a clause, with the conditions of the clauses around it.
    public func condition(ofClause clause: Int32) -> String? {
        var parts: [String] = []
        var c = clause
        while c >= 0 {
            parts.append(clauses[Int(c)].condition)
            c = clauses[Int(c)].parent
        }
        return parts.isEmpty ? nil : parts.reversed().joined(separator: " && ")
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

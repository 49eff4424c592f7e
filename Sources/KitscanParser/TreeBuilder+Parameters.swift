import KitscanLexer

/// Parameter lists, enum cases and imports: names declared inside a header and statements
/// that are recorded rather than scanned as code.
extension TreeBuilder {

    /// A parameter list `(label name: Type = default, …)`: names declared, types left as code.
    mutating func parameterList(open: Int) -> [Parameter] {
        groupKind[open] = .parameters
        let close = Int(match[open])
        guard close > open + 1 else { return [] }
        var result: [Parameter] = []
        var start = open + 1
        var k = start
        while k <= close {
            if k == close || tokens[k].kind == .comma {
                if k > start, let parameter = parameter(from: start, to: k) { result.append(parameter) }
                start = k + 1
                k += 1
                continue
            }
            let kind = tokens[k].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .stringOpen, match[k] > k {
                k = Int(match[k])
            } else if k > start, !tokens[k].hasSpaceBefore, let end = genericClose(from: k), end < close {
                // `KeyPath<Icons, Image>`: the comma inside generic arguments parts no parameters.
                k = end
            }
            k += 1
        }
        return result
    }

    mutating func parameter(from start: Int, to end: Int) -> Parameter? {
        var s = start
        var attributes: [String] = []
        while s < end, tokens[s].kind == .attribute {
            attributes.append(tree.file.text(tokens[s]))
            s += 1
            if s < end, tokens[s].kind == .leftParen, match[s] > s { s = Int(match[s]) + 1 }
        }
        var names: [Int] = []
        var colon = -1
        var k = s
        while k < end {
            if tokens[k].kind == .colon { colon = k; break }
            if TokenKindSet.names.contains(tokens[k].kind) { names.append(k) }
            k += 1
        }
        guard colon >= 0, !names.isEmpty, names.count <= 2 else { return nil }
        for name in names { roles[name] = .declaredName }
        var typeEnd = end
        var hasDefault = false
        var q = colon + 1
        while q < end {
            if tokens[q].kind == .binaryOperator, word(tokens[q], is: "=") { typeEnd = q; hasDefault = true; break }
            if TokenKindSet.openers.contains(tokens[q].kind), match[q] > q { q = Int(match[q]) }
            q += 1
        }
        let label = tree.file.text(tokens[names[0]])
        let name = tree.file.text(tokens[names[names.count - 1]])
        let type = typeEnd > colon + 1 ? tree.normalizedText(from: Int32(colon + 1), through: Int32(typeEnd - 1)) : ""
        return Parameter(label: label, name: name, type: type, hasDefault: hasDefault, attributes: attributes)
    }

    /// `case a, b(Int)` in an enum body: the names are declared. In a `switch` it is code.
    mutating func enumCase(_ k: Int) -> Int {
        let level = currentLevel
        guard level >= 0, groupKind[Int(level)] == .typeBody else { return k }
        let d = declStack.last ?? -1
        guard d >= 0, tree.declarations[Int(d)].kind == .enum, tree.declarations[Int(d)].bodyOpen == level else { return k }
        var expectName = true
        var p = k + 1
        while p < n {
            let t = tokens[p]
            if p > k + 1 && t.startsLine && !continues(previous: p - 1, next: p) { break }
            // The next `case` (on the same line) or the end of the body ends this one.
            if t.kind == .rightBrace || (p > k + 1 && t.kind == .keyword && word(t, is: "case")) { break }
            if expectName && (t.kind == .identifier || t.kind == .backtickIdentifier) {
                roles[p] = .declaredName
            }
            if t.kind == .leftParen, match[p] > p {
                _ = parameterList(open: p)
                p = Int(match[p])
            }
            expectName = t.kind == .comma
            p += 1
        }
        return k
    }

    /// `import Module.Sub` / `import struct Module.Type`: recorded and not scanned as code.
    mutating func importStatement(_ k: Int) -> Int {
        var p = k + 1
        if p < n, tokens[p].kind == .keyword || tokens[p].kind == .identifier, p + 1 < n,
           tokens[p + 1].kind == .identifier || tokens[p + 1].kind == .backtickIdentifier || tokens[p + 1].kind == .keyword,
           !tokens[p + 1].startsLine {
            let t = tokens[p]
            if word(t, is: "struct")
                || word(t, is: "class") || word(t, is: "enum") || word(t, is: "protocol")
                || word(t, is: "typealias") || word(t, is: "func") || word(t, is: "var")
                || word(t, is: "let") {
                p += 1
            }
        }
        let first = p
        var last = k
        while p < n, !tokens[p].startsLine || p == first,
              TokenKindSet.importPath.contains(tokens[p].kind) {
            if p > first, tokens[p].startsLine { break }
            last = p
            p += 1
        }
        let path = last >= first ? tree.normalizedText(from: Int32(first), through: Int32(last)) : ""
        let (_, attributes, _) = leadingAttributes(before: k)
        tree.imports.append(Import(token: Int32(k), path: path, attributes: attributes))
        return max(k, last)
    }
}

import KitscanSupport
import Foundation
import KitscanLexer

/// What a `$name:type` capture accepts.
package enum CaptureType: String, Sendable, CaseIterable {
    /// `$name`: one balanced expression.
    case any
    /// A numeric constant (as `small-font` defines it).
    case number
    /// One string literal without interpolation.
    case string
    /// One string literal, interpolation allowed; its text keeps `\(…)` as written.
    case text
    /// One identifier.
    case identifier
    /// An implicit member `.x`.
    case member
}

/// One step of a compiled token pattern.
enum PatternElement: Sendable, Equatable {
    /// A token matched by its bytes (`Image`, `:`, `12`, `.`).
    case token([UInt8], TokenKind)
    /// An opening bracket; the closer must be the source bracket's own match.
    case open([UInt8])
    case close([UInt8])
    /// A string literal without interpolation, by its text as written.
    case string([UInt8])
    case capture(slot: Int, type: CaptureType)
    /// `...` before a closing bracket: any further arguments (the rest of the group).
    case restOfGroup
    /// `...` before `.member`: any links of the same postfix chain.
    case chainLinks
}

/// One alternative, compiled.
struct CompiledPattern: Sendable {
    enum Start: Sendable { case member, name, other }

    var elements: [PatternElement]
    var start: Start
    /// Capture names by slot, and their types.
    var captures: [String]
    var types: [CaptureType]
    /// The conditions, with the slot each one reads.
    var conditions: [(slot: Int, condition: PatternCondition)]
    /// The element a `↓` in the pattern stands before: the match's token there is the
    /// finding's anchor. Nil: the first token (the `name` of a leading `.name`).
    var anchor: Int? = nil
}

/// Compiles the `patterns` and `where` parameters of a `pattern` rule. Patterns are lexed
/// with kitscan's own Swift lexer, so they are written exactly as the code they match.
enum PatternCompiler {
    static func compile(patterns: [String], conditions: [String]) throws(PatternError) -> [CompiledPattern] {
        guard !patterns.isEmpty else {
            throw PatternError(.pattern, index: 1, column: 1, "a pattern rule needs at least one pattern in `patterns`")
        }
        var compiled: [CompiledPattern] = []
        for (index, text) in patterns.enumerated() {
            compiled.append(try compile(text, index: index + 1))
        }
        var parsed: [PatternCondition] = []
        for (index, text) in conditions.enumerated() {
            parsed.append(try condition(text, index: index + 1))
        }
        for condition in parsed {
            for p in compiled.indices {
                guard let slot = compiled[p].captures.firstIndex(of: condition.capture) else {
                    throw PatternError(.condition, index: condition.index, column: condition.captureColumn,
                                       "`$\(condition.capture)` is not captured by pattern \(p + 1); every pattern must capture what the conditions read")
                }
                try check(condition, type: compiled[p].types[slot])
                compiled[p].conditions.append((slot, condition))
            }
        }
        return compiled
    }

    private static func check(_ condition: PatternCondition, type: CaptureType) throws(PatternError) {
        let fail = { (message: String) in
            PatternError(.condition, index: condition.index, column: condition.captureColumn, message)
        }
        switch condition.value {
        case .number:
            guard type == .number else {
                throw fail("`$\(condition.capture)` is compared with a number, so capture it as `$\(condition.capture):number`")
            }
        case .text, .regex:
            guard type != .number else {
                throw fail("`$\(condition.capture)` is a number capture; compare it with a number (`< 12`), not a string")
            }
        }
    }

    /// The bytes of `↓`, which chooses a pattern's anchor.
    static let arrow: [UInt8] = Array("↓".utf8)

    /// `text` with each `↓` blanked out (spaces keep every other column where it was
    /// written, and whitespace never matters to a pattern), and the offset and column of the
    /// `↓` when there is one.
    static func takeArrow(_ text: String, index: Int) throws(PatternError) -> ([UInt8], (offset: Int, column: Int)?) {
        var bytes = Array(text.utf8)
        var found: (offset: Int, column: Int)?
        var column = 1, i = 0
        while i < bytes.count {
            if bytes[i] == arrow[0], i + arrow.count <= bytes.count, Array(bytes[i..<(i + arrow.count)]) == arrow {
                if found != nil {
                    throw PatternError(.pattern, index: index, column: column,
                                       "`↓` is written twice; a pattern has one anchor")
                }
                found = (i, column)
                for k in i..<(i + arrow.count) { bytes[k] = UInt8(ascii: " ") }
                i += arrow.count
                column += arrow.count
                continue
            }
            column = bytes[i] == 0x0A ? 1 : column + 1
            i += 1
        }
        return (bytes, found)
    }

    static func compile(_ text: String, index: Int) throws(PatternError) -> CompiledPattern {
        let (source, arrowAt) = try takeArrow(text, index: index)
        let file = Lexer.lex(source)
        let tokens = file.tokens
        guard !tokens.isEmpty else { throw PatternError(.pattern, index: index, column: 1, "the pattern is empty") }
        // The token the `↓` stands before, and the element it starts (set as it is compiled).
        let anchorToken = try anchorToken(tokens, arrowAt: arrowAt, index: index)
        var anchorElement: Int?
        var elements: [PatternElement] = []
        var captures: [String] = []
        var types: [CaptureType] = []
        var stack: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if i == anchorToken { anchorElement = elements.count }
            switch t.kind {
            case .unknown:
                throw failure(t, index, "unexpected \"\(file.text(t))\"")
            case .dollarIdentifier:
                try appendCapture(file, at: &i, index: index, elements: &elements, captures: &captures, types: &types)
            case .stringOpen:
                i = try appendString(file, from: i, index: index, to: &elements)
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(t)
                elements.append(.open(bytes(file, t)))
            case .rightParen, .rightBracket, .rightBrace:
                guard let opener = stack.popLast(), closer(of: opener.kind) == t.kind else {
                    throw failure(t, index, "unbalanced \"\(file.text(t))\"")
                }
                elements.append(.close(bytes(file, t)))
            case .prefixOperator, .postfixOperator, .binaryOperator:
                try appendOperator(file, at: i, anchored: i == anchorToken, index: index, to: &elements)
            default:
                elements.append(.token(bytes(file, t), t.kind))
            }
            i += 1
        }
        if let opener = stack.last { throw failure(opener, index, "unbalanced \"\(file.text(opener))\"") }
        if let token = anchorToken {
            anchorElement = try anchorElementAfter(anchorElement, in: elements, token: tokens[token], index: index)
        }
        let start = try start(of: elements, first: tokens[0], index: index)
        var pattern = CompiledPattern(elements: elements, start: start, captures: captures, types: types, conditions: [])
        // An arrow where the anchor is anyway changes nothing.
        let natural = start == .member ? 1 : 0
        if let anchorElement, anchorElement != natural { pattern.anchor = anchorElement }
        return pattern
    }

    /// A pattern error at `token`'s column.
    static func failure(_ token: Token, _ index: Int, _ message: String) -> PatternError {
        PatternError(.pattern, index: index, column: Int(token.column), message)
    }

    /// A token's bytes, as the elements compare them with the source's.
    static func bytes(_ file: LexedFile, _ t: Token) -> [UInt8] { Array(file.bytes[Int(t.start)..<Int(t.end)]) }

    /// The token the `↓` at `arrowAt` stands before; an error when it stands after the last.
    static func anchorToken(_ tokens: [Token], arrowAt: (offset: Int, column: Int)?,
                            index: Int) throws(PatternError) -> Int? {
        guard let arrowAt else { return nil }
        guard let token = tokens.firstIndex(where: { Int($0.start) >= arrowAt.offset }) else {
            throw PatternError(.pattern, index: index, column: arrowAt.column,
                               "`↓` must stand before a token of the pattern: the one to anchor the finding at")
        }
        return token
    }

    /// `$name` or `$name:type` at `i` (moved past the type); `$0` is code, not a capture.
    static func appendCapture(_ file: LexedFile, at i: inout Int, index: Int, elements: inout [PatternElement],
                              captures: inout [String], types: inout [CaptureType]) throws(PatternError) {
        let tokens = file.tokens
        let t = tokens[i]
        let name = String(file.text(t).dropFirst())
        if name.allSatisfy(\.isNumber) {
            elements.append(.token(bytes(file, t), t.kind))
            return
        }
        var type = CaptureType.any
        if i + 2 < tokens.count, tokens[i + 1].kind == .colon, !tokens[i + 1].hasSpaceBefore,
           !tokens[i + 1].hasSpaceAfter, tokens[i + 2].kind == .identifier {
            let typeName = file.text(tokens[i + 2])
            guard let typed = CaptureType(rawValue: typeName), typed != .any else {
                throw failure(tokens[i + 2], index, "unknown capture type `\(typeName)`; use number, string, text, identifier or member")
            }
            type = typed
            i += 2
        }
        guard !captures.contains(name) else { throw failure(t, index, "`$\(name)` is captured twice") }
        if elements.isEmpty {
            throw failure(t, index, "a pattern starts with a name, `.member` or a literal, not a capture")
        }
        elements.append(.capture(slot: captures.count, type: type))
        captures.append(name)
        types.append(type)
    }

    /// The string literal opening at `i`, as one element; returns the index of its close.
    static func appendString(_ file: LexedFile, from i: Int, index: Int,
                             to elements: inout [PatternElement]) throws(PatternError) -> Int {
        let tokens = file.tokens
        var segment: [UInt8] = []
        var k = i + 1
        while k < tokens.count, tokens[k].kind != .stringClose {
            if tokens[k].kind == .interpolationOpen {
                throw failure(tokens[k], index, "a string in a pattern cannot hold an interpolation; use `$name` or `$name:string`")
            }
            segment += bytes(file, tokens[k])
            k += 1
        }
        guard k < tokens.count else { throw failure(tokens[i], index, "unterminated string") }
        elements.append(.string(segment))
        return k
    }

    /// An operator at `i`: itself, or for `...` the gap it stands for, which depends on what follows.
    static func appendOperator(_ file: LexedFile, at i: Int, anchored: Bool, index: Int,
                               to elements: inout [PatternElement]) throws(PatternError) {
        let tokens = file.tokens
        let t = tokens[i]
        guard file.token(t, is: "...") else {
            elements.append(.token(bytes(file, t), t.kind))
            return
        }
        guard !elements.isEmpty else { throw failure(t, index, "a pattern cannot start with `...`") }
        if anchored {
            throw failure(t, index, "`↓` must stand before a token of the pattern, not before `...` (which matches a varying number of them)")
        }
        let next = i + 1 < tokens.count ? tokens[i + 1] : nil
        if let next, [.rightParen, .rightBracket, .rightBrace].contains(next.kind) {
            // `f(a, ...)` also matches `f(a)`: the comma belongs to the skipped arguments.
            if case .token(let b, .comma)? = elements.last, b == [UInt8(ascii: ",")] { elements.removeLast() }
            elements.append(.restOfGroup)
        } else if let next, next.kind == .period {
            elements.append(.chainLinks)
        } else {
            throw failure(t, index, "`...` stands before a closing bracket (any further arguments) or before `.member` (any links of the chain)")
        }
    }

    /// The anchor's element once all are compiled (`↓` was before `token`, which started
    /// `element`): errors where it cannot anchor, and `↓.name` anchors at the name.
    static func anchorElementAfter(_ element: Int?, in elements: [PatternElement], token: Token,
                                   index: Int) throws(PatternError) -> Int {
        // Before a token inside a string literal: the literal is one element.
        guard var element, element < elements.count else {
            throw failure(token, index, "`↓` must stand before a token of the pattern, not inside a string")
        }
        switch elements[element] {
        case .restOfGroup, .chainLinks:
            throw failure(token, index, "`↓` must stand before a token of the pattern, not before `...` (which matches a varying number of them)")
        default:
            break
        }
        // `↓.name`: the anchor is the member's name, as for every finding on a member.
        if case .token(_, .period) = elements[element], element + 1 < elements.count,
           case .token(_, let kind) = elements[element + 1], isName(kind) {
            element += 1
        }
        return element
    }

    /// How the pattern starts, which decides where the matcher tries it; assumes `elements` is not empty.
    static func start(of elements: [PatternElement], first: Token,
                      index: Int) throws(PatternError) -> CompiledPattern.Start {
        switch elements[0] {
        case .token(_, .period):
            guard elements.count > 1, case .token(_, let kind) = elements[1], isName(kind) else {
                throw failure(first, index, "`.` must be followed by a member name")
            }
            return .member
        case .token(_, let kind) where isName(kind):
            return .name
        default:
            return .other
        }
    }

    static func isName(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .keyword || kind == .backtickIdentifier
    }

    static func closer(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        default: return .rightBrace
        }
    }
}

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

/// A regular expression shared between threads: `NSRegularExpression` is immutable.
struct SharedRegex: @unchecked Sendable {
    let regex: NSRegularExpression

    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A `where` condition: `$n < 12`, `$s == "text"`, `$s ~ "regex"`.
struct PatternCondition: Sendable {
    enum Operator: String, Sendable, CaseIterable {
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!=",
             matches = "~"
    }

    enum Value: Sendable {
        case number(Double)
        case text(String)
        case regex(SharedRegex)
    }

    var capture: String
    var op: Operator
    var value: Value
    /// 1-based, for error messages.
    var index: Int
    var captureColumn: Int

    /// True when `number` (for number captures) or `text` satisfies the condition.
    func holds(number: Double?, text: String) -> Bool {
        switch value {
        case .number(let bound):
            guard let number else { return false }
            switch op {
            case .less: return number < bound
            case .lessOrEqual: return number <= bound
            case .greater: return number > bound
            case .greaterOrEqual: return number >= bound
            case .equal: return number == bound
            case .notEqual: return number != bound
            case .matches: return false
            }
        case .text(let expected):
            return op == .equal ? text == expected : text != expected
        case .regex(let regex):
            return regex.matches(text)
        }
    }
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
        func fail(_ token: Token, _ message: String) -> PatternError {
            PatternError(.pattern, index: index, column: Int(token.column), message)
        }
        guard !tokens.isEmpty else { throw PatternError(.pattern, index: index, column: 1, "the pattern is empty") }
        // The token the `↓` stands before, and the element it starts (set as it is compiled).
        var anchorToken: Int?
        if let arrowAt {
            anchorToken = tokens.firstIndex { Int($0.start) >= arrowAt.offset }
            if anchorToken == nil {
                throw PatternError(.pattern, index: index, column: arrowAt.column,
                                   "`↓` must stand before a token of the pattern: the one to anchor the finding at")
            }
        }
        var anchorElement: Int?
        var elements: [PatternElement] = []
        var captures: [String] = []
        var types: [CaptureType] = []
        var stack: [Token] = []
        var i = 0
        func bytes(_ t: Token) -> [UInt8] { Array(file.bytes[Int(t.start)..<Int(t.end)]) }
        while i < tokens.count {
            let t = tokens[i]
            if i == anchorToken { anchorElement = elements.count }
            switch t.kind {
            case .unknown:
                throw fail(t, "unexpected \"\(file.text(t))\"")
            case .dollarIdentifier:
                let name = String(file.text(t).dropFirst())
                if name.allSatisfy(\.isNumber) {
                    elements.append(.token(bytes(t), t.kind))  // `$0` is code, not a capture
                    break
                }
                var type = CaptureType.any
                if i + 2 < tokens.count, tokens[i + 1].kind == .colon, !tokens[i + 1].hasSpaceBefore,
                   !tokens[i + 1].hasSpaceAfter, tokens[i + 2].kind == .identifier {
                    let typeName = file.text(tokens[i + 2])
                    guard let typed = CaptureType(rawValue: typeName), typed != .any else {
                        throw fail(tokens[i + 2], "unknown capture type `\(typeName)`; use number, string, text, identifier or member")
                    }
                    type = typed
                    i += 2
                }
                guard !captures.contains(name) else { throw fail(t, "`$\(name)` is captured twice") }
                if elements.isEmpty {
                    throw fail(t, "a pattern starts with a name, `.member` or a literal, not a capture")
                }
                elements.append(.capture(slot: captures.count, type: type))
                captures.append(name)
                types.append(type)
            case .stringOpen:
                var segment: [UInt8] = []
                var k = i + 1
                while k < tokens.count, tokens[k].kind != .stringClose {
                    if tokens[k].kind == .interpolationOpen {
                        throw fail(tokens[k], "a string in a pattern cannot hold an interpolation; use `$name` or `$name:string`")
                    }
                    segment += bytes(tokens[k])
                    k += 1
                }
                guard k < tokens.count else { throw fail(t, "unterminated string") }
                elements.append(.string(segment))
                i = k
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(t)
                elements.append(.open(bytes(t)))
            case .rightParen, .rightBracket, .rightBrace:
                guard let opener = stack.popLast(), closer(of: opener.kind) == t.kind else {
                    throw fail(t, "unbalanced \"\(file.text(t))\"")
                }
                elements.append(.close(bytes(t)))
            case .prefixOperator, .postfixOperator, .binaryOperator:
                guard file.token(t, is: "...") else {
                    elements.append(.token(bytes(t), t.kind))
                    break
                }
                guard !elements.isEmpty else { throw fail(t, "a pattern cannot start with `...`") }
                if i == anchorToken {
                    throw fail(t, "`↓` must stand before a token of the pattern, not before `...` (which matches a varying number of them)")
                }
                let next = i + 1 < tokens.count ? tokens[i + 1] : nil
                if let next, [.rightParen, .rightBracket, .rightBrace].contains(next.kind) {
                    // `f(a, ...)` also matches `f(a)`: the comma belongs to the skipped arguments.
                    if case .token(let b, .comma)? = elements.last, b == [UInt8(ascii: ",")] { elements.removeLast() }
                    elements.append(.restOfGroup)
                } else if let next, next.kind == .period {
                    elements.append(.chainLinks)
                } else {
                    throw fail(t, "`...` stands before a closing bracket (any further arguments) or before `.member` (any links of the chain)")
                }
            default:
                elements.append(.token(bytes(t), t.kind))
            }
            i += 1
        }
        if let opener = stack.last { throw fail(opener, "unbalanced \"\(file.text(opener))\"") }
        if let token = anchorToken {
            // Before a token inside a string literal: the literal is one element.
            guard var element = anchorElement, element < elements.count else {
                throw fail(tokens[token], "`↓` must stand before a token of the pattern, not inside a string")
            }
            switch elements[element] {
            case .restOfGroup, .chainLinks:
                throw fail(tokens[token], "`↓` must stand before a token of the pattern, not before `...` (which matches a varying number of them)")
            default:
                break
            }
            // `↓.name`: the anchor is the member's name, as for every finding on a member.
            if case .token(_, .period) = elements[element], element + 1 < elements.count,
               case .token(_, let kind) = elements[element + 1], isName(kind) {
                element += 1
            }
            anchorElement = element
        }
        let start: CompiledPattern.Start
        switch elements[0] {
        case .token(_, .period):
            guard elements.count > 1, case .token(_, let kind) = elements[1], isName(kind) else {
                throw fail(tokens[0], "`.` must be followed by a member name")
            }
            start = .member
        case .token(_, let kind) where isName(kind):
            start = .name
        default:
            start = .other
        }
        var pattern = CompiledPattern(elements: elements, start: start, captures: captures, types: types, conditions: [])
        // An arrow where the anchor is anyway changes nothing.
        let natural = start == .member ? 1 : 0
        if let anchorElement, anchorElement != natural { pattern.anchor = anchorElement }
        return pattern
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

    static func condition(_ text: String, index: Int) throws(PatternError) -> PatternCondition {
        let file = Lexer.lex(text)
        let tokens = file.tokens
        func fail(_ column: Int32, _ message: String) -> PatternError {
            PatternError(.condition, index: index, column: Int(column), message)
        }
        let shape = "write a condition as `$name < 12` (<, <=, >, >=, ==, !=) or `$name ~ \"regex\"`"
        guard tokens.count >= 3, tokens[0].kind == .dollarIdentifier else { throw fail(tokens.first?.column ?? 1, shape) }
        let name = String(file.text(tokens[0]).dropFirst())
        guard let op = PatternCondition.Operator(rawValue: file.text(tokens[1])) else {
            throw fail(tokens[1].column, "unknown operator `\(file.text(tokens[1]))`; \(shape)")
        }
        var k = 2
        var negative = false
        if file.token(tokens[k], is: "-"), k + 1 < tokens.count { negative = true; k += 1 }
        let value: PatternCondition.Value
        let valueToken = tokens[k]
        switch valueToken.kind {
        case .integerLiteral, .floatLiteral:
            guard op != .matches, let number = ConstantEvaluator.literalValue(file, valueToken) else {
                throw fail(valueToken.column, "`~` takes a string holding a regular expression")
            }
            value = .number(negative ? -number : number)
            k += 1
        case .stringOpen where !negative:
            var segment = ""
            k += 1
            while k < tokens.count, tokens[k].kind == .stringSegment {
                segment += file.text(tokens[k])
                k += 1
            }
            guard k < tokens.count, tokens[k].kind == .stringClose else {
                throw fail(valueToken.column, "the string must be closed and hold no interpolation")
            }
            k += 1
            let unescaped = file.token(valueToken, is: "\"") ? unescape(segment) : segment
            switch op {
            case .equal, .notEqual:
                value = .text(unescaped)
            case .matches:
                do {
                    value = .regex(SharedRegex(regex: try NSRegularExpression(pattern: unescaped)))
                } catch {
                    throw fail(valueToken.column, "not a valid regular expression: \(unescaped)")
                }
            default:
                throw fail(tokens[1].column, "`\(op.rawValue)` compares numbers; strings take ==, != or ~")
            }
        default:
            throw fail(valueToken.column, "expected a number or a string after `\(op.rawValue)`")
        }
        guard k == tokens.count else { throw fail(tokens[k].column, "unexpected \"\(file.text(tokens[k]))\" after the condition") }
        return PatternCondition(capture: name, op: op, value: value, index: index, captureColumn: Int(tokens[0].column))
    }

    /// Swift's escapes in a non-raw string: `\\`, `\"`, `\n`, `\t`, `\0`, `\'`, `\u{…}`.
    static func unescape(_ text: String) -> String {
        var out = ""
        var chars = text.unicodeScalars.makeIterator()
        while let c = chars.next() {
            guard c == "\\", let e = chars.next() else { out.unicodeScalars.append(c); continue }
            switch e {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                var hex = ""
                while let h = chars.next(), h != "}" {
                    if h != "{" { hex.unicodeScalars.append(h) }
                }
                if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out.unicodeScalars.append(s) }
            default: out.unicodeScalars.append(e)
            }
        }
        return out
    }
}

import Foundation
import KitscanLexer

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

extension PatternCompiler {
    /// One `where` condition, lexed like a pattern; assumes nothing about the captures (checked later).
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

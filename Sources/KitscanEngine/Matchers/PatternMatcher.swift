import KitscanSupport
import KitscanLexer
import KitscanParser

/// A team's own rule written as token patterns (matcher kind `pattern`): Swift code with
/// `$name` captures, `...` for further arguments or chain links, and `where` conditions.
/// One finding per match, anchored at the pattern's first token (the `name` of `.name`) or
/// at the token a `↓` in the pattern stands before; alternatives matching at the same
/// anchor make one finding.
///
/// Matching runs on the significant tokens, so whitespace, line breaks and comments never
/// matter and a string's text only ever meets a string literal of the pattern. Backtracking
/// is bounded per anchor, and nothing recurses deeper than the pattern is long.
package struct PatternMatcher: Matcher {
    let patterns: [CompiledPattern]
    /// The rule's `"fix"` template, if it has one (see `PatternMatcher+Fix.swift`).
    package internal(set) var fix: FixTemplate?
    /// Steps one anchor may take before it is given up as no match.
    static let budget = 20_000

    /// Steps all anchors of one pattern may take in a file of `tokens` tokens: a pattern that
    /// backtracks at every anchor costs time in proportion to the file, never anchors × `budget`.
    static func fileBudget(tokens: Int) -> Int { budget + 100 * tokens }

    /// Compiles `patterns` (alternatives) and `conditions` (the `where` list).
    package init(patterns: [String], conditions: [String] = []) throws(PatternError) {
        self.patterns = try PatternCompiler.compile(patterns: patterns, conditions: conditions)
    }

    package func matches(in context: MatchContext) -> [RuleMatch] { outcome(in: context).matches }

    package func outcome(in context: MatchContext) -> MatchOutcome {
        let tree = context.tree
        var found: [Int32: RuleMatch] = [:]
        var gaveUp: Int32?
        var steps = 0
        for pattern in patterns {
            var run = PatternRun(tree: tree, pattern: pattern)
            var left = Self.fileBudget(tokens: tree.tokens.count)
            let chosen = pattern.anchor != nil
            for (natural, start) in candidates(pattern, tree) where chosen || found[natural] == nil {
                guard left > 0 else {
                    gaveUp = min(gaveUp ?? natural, natural)
                    break
                }
                let end = run.match(at: start, budget: min(Self.budget, left))
                // The step that found the bound spent is not taken.
                let spent = min(run.steps, run.budget)
                left -= spent
                steps += spent
                if run.exhausted { gaveUp = min(gaveUp ?? natural, natural) }
                guard let end else { continue }
                let anchor = chosen ? run.anchorToken : natural
                guard found[anchor] == nil else { continue }
                var copies: String?
                if let slot = pattern.types.firstIndex(of: .number), let value = run.numbers[slot] {
                    copies = context.kit.numberTokens[value]
                }
                found[anchor] = RuleMatch(anchor: anchor, end: end, copies: copies, first: start,
                                          fix: context.fixes ? fixProposal(context, pattern, run, start: start, end: end) : nil)
            }
        }
        return MatchOutcome(matches: found.values.sorted { $0.anchor < $1.anchor }, gaveUp: gaveUp, steps: steps)
    }

    /// Where the pattern may start: (anchor token, first token of the match).
    private func candidates(_ pattern: CompiledPattern, _ tree: SyntaxTree) -> [(Int32, Int32)] {
        let tokens = tree.tokens
        let bytes = tree.file.bytes
        func equal(_ k: Int, _ text: [UInt8]) -> Bool {
            let t = tokens[k]
            guard t.length == text.count else { return false }
            var i = 0
            while i < text.count {
                if bytes[Int(t.start) + i] != text[i] { return false }
                i += 1
            }
            return true
        }
        var result: [(Int32, Int32)] = []
        switch pattern.start {
        case .member:
            guard case .token(let name, _) = pattern.elements[1] else { return [] }
            for k in 1..<max(1, tokens.count) where equal(k, name) {
                let role = tree.roles[k]
                if (role == .memberName || role == .implicitMemberName) && tokens[k - 1].kind == .period {
                    result.append((Int32(k), Int32(k - 1)))
                }
            }
        case .name:
            guard case .token(let name, _) = pattern.elements[0] else { return [] }
            for k in tokens.indices where equal(k, name) && PatternCompiler.isName(tokens[k].kind) {
                switch tree.roles[k] {
                case .declaredName, .directiveCondition, .implicitMemberName:
                    continue
                case .memberName:
                    // `SwiftUI.Image(…)`: one qualifier, a capitalised primary.
                    guard k >= 2, tokens[k - 1].kind == .period, tree.roles[k - 2] == .primary,
                          tokens[k - 2].kind == .identifier, (k < 3 || tokens[k - 3].kind != .period),
                          let first = bytes[Int(tokens[k - 2].start)...].first,
                          first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
                    result.append((Int32(k), Int32(k)))
                default:
                    result.append((Int32(k), Int32(k)))
                }
            }
        case .other:
            for k in tokens.indices where tree.roles[k] != .directiveCondition {
                switch pattern.elements[0] {
                case .token(let text, _), .open(let text):
                    if equal(k, text) { result.append((Int32(k), Int32(k))) }
                case .string:
                    if tokens[k].kind == .stringOpen { result.append((Int32(k), Int32(k))) }
                default:
                    break
                }
            }
        }
        return result
    }
}

/// The matching state of one pattern over one file.
struct PatternRun {
    let tree: SyntaxTree
    let pattern: CompiledPattern
    let count: Int
    /// Captured token ranges (inclusive) and number values, by slot.
    var captured: [(Int32, Int32)]
    var numbers: [Double?]
    /// Source openers matched by the pattern's open brackets.
    var stack: [Int32] = []
    /// The last name token matched: its chain is the one `...` walks.
    var lastName: Int32 = -1
    var steps = 0
    /// Steps the current attempt may take.
    var budget = PatternMatcher.budget
    var end: Int32 = -1
    /// The token matched by the element `pattern.anchor` names (the `↓`).
    var anchorToken: Int32 = -1

    init(tree: SyntaxTree, pattern: CompiledPattern) {
        self.tree = tree
        self.pattern = pattern
        self.count = tree.tokens.count
        captured = Array(repeating: (-1, -1), count: pattern.captures.count)
        numbers = Array(repeating: nil, count: pattern.captures.count)
    }

    /// Whether the last attempt ran out of steps (its "no match" is not an answer).
    var exhausted: Bool { steps > budget }

    /// The last token of a match starting at `start` found within `budget` steps, or nil.
    mutating func match(at start: Int32, budget: Int = PatternMatcher.budget) -> Int32? {
        steps = 0
        self.budget = budget
        stack.removeAll(keepingCapacity: true)
        lastName = -1
        for i in numbers.indices { numbers[i] = nil }
        return step(0, Int(start)) ? end : nil
    }

    private func equal(_ k: Int, _ text: [UInt8]) -> Bool {
        let t = tree.tokens[k]
        guard t.length == text.count else { return false }
        let bytes = tree.file.bytes
        var i = 0
        while i < text.count {
            if bytes[Int(t.start) + i] != text[i] { return false }
            i += 1
        }
        return true
    }

    private static func sameClass(_ a: TokenKind, _ b: TokenKind) -> Bool {
        if a == b { return true }
        let operators: [TokenKind] = [.prefixOperator, .postfixOperator, .binaryOperator]
        if operators.contains(a) && operators.contains(b) { return true }
        return PatternCompiler.isName(a) && PatternCompiler.isName(b)
    }

    /// The closing token of a string literal at `open`, interpolations included.
    private func stringClose(_ open: Int) -> Int? {
        guard tree.tokens[open].kind == .stringOpen else { return nil }
        let close = Int(tree.match[open])
        guard close > open, close < count, tree.tokens[close].kind == .stringClose else { return nil }
        return close
    }

    /// A plain string literal at `open`: its text as written and its closing token.
    private func plainString(_ open: Int) -> ([UInt8], Int)? {
        let tokens = tree.tokens
        guard tokens[open].kind == .stringOpen else { return nil }
        var text: [UInt8] = []
        var k = open + 1
        while k < count, tokens[k].kind == .stringSegment {
            text += tree.file.bytes[Int(tokens[k].start)..<Int(tokens[k].end)]
            k += 1
        }
        guard k < count, tokens[k].kind == .stringClose else { return nil }
        return (text, k)
    }

    private mutating func step(_ e: Int, _ p: Int) -> Bool {
        steps += 1
        guard steps <= budget else { return false }
        let elements = pattern.elements
        // Each element is reached once on the path that succeeds, so the last write wins.
        if e == pattern.anchor { anchorToken = Int32(p) }
        if e == elements.count {
            end = Int32(p - 1)
            return conditionsHold()
        }
        let tokens = tree.tokens
        switch elements[e] {
        case .token(let text, let kind):
            guard p < count, Self.sameClass(tokens[p].kind, kind), equal(p, text),
                  tree.roles[p] != .directiveCondition else { return false }
            let saved = lastName
            if PatternCompiler.isName(kind) { lastName = Int32(p) }
            if step(e + 1, p + 1) { return true }
            lastName = saved
            return false
        case .open(let text):
            guard p < count, equal(p, text), tree.roles[p] != .directiveCondition else { return false }
            stack.append(Int32(p))
            if step(e + 1, p + 1) { return true }
            stack.removeLast()
            return false
        case .close:
            guard p < count, let top = stack.last, tree.match[Int(top)] == Int32(p) else { return false }
            stack.removeLast()
            if step(e + 1, p + 1) { return true }
            stack.append(top)
            return false
        case .string(let text):
            guard p < count, let (literal, close) = plainString(p), literal == text else { return false }
            return step(e + 1, close + 1)
        case .restOfGroup:
            guard let top = stack.last, Int(tree.match[Int(top)]) >= p else { return false }
            return step(e + 1, Int(tree.match[Int(top)]))
        case .chainLinks:
            guard lastName >= 0, tree.chainOf[Int(lastName)] >= 0 else { return false }
            let chain = tree.chains[Int(tree.chainOf[Int(lastName)])]
            for link in chain.links where link.kind == .member && Int(link.token) - 1 >= p {
                let dot = Int(link.token) - 1
                guard tokens[dot].kind == .period else { continue }
                if step(e + 1, dot) { return true }
                if steps > budget { return false }
            }
            return false
        case .capture(let slot, let type):
            return stepCapture(e, p, slot: slot, type: type)
        }
    }

    /// A capture at element `e`, token `p`: each type takes its own extent of tokens.
    private mutating func stepCapture(_ e: Int, _ p: Int, slot: Int, type: CaptureType) -> Bool {
        let tokens = tree.tokens
        guard p < count else { return false }
        switch type {
        case .string:
            guard let (_, close) = plainString(p) else { return false }
            captured[slot] = (Int32(p), Int32(close))
            return step(e + 1, close + 1)
        case .text:
            guard let close = stringClose(p) else { return false }
            captured[slot] = (Int32(p), Int32(close))
            return step(e + 1, close + 1)
        case .identifier:
            guard tokens[p].kind == .identifier || tokens[p].kind == .backtickIdentifier else { return false }
            captured[slot] = (Int32(p), Int32(p))
            return step(e + 1, p + 1)
        case .member:
            guard tokens[p].kind == .period, p + 1 < count, tree.roles[p + 1] == .implicitMemberName else { return false }
            captured[slot] = (Int32(p), Int32(p + 1))
            return step(e + 1, p + 2)
        case .any, .number:
            return stepExpression(e, p, slot: slot, type: type)
        }
    }

    /// A `$name` or `$name:number` capture at `p`: the longest fitting expression first,
    /// shorter ones while the rest of the pattern fails; assumes `p < count`.
    private mutating func stepExpression(_ e: Int, _ p: Int, slot: Int, type: CaptureType) -> Bool {
        let elements = pattern.elements
        let tokens = tree.tokens
        // An argument's label is not part of its value: `Text($s)` is not `Text(verbatim: "x")`.
        guard tree.roles[p] != .argumentLabel else { return false }
        // A number is at most `numberLimit` tokens long: a longer expression is not one,
        // and the walk stays bounded on huge lines.
        var complete = true
        let ends = expressionEnds(from: p, limit: type == .number ? Self.numberLimit : Int.max, complete: &complete)
        // A number is the whole argument or operand (`.pad(2 * x)` holds no number): the
        // longest expression, or one ending where the pattern names an operator next.
        var operatorNext = false
        if e + 1 < elements.count, case .token(_, let kind) = elements[e + 1] {
            operatorNext = kind == .binaryOperator
        }
        for (n, end) in ends.enumerated().reversed() {
            if type == .number {
                let whole = n == ends.count - 1 && complete
                guard whole || (operatorNext && end < count && tokens[end].kind == .binaryOperator) else { continue }
                guard let value = ConstantEvaluator.evaluate(tree, from: Int32(p), to: Int32(end)) else { continue }
                numbers[slot] = value
            }
            captured[slot] = (Int32(p), Int32(end - 1))
            if step(e + 1, end) { return true }
            if steps > budget { return false }
        }
        numbers[slot] = nil
        return false
    }

    /// The exclusive ends of the balanced expressions starting at `p`, shortest first: never
    /// past a top-level `,`, `;` or closing bracket, a directive, or (outside brackets) a
    /// new line that does not continue a chain.
    /// Tokens a number capture may span (a literal, signs, brackets and operators).
    static let numberLimit = 256

    /// `complete` is false when `limit` ends were found before the expression ended.
    private func expressionEnds(from p: Int, limit: Int, complete: inout Bool) -> [Int] {
        let tokens = tree.tokens
        var ends: [Int] = []
        var k = p
        let outside = stack.isEmpty
        while k < count {
            if ends.count >= limit {
                complete = false
                return ends
            }
            let t = tokens[k]
            if k > p && outside && t.startsLine && t.kind != .period { return ends }
            switch t.kind {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace, .interpolationClose,
                 .poundIf, .poundElseif, .poundElse, .poundEndif:
                return ends
            case .leftParen, .leftBracket, .leftBrace:
                let close = Int(tree.match[k])
                guard close > k else { return ends }
                k = close
            case .stringOpen:
                var j = k + 1
                while j < count, tokens[j].kind != .stringClose {
                    if tokens[j].kind == .interpolationOpen {
                        let close = Int(tree.match[j])
                        guard close > j else { return ends }
                        j = close
                    }
                    j += 1
                }
                guard j < count else { return ends }
                k = j
            default:
                break
            }
            if tree.roles[k] == .directiveCondition { return ends }
            k += 1
            ends.append(k)
        }
        return ends
    }

    private func conditionsHold() -> Bool {
        for (slot, condition) in pattern.conditions {
            let (first, last) = captured[slot]
            guard first >= 0 else { return false }
            let text: String
            switch pattern.types[slot] {
            case .string:
                text = String(decoding: plainString(Int(first))?.0 ?? [], as: UTF8.self)
            case .text:
                // Between the delimiters, as written: `Hello \(name)`.
                let from = Int(tree.tokens[Int(first)].end), to = Int(tree.tokens[Int(last)].start)
                text = String(decoding: tree.file.bytes[from..<max(from, to)], as: UTF8.self)
            case .member:
                text = tree.text(last)
            case .identifier:
                text = tree.text(first)
            case .any, .number:
                text = tree.normalizedText(from: first, through: last)
            }
            guard condition.holds(number: numbers[slot], text: text) else { return false }
        }
        return true
    }
}

extension PatternMatcher {
    package struct Parameters: MatcherParameters {
        package var patterns: [String] = []
        package var conditions: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("patterns", \.patterns, "Swift code with holes; any of them matches."),
            .strings("where", \.conditions, "Conditions on the captures, all of which must hold."),
        ]
    }
}

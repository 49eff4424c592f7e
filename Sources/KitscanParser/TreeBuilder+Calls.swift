import KitscanLexer

/// Calls: callee shapes and argument lists.
extension TreeBuilder {
    /// A callee: its form, name token, and its dotted path as a run of `paths`.
    struct Callee {
        var form: Call.Form
        var name: Int32
        var pathStart: Int32
        var pathCount: Int32
    }

    /// The callee's form, name token and dotted path, from the chain's links so far; the
    /// path is appended to `paths`.
    mutating func calleeShape(chain c: ChainID) -> Callee {
        let primary = tree.chains[c.int].primary
        let pathStart = Int32(paths.count)
        // `Name<T>(…)`, `f?(…)`, `f!(…)`: look through to the name.
        var end = chainBuild[c.int].last
        while end.exists, links[end.int].link.kind == .genericArguments || links[end.int].link.kind == .optional
                || links[end.int].link.kind == .force {
            end = links[end.int].previous
        }
        guard end.exists else {
            switch primary {
            case .identifier(let t), .implicitMember(let t):
                paths.append(t)
                if case .identifier = primary { return Callee(form: .plain, name: t, pathStart: pathStart, pathCount: 1) }
                return Callee(form: .implicitMember, name: t, pathStart: pathStart, pathCount: 1)
            case .group, .other:
                return Callee(form: .other, name: -1, pathStart: pathStart, pathCount: 0)
            }
        }
        let last = links[end.int].link
        guard last.kind == .member else { return Callee(form: .other, name: -1, pathStart: pathStart, pathCount: 0) }
        // The trailing run of member names (generic arguments and `#if` links skipped).
        var first = end
        var reachedStart = true
        var l = end
        while l.exists {
            let kind = links[l.int].link.kind
            if kind == .member {
                first = l
            } else if kind != .genericArguments && kind != .ifConfig && kind != .endIf {
                reachedStart = false
                break
            }
            l = links[l.int].previous
        }
        var form = Call.Form.member
        if reachedStart {
            switch primary {
            case .identifier(let t): paths.append(t); form = .qualified
            case .implicitMember(let t): paths.append(t)
            default: break
            }
        }
        var k = first
        while k.exists {
            if links[k.int].link.kind == .member { paths.append(links[k.int].link.token) }
            if k == end { break }
            k = links[k.int].next
        }
        return Callee(form: form, name: last.token, pathStart: pathStart, pathCount: Int32(paths.count) - pathStart)
    }

    /// Splits a bracket group into arguments at top-level commas and marks labels.
    mutating func parseArguments(open: Int, close: Int) {
        guard close > open + 1 else { return }
        var start = open + 1
        var k = start
        while k <= close {
            let kind = tokens[k].kind
            if k == close || kind == .comma {
                if k > start || k < close { arguments.append(argument(from: start, to: k)) }
                start = k + 1
                k += 1
                continue
            }
            switch kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                let m = Int(match[k])
                k = m > k ? m + 1 : k + 1
            default:
                k += 1
            }
        }
    }

    mutating func argument(from start: Int, to end: Int) -> Argument {
        var s = start
        while s < end, roles[s] == .directiveCondition || isDirective(s) { s += 1 }
        if s + 1 < end, tokens[s + 1].kind == .colon {
            switch tokens[s].kind {
            case .identifier, .keyword, .backtickIdentifier:
                roles[s] = .argumentLabel
                return Argument(label: Int32(s), start: Int32(s + 2), end: Int32(end))
            default:
                break
            }
        }
        return Argument(label: -1, start: Int32(s), end: Int32(end))
    }

    mutating func isDirective(_ k: Int) -> Bool {
        switch tokens[k].kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif: return true
        default: return false
        }
    }
}

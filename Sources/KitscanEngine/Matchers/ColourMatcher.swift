import KitscanSupport
import KitscanLexer
import KitscanParser

/// Colour values written in place (`raw-colour`):
/// - a call constructing one of `callees` (with at most one qualifier, or through `.init`,
///   or an implicit `.init(…)`) whose first argument has one of `labels`, or is one of the
///   implicit `members`, or is an unlabelled hexadecimal integer literal;
/// - a `#colorLiteral(…)` (any of `literals`);
/// - a single-line string literal without interpolation whose whole text is `#` and 3, 6 or
///   8 hex digits, unless it stands inside a call counted above.
package struct ColourMatcher: Matcher {
    let callees: NameSet
    let labels: NameSet
    let members: NameSet
    let literals: [String]
    let hexStrings: Bool

    package init(callees: [String], labels: [String], members: [String], literals: [String], hexStrings: Bool) {
        self.callees = NameSet(callees)
        self.labels = NameSet(labels)
        self.members = NameSet(members)
        self.literals = literals.map { $0.hasPrefix("#") ? $0 : "#" + $0 }
        self.hexStrings = hexStrings
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        let tokens = context.kit.colourTokens
        // The kit token a call's value copies; without colour tokens there is nothing to name.
        func copies(_ call: Call) -> String? { tokens.isEmpty ? nil : tokens[ColourValue.key(tree, call)] }
        var result: [RuleMatch] = []
        var counted: [(Int32, Int32)] = []
        for k in tree.calls.indices {
            // Read the call's form and name first: copying a call retains its shared arrays,
            // and most calls are rejected by these two alone.
            let form = tree.calls[k].form, name = tree.calls[k].name
            switch form {
            case .plain where tree.tokens[Int(name)].kind == .poundKeyword:
                break
            case .plain, .qualified:
                guard callees.contains(tree, name) || tree.token(name, is: "init") else { continue }
            case .implicitMember:
                guard tree.token(name, is: "init") else { continue }
            case .member, .other:
                continue
            }
            let call = tree.calls[k]
            if call.form == .plain, tree.tokens[Int(call.name)].kind == .poundKeyword {
                if literals.contains(tree.text(call.name)) {
                    result.append(RuleMatch(anchor: call.name, end: call.end, copies: copies(call),
                                            fix: context.fixes ? .left("a `#colorLiteral`'s type comes from where it stands") : nil))
                    counted.append((call.openParen, call.end))
                }
                continue
            }
            guard let (type, qualifiers, implicitInit) = tree.constructedType(call), qualifiers <= 1,
                  implicitInit || callees.contains(tree, type),
                  let first = call.arguments.first, call.openParen >= 0,
                  // `hex.flatMap(NSColor.init(hex:))` names the initialiser, it does not call it.
                  !tree.isCompoundName(call) else { continue }
            let matched: Bool
            if first.label >= 0 && labels.contains(tree, first.label) {
                matched = true
            } else if tree.isImplicitMember(from: first.start, to: first.end), members.contains(tree, first.start + 1) {
                matched = true
            } else if first.label < 0, first.end - first.start == 1, tree.tokens[Int(first.start)].kind == .integerLiteral,
                      tree.text(first.start).lowercased().hasPrefix("0x") {
                matched = true
            } else {
                matched = false
            }
            guard matched else { continue }
            result.append(RuleMatch(anchor: type, end: call.end, copies: copies(call),
                                    fix: context.fixes ? Self.fix(context, call, implicitInit ? nil : tree.text(type)) : nil))
            counted.append((call.openParen, call.end))
        }
        guard hexStrings else { return result }
        var i = 0
        while i < tree.tokens.count {
            defer { i += 1 }
            guard tree.tokens[i].kind == .stringOpen, let hex = ColourValue.hexString(tree, open: Int32(i)) else { continue }
            let inside = counted.contains { $0.0 < Int32(i) && Int32(i) <= $0.1 }
            if !inside {
                result.append(RuleMatch(anchor: Int32(i), end: tree.match[i], copies: tokens["hex:" + hex],
                                        fix: context.fixes
                                            ? TokenFix.replace(context, from: Int32(i), through: tree.match[i],
                                                               candidates: context.kit.tokenCatalog.colours["hex:" + hex],
                                                               type: "String", what: "colour",
                                                               unknown: Self.noTokens(context)) : nil))
            }
        }
        return result.sorted { $0.anchor < $1.anchor }
    }
}

extension ColourMatcher {
    /// The fix of a colour call that builds `type` (nil for an implicit `.init(…)`): the
    /// one colour token of the same type with its value.
    static func fix(_ context: MatchContext, _ call: Call, _ type: String?) -> FixProposal {
        let tree = context.tree
        guard let type, let first = TokenFix.calleeStart(tree, call) else {
            return .left("an implicit `.init(…)`'s type comes from where it stands")
        }
        // `Theme.Color(…)` may be the team's own type, not the token's.
        if let (_, qualifiers, _) = tree.constructedType(call), qualifiers == 1,
           !["SwiftUI", "UIKit", "AppKit", "CoreGraphics"].contains(tree.text(first)) {
            return .left("`\(tree.text(first)).\(type)` may be another type than the kit token's")
        }
        return TokenFix.replace(context, from: first, through: call.end,
                                candidates: context.kit.tokenCatalog.colours[ColourValue.key(tree, call)],
                                type: type, what: "colour", unknown: noTokens(context))
    }

    static func noTokens(_ context: MatchContext) -> String? {
        context.kit.tokenCatalog.colours.isEmpty ? "no kit colour tokens are known (`kit.tokens` names where they live)" : nil
    }
}

/// How colour values are compared, so a copy of a token's value can name the token.
package enum ColourValue {
    /// The normalised value of a colour call: argument labels with their numeric values
    /// (`red:0.22,green:0.47,blue:0.96`), or `hex:FF8800` for a hex argument.
    package static func key(_ tree: SyntaxTree, _ call: Call) -> String {
        var parts: [String] = []
        for argument in call.arguments {
            let label = argument.label >= 0 ? tree.text(argument.label) : "_"
            if argument.end > argument.start,
               tree.tokens[Int(argument.start)].kind == .stringOpen,
               let hex = hexString(tree, open: argument.start) {
                return "hex:" + hex
            }
            if argument.end - argument.start == 1, tree.tokens[Int(argument.start)].kind == .integerLiteral,
               tree.text(argument.start).lowercased().hasPrefix("0x") {
                let digits = tree.text(argument.start).dropFirst(2).filter { $0 != "_" }.uppercased()
                return "hex:" + digits
            }
            if let value = ConstantEvaluator.evaluate(tree, from: argument.start, to: argument.end) {
                parts.append("\(label):\(value)")
            } else {
                parts.append("\(label):\(tree.normalizedText(from: argument.start, through: argument.end - 1))")
            }
        }
        return parts.joined(separator: ",")
    }

    /// The hex digits (upper case) of a string literal that is exactly `#` + 3, 6 or 8 hex
    /// digits: single-line, no interpolation. Nil otherwise.
    package static func hexString(_ tree: SyntaxTree, open: Int32) -> String? {
        let tokens = tree.tokens
        let o = Int(open)
        let close = Int(tree.match[o])
        guard close > o, tokens[close].kind == .stringClose else { return nil }
        let bytes = tree.file.bytes
        // Multi-line strings open with `"""`.
        let openToken = tokens[o]
        if openToken.length >= 3, bytes[Int(openToken.end) - 1] == UInt8(ascii: "\""),
           bytes[Int(openToken.end) - 2] == UInt8(ascii: "\""), bytes[Int(openToken.end) - 3] == UInt8(ascii: "\"") {
            return nil
        }
        guard close == o + 2, tokens[o + 1].kind == .stringSegment else { return nil }
        let segment = tokens[o + 1]
        let count = segment.length - 1
        guard count == 3 || count == 6 || count == 8, bytes[Int(segment.start)] == UInt8(ascii: "#") else { return nil }
        var digits = ""
        for b in bytes[(Int(segment.start) + 1)..<Int(segment.end)] {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                digits.append(Character(UnicodeScalar(b)))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digits.append(Character(UnicodeScalar(b - 32)))
            default:
                return nil
            }
        }
        return digits
    }
}

extension ColourMatcher {
    package struct Parameters: MatcherParameters {
        package var callees: [String] = []
        package var labels: [String] = []
        package var members: [String] = []
        package var literals: [String] = []
        package var hexStrings = true
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("callees", \.callees, "Colour types whose initialisers count."),
            .strings("labels", \.labels, "First-argument labels that make a call a raw colour."),
            .strings("members", \.members, "Implicit members that, as the first argument, make a call a raw colour."),
            .strings("literals", \.literals, "Pound literals that are raw colours."),
            .bool("hexStrings", \.hexStrings, "Whether a string that is exactly `#` and 3, 6 or 8 hex digits counts."),
        ]
    }

    package init(_ p: Parameters) {
        self.init(callees: p.callees, labels: p.labels, members: p.members, literals: p.literals, hexStrings: p.hexStrings)
    }
}

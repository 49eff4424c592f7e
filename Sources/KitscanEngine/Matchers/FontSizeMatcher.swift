import KitscanSupport
import KitscanParser

/// Font-constructing calls whose size is a numeric constant below `min` (`small-font`).
///
/// Which argument is the size: `system` → `size:`; `custom` → `size:` or `fixedSize:`
/// (both as implicit members or on `Font`/`SwiftUI.Font`); the five factories → `ofSize:`
/// (implicit or on `UIFont`/`NSFont`); `UIFont(name:size:)`/`NSFont(name:size:)` → `size:`;
/// `.withSize(_:)` on any base → its single unlabelled argument; and the team's helpers.
package struct FontSizeMatcher: Matcher {
    /// A team's own font helper: the function name and which argument holds the size.
    package struct Helper: Sendable, Equatable {
        package var name: String
        package var label: String?
        package var position: Int?

        package init(name: String, label: String? = nil, position: Int? = nil) {
            self.name = name
            self.label = label
            self.position = position
        }
    }

    let min: Double
    let helpers: [Helper]
    static let factories: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    /// Every callee name that can construct a font here: a cheap filter before the details.
    let candidates: NameSet

    package init(min: Double, helpers: [Helper]) {
        self.min = min
        self.helpers = helpers
        candidates = NameSet(["system", "custom", "withSize", "UIFont", "NSFont", "init"] + Array(Self.factories)
                             + helpers.map(\.name))
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        // By index, the call copied only when its names make it a candidate (a copy
        // retains the call's shared arrays).
        for k in tree.calls.indices where tree.calls[k].openParen >= 0 && tree.calls[k].name >= 0 {
            guard candidates.contains(tree, tree.calls[k].name)
                    || tree.calls[k].path.contains(where: { candidates.contains(tree, $0) }) else { continue }
            let call = tree.calls[k]
            guard let (anchor, size) = sizeArgument(tree, call),
                  let value = ConstantEvaluator.evaluate(tree, from: size.start, to: size.end), value < min else { continue }
            result.append(RuleMatch(anchor: anchor, end: call.closeParen,
                                    // A font token of the size only: a metric token is no font.
                                    copies: context.kit.tokenCatalog.fonts[value]?.first?.name,
                                    fix: context.fixes ? Self.fix(context, call, size: size, value: value) : nil))
        }
        return result
    }

    private func sizeArgument(_ tree: SyntaxTree, _ call: Call) -> (Int32, Argument)? {
        let name = tree.text(call.name)
        let path = call.path.map { tree.text($0) }
        func labelled(_ labels: String...) -> Argument? {
            call.arguments.first { $0.label >= 0 && labels.contains(tree.text($0.label)) }
        }
        func on(_ types: [[String]]) -> Bool {
            call.form == .implicitMember || (call.form == .qualified && types.contains(Array(path.dropLast())))
        }
        switch name {
        case "system":
            if on([["Font"], ["SwiftUI", "Font"]]), let a = labelled("size") { return (call.name, a) }
        case "custom":
            if on([["Font"], ["SwiftUI", "Font"]]), let a = labelled("size", "fixedSize") { return (call.name, a) }
        case _ where Self.factories.contains(name):
            if on([["UIFont"], ["NSFont"], ["UIKit", "UIFont"], ["AppKit", "NSFont"]]), let a = labelled("ofSize") {
                return (call.name, a)
            }
        case "withSize":
            if call.form == .member || (call.form == .qualified && path.count >= 2), call.arguments.count == 1,
               call.arguments[0].label < 0 {
                return (call.name, call.arguments[0])
            }
        default:
            break
        }
        if let (type, qualifiers, _) = tree.constructedType(call), qualifiers <= 1,
           ["UIFont", "NSFont"].contains(tree.text(type)),
           call.arguments.contains(where: { $0.label >= 0 && tree.text($0.label) == "name" }),
           let a = labelled("size") {
            return (type, a)
        }
        for helper in helpers where helper.name == name {
            if let label = helper.label, let a = labelled(label) { return (call.name, a) }
            if let position = helper.position, position < call.arguments.count {
                return (call.name, call.arguments[position])
            }
        }
        return nil
    }
}

extension FontSizeMatcher.Helper: ParameterObject {
    package static let keys = ["argument", "label", "name"]
    package static let example = #"{"name": "macFont", "argument": 0} or {"name": "fixedFont", "label": "size"}"#

    package init(json: JSONNode) throws(JSONShapeError) {
        guard let name: String = try json.decodeIfPresent("name"), !name.isEmpty else {
            throw json.invalid("each helper needs a `name` (the function) and an `argument` (position) or a `label`", at: "name")
        }
        let label: String? = try json.decodeIfPresent("label")
        var position: Int?
        if let node = try json.memberIfPresent("argument") {
            guard let index = node.value.integerValue, index >= 0 else { throw node.mistyped("a position (0, 1, …)") }
            position = index
        }
        self.init(name: name, label: label, position: position)
    }

    package var json: JSONValue {
        var members: [String: JSONValue] = ["name": .string(name)]
        if let label { members["label"] = .string(label) }
        if let position { members["argument"] = .number(Double(position)) }
        return .object(members)
    }
}

extension FontSizeMatcher {
    package struct Parameters: MatcherParameters {
        package var min: Double = 12
        package var helpers: [Helper] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .number("min", \.min, "Sizes below this count."),
            .objects("helpers", \.helpers, "The team's own font functions and which argument holds the size."),
        ]
    }

    package init(_ p: Parameters) { self.init(min: p.min, helpers: p.helpers) }
}

extension FontSizeMatcher {
    /// The fix of a font call whose size copies a `kit.fontTokens` token: a number token
    /// replaces the size; a font token replaces the whole call, when the call reads as the
    /// token's own (`.system(size: 11.5, weight: .medium)` for `Font.system(size: 11.5, weight: .medium)`).
    static func fix(_ context: MatchContext, _ call: Call, size: Argument, value: Double) -> FixProposal {
        let tree = context.tree
        guard let candidates = context.kit.tokenCatalog.fonts[value], candidates.count == 1,
              let token = candidates.first, token.call != nil || !token.exact || token.type == "Font" else {
            return TokenFix.replace(context, from: size.start, through: size.end - 1,
                                    candidates: context.kit.tokenCatalog.fonts[value], type: nil, what: "size",
                                    unknown: context.kit.tokenCatalog.fonts.isEmpty
                                        ? "no kit font tokens are known (`kit.fontTokens` names their types)" : nil)
        }
        let written = tree.text(call.name) + "(" + tree.argumentsText(call) + ")"
        guard let expected = token.call, token.exact, written == expected, let first = TokenFix.calleeStart(tree, call) else {
            return .left("`\(token.name)` has this size but is another font (\(token.call.map { "`\($0)`" } ?? "not one call"))")
        }
        return TokenFix.edit(context, from: first, through: call.closeParen, name: token.name, module: token.module)
    }
}

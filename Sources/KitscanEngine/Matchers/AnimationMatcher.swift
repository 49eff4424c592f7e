import KitscanSupport
import KitscanLexer
import KitscanParser

/// Animations written in place (`raw-spring`, `raw-curve`): one definition over a name set.
///
/// A name counts when it is (1) qualified by one of `qualifiers` (`Animation.spring`),
/// bare or called; (2) an implicit member called with parentheses (`.spring(…)`);
/// (3) a bare implicit member inside an animation argument — the first argument of one of
/// `functions` (`withAnimation`) or of a member call named one of `members` (`animation`),
/// or any argument labelled one of `labels` — not nested inside another call's parentheses
/// within that argument. Also the `constructors` (a callee, with optional labels of which
/// one must be present) and any call with an argument labelled one of `callLabels`.
package struct AnimationMatcher: Matcher {
    package struct Constructor: Sendable, Equatable {
        package var callee: String
        /// Empty: any call counts.
        package var labels: [String]

        package init(callee: String, labels: [String]) {
            self.callee = callee
            self.labels = labels
        }
    }

    let names: NameSet
    let qualifiers: [[String]]
    let functions: NameSet
    let members: NameSet
    let labels: NameSet
    let constructors: [Constructor]
    /// The constructors' callees, to reject most calls before reading any text.
    let constructorCallees: NameSet
    /// The first part of every qualifier, for the same reason.
    let qualifierHeads: NameSet
    let callLabels: NameSet
    /// Properties whose assigned value is an animation position (`$0.animation = .linear`).
    let properties: NameSet
    package let qualifierNames: [String]
    /// The app's own functions with a parameter typed as one of `qualifiers`: name -> each
    /// declaration's parameters, whose animation-typed arguments are positions (`reading`).
    var appFunctions: [String: [[AppFacts.Parameter]]] = [:]
    var appFunctionNames = NameSet([])

    package init(names: [String], qualifiers: [String], functions: [String], members: [String], labels: [String],
                constructors: [Constructor], callLabels: [String], properties: [String] = []) {
        self.names = NameSet(names)
        self.qualifiers = qualifiers.map { $0.split(separator: ".").map(String.init) }
        self.functions = NameSet(functions)
        self.members = NameSet(members)
        self.labels = NameSet(labels)
        self.constructors = constructors
        self.constructorCallees = NameSet(constructors.map(\.callee))
        self.qualifierHeads = NameSet(self.qualifiers.compactMap(\.first))
        self.callLabels = NameSet(callLabels)
        self.properties = NameSet(properties)
        self.qualifierNames = qualifiers
    }

    /// This matcher with the app's functions whose parameters are animations: an argument
    /// passed to such a parameter is a position (`withAppAnimation(.easeInOut) { … }`).
    func reading(_ facts: AppFacts) -> AnimationMatcher {
        var copy = self
        for function in facts.functions {
            let typed = function.parameters.map { p in
                AppFacts.Parameter(label: p.label, type: p.type.flatMap { qualifierNames.contains($0) ? $0 : nil }, hasDefault: p.hasDefault)
            }
            guard typed.contains(where: { $0.type != nil }) else { continue }
            copy.appFunctions[function.name, default: []].append(typed)
        }
        copy.appFunctionNames = NameSet(Array(copy.appFunctions.keys))
        return copy
    }

    // Chains and calls are visited by index and copied only once a cheap test passed:
    // a copy retains its shared arrays, and most of a file's chains and calls are not ours.
    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var anchors: [RuleMatch] = []
        for c in candidateChains(tree) {
            let chain = tree.chains[c]
            switch chain.primary {
            case .identifier(let primary):
                // (1) `Animation.spring`, `SwiftUI.Animation.easeOut(…)`
                for qualifier in qualifiers where chain.links.count >= qualifier.count {
                    // The cheap test first: is the name after the qualifier one of ours?
                    guard chain.links[qualifier.count - 1].kind == .member,
                          names.contains(tree, chain.links[qualifier.count - 1].token),
                          tree.text(primary) == qualifier[0] else { continue }
                    var ok = true
                    for (offset, part) in qualifier.dropFirst().enumerated() {
                        let link = chain.links[offset]
                        if link.kind != .member || tree.text(link.token) != part { ok = false; break }
                    }
                    let nameLink = qualifier.count - 1
                    guard ok, nameLink < chain.links.count, chain.links[nameLink].kind == .member,
                          names.contains(tree, chain.links[nameLink].token) else { continue }
                    anchors.append(RuleMatch(anchor: chain.links[nameLink].token, end: end(of: chain, from: nameLink)))
                    break
                }
            case .implicitMember(let name):
                if !names.contains(tree, name) {
                    // Only its `#else` alternatives may be ours.
                } else if let first = chain.links.first, first.kind == .call {
                    // (2) `.spring(response: 0.3)`
                    anchors.append(RuleMatch(anchor: name, end: first.end))
                } else if inAnimationArgument(tree, dot: chain.start) || inAnimationValue(tree, dot: chain.start) {
                    // (3) `withAnimation(.snappy)`, `$0.animation = .linear`, `var quick: Animation { .snappy }`
                    anchors.append(RuleMatch(anchor: name, end: name))
                }
                alternatives(tree, chain, &anchors)
            default:
                break
            }
        }
        // Calls that are springs or curves, as indices into `tree.calls`.
        var calls = labelledCalls(tree)
        if !constructors.isEmpty {
            for k in tree.calls.indices {
                // A constructor is named by the call (`Spring(…)`, `M.Spring(…)`) or is `….init`.
                let form = tree.calls[k].form, name = tree.calls[k].name
                guard form == .plain || form == .qualified,
                      constructorCallees.contains(tree, name) || (form == .qualified && tree.token(name, is: "init")),
                      constructorMatches(tree, tree.calls[k]) else { continue }
                calls.append(Int32(k))
            }
        }
        calls.sort()
        for (i, k) in calls.enumerated() where i == 0 || calls[i - 1] != k {
            let call = tree.calls[Int(k)]
            anchors.append(RuleMatch(anchor: tree.constructedType(call)?.name ?? call.name, end: call.end))
        }
        return anchors.sorted { $0.anchor < $1.anchor }
    }

    /// The chains whose primary is a qualifier's first part (`Animation`) or an implicit
    /// member named one of `names` (`.spring`), read through the buffers: most chains are
    /// neither, and are rejected without a copy.
    private func candidateChains(_ tree: SyntaxTree) -> [Int] {
        var candidates: [Int] = []
        tree.chains.withUnsafeBufferPointer { chains in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.file.bytes.withUnsafeBufferPointer { bytes in
                    for c in chains.indices {
                        switch chains[c].primary {
                        case .identifier(let t) where t >= 0:
                            if qualifierHeads.contains(tokens[Int(t)], bytes) { candidates.append(c) }
                        case .implicitMember(let t) where t >= 0:
                            if names.contains(tokens[Int(t)], bytes) { candidates.append(c) }
                        default:
                            break
                        }
                    }
                }
            }
        }
        // `#if c .snappy #else .linear #endif`: the parser reads the `#else` branch as a link.
        for c in elseBranchChains(tree) where !candidates.contains(c) { candidates.append(c) }
        return candidates.sorted()
    }

    /// The chains starting with an implicit member that an `#else` or `#elseif` continues.
    private func elseBranchChains(_ tree: SyntaxTree) -> [Int] {
        var chains: [Int] = []
        for clause in tree.clauses where clause.kind != .if {
            let c = tree.chainOf[Int(clause.directive)]
            guard c >= 0, case .implicitMember = tree.chains[Int(c)].primary else { continue }
            chains.append(Int(c))
        }
        return chains
    }

    /// The implicit members of `chain` that follow an `#else` or `#elseif` of a block opened
    /// before the chain: each is another branch's value, not a postfix member (the parser reads
    /// `#if c .snappy #else .linear #endif` as one chain), so it counts as its first branch would.
    private func alternatives(_ tree: SyntaxTree, _ chain: Chain, _ anchors: inout [RuleMatch]) {
        let links = chain.links
        var inPosition: Bool?
        for (i, link) in links.enumerated() where link.kind == .ifConfig && i + 1 < links.count {
            let kind = tree.tokens[Int(link.token)].kind
            guard kind == .poundElse || kind == .poundElseif, links[i + 1].kind == .member,
                  names.contains(tree, links[i + 1].token) else { continue }
            let clauses = tree.clauses
            let c = PartitionPoint.first(clauses.count) { clauses[$0].directive < link.token }
            guard c < clauses.count, clauses[c].directive == link.token, clauses[c].block >= 0,
                  clauses[Int(clauses[c].block)].directive < chain.start else { continue }
            let name = links[i + 1].token
            if i + 2 < links.count, links[i + 2].kind == .call {
                anchors.append(RuleMatch(anchor: name, end: links[i + 2].end))
                continue
            }
            if inPosition == nil {
                inPosition = inAnimationArgument(tree, dot: chain.start) || inAnimationValue(tree, dot: chain.start)
            }
            if inPosition == true { anchors.append(RuleMatch(anchor: name, end: name)) }
        }
    }

    private func end(of chain: Chain, from link: Int) -> Int32 {
        let next = link + 1
        if next < chain.links.count, chain.links[next].kind == .call { return chain.links[next].end }
        return chain.links[link].end
    }

    /// The calls with an argument labelled one of `callLabels`, found from the label tokens:
    /// far fewer than the calls, and reading a call's arguments retains their shared array.
    private func labelledCalls(_ tree: SyntaxTree) -> [Int32] {
        guard !callLabels.isEmpty else { return [] }
        var calls: [Int32] = []
        for t in tree.roles.indices where tree.roles[t] == .argumentLabel && callLabels.contains(tree, Int32(t)) {
            // Subscript, tuple and trailing-closure labels belong to no call's argument list.
            guard let (call, argument) = tree.enclosingCallArgument(of: Int32(t)),
                  tree.calls[Int(call)].arguments[argument].label == Int32(t), tree.calls[Int(call)].name >= 0
            else { continue }
            calls.append(call)
        }
        return calls
    }

    private func constructorMatches(_ tree: SyntaxTree, _ call: Call) -> Bool {
        // `SwiftUI.Spring(…)` is the type; `Kit.Motion.Spring(…)` names another one, and
        // `Spring.init(duration:)` passed as a value is no call.
        guard !constructors.isEmpty, let (type, qualifiers, implicitInit) = tree.constructedType(call), !implicitInit,
              qualifiers <= 1, constructorCallees.contains(tree, type), !tree.isCompoundName(call) else { return false }
        let name = tree.text(type)
        for constructor in constructors where constructor.callee == name {
            if constructor.labels.isEmpty { return true }
            if call.arguments.contains(where: { $0.label >= 0 && constructor.labels.contains(tree.text($0.label)) }) {
                return true
            }
        }
        return false
    }
}

extension AnimationMatcher.Constructor: ParameterObject {
    package static let keys = ["callee", "labels"]
    package static let example = #"{"callee": "CASpringAnimation"} or {"callee": "UIViewPropertyAnimator", "labels": ["dampingRatio"]}"#

    package init(json: JSONNode) throws(JSONShapeError) {
        guard let callee: String = try json.decodeIfPresent("callee"), !callee.isEmpty else {
            throw json.invalid("each constructor needs a `callee` and optional `labels`", at: "callee")
        }
        var labels: [String] = []
        if let node = try json.memberIfPresent("labels") {
            guard let list = node.value.stringArrayValue else { throw node.mistyped("a list of strings") }
            labels = list
        }
        self.init(callee: callee, labels: labels)
    }

    package var json: JSONValue {
        labels.isEmpty ? .object(["callee": .string(callee)])
            : .object(["callee": .string(callee), "labels": .array(labels.map(JSONValue.string))])
    }
}

extension AnimationMatcher {
    package struct Parameters: MatcherParameters {
        package var names: [String] = []
        package var qualifiers: [String] = []
        package var functions: [String] = []
        package var members: [String] = []
        package var labels: [String] = []
        package var constructors: [Constructor] = []
        package var callLabels: [String] = []
        package var properties: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("names", \.names, "The animation names of this rule."),
            .strings("qualifiers", \.qualifiers, "Types whose members always count (`Animation`)."),
            .strings("functions", \.functions, "Functions whose first argument is an animation position."),
            .strings("members", \.members, "Member calls whose first argument is an animation position."),
            .strings("labels", \.labels, "Argument labels that make an animation position."),
            .objects("constructors", \.constructors, "Calls that always count (with labels: only with one of them)."),
            .strings("callLabels", \.callLabels, "Argument labels that make any call count."),
            .strings("properties", \.properties, "Properties whose assigned value is an animation position (`animation`)."),
        ]
    }

    package init(_ p: Parameters) {
        self.init(names: p.names, qualifiers: p.qualifiers, functions: p.functions, members: p.members, labels: p.labels,
                  constructors: p.constructors, callLabels: p.callLabels, properties: p.properties)
    }
}

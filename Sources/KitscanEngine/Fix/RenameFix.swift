import KitscanLexer
import KitscanParser

/// `kitscan fix` for a use of a deprecated kit declaration whose `@available` says
/// `renamed:`: the use is rewritten as the compiler's rename fix-it would (the base name
/// replaced, then each argument label replaced, inserted or deleted by the deprecated
/// declaration's parameter positions; an unlabelled trailing closure kept as it is). What
/// the fix-it could only half do (another number of arguments, a getter, setter or `self:`
/// form) is left whole, with why.
enum RenameFix {
    /// Where a `deprecated-kit-use` finding stands.
    enum Site {
        /// A deprecated type or typealias, named at this token (after any qualifiers).
        case type(Int32)
        /// A deprecated static member (a token, a style member, an uncalled factory), named
        /// at this token: after its type (`KitColor.tint`) or implicit (`.tint`).
        case member(Int32)
        /// A call of a deprecated initialiser, kit modifier or static factory (`member`: the
        /// factory's name token).
        case call(Call, KitDeprecations.Met, member: Int32?)
        /// An initialiser passed as a value with its labels (`KitRow.init(item:action:)`),
        /// anchored at its type's name; `labels` are the label tokens.
        case reference(Int32, labels: [Int32])
    }

    static func proposal(_ tree: SyntaxTree, modules: Set<String>, site: Site, deprecation: Deprecation) -> FixProposal {
        guard let text = deprecation.renamed, !text.isEmpty else {
            return .left("`\(deprecation.name)` is deprecated with no `renamed:` and no `/// - Replace with:` template to rewrite it by")
        }
        guard let renamed = RenamedName(text) else { return .left("`renamed: \"\(text)\"` is no name the compiler would take") }
        if let why = renamed.unsupported { return .left(why) }
        var edits = SourceEdits(tree: tree)
        let problem: String?
        switch site {
        case .type(let name):
            problem = type(name, renamed, text, modules, &edits)
        case .member(let member):
            problem = self.member(member, renamed, text, deprecation, modules, &edits)
        case .call(let call, let met, let member):
            problem = self.call(call, met, member: member, renamed, text, deprecation, modules, &edits)
        case .reference(let type, let labels):
            problem = reference(type, labels, renamed, text, deprecation, modules, &edits)
        }
        if let problem { return .left(problem) }
        if case .call(let call, _, _) = site {
            // The whole call is the replacement, so the report shows the call as it becomes.
            let first = call.form == .member || call.form == .other ? call.name : call.calleeStart
            edits.cover(first, call.closeParen >= 0 ? call.closeParen : call.name)
        }
        return edits.proposal(unchanged: "`renamed: \"\(text)\"` names what the use already writes")
    }

    /// A type or typealias: its name (with the qualifiers written before it, when the new
    /// name is qualified) becomes the new name.
    private static func type(_ name: Int32, _ renamed: RenamedName, _ text: String, _ modules: Set<String>,
                             _ edits: inout SourceEdits) -> String? {
        guard renamed.labels == nil else { return "`renamed: \"\(text)\"` names a function, not a type" }
        if renamed.context.isEmpty {
            edits.replace(name, name, renamed.base)
        } else {
            let path = writtenPath(edits.tree, through: name, modules)
            edits.replace(path[0], name, renamed.qualified)
        }
        return nil
    }

    /// A static member: its name becomes the new one; a new type is written only where the
    /// use names one (an implicit `.member` cannot name another type).
    private static func member(_ member: Int32, _ renamed: RenamedName, _ text: String, _ deprecation: Deprecation,
                               _ modules: Set<String>, _ edits: inout SourceEdits) -> String? {
        let tree = edits.tree
        // A stored member to a function with no arguments: the compiler adds `()`.
        var suffix = ""
        if let labels = renamed.labels {
            guard labels.isEmpty else { return arity(text, labels.count, deprecation.name, 0) }
            suffix = "()"
        }
        let implicit = tree.roles[Int(member)] == .implicitMemberName
        if renamed.context.isEmpty || renamed.context.joined(separator: ".") == home(deprecation) {
            edits.replace(member, member, renamed.base + suffix)
        } else if implicit || member < 2 || tree.tokens[Int(member) - 1].kind != .period {
            return "`renamed: \"\(text)\"` moves it to `\(renamed.context.joined(separator: "."))`, which an implicit member cannot name"
        } else {
            let path = writtenPath(tree, through: member - 2, modules)
            if let why = continuesAnExpression(tree, path[0], text) { return why }
            edits.replace(path[0], member, renamed.qualified + suffix)
        }
        return nil
    }

    /// Why a name written from token `first` cannot take a type-qualified replacement: it
    /// continues an implicit member or an expression (`.compound._bgOld`, `x.compound._bgOld`).
    static func continuesAnExpression(_ tree: SyntaxTree, _ first: Int32, _ text: String) -> String? {
        guard first > 0, tree.tokens[Int(first) - 1].kind == .period else { return nil }
        return "it is reached through `.\(tree.name(first))`, where `\(text)` cannot be written"
    }

    /// A call: its callee as the compiler's fix-it writes it, then its labels.
    private static func call(_ call: Call, _ met: KitDeprecations.Met, member: Int32?, _ renamed: RenamedName, _ text: String,
                             _ deprecation: Deprecation, _ modules: Set<String>, _ edits: inout SourceEdits) -> String? {
        if let labels = renamed.labels, let parameters = deprecation.parameters, labels.count != parameters.count {
            return arity(text, labels.count, deprecation.name, parameters.count)
        }
        let tree = edits.tree
        switch met {
        case .initialiser:
            let names = call.form == .plain ? [call.name] : Array(call.path)
            let hasInit = names.count > 1 && tree.token(names[names.count - 1], is: "init")
            var types = hasInit ? Array(names.dropLast()) : names
            if types.count > 1, modules.contains(tree.name(types[0])) { types.removeFirst() }
            let written = types.map { tree.name($0) }.joined(separator: ".")
            if renamed.base == "init" {
                // `KitRow.init(title:detail:)`: a call of the type it names (`.init` stays where written).
                if !renamed.context.isEmpty { edits.replace(types[0], types[types.count - 1], renamed.context.joined(separator: ".")) }
            } else if renamed.base.first?.isUppercase == true {
                edits.replace(types[0], types[types.count - 1], renamed.qualified)
            } else {
                // A static factory of the type: `KitRow.make(title:)`, or `make(title:)` on the same type.
                edits.replace(types[0], names[names.count - 1], renamed.context.isEmpty ? written + "." + renamed.base : renamed.qualified)
            }
        case .modifier:
            guard renamed.context.isEmpty else {
                return "`renamed: \"\(text)\"` names a type's member; a modifier call on a view cannot be one"
            }
            edits.replace(call.name, call.name, renamed.base)
        case .factory:
            if let problem = factory(member ?? call.name, renamed, text, deprecation, modules, &edits) { return problem }
        case .type, .through:
            break
        }
        return relabel(call, renamed, deprecation, &edits)
    }

    /// `KitRow.init(item:action:)` passed as a value: its type as a call's would be, then each
    /// label replaced by the new name's at its position (the parentheses stay: a reference
    /// writes every label, `_` included).
    private static func reference(_ type: Int32, _ labels: [Int32], _ renamed: RenamedName, _ text: String,
                                  _ deprecation: Deprecation, _ modules: Set<String>, _ edits: inout SourceEdits) -> String? {
        let tree = edits.tree
        if let new = renamed.labels, new.count != labels.count {
            return arity(text, new.count, deprecation.name, labels.count)
        }
        let path = writtenPath(tree, through: type, modules)
        let written = path.map { tree.name($0) }.joined(separator: ".")
        if renamed.base == "init" {
            if !renamed.context.isEmpty { edits.replace(path[0], type, renamed.context.joined(separator: ".")) }
        } else if renamed.base.first?.isUppercase == true {
            edits.replace(path[0], type, renamed.qualified)
        } else {
            edits.replace(path[0], type + 2, renamed.context.isEmpty ? written + "." + renamed.base : renamed.qualified)
        }
        for (label, new) in zip(labels, renamed.labels ?? []) { edits.replace(label, label, new) }
        let first = ComponentUses.typePath(tree, before: Int(type) + 2).first ?? type
        edits.cover(first, tree.match[Int(type) + 3])
        return nil
    }

    /// A static factory's name: `init` makes `KitBadge.count(2)` a call of the type (`KitBadge(2)`).
    private static func factory(_ member: Int32, _ renamed: RenamedName, _ text: String, _ deprecation: Deprecation,
                                _ modules: Set<String>, _ edits: inout SourceEdits) -> String? {
        let tree = edits.tree
        let implicit = tree.roles[Int(member)] == .implicitMemberName
        let sameType = renamed.context.isEmpty || renamed.context.joined(separator: ".") == home(deprecation)
        if implicit && !sameType {
            return "`renamed: \"\(text)\"` moves it to `\(renamed.context.joined(separator: "."))`, which an implicit member cannot name"
        }
        if renamed.base == "init" {
            if implicit {
                edits.replace(member, member, "init")
            } else if sameType {
                edits.remove(from: Int(tree.tokens[Int(member) - 1].start), to: Int(tree.tokens[Int(member)].end))
            } else {
                edits.replace(writtenPath(tree, through: member - 2, modules)[0], member, renamed.context.joined(separator: "."))
            }
        } else if sameType {
            edits.replace(member, member, renamed.base)
        } else {
            edits.replace(writtenPath(tree, through: member - 2, modules)[0], member, renamed.qualified)
        }
        return nil
    }

    /// Each argument's label becomes the new name's label at the position of the parameter it
    /// fills: replaced, inserted (`title: `) or deleted up to the value (`_`). An unlabelled
    /// trailing closure keeps no label; a variadic parameter's later values have none.
    private static func relabel(_ call: Call, _ renamed: RenamedName, _ deprecation: Deprecation,
                                _ edits: inout SourceEdits) -> String? {
        guard let labels = renamed.labels, let parameters = deprecation.parameters else { return nil }
        let tree = edits.tree
        guard let positions = Component.fitPositions(ComponentUses.passed(call, tree), parameters) else {
            return "the call's labels do not fit `\(deprecation.name)`"
        }
        var seen: Set<Int> = []
        for (index, position) in positions.enumerated() {
            var label = labels[position]
            if parameters[position].isVariadic, !seen.insert(position).inserted { label = "_" }
            guard index < call.arguments.count else {
                let closure = call.trailingClosures[index - call.arguments.count]
                guard closure.label >= 0 else { continue }
                if label == "_" { return "its trailing closure `\(tree.name(closure.label)):` would lose its label" }
                edits.replace(closure.label, closure.label, label)
                continue
            }
            let argument = call.arguments[index]
            let valueStart = Int(tree.tokens[Int(argument.start)].start)
            if argument.label < 0 {
                if label != "_" { edits.insert(label + ": ", at: valueStart) }
            } else if label == "_" {
                edits.remove(from: Int(tree.tokens[Int(argument.label)].start), to: valueStart)
            } else {
                edits.replace(argument.label, argument.label, label)
            }
        }
        return nil
    }

    private static func arity(_ text: String, _ named: Int, _ name: String, _ takes: Int) -> String {
        "`renamed: \"\(text)\"` names \(named) argument\(named == 1 ? "" : "s") and `\(name)` takes \(takes == 0 ? "none" : "\(takes)"): "
            + "which goes where is for a person"
    }

    /// The type a member or callable belongs to, as a message names it: `KitColor` of
    /// `KitColor.tint`, `KitBadge` of `KitBadge.count(_:)`, `KitRow` of `KitRow(item:action:)`.
    static func home(_ deprecation: Deprecation) -> String {
        if let owner = deprecation.owner { return owner }
        let name = deprecation.name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? deprecation.name
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The dotted names written up to and including token `last` (`OmoKit.KitRow` -> the
    /// token of `KitRow`), less a leading kit module: what a qualified new name replaces.
    static func writtenPath(_ tree: SyntaxTree, through last: Int32, _ modules: Set<String>) -> [Int32] {
        var path = ComponentUses.typePath(tree, before: Int(last) + 2)
        if path.last != last { path = [last] }
        if path.count > 1, modules.contains(tree.name(path[0])) { path.removeFirst() }
        return path
    }

    /// The call whose callee names token `name` (`KitRow` of `KitRow(…)`, `Kit.KitRow.init(…)`), if any.
    static func call(naming name: Int32, in tree: SyntaxTree) -> Call? {
        for k in (name + 1)...(name + 3) where Int(k) < tree.tokens.count {
            let kind = tree.tokens[Int(k)].kind
            guard kind == .leftParen || kind == .leftBrace, let index = tree.callByOpen[k] else { continue }
            let call = tree.calls[Int(index)]
            if call.name == name || call.path.contains(name) { return call }
        }
        return nil
    }
}

/// The edits of one use, made into one replacement from the first to the last changed
/// byte: the bytes between are copied as they are (trivia and comments kept).
struct SourceEdits {
    let tree: SyntaxTree
    private(set) var edits: [TextEdit] = []
    /// Bytes the replacement covers at least (made of the bytes as they are where no edit is).
    private var covered: Range<Int>?

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    mutating func cover(_ first: Int32, _ last: Int32) {
        guard first >= 0, last >= first else { return }
        covered = Int(tree.tokens[Int(first)].start)..<Int(tree.tokens[Int(last)].end)
    }

    /// Tokens `first...last` become `text` (nothing, when they are already).
    mutating func replace(_ first: Int32, _ last: Int32, _ text: String) {
        let start = Int(tree.tokens[Int(first)].start), end = Int(tree.tokens[Int(last)].end)
        guard String(decoding: tree.file.bytes[start..<end], as: UTF8.self) != text else { return }
        edits.append(TextEdit(start: start, end: end, text: text))
    }

    mutating func insert(_ text: String, at offset: Int) {
        edits.append(TextEdit(start: offset, end: offset, text: text))
    }

    mutating func remove(from start: Int, to end: Int) {
        guard start < end else { return }
        edits.append(TextEdit(start: start, end: end, text: ""))
    }

    func proposal(unchanged: String) -> FixProposal {
        let sorted = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        guard let first = sorted.first else { return .left(unchanged) }
        let start = min(first.start, covered?.lowerBound ?? first.start)
        var text = "", offset = start
        for edit in sorted {
            guard edit.start >= offset else { return .left("its edits would overlap") }
            if edit.start < edit.end, let comment = TokenFix.commentInside(tree, edit) { return .left(comment) }
            text += String(decoding: tree.file.bytes[offset..<edit.start], as: UTF8.self) + edit.text
            offset = edit.end
        }
        let end = max(offset, covered?.upperBound ?? offset)
        text += String(decoding: tree.file.bytes[offset..<end], as: UTF8.self)
        return .edit(TextEdit(start: start, end: end, text: text), module: nil)
    }
}

import KitscanLexer
import KitscanParser

/// Renders the light parser's view of a file as stable, readable text: imports,
/// declarations, `#if` clauses, calls, chains and parse notes (the `outline` command).
///
/// Every section starts with `name (count)`; every entry starts with `line:column` of
/// the token it is anchored on. Source text is shown with runs of whitespace collapsed.
/// Indices the tree holds are checked, so a tree with bad indices still renders.
package struct Outline {
    package let tree: SyntaxTree

    package init(_ tree: SyntaxTree) {
        self.tree = tree
    }

    /// The whole outline, sections separated by blank lines.
    package static func render(_ tree: SyntaxTree) -> String {
        let outline = Outline(tree)
        return [outline.imports(), outline.declarations(), outline.clauses(), outline.calls(),
                outline.chains(), outline.notes()].joined(separator: "\n")
    }

    // MARK: Sections

    /// `1:1  @testable import OmoKit`
    func imports() -> String {
        var out = "imports (\(tree.imports.count))\n"
        for item in tree.imports {
            let words = item.attributes + ["import", item.path]
            out += "  \(location(item.token))  \(words.joined(separator: " "))\n"
        }
        return out
    }

    /// `  4:5  @State private var body: View  (MailRow.body, lines 4-8)`, indented by nesting.
    func declarations() -> String {
        var out = "declarations (\(tree.declarations.count))\n"
        for (index, declaration) in tree.declarations.enumerated() {
            let indent = String(repeating: "  ", count: 1 + depth(of: index))
            out += indent + location(declaration.keyword) + "  " + signature(declaration)
            out += "  (\(declaration.path), \(lines(declaration.start, declaration.end)))\n"
        }
        return out
    }

    /// `#if os(iOS)`, `#else  means !(os(iOS))`, `#endif`, nested blocks indented.
    func clauses() -> String {
        var out = "#if clauses (\(tree.clauses.count))\n"
        // Clauses and the `#endif`s of their blocks, in file order, so nested blocks print
        // inside the clause that holds them.
        var events: [(token: Int32, order: Int, text: String)] = []
        var seenBlocks = Set<Int32>()
        for (index, clause) in tree.clauses.enumerated() {
            let depth = clauseDepth(of: index)
            let indent = String(repeating: "  ", count: 1 + depth)
            var text = indent + location(clause.directive) + "  "
            switch clause.kind {
            case .if: text += "#if " + clause.condition
            case .elseif: text += "#elseif " + clause.condition
            case .else: text += "#else  means " + clause.condition
            }
            events.append((clause.directive, index * 2, text))
            if !seenBlocks.contains(clause.block) {
                seenBlocks.insert(clause.block)
                if clause.endif >= 0 {
                    events.append((clause.endif, index * 2 + 1, indent + location(clause.endif) + "  #endif"))
                } else {
                    events.append((Int32.max, index * 2 + 1, indent + "#endif missing: the file ends first"))
                }
            }
        }
        events.sort { ($0.token, $0.order) < ($1.token, $1.order) }
        for event in events { out += event.text + "\n" }
        return out
    }

    /// `6:9  KitRow  plain  (item: letter.kitItem)  trailing: {…}, onOpen: {…}`
    func calls() -> String {
        var out = "calls (\(tree.calls.count))\n"
        for call in tree.calls {
            let anchor = call.name >= 0 ? call.name : call.calleeStart
            out += "  \(location(anchor))  \(callee(call))  \(call.form.name)"
            if call.openParen >= 0 {
                let arguments = call.arguments.map { argument -> String in
                    let value = sourceText(argument.start, argument.end)
                    guard argument.label >= 0 else { return value }
                    let label = tokenText(argument.label)
                    return value.isEmpty ? label + ":" : label + ": " + value
                }
                out += "  (" + arguments.joined(separator: ", ") + ")"
            }
            if !call.trailingClosures.isEmpty {
                let closures = call.trailingClosures.map { closure in
                    closure.label >= 0 ? tokenText(closure.label) + ": {…}" : "{…}"
                }
                out += "  trailing: " + closures.joined(separator: ", ")
            }
            out += "\n"
        }
        return out
    }

    /// `6:9  Text(…).font(…) #if os(macOS) .onHover {…} #endif` — chains with links only.
    func chains() -> String {
        let linked = tree.chains.filter { !$0.links.isEmpty }
        var out = "chains (\(linked.count) with links, \(tree.chains.count - linked.count) without)\n"
        for chain in linked {
            var text = primary(chain.primary)
            var previous: ChainLink.Kind?
            for link in chain.links {
                // Written as in source (`Color.red.opacity(…)`), with a space around
                // closures and directives so `#if` blocks stand out.
                let spaced: Bool
                switch link.kind {
                case .call, .subscript, .genericArguments, .optional, .force:
                    spaced = false
                case .member:
                    spaced = previous == .trailingClosure || previous == .ifConfig || previous == .endIf
                case .trailingClosure, .ifConfig, .endIf:
                    spaced = true
                }
                text += (spaced ? " " : "") + self.link(link)
                previous = link.kind
            }
            out += "  \(location(chain.start))  \(text)\n"
        }
        return out
    }

    /// `12:3  unbalanced ')': …`
    func notes() -> String {
        var out = "parse notes (\(tree.notes.count))\n"
        for note in tree.notes {
            out += "  \(location(note.token))  \(note.message)\n"
        }
        return out
    }

    // MARK: Pieces

    private func signature(_ declaration: Declaration) -> String {
        var words = declaration.attributes + declaration.modifiers
        switch declaration.kind {
        case .initializer, .subscript:
            words.append(declaration.kind.rawValue + parameters(declaration.parameters))
        case .func, .macro:
            words.append(declaration.kind.rawValue)
            words.append(declaration.name + parameters(declaration.parameters))
        default:
            words.append(declaration.kind.rawValue)
            if !declaration.name.isEmpty { words.append(declaration.name) }
        }
        var text = words.joined(separator: " ")
        if !declaration.inherited.isEmpty {
            let separator = declaration.kind == .typealias ? " = " : ": "
            text += separator + declaration.inherited.joined(separator: ", ")
        }
        return text
    }

    private func parameters(_ parameters: [Parameter]) -> String {
        let list = parameters.map { parameter -> String in
            var text = parameter.label == parameter.name ? parameter.name : parameter.label + " " + parameter.name
            text += ": " + parameter.type
            if parameter.hasDefault { text += " = …" }
            return text
        }
        return "(" + list.joined(separator: ", ") + ")"
    }

    private func callee(_ call: Call) -> String {
        let path = call.path.map(tokenText).joined(separator: ".")
        switch call.form {
        case .plain, .qualified:
            return path.isEmpty ? tokenText(call.name) : path
        case .implicitMember:
            return "." + (path.isEmpty ? tokenText(call.name) : path)
        case .member:
            return "…." + (path.isEmpty ? tokenText(call.name) : path)
        case .other:
            let end = call.openParen >= 0 ? call.openParen : (call.trailingClosures.first?.open ?? call.calleeStart)
            let text = shortened(sourceText(call.calleeStart, end))
            return text.isEmpty ? "?" : text
        }
    }

    private func primary(_ primary: Chain.Primary) -> String {
        switch primary {
        case let .identifier(token):
            return tokenText(token)
        case let .implicitMember(token):
            return "." + tokenText(token)
        case let .group(token):
            switch self.token(token)?.kind {
            case .leftParen?: return "(…)"
            case .leftBracket?: return "[…]"
            case .leftBrace?: return "{…}"
            default: return shortened(tokenText(token))
            }
        case let .other(token):
            return shortened(tokenText(token))
        }
    }

    private func link(_ link: ChainLink) -> String {
        switch link.kind {
        case .member:
            return "." + tokenText(link.token)
        case .call:
            return link.end == link.token + 1 ? "()" : "(…)"
        case .subscript:
            return link.end == link.token + 1 ? "[]" : "[…]"
        case .trailingClosure:
            // A labelled trailing closure: `label: {` — the label is two tokens back.
            if let colon = token(link.token - 1), colon.kind == .colon, link.token >= 2 {
                return tokenText(link.token - 2) + ": {…}"
            }
            return "{…}"
        case .genericArguments:
            return sourceText(link.token, link.end + 1)
        case .optional:
            return "?"
        case .force:
            return "!"
        case .ifConfig:
            if link.clause >= 0 && Int(link.clause) < tree.clauses.count {
                let clause = tree.clauses[Int(link.clause)]
                switch clause.kind {
                case .if: return "#if " + clause.condition
                case .elseif: return "#elseif " + clause.condition
                case .else: return "#else"
                }
            }
            return tokenText(link.token)
        case .endIf:
            return "#endif"
        }
    }

    // MARK: Tokens and text

    private func token(_ index: Int32) -> Token? {
        index >= 0 && Int(index) < tree.file.tokens.count ? tree.file.tokens[Int(index)] : nil
    }

    private func location(_ index: Int32) -> String {
        guard let token = token(index) else { return "end" }
        return "\(token.line):\(token.column)"
    }

    private func lines(_ start: Int32, _ end: Int32) -> String {
        guard let first = token(start), let last = token(end) else { return "lines ?" }
        return first.line == last.line ? "line \(first.line)" : "lines \(first.line)-\(last.line)"
    }

    private func tokenText(_ index: Int32) -> String {
        guard let token = token(index) else { return "?" }
        return TextEscaping.escape(tree.file.bytes[Int(token.start)..<Int(token.end)])
    }

    /// The source from token `start` up to (not including) token `end`, whitespace collapsed.
    private func sourceText(_ start: Int32, _ end: Int32) -> String {
        guard end > start, let first = token(start), let last = token(end - 1), last.end >= first.start else {
            return ""
        }
        return Outline.collapse(tree.file.bytes[Int(first.start)..<Int(last.end)])
    }

    /// Runs of spaces, tabs and line breaks become one space; other invisible characters
    /// are escaped as in the token listing.
    static func collapse(_ bytes: ArraySlice<UInt8>) -> String {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(bytes.count)
        var inSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                inSpace = true
                continue
            }
            if inSpace && !collapsed.isEmpty { collapsed.append(0x20) }
            inSpace = false
            collapsed.append(byte)
        }
        return TextEscaping.escape(collapsed)
    }

    private func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    private func depth(of index: Int) -> Int {
        Self.depth(from: tree.declarations[index].parent, count: tree.declarations.count) { tree.declarations[$0].parent }
    }

    private func clauseDepth(of index: Int) -> Int {
        Self.depth(from: tree.clauses[index].parent, count: tree.clauses.count) { tree.clauses[$0].parent }
    }

    /// How many parents lie above an item, following `parent` links among `count` items.
    /// Bounded: a broken parent link must not loop forever.
    private static func depth(from first: Int32, count: Int, parent: (Int) -> Int32) -> Int {
        var depth = 0
        var next = first
        while next >= 0 && Int(next) < count && depth < count {
            depth += 1
            next = parent(Int(next))
        }
        return depth
    }
}

extension Call.Form {
    /// The form as shown in the outline.
    var name: String {
        switch self {
        case .plain: return "plain"
        case .qualified: return "qualified"
        case .implicitMember: return "implicitMember"
        case .member: return "member"
        case .other: return "other"
        }
    }
}

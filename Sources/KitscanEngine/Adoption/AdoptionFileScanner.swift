import KitscanFiles
import KitscanLexer
import KitscanParser
import KitscanSupport

/// Counts one app file's side of the three shares: kit uses and raw-value findings from the
/// file's scan (the callers list's and the debt rules' own), app-type uses found as a kit
/// component's are, raw uses of the replaced controls, and token references.
package struct AdoptionFileScanner: Sendable {
    package let scanner: FileScanner
    package let kit: AdoptionKit
    package let appUses: ComponentUses
    package let rawValueRules: Set<String>
    /// The kit's paths and token homes: on neither side.
    let kitHomes: PathFilter
    let hasKit: Bool
    let controlNames: NameSet
    let tokenTypes: NameSet
    let implicitTokens: NameSet

    package init(scanner: FileScanner, kit: AdoptionKit, appTypes: KitIndex, rawValueRules: [String], kitHomes: [String]) {
        self.scanner = scanner
        self.kit = kit
        self.appUses = ComponentUses(kit: appTypes, formChangingModifiers: [])
        self.rawValueRules = Set(rawValueRules)
        self.kitHomes = PathFilter(paths: kitHomes)
        hasKit = !kitHomes.isEmpty
        controlNames = NameSet(Array(kit.replaced.keys))
        tokenTypes = NameSet(Array(kit.tokenMembers.keys))
        implicitTokens = NameSet(Array(kit.implicitTokens))
    }

    /// Whether the file is on either side: not the kit's, not a test.
    package func counts(_ path: String) -> Bool {
        !(hasKit && kitHomes.contains(path)) && !ComponentUses.isTestPath(path) && !(scanner.catalogPaths?.contains(path) ?? false)
    }

    /// The file's drawing types, for the app-type index (none for kit and test files).
    package func appTypes(in tree: SyntaxTree, path: String) -> KitIndex {
        counts(path) ? AppTypes.declared(in: tree, path: path, kit: scanner.kit) : KitIndex()
    }

    package func facts(bytes: [UInt8], path: String) -> AdoptionFile {
        guard counts(path) else { return AdoptionFile(path: path, counted: false) }
        guard !FileSelection.isBinary(bytes) else {
            var file = AdoptionFile(path: path, counted: false)
            file.problem = "binary file (it has NUL bytes)"
            return file
        }
        return facts(tree: Parser.parse(Lexer.lex(bytes)), path: path)
    }

    package func facts(tree: SyntaxTree, path: String) -> AdoptionFile {
        var file = AdoptionFile(path: path, counted: counts(path))
        guard file.counted else { return file }
        let scan = scanner.scan(tree: tree, path: path)
        var styling: [Int32: [Styling]] = [:] // chain -> where a kit style or modifier is applied
        if scanner.kit.catalogCases != nil {
            for use in scan.uses where use.isAppCaller {
                file.configurations.append(AdoptionHit(name: scanner.kit.configuration(of: use), line: use.line))
            }
        }
        for use in scan.uses where !use.preview && !use.test {
            file.kitUses.append(AdoptionHit(name: use.component, line: use.line))
            if let token = Self.token(tree, line: use.line, column: use.column), let (chain, at) = styled(tree, use, token) {
                let isStyle = scanner.kit.types[use.component]?.kind == .style
                styling[chain, default: []].append(Styling(at: at, controls: isStyle ? kit.styleControls[use.component] ?? [] : nil))
            }
        }
        var anchors: [Int32] = []
        for use in appUses.uses(in: tree, path: path, anchors: &anchors) where !use.preview {
            file.appTypeUses.append(AdoptionHit(name: use.component, line: use.line))
        }
        for finding in scan.findings where rawValueRules.contains(finding.rule) {
            if let token = Self.token(tree, line: finding.line, column: finding.column), scanner.uses.isPreview(tree, token) { continue }
            file.rawValues.append(AdoptionHit(name: Self.matchedText(finding), line: finding.line, rule: finding.rule))
        }
        rawControls(tree, styling, into: &file)
        tokenReferences(tree, into: &file)
        return file
    }

    /// A kit style or modifier applied on a chain: at the modifier's token, reaching the
    /// controls the style styles (every control for a modifier: nil).
    struct Styling {
        var at: Int32
        var controls: Set<String>?
    }

    /// Where a kit style or modifier use is applied: the chain and the token of the modifier
    /// (`.kitGlass()`, or `.buttonStyle` holding `.kitPrimary`); nil for any other use.
    private func styled(_ tree: SyntaxTree, _ use: ComponentUse, _ token: Int32) -> (Int32, Int32)? {
        let kind = scanner.kit.types[use.component]?.kind ?? (scanner.kit.modifierFunctions[use.component] != nil ? .modifier : nil)
        guard kind == .style || kind == .modifier else { return nil }
        if tree.roles[Int(token)] == .memberName, tree.chainOf[Int(token)] >= 0 { return (tree.chainOf[Int(token)], token) }
        guard let (call, _) = tree.enclosingCallArgument(of: token) else { return nil }
        let modifier = tree.calls[Int(call)]
        return modifier.chain >= 0 ? (modifier.chain, modifier.name) : nil
    }

    /// Calls of a replaced control that no kit style or modifier reaches: neither on its own
    /// chain after it, nor on the chain of a call enclosing it in the same declaration. A kit
    /// style reaches the controls it styles and what is inside them, however far out it is
    /// applied (the label of a button in `VStack { Button { Text(…) } }.buttonStyle(.kit)`);
    /// a kit modifier reaches everything under it.
    private func rawControls(_ tree: SyntaxTree, _ styling: [Int32: [Styling]], into file: inout AdoptionFile) {
        guard !controlNames.isEmpty else { return }
        func reached(_ call: Call, as control: String) -> Bool {
            call.chain >= 0 && (styling[call.chain]?.contains { $0.at > call.end && ($0.controls?.contains(control) ?? true) } ?? false)
        }
        for call in tree.calls {
            guard let nameToken = controlToken(tree, call), !scanner.uses.isPreview(tree, call.name) else { continue }
            let control = tree.name(nameToken)
            if reached(call, as: control) { continue }
            let declaration = tree.enclosingDeclaration(of: call.name)
            var group = tree.parentGroup[Int(call.name)]
            // The control and the calls around it, inner first: a style that reaches one reaches what is inside it.
            var holders = [control]
            var covered = false
            while group >= 0, !covered, tree.enclosingDeclaration(of: group) == declaration {
                if let index = tree.callByOpen[group] {
                    let outer = tree.calls[Int(index)]
                    if outer.name >= 0 { holders.append(tree.name(controlToken(tree, outer) ?? outer.name)) }
                    covered = holders.contains { reached(outer, as: $0) }
                }
                group = tree.parentGroup[Int(group)]
            }
            if !covered { file.rawControls.append(AdoptionHit(name: control, line: tree.line(call.name))) }
        }
    }

    /// The token naming the replaced control a call makes: `Text(…)`, `SwiftUI.Text(…)`,
    /// `Text.init(…)`, `SwiftUI.Text.init(…)`; nil for any other call.
    private func controlToken(_ tree: SyntaxTree, _ call: Call) -> Int32? {
        guard call.name >= 0, call.form == .plain || call.form == .qualified else { return nil }
        let path = call.path
        var last = path.count - 1
        if last > 0, tree.token(path[last], is: "init") { last -= 1 }
        guard last >= 0, last == 0 || (last == 1 && tree.token(path[0], is: "SwiftUI")), controlNames.contains(tree, path[last])
        else { return nil }
        return path[last]
    }

    /// `KitColor.selection` (a static member of a token type) and `.kitAccent` (a static
    /// member the token homes add to another type).
    private func tokenReferences(_ tree: SyntaxTree, into file: inout AdoptionFile) {
        guard !tokenTypes.isEmpty || !implicitTokens.isEmpty else { return }
        let count = tree.tokens.count
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<count {
                let token = tree.tokens[i]
                let role = tree.roles[i]
                if role == .implicitMemberName, implicitTokens.contains(token, bytes) {
                    guard !scanner.uses.isPreview(tree, Int32(i)) else { continue }
                    file.tokens.append(AdoptionHit(name: "." + tree.name(Int32(i)), line: Int(token.line)))
                    continue
                }
                guard role == .primary || role == .memberName,
                      i + 2 < count, tree.tokens[i + 1].kind == .period, tree.roles[i + 2] == .memberName,
                      tokenTypes.contains(token, bytes) else { continue }
                let type = tree.name(Int32(i))
                let member = tree.name(Int32(i + 2))
                guard kit.tokenMembers[type]?.contains(member) == true, !scanner.uses.isPreview(tree, Int32(i)) else { continue }
                file.tokens.append(AdoptionHit(name: type + "." + member, line: Int(token.line)))
            }
        }
    }

    /// The token at `line`:`column` (tokens are in file order).
    static func token(_ tree: SyntaxTree, line: Int, column: Int) -> Int32? {
        let tokens = tree.tokens
        let low = PartitionPoint.first(tokens.count) { (Int(tokens[$0].line), Int(tokens[$0].column)) < (line, column) }
        guard low < tokens.count, Int(tokens[low].line) == line, Int(tokens[low].column) == column else { return nil }
        return Int32(low)
    }

    /// A finding's matched text, normalised: the middle of its fingerprint (`rule|text|declaration`).
    static func matchedText(_ finding: Finding) -> String {
        var text = finding.fingerprint.dropFirst(finding.rule.count + 1)
        if let bar = text.lastIndex(of: "|") { text = text[..<bar] }
        return String(text)
    }
}

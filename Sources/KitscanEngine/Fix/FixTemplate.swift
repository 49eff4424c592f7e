import KitscanLexer
import KitscanSupport
import KitscanParser

/// A team rule's `"fix"`: the replacement of a `pattern` match, written over its captures.
///
/// ```json
/// "fix": ".font(ThreadsType.$style)"
/// "fix": { "template": "EnvisioningRadius.$r", "capture": "r", "map": { "12": "field", "18": "card" },
///          "module": "EnvisioningUI" }
/// ```
/// Without `capture` the whole match is replaced; with it, only that capture's tokens (so
/// patterns with `...` can be fixed too). With a `map`, each capture the template names is
/// written as the map's name for its value, and a value the map lacks is left unfixed.
/// A member capture (`$s:member`) stands for the member's name without its dot; a number
/// capture's map keys are numbers (`"14"` matches `14.0`). `module` names the module that
/// declares what the template writes: a file that does not import it is left (or gets the
/// import, with `"fix": {"addImports": true}` in kitscan.json), as for a kit token.
package struct FixTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text(String)
        case capture(String)
    }

    package var template: String
    package var capture: String?
    package var map: [String: String]
    package var module: String?
    let pieces: [Piece]
    /// The map's keys read as numbers, for number captures (sorted by key: deterministic).
    let numericMap: [(value: Double, name: String)]

    package static func == (a: FixTemplate, b: FixTemplate) -> Bool {
        a.template == b.template && a.capture == b.capture && a.map == b.map && a.module == b.module
    }

    /// The capture names the template writes.
    package var captures: [String] {
        pieces.compactMap { if case .capture(let name) = $0 { return name } else { return nil } }
    }

    package init(template: String, capture: String? = nil, map: [String: String] = [:], module: String? = nil) {
        self.template = template
        self.capture = capture
        self.map = map
        self.module = module
        pieces = Self.pieces(template)
        numericMap = map.keys.sorted().compactMap { key in Self.number(key).map { ($0, map[key]!) } }
    }

    /// A map key as a number (`"14"`, `"0.5"`, `"-2"`), or nil.
    static func number(_ text: String) -> Double? {
        let tree = Parser.parse(Lexer.lex(Array(text.utf8)))
        guard !tree.tokens.isEmpty else { return nil }
        return ConstantEvaluator.evaluate(tree, from: 0, to: Int32(tree.tokens.count))
    }

    /// `$name` (a letter or `_` first) is a capture; `$0` and a lone `$` are text.
    static func pieces(_ template: String) -> [Piece] {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        let bytes = Array(template.utf8)
        func isStart(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F }
        func isPart(_ b: UInt8) -> Bool { isStart(b) || (b >= 0x30 && b <= 0x39) }
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, isStart(bytes[i + 1]) {
                var k = i + 1
                while k < bytes.count, isPart(bytes[k]) { k += 1 }
                if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                pieces.append(.capture(String(decoding: bytes[(i + 1)..<k], as: UTF8.self)))
                i = k
                continue
            }
            text.append(bytes[i])
            i += 1
        }
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// Reads `"fix"` from a rule file: a template string, or an object with `template` and
    /// optional `capture` and `map`. Nil when the key is absent.
    package static func parse(_ node: JSONNode?, file: String) throws(RuleLoadError) -> FixTemplate? {
        guard let node else { return nil }
        let shape = "`fix` is a template string (\".font(KitFont.$name)\") or an object "
            + "{ \"template\": …, \"capture\": \"n\", \"map\": { \"14\": \"row\" } }."
        if case .string(let text) = node.value {
            guard !text.isEmpty else { throw RuleLoadError(file: file, problem: "`fix` is empty. " + shape) }
            return FixTemplate(template: text)
        }
        guard case .object(let object) = node.value else { throw RuleLoadError(file: file, problem: shape) }
        for key in object.keys.sorted() where !["template", "capture", "map", "module"].contains(key) {
            throw RuleLoadError(file: file, problem: "unknown key `fix.\(key)`; the keys are capture, map, module, template.")
        }
        func name(_ key: String, _ advice: String) throws(RuleLoadError) -> String? {
            let name: String? = try RuleLoader.field(node, key, file, or: advice)
            if name?.isEmpty == true { throw RuleLoadError(file: file, problem: advice) }
            return name
        }
        let module = try name("module", "`fix.module` names the module the template's names come from, e.g. \"OmoKit\".")
        guard let template = try? node.decode("template", as: String.self), !template.isEmpty else {
            throw RuleLoadError(file: file, problem: "`fix.template` must be a non-empty string. " + shape)
        }
        let capture = try name("capture", "`fix.capture` names one capture of the patterns, e.g. \"n\" for `$n`.")
            .map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        var map: [String: String] = [:]
        if let given = node.optionalMember("map") {
            guard case .object = given.value else {
                throw RuleLoadError(file: file, problem: "`fix.map` is an object from captured values to names, e.g. { \"14\": \"row\" }.")
            }
            for (key, name) in try RuleLoader.shaped(file, { () throws(JSONShapeError) in try given.members() }) {
                guard case .string(let text) = name.value else {
                    throw RuleLoadError(file: file, problem: "`fix.map.\(key)` must be a string (the name written for `\(key)`).")
                }
                map[key] = text
            }
        }
        return FixTemplate(template: template, capture: capture, map: map, module: module)
    }

    /// Checks the template against the compiled patterns: every capture it writes (and
    /// `capture`) is captured by every pattern, and a whole-match template meets no `...`
    /// (what `...` skipped would be lost).
    func validate(_ patterns: [CompiledPattern], file: String) throws(RuleLoadError) {
        for (index, pattern) in patterns.enumerated() {
            for name in captures + (capture.map { [$0] } ?? []) where !pattern.captures.contains(name) {
                throw RuleLoadError(file: file, problem: "`fix` writes `$\(name)`, which pattern \(index + 1) does not capture.")
            }
            if capture == nil, pattern.elements.contains(where: { $0 == .restOfGroup || $0 == .chainLinks }) {
                throw RuleLoadError(file: file, problem: "`fix` would replace the whole match of pattern \(index + 1), "
                    + "dropping what its `...` skipped; set `\"capture\"` to replace one capture instead.")
            }
        }
        if let capture, let number = patterns.first.flatMap({ p in p.captures.firstIndex(of: capture).map { p.types[$0] } }),
           number == .number {
            for key in map.keys.sorted() where Self.number(key) == nil {
                throw RuleLoadError(file: file, problem: "`fix.map` key `\(key)` is not a number, but `$\(capture)` captures numbers.")
            }
        }
    }

    /// The proposal for one match of `pattern` (tokens `start...end`), captures in `run`.
    func proposal(_ context: MatchContext, _ pattern: CompiledPattern, _ run: PatternRun, start: Int32, end: Int32) -> FixProposal {
        let tree = context.tree
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let t):
                text += t
            case .capture(let name):
                guard let slot = pattern.captures.firstIndex(of: name), run.captured[slot].0 >= 0 else {
                    return .left("the match has no `$\(name)`")
                }
                let value = Self.value(tree, run, slot, type: pattern.types[slot])
                if map.isEmpty || (capture != nil && name != capture) {
                    text += value.written
                } else if let mapped = mapped(value, type: pattern.types[slot]) {
                    text += mapped
                } else {
                    return .left("`fix.map` has no name for `\(value.key)`")
                }
            }
        }
        var first = start, last = end
        if let capture {
            guard let slot = pattern.captures.firstIndex(of: capture), run.captured[slot].0 >= 0 else {
                return .left("the match has no `$\(capture)`")
            }
            (first, last) = run.captured[slot]
        }
        let edit = TextEdit(start: Int(tree.tokens[Int(first)].start), end: Int(tree.tokens[Int(last)].end), text: text)
        if let comment = TokenFix.commentInside(tree, edit) { return .left(comment) }
        guard let module, !TokenFix.visible(module, in: context) else { return .edit(edit, module: nil) }
        return .edit(edit, module: module)
    }

    private func mapped(_ value: (written: String, key: String, number: Double?), type: CaptureType) -> String? {
        if let number = value.number {
            return numericMap.first { $0.value == number }?.name
        }
        return map[value.key]
    }

    /// A capture as the template writes it, and as the map looks it up.
    static func value(_ tree: SyntaxTree, _ run: PatternRun, _ slot: Int, type: CaptureType)
        -> (written: String, key: String, number: Double?) {
        let (first, last) = run.captured[slot]
        let bytes = tree.file.bytes
        let written = String(decoding: bytes[Int(tree.tokens[Int(first)].start)..<Int(tree.tokens[Int(last)].end)], as: UTF8.self)
        switch type {
        case .member:
            let name = tree.text(last)
            return (name, name, nil)
        case .string, .text:
            // The map looks up the text between the delimiters, as written.
            let from = Int(tree.tokens[Int(first)].end), to = Int(tree.tokens[Int(last)].start)
            return (written, String(decoding: bytes[from..<max(from, to)], as: UTF8.self), nil)
        case .number:
            return (written, tree.normalizedText(from: first, through: last), run.numbers[slot])
        case .identifier:
            return (written, written, nil)
        case .any:
            return (written, tree.normalizedText(from: first, through: last), nil)
        }
    }
}

/// A fix example of a rule: the code before `kitscan fix` and after it (equal when the
/// fix must leave the code as it is).
package struct FixExample: Sendable, Equatable {
    package var before: String
    package var after: String

    package init(before: String, after: String) {
        self.before = before
        self.after = after
    }

    /// Reads `"fixes"`: a list of `{ "before": …, "after": … }`.
    package static func parse(_ node: JSONNode?, file: String) throws(RuleLoadError) -> [FixExample] {
        guard let node else { return [] }
        guard let items = try? node.elements() else {
            throw RuleLoadError(file: file, problem: "`fixes` must be a list of { \"before\": code, \"after\": code } objects.")
        }
        var result: [FixExample] = []
        for item in items {
            guard let before = try? item.decode("before", as: String.self), let after = try? item.decode("after", as: String.self),
                  (try? item.members())?.count == 2 else {
                throw RuleLoadError(file: file, problem: "each of `fixes` is { \"before\": code, \"after\": code }, both strings.")
            }
            result.append(FixExample(before: before, after: after))
        }
        return result
    }
}

import KitscanLexer
import KitscanParser

/// What `kitscan fix` is asked to do.
public struct FixOptions: Sendable, Equatable {
    /// Only these rules' findings (nil: every rule's).
    public var rules: Set<String>?
    /// Add the kit's import where a token fix needs it (`"fix": {"addImports": true}`).
    public var addImports: Bool

    public init(rules: Set<String>? = nil, addImports: Bool = false) {
        self.rules = rules
        self.addImports = addImports
    }
}

/// What became of one counted finding.
public struct FixOutcome: Sendable, Equatable {
    public var finding: Finding
    /// The text that replaced the finding's tokens, or nil when it was left.
    public var replacement: String?
    /// Why it was left, when the rule could say (nil: no single replacement).
    public var reason: String?

    public var fixed: Bool { replacement != nil }

    public init(finding: Finding, replacement: String? = nil, reason: String? = nil) {
        self.finding = finding
        self.replacement = replacement
        self.reason = reason
    }
}

/// One file through the fix stage: its bytes before and after, and every finding's outcome.
public struct FileFix: Sendable {
    public var path: String
    public var original: [UInt8]
    /// The rewritten bytes, or nil when nothing changed.
    public var fixed: [UInt8]?
    /// Counted findings of the selected rules, in source order.
    public var outcomes: [FixOutcome]
    /// Modules whose import was added.
    public var addedImports: [String]
    /// Why the whole file was left as it was (its edits did not check out), if so.
    public var problem: String?

    public init(path: String, original: [UInt8], fixed: [UInt8]? = nil, outcomes: [FixOutcome] = [],
                addedImports: [String] = [], problem: String? = nil) {
        self.path = path
        self.original = original
        self.fixed = fixed
        self.outcomes = outcomes
        self.addedImports = addedImports
        self.problem = problem
    }
}

/// The fix stage: after the findings, rewrite those with one right replacement.
///
/// Edits are token-exact (only the finding's tokens change; trivia and comments stay),
/// never overlap (the first in source order wins; the other is left and says so), never
/// touch an excepted finding, and are kept only if the rewritten file lexes into tokens
/// that tile it exactly, parses with no new parse note, and scans with exactly the fixed
/// findings gone and nothing new — so a second run has nothing left to do.
public enum FixEngine {
    public static func fix(bytes: [UInt8], path: String, scanner: FileScanner, options: FixOptions) -> FileFix {
        let tree = Parser.parse(Lexer.lex(bytes))
        let scan = scanner.scan(tree: tree, path: path, fixes: true)
        var outcomes: [FixOutcome] = []
        // Candidate edits: (outcome index, edit, module to import).
        var candidates: [(index: Int, edit: TextEdit, module: String?)] = []
        for finding in scan.findings where finding.exceptedBy == nil {
            if let rules = options.rules, !rules.contains(finding.rule) { continue }
            var stripped = finding
            stripped.fix = nil
            outcomes.append(FixOutcome(finding: stripped, reason: finding.fix?.reason))
            if case .edit(let edit, let module)? = finding.fix {
                candidates.append((outcomes.count - 1, edit, module))
            }
        }
        var result = FileFix(path: path, original: bytes, outcomes: outcomes)
        guard !candidates.isEmpty else { return result }

        // Overlaps: in source order (then by rule id), the first edit wins; the same edit
        // proposed twice fixes both.
        candidates.sort { a, b in
            if a.edit.start != b.edit.start { return a.edit.start < b.edit.start }
            if a.edit.end != b.edit.end { return a.edit.end < b.edit.end }
            return outcomes[a.index].finding.rule < outcomes[b.index].finding.rule
        }
        var kept: [(index: Int, edit: TextEdit, module: String?)] = []
        for candidate in candidates {
            if let last = kept.last, last.edit.overlaps(candidate.edit) {
                if last.edit == candidate.edit {
                    kept.append(candidate)
                } else {
                    let other = outcomes[last.index].finding
                    result.outcomes[candidate.index].reason =
                        "overlaps the fix of \(other.rule) at \(other.line):\(other.column); run `kitscan fix` again"
                }
                continue
            }
            kept.append(candidate)
        }
        // Imports the kept edits need.
        var modules = Set<String>()
        if !options.addImports {
            kept.removeAll { candidate in
                guard let module = candidate.module else { return false }
                result.outcomes[candidate.index].reason = "needs `import \(module)`, which the file does not have; "
                    + "set \"fix\": { \"addImports\": true } in kitscan.json to add it"
                return true
            }
        } else {
            for candidate in kept { if let module = candidate.module { modules.insert(module) } }
        }
        guard !kept.isEmpty else { return result }
        var edits: [TextEdit] = []
        for candidate in kept where edits.last != candidate.edit { edits.append(candidate.edit) }
        if !modules.isEmpty { edits.insert(importEdit(modules.sorted(), tree), at: 0) }
        edits.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        let fixedBytes = apply(edits, to: bytes)

        // The rewritten file must check out, or nothing is written.
        let fixedTree = Parser.parse(Lexer.lex(fixedBytes))
        var fixedCounts: [String: Int] = [:]
        for candidate in kept { fixedCounts[outcomes[candidate.index].finding.rule, default: 0] += 1 }
        if let problem = check(before: tree, after: fixedTree, scanner: scanner, path: path, fixed: fixedCounts) {
            result.problem = problem
            for candidate in kept { result.outcomes[candidate.index].reason = "not fixed: " + problem }
            return result
        }
        for candidate in kept { result.outcomes[candidate.index].replacement = candidate.edit.text }
        result.fixed = fixedBytes
        result.addedImports = modules.sorted()
        return result
    }

    /// Why the rewritten file cannot be kept, or nil: its tokens and trivia must tile it,
    /// it must lex and parse no worse than before, and its findings must be the old ones
    /// less exactly the fixed ones (`fixed`: rule -> count).
    static func check(before: SyntaxTree, after: SyntaxTree, scanner: FileScanner, path: String,
                      fixed: [String: Int]) -> String? {
        guard tiles(after.file) else { return "the rewritten file's tokens would not reproduce its bytes" }
        func unknown(_ tree: SyntaxTree) -> Int { tree.tokens.reduce(0) { $0 + ($1.kind == .unknown ? 1 : 0) } }
        if unknown(after) > unknown(before) { return "the rewritten file would not lex as cleanly" }
        if after.notes.count > before.notes.count {
            return "the rewritten file would not parse as cleanly (\(after.notes.first?.message ?? "a parse note"))"
        }
        let old = counts(scanner.scan(tree: before, path: path))
        let new = counts(scanner.scan(tree: after, path: path))
        for rule in Set(old.keys).union(new.keys).sorted() {
            let expected = (old[rule] ?? 0) - (fixed[rule] ?? 0)
            if (new[rule] ?? 0) != expected {
                return "the rewritten file would have \(new[rule] ?? 0) \(rule) finding(s), not \(expected)"
            }
        }
        return nil
    }

    private static func counts(_ scan: FileScan) -> [String: Int] {
        var counts: [String: Int] = [:]
        for f in scan.findings where f.exceptedBy == nil { counts[f.rule, default: 0] += 1 }
        return counts
    }

    /// Whether the file's tokens and trivia, in order, cover its bytes exactly once.
    public static func tiles(_ file: LexedFile) -> Bool {
        var offset: Int32 = 0
        for piece in file.pieces() {
            guard piece.start == offset, piece.end >= piece.start else { return false }
            offset = piece.end
        }
        return Int(offset) == file.bytes.count
    }

    /// Applies edits sorted by start that do not overlap (an insertion before a
    /// replacement at the same offset).
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var offset = 0
        for edit in edits {
            out.append(contentsOf: bytes[offset..<edit.start])
            out.append(contentsOf: edit.text.utf8)
            offset = edit.end
        }
        out.append(contentsOf: bytes[offset...])
        return out
    }

    /// The insertion of `import M` lines: after the last import outside `#if`, or before
    /// the first line of code; with the file's own line ending.
    static func importEdit(_ modules: [String], _ tree: SyntaxTree) -> TextEdit {
        let bytes = tree.file.bytes
        let crlf = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? false
        let newline = crlf ? "\r\n" : "\n"
        let lines = modules.map { "import \($0)" + newline }.joined()
        if let last = tree.imports.last(where: { tree.clauseOf[Int($0.token)] < 0 }) {
            var k = Int(tree.tokens[Int(last.token)].end)
            while k < bytes.count, bytes[k] != 0x0A { k += 1 }
            if k == bytes.count { return TextEdit(start: k, end: k, text: newline + lines) }
            return TextEdit(start: k + 1, end: k + 1, text: lines)
        }
        guard let first = tree.tokens.first else { return TextEdit(start: bytes.count, end: bytes.count, text: lines) }
        var k = Int(first.start)
        while k > 0, bytes[k - 1] != 0x0A { k -= 1 }
        return TextEdit(start: k, end: k, text: lines + newline)
    }
}

import KitscanLexer
import KitscanParser

/// What `kitscan fix` is asked to do.
public struct FixOptions: Sendable, Equatable {
    /// Only these rules' findings (nil: every rule's).
    public var rules: Set<String>?
    /// Add the kit's import where a token fix needs it (`"fix": {"addImports": true}`).
    public var addImports: Bool
    /// The project's targets (from its `Package.swift` files): an import is never added of a
    /// module that depends on the file's own module.
    public var packages: PackageGraph?

    public init(rules: Set<String>? = nil, addImports: Bool = false, packages: PackageGraph? = nil) {
        self.rules = rules
        self.addImports = addImports
        self.packages = packages
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
    /// Left only because another fix took its place (another pass may fix it).
    var overlapped = false

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
    /// Overlapping fixes are one pass each: a file is passed over until nothing overlaps
    /// (at most this many times), so a second `kitscan fix` has nothing left to do.
    /// (Each pass's outcome is final for what it fixed; a file needing more is rare.)
    static let passes = 4

    package static func fix(bytes: [UInt8], path: String, scanner: FileScanner, options: FixOptions) -> FileFix {
        var result = pass(bytes: bytes, path: path, scanner: scanner, options: options)
        var count = 1
        while count < passes, let fixed = result.fixed, result.outcomes.contains(where: { $0.overlapped }) {
            let next = pass(bytes: fixed, path: path, scanner: scanner, options: options)
            count += 1
            // Fixed in either pass (a later pass's at its place in the earlier rewrite); left
            // as the last pass leaves it.
            result.outcomes = (result.outcomes.filter(\.fixed) + next.outcomes.filter { next.fixed != nil || !$0.fixed })
                .sorted { Finding.ordered($0.finding, $1.finding) }
            guard let again = next.fixed else { break }
            result.fixed = again
            result.addedImports = Array(Set(result.addedImports + next.addedImports)).sorted()
        }
        return result
    }

    /// One pass: the findings, their edits, the check of the rewritten file.
    static func pass(bytes: [UInt8], path: String, scanner: FileScanner, options: FixOptions) -> FileFix {
        let tree = Parser.parse(Lexer.lex(bytes))
        let scan = scanner.scan(tree: tree, path: path, fixes: true)
        let (outcomes, candidates) = Self.candidates(scan.findings, path: path, options: options)
        var result = FileFix(path: path, original: bytes, outcomes: outcomes)
        guard !candidates.isEmpty else { return result }

        let kept = Self.kept(candidates, outcomes: outcomes, result: &result)
        // The imports the kept edits need (only with `addImports`; see `candidates`).
        let modules = Set(kept.compactMap(\.module))
        var edits: [TextEdit] = []
        for candidate in kept where edits.last != candidate.edit { edits.append(candidate.edit) }
        if !modules.isEmpty { edits.insert(importEdit(modules.sorted(), tree), at: 0) }
        edits.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        let fixedBytes = apply(edits, to: bytes)

        // The rewritten file must check out, or nothing is written.
        let fixedTree = Parser.parse(Lexer.lex(fixedBytes))
        let keptFindings = Set(kept.map { outcomes[$0.index].finding })
        let checked = check(before: tree, after: fixedTree, edits: edits, beforeScan: scan, kept: keptFindings,
                            scanner: scanner, path: path)
        if let problem = checked.problem {
            result.problem = problem
            for candidate in kept { result.outcomes[candidate.index].reason = "not fixed: " + problem }
            return result
        }
        for candidate in kept { result.outcomes[candidate.index].replacement = candidate.edit.text }
        // A finding that went with another's edit (a team rule's rewrite of a whole modifier
        // takes the raw colour in it along) is fixed too.
        for (index, outcome) in result.outcomes.enumerated() where outcome.replacement == nil {
            if let text = checked.gone[outcome.finding] {
                result.outcomes[index].replacement = text
                result.outcomes[index].reason = nil
                result.outcomes[index].overlapped = false
            }
        }
        result.fixed = fixedBytes
        result.addedImports = modules.sorted()
        return result
    }

    /// A candidate edit: the index of its finding's outcome, the edit, the module it imports.
    typealias Candidate = (index: Int, edit: TextEdit, module: String?)

    /// Each finding's outcome (those `options` leave out skipped), and the edits to try; a fix
    /// needing an import `options` does not allow, or one that would make a cycle, says why.
    static func candidates(_ findings: [Finding], path: String, options: FixOptions) -> (outcomes: [FixOutcome], candidates: [Candidate]) {
        var outcomes: [FixOutcome] = []
        var candidates: [Candidate] = []
        for finding in findings where finding.exceptedBy == nil {
            if let rules = options.rules, !rules.contains(finding.rule) { continue }
            var stripped = finding
            stripped.fix = nil
            outcomes.append(FixOutcome(finding: stripped, reason: finding.fix?.reason))
            guard case .edit(let edit, let module)? = finding.fix else { continue }
            if let module, !options.addImports {
                outcomes[outcomes.count - 1].reason = "needs `import \(module)`, which the file does not have; "
                    + "set \"fix\": { \"addImports\": true } in kitscan.json to add it"
                continue
            }
            if let module, let own = options.packages?.target(of: path), module != own.name,
               options.packages!.module(module, reaches: own.name) {
                outcomes[outcomes.count - 1].reason = "needs `import \(module)`, but \(module) depends on this file's "
                    + "module \(own.name) (Package.swift): importing it would make a cycle"
                continue
            }
            candidates.append((outcomes.count - 1, edit, module))
        }
        return (outcomes, candidates)
    }

    /// Overlaps: in source order (then by rule id), the first edit wins; the same edit
    /// proposed twice fixes both. The edits kept; each other's outcome in `result` says why not.
    static func kept(_ candidates: [Candidate], outcomes: [FixOutcome], result: inout FileFix) -> [Candidate] {
        var candidates = candidates
        candidates.sort { a, b in
            if a.edit.start != b.edit.start { return a.edit.start < b.edit.start }
            if a.edit.end != b.edit.end { return a.edit.end < b.edit.end }
            return outcomes[a.index].finding.rule < outcomes[b.index].finding.rule
        }
        var kept: [Candidate] = []
        for candidate in candidates {
            if let last = kept.last, last.edit.overlaps(candidate.edit) {
                if last.edit == candidate.edit {
                    kept.append(candidate)
                } else {
                    let other = outcomes[last.index].finding
                    result.outcomes[candidate.index].reason =
                        "overlaps the fix of \(other.rule) at \(other.line):\(other.column)"
                    result.outcomes[candidate.index].overlapped = true
                }
                continue
            }
            kept.append(candidate)
        }
        return kept
    }

    /// Why the rewritten file cannot be kept, and which findings went with an edit (with
    /// the edit's text). Its tokens and trivia must tile it; it must lex and parse no worse
    /// than before; no fixed finding may be found again at its place, and no finding may
    /// appear that was not there: each old finding's anchor is followed through the edits.
    static func check(before: SyntaxTree, after: SyntaxTree, edits: [TextEdit], beforeScan: FileScan, kept: Set<Finding>,
                      scanner: FileScanner, path: String) -> (problem: String?, gone: [Finding: String]) {
        guard tiles(after.file) else { return ("the rewritten file's tokens would not reproduce its bytes", [:]) }
        func unknown(_ tree: SyntaxTree) -> Int { tree.tokens.reduce(0) { $0 + ($1.kind == .unknown ? 1 : 0) } }
        if unknown(after) > unknown(before) { return ("the rewritten file would not lex as cleanly", [:]) }
        if after.notes.count > before.notes.count {
            return ("the rewritten file would not parse as cleanly (\(after.notes.first?.message ?? "a parse note"))", [:])
        }
        let afterScan = scanner.scan(tree: after, path: path)
        let oldStarts = lineStarts(before.file.bytes), newStarts = lineStarts(after.file.bytes)
        func offset(_ f: Finding, _ starts: [Int]) -> Int {
            f.line >= 1 && f.line <= starts.count ? starts[f.line - 1] + f.column - 1 : 0
        }
        // Where an old offset is after the edits: one place, or inside a replaced range the
        // whole replacement (a finding there may be anchored anywhere in the new text).
        func moved(_ old: Int) -> (range: ClosedRange<Int>, edit: TextEdit?) {
            var delta = 0
            for edit in edits {
                if edit.start == edit.end {
                    // An insertion at or before the offset moves it.
                    if edit.start <= old { delta += edit.text.utf8.count; continue }
                    break
                }
                if edit.start > old { break }
                if old < edit.end {
                    let from = edit.start + delta
                    return (from...(from + max(0, edit.text.utf8.count - 1)), edit)
                }
                delta += edit.text.utf8.count - (edit.end - edit.start)
            }
            return ((old + delta)...(old + delta), nil)
        }
        // New findings: (rule, offset), each matched to at most one old finding.
        let found = afterScan.findings.filter { $0.exceptedBy == nil }.map { (rule: $0.rule, offset: offset($0, newStarts)) }
        var used = [Bool](repeating: false, count: found.count)
        func take(_ rule: String, _ range: ClosedRange<Int>) -> Bool {
            for k in found.indices where !used[k] && found[k].rule == rule && range.contains(found[k].offset) {
                used[k] = true
                return true
            }
            return false
        }
        var gone: [Finding: String] = [:]
        for f in beforeScan.findings where f.exceptedBy == nil {
            var plain = f
            plain.fix = nil
            let (range, edit) = moved(offset(f, oldStarts))
            if kept.contains(plain) {
                if take(f.rule, range) {
                    return ("its \(f.rule) finding at \(f.line):\(f.column) would be found again after the fix", [:])
                }
            } else if !take(f.rule, range) {
                gone[plain] = edit?.text ?? "(gone with a nearby fix)"
            }
        }
        let unused = found.indices.filter { !used[$0] }
        if let k = unused.min(by: { (found[$0].offset, found[$0].rule) < (found[$1].offset, found[$1].rule) }) {
            let line = (newStarts.lastIndex { $0 <= found[k].offset } ?? 0) + 1
            return ("the rewritten file would have a new \(found[k].rule) finding on line \(line)", [:])
        }
        return (nil, gone)
    }

    /// The byte offset of each line's start (lines end at `\n`, as the lexer counts them).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        return starts
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

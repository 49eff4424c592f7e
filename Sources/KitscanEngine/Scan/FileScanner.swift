import KitscanSupport
import KitscanLexer
import KitscanParser
import KitscanFiles

/// What scanning one file produced.
public struct FileScan: Sendable {
    public var path: String
    public var findings: [Finding] = []
    public var uses: [ComponentUse] = []
    public var unlistedViews: [UnlistedView] = []
    public var exceptions: [ExceptionRecord] = []
    /// The file's `kit-copy` candidates, for the pass after every file is scanned (nil: none).
    package var copies: FileCopies?
    /// The deprecated kit declarations the file names (`DeprecatedReferences`): what no file
    /// names is ready to delete.
    package var deprecationsNamed: Set<String> = []
    public var problem: UnreadableFile?
    public var bytes = 0
    public var lines = 0

    package init(path: String) {
        self.path = path
    }

    /// Adds `problem` to the file's (one per file, its reasons joined).
    mutating func note(_ problem: UnreadableFile) {
        guard let known = self.problem else { self.problem = problem; return }
        self.problem?.reason = known.reason + "; " + problem.reason
    }
}

/// Runs every rule over one file: lex, parse, match, apply exceptions.
package struct FileScanner: Sendable {
    package let rules: RuleSet
    package let kit: KitIndex
    package let uses: ComponentUses
    /// The kit's own paths (their types are components, not unlisted views), or nil without a kit.
    package let kitPaths: PathFilter?
    /// Names written in backticks in the debt list, or nil when there is no debt list.
    package let debtListNames: Set<String>?
    /// The catalog's paths: their uses are cases, their views no app views; nil without a catalog.
    package let catalogPaths: PathFilter?
    let deprecations: DeprecationLookup
    let deprecated: DeprecatedUses
    let references: DeprecatedReferences

    package init(rules: RuleSet, kit: KitIndex, formChangingModifiers: [String], kitPaths: [String],
                debtListNames: Set<String>?, catalogPaths: [String] = []) {
        self.catalogPaths = catalogPaths.isEmpty ? nil : PathFilter(paths: catalogPaths)
        self.rules = rules.reading(kit.app)
        self.kit = kit
        self.uses = ComponentUses(kit: kit, formChangingModifiers: formChangingModifiers)
        self.kitPaths = kitPaths.isEmpty ? nil : PathFilter(paths: kitPaths)
        self.debtListNames = debtListNames
        deprecations = DeprecationLookup(kit: kit)
        deprecated = DeprecatedUses(kit: kit)
        references = DeprecatedReferences(kit: kit)
    }

    /// Whether `path`'s views may be copies, once the rule applies to it: never the kit's or a test's.
    func readsCopies(_ path: String, inKit: Bool) -> Bool {
        !inKit && !kit.copies.isEmpty && !ComponentUses.isTestPath(path)
    }

    /// Why a file's result for a pattern rule may be incomplete: said as the file's problem,
    /// never a silent pass.
    static func gaveUp(_ rule: String, line: Int, path: String) -> UnreadableFile {
        UnreadableFile(path: path, reason: "rule `\(rule)` gave up matching at line \(line) and may miss matches after it: "
                       + "its pattern backtracks too much there (write fewer `$x` captures side by side, or anchor it on a rarer name)")
    }

    /// Scans one file's bytes found at `path` (on disk, in git's index or at a revision):
    /// binary bytes are not scanned, bytes that are not UTF-8 are scanned and said so. Every
    /// command that scans a file comes through here. `tree`, when given, is `bytes` parsed.
    package func scanFile(bytes: [UInt8], tree: SyntaxTree? = nil, path: String) -> FileScan {
        if FileSelection.isBinary(bytes) {
            var scan = FileScan(path: path)
            scan.problem = UnreadableFile(path: path, reason: "binary file (it has NUL bytes); not scanned")
            return scan
        }
        var scan = scan(tree: tree ?? Parser.parse(Lexer.lex(bytes)), path: path)
        if !UTF8Scalar.isValid(bytes) {
            scan.note(UnreadableFile(path: path, reason: "not valid UTF-8; scanned as bytes"))
        }
        return scan
    }

    /// Lexes, parses and matches `bytes` as they are. With `fixes`, each finding also
    /// carries what `kitscan fix` may do with it.
    package func scan(bytes: [UInt8], path: String, fixes: Bool = false) -> FileScan {
        scan(tree: Parser.parse(Lexer.lex(bytes)), path: path, fixes: fixes)
    }

    /// Matches a file already parsed (the fix stage parses once and rescans its rewrite):
    /// runs `stages` in order.
    package func scan(tree: SyntaxTree, path: String, fixes: Bool = false) -> FileScan {
        let file = FileInput(tree: tree, path: path, scanner: self, fixes: fixes)
        var work = FileWork(file, scanner: self)
        for stage in Self.stages { stage.run(&work, file, self) }
        work.result.copies = work.copies
        if work.result.findings.count > work.raw.count {
            // Exception findings were appended: put them in place (same path, so no string compare of it).
            work.result.findings.sort { a, b in (a.line, a.column, a.rule) < (b.line, b.column, b.rule) }
        }
        return work.result
    }

    /// The valid comment that covers `finding`, or nil: one for its line (the anchor's, or
    /// for a pattern rule's multi-line match a trailing one on any line it spans) before one
    /// for the whole file.
    func covering(_ comments: [ExceptionComment], _ finding: Finding, _ match: RuleMatch,
                          _ tree: SyntaxTree) -> Int? {
        var span: ClosedRange<Int>?
        if let first = match.first, first < match.end {
            let from = tree.line(first), to = tree.line(match.end)
            if from < to { span = from...to }
        }
        return covering(comments, rule: finding.rule, line: finding.line, span: span)
    }

    func covering(_ comments: [ExceptionComment], rule: String, line: Int, span: ClosedRange<Int>?) -> Int? {
        var fileWide: Int?
        for (index, comment) in comments.enumerated() where comment.problem == nil && comment.rules.contains(rule) {
            if comment.wholeFile {
                if fileWide == nil { fileWide = index }
            } else if comment.coveredLine == line || (comment.trailing && span?.contains(comment.line) == true) {
                return index
            }
        }
        return fileWide
    }

    /// The finding of rule `rules.rules[ruleIndex]` (read in place: a copy of a compiled
    /// rule retains its definition's strings, once per finding).
    func makeFinding(_ tree: SyntaxTree, _ path: String, _ ruleIndex: Int, _ match: RuleMatch,
                             _ text: inout FindingText) -> Finding {
        let token = tree.tokens[Int(match.anchor)]
        let declaration = tree.declarationPath(of: match.anchor)
        let id = rules.rules[ruleIndex].definition.id
        let message = match.message ?? rules.rules[ruleIndex].definition.message
        // `rule|matched text|declaration`, built in one buffer.
        text.fingerprint.removeAll(keepingCapacity: true)
        text.fingerprint.append(contentsOf: id.utf8)
        text.fingerprint.append(UInt8(ascii: "|"))
        tree.appendNormalizedText(from: match.anchor, through: max(match.anchor, match.end), to: &text.fingerprint)
        text.fingerprint.append(UInt8(ascii: "|"))
        if let declaration { text.fingerprint.append(contentsOf: declaration.utf8) }
        return Finding(path: path, line: Int(token.line), column: Int(token.column), rule: id,
                       severity: match.severity ?? rules.rules[ruleIndex].severity, message: message,
                       snippet: text.snippet(tree.file.bytes, Int(token.start)),
                       declaration: declaration, fingerprint: String(decoding: text.fingerprint, as: UTF8.self),
                       copies: match.copies, fix: match.fix)
    }

    func commentFinding(_ tree: SyntaxTree, _ path: String, _ rule: RuleSet.Compiled,
                                _ comment: ExceptionComment, _ message: String) -> Finding {
        let piece = Self.comment(tree.file, line: comment.line, column: comment.column)
        let snippet = Self.snippet(tree.file.bytes, piece.lowerBound)
        // The comment's own text, not its line's: a fix (or any edit) of the code before a
        // trailing comment must not make its finding look new to `check --strict`.
        let text = SyntaxTree.collapse(tree.file.bytes, piece.lowerBound, piece.upperBound)
        // In the declaration of the code it is about: its line's, or the next line's.
        let before = ExceptionComment.lastToken(tree.tokens, before: Int32(piece.lowerBound))
        let about = comment.trailing || comment.wholeFile ? before : before + 1
        let declaration = comment.wholeFile || about < 0 || about >= tree.tokens.count
            ? nil : tree.declarationPath(of: Int32(about))
        return Finding(path: path, line: comment.line, column: comment.column, rule: rule.definition.id,
                       severity: rule.severity, message: message, snippet: snippet, declaration: declaration,
                       fingerprint: "\(rule.definition.id)|\(text)")
    }

    /// The bytes of the comment starting at `line`:`column`.
    static func comment(_ file: LexedFile, line: Int, column: Int) -> Range<Int> {
        for piece in file.trivia where Int(piece.line) == line && Int(piece.column) == column {
            return Int(piece.start)..<Int(piece.end)
        }
        return 0..<0
    }

    /// The source line holding `offset`, trimmed; at most 80 bytes before the anchor and
    /// 160 after it, so a huge single-line file costs nothing per finding.
    static func snippet(_ bytes: [UInt8], _ offset: Int) -> String {
        let range = snippetRange(bytes, offset)
        return SyntaxTree.collapse(bytes, range.lowerBound, range.upperBound)
    }

    static func snippetRange(_ bytes: [UInt8], _ offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return 0..<0 }
        return bytes.withUnsafeBufferPointer { bytes in
            var start = offset
            while start > 0, offset - start < 80, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = offset
            while end < bytes.count, end - offset < 160, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            return start..<end
        }
    }
}

/// Text buffers reused across one file's findings.
struct FindingText {
    var fingerprint: [UInt8] = []
    private var lastSnippet: (range: Range<Int>, text: String) = (0..<0, "")

    /// `FileScanner.snippet`, shared by consecutive findings on the same line.
    mutating func snippet(_ bytes: [UInt8], _ offset: Int) -> String {
        let range = FileScanner.snippetRange(bytes, offset)
        if range != lastSnippet.range {
            lastSnippet = (range, SyntaxTree.collapse(bytes, range.lowerBound, range.upperBound))
        }
        return lastSnippet.text
    }
}

import KitscanParser

/// One stage of a file's scan. The stages run in `FileScanner.stages` order; each names the
/// stages whose work it reads, which must come before it.
protocol FileStage: Sendable {
    static var after: [any FileStage.Type] { get }
    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner)
}

extension FileScanner {
    /// Every stage of a file's scan, in order. Matches are made in this order too (matchers,
    /// then deprecated uses, then unlisted views), and sorted by anchor and rule before the
    /// exceptions read them.
    static let stages: [any FileStage] = [
        MatcherStage(), ComponentUseStage(), DeprecatedReferenceStage(), DeprecatedUseStage(), CatalogCaseStage(), UnlistedViewStage(),
        CopyCandidateStage(), ExceptionStage(), ExceptionFindingStage(),
    ]
}

/// What a file's stages read and never change: passed apart from `FileWork`, so that no
/// stage copies the tree or the match context out of the state it changes.
struct FileInput {
    let tree: SyntaxTree
    let path: String
    let context: MatchContext
    let inKit: Bool
    let inCatalog: Bool

    init(tree: SyntaxTree, path: String, scanner: FileScanner, fixes: Bool) {
        self.tree = tree
        self.path = path
        context = MatchContext(tree: tree, path: path, kit: scanner.kit, fixes: fixes)
        inKit = scanner.kitPaths?.contains(path) ?? false
        inCatalog = scanner.catalogPaths?.contains(path) ?? false
    }
}

/// One file's scan while its stages run.
struct FileWork {
    var result: FileScan
    /// The rules that apply to the file, by the stage that runs them: indices in `rules.rules`
    /// (found in one pass: a rule is copied once per file, not once per stage).
    var matcherRules: [Int] = []
    var deprecatedRules: [Int] = []
    var catalogRules: [Int] = []
    var unlistedRules: [Int] = []
    var invalidRules: [Int] = []
    var unusedRules: [Int] = []
    var copyRule: Int?
    /// Matches with the index of their rule.
    var raw: [(rule: Int, match: RuleMatch)] = []
    /// The tokens of the component uses (`ComponentUses.uses`), for deprecated uses.
    var anchors: [Int32] = []
    /// By use, the deprecation it meets (`DeprecationLookup.met`): empty when the kit deprecates nothing.
    var met: [DeprecationLookup.Met?] = []
    /// The tokens that may name a deprecation (`DeprecatedReferences.candidates`).
    var deprecationNames: [Int] = []
    /// App views that may copy a kit component: decided once every file is scanned.
    var copies: FileCopies?
    var comments: [ExceptionComment] = []
    /// By comment: how many findings it excepts.
    var suppressed: [Int] = []
    /// By copy candidate: the comment that would cover its finding (empty for a file
    /// without candidates: the rule is usually off).
    var copyComment: [Int?] = []
    var coversCopy: Set<Int> = []

    init(_ file: FileInput, scanner: FileScanner) {
        result = FileScan(path: file.path)
        result.bytes = file.tree.file.bytes.count
        result.lines = file.tree.tokens.last.map { Int($0.line) } ?? 0
        for (index, rule) in scanner.rules.rules.enumerated() where rule.filter.contains(file.path) {
            switch rule.stage {
            case .matcher: matcherRules.append(index)
            case .componentUses: break
            case .deprecatedUses: deprecatedRules.append(index)
            case .catalogCases: catalogRules.append(index)
            case .unlistedViews: unlistedRules.append(index)
            case .invalidExceptions: invalidRules.append(index)
            case .unusedExceptions: unusedRules.append(index)
            case .kitCopies: copyRule = index
            }
        }
    }
}

/// The rules' matchers, in rule order.
struct MatcherStage: FileStage {
    static let after: [any FileStage.Type] = []

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        for index in work.matcherRules {
            guard case .matcher(let matcher) = scanner.rules.rules[index].stage else { continue }
            let outcome = matcher.outcome(in: file.context)
            for match in outcome.matches { work.raw.append((index, match)) }
            if let token = outcome.gaveUp {
                work.result.note(FileScanner.gaveUp(scanner.rules.rules[index].definition.id, line: file.tree.line(token), path: file.path))
            }
        }
    }
}

/// Component uses and drawing types outside the kit.
struct ComponentUseStage: FileStage {
    static let after: [any FileStage.Type] = []

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        work.result.uses = scanner.uses.uses(in: file.tree, path: file.path, anchors: &work.anchors)
        if file.inKit { for i in work.result.uses.indices { work.result.uses[i].inKit = true } }
        if file.inCatalog { for i in work.result.uses.indices { work.result.uses[i].catalog = true } }
    }
}

/// The deprecated kit declarations a file names, app or kit code, whether the rule runs or not.
struct DeprecatedReferenceStage: FileStage {
    static let after: [any FileStage.Type] = [ComponentUseStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        guard !scanner.kit.deprecations.isEmpty else { return }
        work.met = scanner.deprecations.met(work.result.uses)
        work.deprecationNames = scanner.references.candidates(file.tree)
        work.result.deprecationsNamed = scanner.references.named(work.result.uses, met: work.met, anchors: work.anchors,
                                                                 candidates: work.deprecationNames, tree: file.tree, inKit: file.inKit)
    }
}

/// The app's uses of kit declarations marked deprecated.
struct DeprecatedUseStage: FileStage {
    static let after: [any FileStage.Type] = [ComponentUseStage.self, MatcherStage.self, DeprecatedReferenceStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        guard !work.deprecatedRules.isEmpty else { return }
        let appCode = !file.inKit && !file.inCatalog
        for match in scanner.deprecated.matches(work.result.uses, met: work.met, anchors: work.anchors, names: work.deprecationNames, tree: file.tree, appCode: appCode,
                                                        fixes: file.context.fixes) {
            for rule in work.deprecatedRules { work.raw.append((rule, match)) }
        }
    }
}

/// The app's callers whose configuration has no case in the catalog (the catalog's cases
/// are read with the kit, so a file scanned alone gets the whole scan's answer).
struct CatalogCaseStage: FileStage {
    static let after: [any FileStage.Type] = [ComponentUseStage.self, DeprecatedUseStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        guard !work.catalogRules.isEmpty, scanner.kit.catalogCases != nil else { return }
        for match in FileScanner.missingCases(work.result.uses, anchors: work.anchors, kit: scanner.kit) {
            for rule in work.catalogRules { work.raw.append((rule, match)) }
        }
    }
}

/// Types that draw outside the kit and the catalog; a finding when not on the debt list.
struct UnlistedViewStage: FileStage {
    static let after: [any FileStage.Type] = [CatalogCaseStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        guard !file.inKit && !file.inCatalog && !work.unlistedRules.isEmpty else { return }
        let tree = file.tree
        for decl in tree.declarations {
            guard let kind = DrawingTypes.kind(of: decl, refining: scanner.kit.drawingProtocols), decl.nameToken >= 0 else { continue }
            if let names = scanner.debtListNames, names.contains(decl.name) { continue }
            work.result.unlistedViews.append(UnlistedView(name: decl.name, kind: kind, path: file.path, line: tree.line(decl.nameToken)))
            // With no debt list there is nothing to check the view against: listed, not a finding.
            guard scanner.debtListNames != nil else { continue }
            let message = "`\(decl.name)` draws outside the kit and is not on the debt list"
            for rule in work.unlistedRules {
                work.raw.append((rule, RuleMatch(anchor: decl.nameToken, end: decl.nameToken, message: message)))
            }
        }
    }
}

/// App views that may copy a kit component, for the `kit-copy` whole-app stage.
struct CopyCandidateStage: FileStage {
    static let after: [any FileStage.Type] = []

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        guard work.copyRule != nil, scanner.readsCopies(file.path, inKit: file.inKit) else { return }
        let found = scanner.kit.copies.candidates(in: file.tree, kit: scanner.kit)
        if !found.candidates.isEmpty { work.copies = found }
    }
}

/// The findings, in source order, each excepted by the comment that covers it.
struct ExceptionStage: FileStage {
    /// Every stage that makes matches, and the candidates whose comments are kept apart.
    static let after: [any FileStage.Type] = [MatcherStage.self, DeprecatedUseStage.self, UnlistedViewStage.self,
                                               CopyCandidateStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        let rules = scanner.rules
        let comments = ExceptionComment.find(in: file.tree, marker: rules.exceptionMarker, knownRules: rules.knownIDs,
                                             unexceptable: rules.unexceptable)
        work.comments = comments
        work.suppressed = [Int](repeating: 0, count: comments.count)
        if let candidates = work.copies?.candidates, let copyRule = work.copyRule, !comments.isEmpty {
            let id = rules.rules[copyRule].definition.id
            work.copyComment = candidates.map { scanner.covering(comments, rule: id, line: $0.line, span: nil) }
            for case let index? in work.copyComment { work.coversCopy.insert(index) }
        }
        // In source order (one file: line and column follow the anchor token), rules by id.
        work.raw.sort { a, b in
            a.match.anchor != b.match.anchor ? a.match.anchor < b.match.anchor : a.rule < b.rule
        }
        work.result.findings.reserveCapacity(work.raw.count)
        var text = FindingText()
        // Each match read in place and each finding built where it is kept: a copy of either
        // retains all its strings, once per finding.
        for r in work.raw.indices {
            work.result.findings.append(scanner.makeFinding(file.tree, file.path, work.raw[r].rule, work.raw[r].match, &text))
            if !comments.isEmpty, let index = scanner.covering(comments, work.result.findings[work.result.findings.count - 1],
                                                               work.raw[r].match, file.tree) {
                work.result.findings[work.result.findings.count - 1].exceptedBy = comments[index].reason
                work.suppressed[index] += 1
            }
        }
    }
}

/// Exception comments: each a record of what it excepts, or a finding when it is invalid or
/// covers nothing. One that may cover a copy waits for the `kit-copy` stage.
struct ExceptionFindingStage: FileStage {
    static let after: [any FileStage.Type] = [ExceptionStage.self]

    func run(_ work: inout FileWork, _ file: FileInput, _ scanner: FileScanner) {
        var slots: [Int: CopyException.Slot] = [:]
        for (index, comment) in work.comments.enumerated() {
            let record = ExceptionRecord(path: file.path, line: comment.line, rules: comment.rules, reason: comment.reason,
                                         suppressed: work.suppressed[index], wholeFile: comment.wholeFile)
            if let problem = comment.problem {
                for rule in work.invalidRules {
                    work.result.findings.append(scanner.commentFinding(file.tree, file.path, scanner.rules.rules[rule], comment,
                                                                       "exception \(problem)"))
                }
            } else if work.suppressed[index] == 0 {
                let unused = unusedFindings(work, file, scanner, comment)
                if work.coversCopy.contains(index), let pending = work.copies?.pending.count {
                    // Unused or not is known once the copy finder has run.
                    slots[index] = .pending(pending)
                    work.copies?.pending.append(PendingException(record: record, unused: unused))
                } else {
                    work.result.findings += unused
                }
            } else {
                if work.coversCopy.contains(index) { slots[index] = .record(work.result.exceptions.count) }
                work.result.exceptions.append(record)
            }
        }
        for (c, comment) in work.copyComment.enumerated() {
            guard let comment, let slot = slots[comment] else { continue }
            work.copies?.candidates[c].exception = CopyException(reason: work.comments[comment].reason, slot: slot)
        }
    }

    private func unusedFindings(_ work: FileWork, _ file: FileInput, _ scanner: FileScanner, _ comment: ExceptionComment) -> [Finding] {
        work.unusedRules.map { rule in
            let place = comment.wholeFile ? "in this file" : "on line \(comment.coveredLine)"
            return scanner.commentFinding(file.tree, file.path, scanner.rules.rules[rule], comment,
                                          "exception for \(comment.rules.joined(separator: ", ")) covers no finding \(place): remove it")
        }
    }
}

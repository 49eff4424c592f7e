import KitscanFiles
import KitscanEngine
import KitscanSupport

/// One side of a reviewed change, as scanned (`kitscan review` reads both from git).
public struct ReviewSide: Sendable {
    /// How the report names it: `origin/main`, `HEAD`, `the working tree`.
    public var name: String
    /// The commit, or nil for the working tree.
    public var commit: String?
    /// Findings, exceptions and unlisted views of the compared files only.
    public var findings: [Finding] = []
    public var exceptions: [ExceptionRecord] = []
    public var unlistedViews: [UnlistedView] = []
    /// Uses in the compared files, plus every use of the components the review looks at
    /// in the other files (their callers, configurations and parameters).
    public var uses: [ComponentUse] = []
    public var components: [Component] = []
    public var unreadable: [UnreadableFile] = []

    public init(name: String, commit: String?) {
        self.name = name
        self.commit = commit
    }
}

/// One changed file, as git names it (workspace paths).
public struct ReviewFile: Sendable, Hashable {
    public enum Status: String, Sendable { case added, modified, deleted, renamed }
    public var path: String
    public var oldPath: String?
    public var status: Status

    public init(path: String, oldPath: String?, status: Status) {
        self.path = path
        self.oldPath = oldPath
        self.status = status
    }
}

/// Everything the review compares.
public struct ReviewInput: Sendable {
    public var base: ReviewSide
    public var head: ReviewSide
    /// The ref the merge base was taken with (`origin/main`).
    public var baseRef: String
    public var files: [ReviewFile]
    /// Head paths whose scan may differ from the base (the changed files, or every file
    /// when the kit's components or the debt list changed).
    public var compared: Set<String>
    /// Base path -> head path.
    public var renames: [String: String]
    public var impacts: [KitImpact]
    /// Whether a changed line lies in a kit or token file.
    public var kitChanged: Bool
    /// Component -> the debt-list views written next to it.
    public var debtCopies: [String: [String]]
    /// The head's baseline counts (path -> rule -> count), or nil without a baseline.
    public var baseline: [String: [String: Int]]?

    public init(base: ReviewSide, head: ReviewSide, baseRef: String, files: [ReviewFile], compared: Set<String>,
                renames: [String: String], impacts: [KitImpact], kitChanged: Bool, debtCopies: [String: [String]],
                baseline: [String: [String: Int]]?) {
        self.base = base
        self.head = head
        self.baseRef = baseRef
        self.files = files
        self.compared = compared
        self.renames = renames
        self.impacts = impacts
        self.kitChanged = kitChanged
        self.debtCopies = debtCopies
        self.baseline = baseline
    }
}

/// What one change does to the callers and to the debt (SPEC §10).
public struct Review: Sendable {
    public struct Impact: Sendable {
        public var component: Component
        public var reasons: [String]
        /// Every use at the head (app callers, then previews, then tests).
        public var callers: [ComponentUse]
        public var copies: [String]
        /// The component no longer exists at the head; `callers` are the base's.
        public var removed: Bool
    }

    public struct CallerChange: Sendable {
        public enum Kind: String, Sendable { case added, removed, changed }
        public var kind: Kind
        public var component: String
        public var before: ComponentUse?
        public var after: ComponentUse?
        /// Where it is now (or was, for a removed use), for sorting and grouping.
        public var path: String { after?.path ?? before!.path }
        public var line: Int { after?.line ?? before!.line }
    }

    public struct Configuration: Sendable {
        public var component: String
        public var configuration: String
        public var uses: [ComponentUse]
    }

    public struct Parameter: Sendable, Hashable {
        public var component: String
        public var parameter: String
    }

    public struct CountChange: Sendable, Hashable {
        public var rule: String
        public var path: String
        public var before: Int
        public var after: Int
    }

    public struct Tighten: Sendable, Hashable {
        public var path: String
        public var rule: String
        public var baseline: Int
        public var count: Int
    }

    public var input: ReviewInput
    public var impact: [Impact] = []
    public var callerChanges: [CallerChange] = []
    public var newConfigurations: [Configuration] = []
    public var nowUnused: [Parameter] = []
    public var firstUsed: [Parameter] = []
    public var newUnlistedViews: [UnlistedView] = []
    public var counts: [CountChange] = []
    /// New at the head: not excepted, then excepted (with their reasons).
    public var newFindings: [Finding] = []
    public var newExcepted: [Finding] = []
    /// At the base, gone at the head (base paths and lines).
    public var fixedFindings: [Finding] = []
    public var exceptionsAdded: [ExceptionRecord] = []
    public var exceptionsRemoved: [ExceptionRecord] = []
    public var tighten: [Tighten] = []

    /// What `--fail-on` can name.
    public enum Outcome: String, Sendable, CaseIterable {
        case impact, callers, debt
    }

    /// Whether the change did what `outcome` names.
    public func happened(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .impact: return !impact.isEmpty
        case .callers: return !callerChanges.isEmpty || !newConfigurations.isEmpty || !newUnlistedViews.isEmpty
        case .debt: return !newFindings.isEmpty || counts.contains { $0.after > $0.before }
        }
    }

    // MARK: - Computing it

    public init(_ input: ReviewInput) {
        self.input = input
        let base = input.base, head = input.head
        let mapped = { (path: String) in input.renames[path] ?? path }

        // Impact.
        let headComponents = Dictionary(head.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let baseComponents = Dictionary(base.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for item in input.impacts {
            let removed = headComponents[item.component] == nil && baseComponents[item.component] != nil
            let component = headComponents[item.component] ?? baseComponents[item.component]
                ?? Component(name: item.component, kind: .view, path: "", line: 0, parameters: [])
            let uses = (removed ? base.uses : head.uses).filter { $0.component == item.component }
            let ordered = uses.filter { !$0.preview && !$0.test }.sorted(by: ComponentCallers.ordered)
                + uses.filter { $0.preview && !$0.test }.sorted(by: ComponentCallers.ordered)
                + uses.filter { $0.test }.sorted(by: ComponentCallers.ordered)
            impact.append(Impact(component: component, reasons: item.reasons, callers: ordered,
                                 copies: input.debtCopies[item.component] ?? [], removed: removed))
        }

        // Callers changed, in the compared files.
        let baseUses = base.uses.filter { input.compared.contains(mapped($0.path)) }
        let headUses = head.uses.filter { input.compared.contains($0.path) }
        callerChanges = Self.pair(baseUses, headUses, mapped: mapped)
        let touched = Set(callerChanges.map(\.component))
        for name in touched.sorted() {
            let kind = headComponents[name]?.kind ?? baseComponents[name]?.kind ?? .view
            let before = base.uses.filter { $0.component == name && !$0.preview && !$0.test }
            let after = head.uses.filter { $0.component == name && !$0.preview && !$0.test }
            let known = Set(before.map { ComponentCallers.configuration(of: $0, kind: kind) })
            var fresh: [String: [ComponentUse]] = [:]
            for use in after {
                let configuration = ComponentCallers.configuration(of: use, kind: kind)
                if !known.contains(configuration) { fresh[configuration, default: []].append(use) }
            }
            for configuration in fresh.keys.sorted() {
                newConfigurations.append(Configuration(component: name, configuration: configuration,
                                                       uses: fresh[configuration]!.sorted(by: ComponentCallers.ordered)))
            }
            if let component = headComponents[name] {
                let unusedBefore = Set(ComponentCallers.unused(component, by: before))
                let unusedAfter = Set(ComponentCallers.unused(component, by: after))
                for parameter in component.parameters {
                    if unusedAfter.contains(parameter) && !unusedBefore.contains(parameter) {
                        nowUnused.append(Parameter(component: name, parameter: parameter))
                    } else if unusedBefore.contains(parameter) && !unusedAfter.contains(parameter) {
                        firstUsed.append(Parameter(component: name, parameter: parameter))
                    }
                }
            }
        }
        let listedBefore = Set(base.unlistedViews.map(\.name))
        newUnlistedViews = head.unlistedViews.filter { !listedBefore.contains($0.name) }
            .sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }

        // Debt changed.
        var before: [String: [String: Int]] = [:]
        var after: [String: [String: Int]] = [:]
        for f in base.findings where f.exceptedBy == nil { before[mapped(f.path), default: [:]][f.rule, default: 0] += 1 }
        for f in head.findings where f.exceptedBy == nil { after[f.path, default: [:]][f.rule, default: 0] += 1 }
        for path in Set(before.keys).union(after.keys) {
            for rule in Set((before[path] ?? [:]).keys).union((after[path] ?? [:]).keys) {
                let b = before[path]?[rule] ?? 0, a = after[path]?[rule] ?? 0
                if a != b { counts.append(CountChange(rule: rule, path: path, before: b, after: a)) }
            }
        }
        counts.sort { ($0.rule, $0.path) < ($1.rule, $1.path) }
        let (added, gone) = Self.difference(base.findings, head.findings) { mapped($0.path) + "\u{0}" + $0.rule + "\u{0}" + $0.fingerprint + "\u{0}" + ($0.exceptedBy ?? "") }
        newFindings = added.filter { $0.exceptedBy == nil }
        newExcepted = added.filter { $0.exceptedBy != nil }
        fixedFindings = gone.filter { $0.exceptedBy == nil }
        let (exAdded, exGone) = Self.difference(base.exceptions, head.exceptions) {
            mapped($0.path) + "\u{0}" + $0.rules.joined(separator: ",") + "\u{0}" + $0.reason + ($0.wholeFile ? "\u{0}file" : "")
        }
        exceptionsAdded = exAdded.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        exceptionsRemoved = exGone.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        if let baseline = input.baseline {
            let deleted = Set(input.files.filter { $0.status == .deleted }.map(\.path))
            for (path, rules) in baseline {
                let now = mapped(path)
                guard input.compared.contains(now) || deleted.contains(path) || input.renames[path] != nil else { continue }
                for (rule, count) in rules {
                    let current = deleted.contains(path) ? 0 : (after[now]?[rule] ?? 0)
                    if current < count { tighten.append(Tighten(path: path, rule: rule, baseline: count, count: current)) }
                }
            }
            tighten.sort { ($0.path, $0.rule) < ($1.path, $1.rule) }
        }
    }

    /// The components whose uses differ between `base` and `head` (uses in the compared
    /// files; `renames` maps base paths to head paths): the ones whose every caller the
    /// review must know, for their configurations and parameters.
    public static func changedComponents(base: [ComponentUse], head: [ComponentUse], renames: [String: String]) -> Set<String> {
        Set(pair(base, head, mapped: { renames[$0] ?? $0 }).map(\.component))
    }

    /// The uses of one side against the other's: equal uses (same component, declaration,
    /// arguments, modifiers, condition…) pair first; the rest pair in order within the same
    /// component, file and declaration as changed; what is left was added or removed.
    static func pair(_ base: [ComponentUse], _ head: [ComponentUse], mapped: (String) -> String) -> [CallerChange] {
        func group(_ use: ComponentUse, _ path: String) -> String {
            use.component + "\u{0}" + path + "\u{0}" + (use.declaration ?? "")
        }
        /// A use's configuration, wherever it stands (what the callers list shows of it).
        func detail(_ use: ComponentUse) -> ComponentUse {
            var copy = use
            copy.path = ""
            copy.line = 0
            copy.column = 0
            copy.trailingClosureFills = nil
            return copy
        }
        var baseGroups: [String: [ComponentUse]] = [:]
        var headGroups: [String: [ComponentUse]] = [:]
        for use in base.sorted(by: ComponentCallers.ordered) { baseGroups[group(use, mapped(use.path)), default: []].append(use) }
        for use in head.sorted(by: ComponentCallers.ordered) { headGroups[group(use, use.path), default: []].append(use) }
        var changes: [CallerChange] = []
        for key in Set(baseGroups.keys).union(headGroups.keys) {
            var before = baseGroups[key] ?? []
            var after = headGroups[key] ?? []
            // Equal uses first.
            var unmatched: [ComponentUse] = []
            for use in after {
                let d = detail(use)
                if let index = before.firstIndex(where: { detail($0) == d }) {
                    before.remove(at: index)
                } else {
                    unmatched.append(use)
                }
            }
            after = unmatched
            let paired = min(before.count, after.count)
            for i in 0..<paired {
                changes.append(CallerChange(kind: .changed, component: after[i].component, before: before[i], after: after[i]))
            }
            for use in after.dropFirst(paired) { changes.append(CallerChange(kind: .added, component: use.component, before: nil, after: use)) }
            for use in before.dropFirst(paired) { changes.append(CallerChange(kind: .removed, component: use.component, before: use, after: nil)) }
        }
        return changes.sorted { a, b in
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.component != b.component { return a.component < b.component }
            return a.kind.rawValue < b.kind.rawValue
        }
    }

    /// The items of `head` without a counterpart in `base` and those of `base` without
    /// one in `head`, counterparts having the same key (a multiset difference).
    static func difference<T>(_ base: [T], _ head: [T], key: (T) -> String) -> (added: [T], gone: [T]) {
        var counts: [String: Int] = [:]
        for item in base { counts[key(item), default: 0] += 1 }
        var added: [T] = []
        for item in head {
            let k = key(item)
            if let n = counts[k], n > 0 { counts[k] = n - 1 } else { added.append(item) }
        }
        var remaining: [String: Int] = [:]
        for item in head { remaining[key(item), default: 0] += 1 }
        var gone: [T] = []
        for item in base {
            let k = key(item)
            if let n = remaining[k], n > 0 { remaining[k] = n - 1 } else { gone.append(item) }
        }
        return (added, gone)
    }
}

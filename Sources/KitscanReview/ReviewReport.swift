import KitscanRatchet
import KitscanFiles
import KitscanEngine
import KitscanSupport

/// One side of a reviewed change, as scanned (`kitscan review` reads both from git).
package struct ReviewSide: Sendable {
    /// How the report names it: `origin/main`, `HEAD`, `the working tree`.
    package var name: String
    /// The commit, or nil for the working tree.
    package var commit: String?
    /// Findings, exceptions and unlisted views of the compared files only.
    package var findings: [Finding] = []
    package var exceptions: [ExceptionRecord] = []
    package var unlistedViews: [UnlistedView] = []
    /// Uses in the compared files, plus every use of the components the review looks at
    /// in the other files (their callers, configurations and parameters).
    package var uses: [ComponentUse] = []
    package var components: [Component] = []
    /// The names of the kit's deprecated declarations on this side.
    package var deprecations: Set<String> = []
    package var unreadable: [UnreadableFile] = []

    package init(name: String, commit: String?) {
        self.name = name
        self.commit = commit
    }
}

/// One changed file, as git names it (workspace paths).
package struct ReviewFile: Sendable, Hashable {
    package enum Status: String, Sendable { case added, modified, deleted, renamed }
    package var path: String
    package var oldPath: String?
    package var status: Status

    package init(path: String, oldPath: String?, status: Status) {
        self.path = path
        self.oldPath = oldPath
        self.status = status
    }
}

/// Everything the review compares.
package struct ReviewInput: Sendable {
    package var base: ReviewSide
    package var head: ReviewSide
    /// The ref the merge base was taken with (`origin/main`).
    package var baseRef: String
    package var files: [ReviewFile]
    /// Head paths whose scan may differ from the base (the changed files, or every file
    /// when the kit's components or the debt list changed).
    package var compared: Set<String>
    /// Base path -> head path.
    package var renames: [String: String]
    package var impacts: [KitImpact]
    /// Whether a changed line lies in a kit or token file.
    package var kitChanged: Bool
    /// Component -> the debt-list views written next to it.
    package var debtCopies: [String: [String]]
    /// The head's baseline, or nil without one.
    package var baseline: Baseline?
    /// The config names a catalog: each new configuration says whether it has a case.
    package var hasCatalog: Bool

    package init(base: ReviewSide, head: ReviewSide, baseRef: String, files: [ReviewFile], compared: Set<String>,
                renames: [String: String], impacts: [KitImpact], kitChanged: Bool, debtCopies: [String: [String]],
                baseline: Baseline?, hasCatalog: Bool = false) {
        self.hasCatalog = hasCatalog
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

/// What one change does to the callers and to the debt.
package struct Review: Sendable {
    package struct Impact: Sendable {
        package var component: Component
        package var reasons: [String]
        /// Every use at the head (app callers, then previews, then tests).
        package var callers: [ComponentUse]
        package var copies: [String]
        /// The component no longer exists at the head; `callers` are the base's.
        package var removed: Bool
        /// The change adds the component (it is not at the base): nothing about it "changed".
        package var new: Bool = false
    }

    package struct CallerChange: Sendable {
        package enum Kind: String, Sendable { case added, removed, changed }
        package var kind: Kind
        package var component: String
        package var before: ComponentUse?
        package var after: ComponentUse?
        /// Where it is now (or was, for a removed use), for sorting and grouping.
        package var path: String { after?.path ?? before!.path }
        package var line: Int { after?.line ?? before!.line }
    }

    package struct Configuration: Sendable {
        package var component: String
        package var configuration: String
        package var uses: [ComponentUse]
        /// With a catalog: whether a case in it has this configuration; nil without one.
        package var hasCase: Bool?
    }

    package struct Parameter: Sendable, Hashable {
        package var component: String
        package var parameter: String
    }

    package struct CountChange: Sendable, Hashable {
        package var rule: String
        package var path: String
        package var before: Int
        package var after: Int
    }

    package struct Tighten: Sendable, Hashable {
        package var path: String
        package var rule: String
        package var baseline: Int
        package var count: Int
    }

    package var input: ReviewInput
    package var impact: [Impact] = []
    /// Set by the command after the fleet's scan; nil outside a kit repository with apps.
    package var fleet: FleetCallers?
    package var callerChanges: [CallerChange] = []
    package var newConfigurations: [Configuration] = []
    package var nowUnused: [Parameter] = []
    package var firstUsed: [Parameter] = []
    package var newUnlistedViews: [UnlistedView] = []
    package var counts: [CountChange] = []
    /// New at the head: not excepted, then excepted (with their reasons).
    package var newFindings: [Finding] = []
    package var newExcepted: [Finding] = []
    /// At the base, gone at the head (base paths and lines).
    package var fixedFindings: [Finding] = []
    /// Debt at the base that the head keeps under a new exception (head paths and lines,
    /// with its reason): the reviewer judges the reason, nothing was fixed.
    package var excepted: [Finding] = []
    package var exceptionsAdded: [ExceptionRecord] = []
    package var exceptionsRemoved: [ExceptionRecord] = []
    package var tighten: [Tighten] = []

    /// What the change deprecates in the kit: per deprecated declaration (by the name its
    /// findings give it), its new `deprecated-kit-use` findings in files the change did not
    /// touch (the callers it leaves to migrate) and the apps they are in. In name order.
    package var deprecated: [(name: String, callers: Int, apps: Int)] {
        let touched = Set(input.files.map(\.path))
        var found: [String: (callers: Int, apps: Set<String>)] = [:]
        func name(_ f: Finding) -> String? {
            guard f.rule == DeprecatedUses.rule, f.message.hasPrefix("`"), let end = f.message.dropFirst().firstIndex(of: "`") else { return nil }
            return String(f.message[f.message.index(after: f.message.startIndex)..<end])
        }
        func count(_ name: String, app: String?) {
            found[name, default: (0, [])].callers += 1
            found[name]!.apps.insert(app ?? "")
        }
        for f in newFindings where !touched.contains(f.path) { if let name = name(f) { count(name, app: f.app) } }
        // In a kit repository with apps: the apps' uses of what the base's kit did not deprecate.
        let added = input.head.deprecations.subtracting(input.base.deprecations)
        for f in fleet?.findings ?? [] { if let name = name(f), added.contains(name) { count(name, app: f.app) } }
        return found.keys.sorted().map { ($0, found[$0]!.callers, found[$0]!.apps.count) }
    }

    /// What `--fail-on` can name.
    package enum Outcome: String, Sendable, CaseIterable {
        case impact, callers, debt
    }

    /// Whether the change did what `outcome` names.
    package func happened(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .impact: return !impact.isEmpty
        case .callers: return !callerChanges.isEmpty || !newConfigurations.isEmpty || !newUnlistedViews.isEmpty
        case .debt: return !newFindings.isEmpty || counts.contains { $0.after > $0.before }
        }
    }

    // MARK: - Computing it

    package init(_ input: ReviewInput) {
        self.input = input
        let headComponents = Dictionary(input.head.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let baseComponents = Dictionary(input.base.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        addImpact(headComponents, baseComponents)
        addCallerChanges(headComponents, baseComponents)
        addDebtChanges()
    }

    /// Each impacted component with every caller it reaches (the base's for a removed one).
    private mutating func addImpact(_ headComponents: [String: Component], _ baseComponents: [String: Component]) {
        let base = input.base, head = input.head
        for item in input.impacts {
            let removed = headComponents[item.component] == nil && baseComponents[item.component] != nil
            let component = headComponents[item.component] ?? baseComponents[item.component]
                ?? Component(name: item.component, kind: .view, path: "", line: 0, parameters: [])
            let uses = (removed ? base.uses : head.uses).filter { $0.component == item.component }
            let ordered = uses.filter { !$0.preview && !$0.test }.sorted(by: ComponentCallers.ordered)
                + uses.filter { $0.preview && !$0.test }.sorted(by: ComponentCallers.ordered)
                + uses.filter { $0.test }.sorted(by: ComponentCallers.ordered)
            // Whatever else it touches, a component the change adds is listed as new.
            let new = headComponents[item.component] != nil && baseComponents[item.component] == nil
            impact.append(Impact(component: component, reasons: new ? ["it is new: this change adds it"] : item.reasons,
                                 callers: ordered, copies: input.debtCopies[item.component] ?? [], removed: removed,
                                 new: new))
        }

    }

    /// Uses added, removed or changed in the compared files; the configurations and
    /// parameters those changes made new, unused or used; the new unlisted views.
    private mutating func addCallerChanges(_ headComponents: [String: Component], _ baseComponents: [String: Component]) {
        let base = input.base, head = input.head, input = input
        let mapped = { (path: String) in input.renames[path] ?? path }
        let baseUses = base.uses.filter { input.compared.contains(mapped($0.path)) }
        let headUses = head.uses.filter { input.compared.contains($0.path) }
        callerChanges = Self.pair(baseUses, headUses, mapped: mapped)
        let touched = Set(callerChanges.map(\.component))
        for name in touched.sorted() {
            let kind = headComponents[name]?.kind ?? baseComponents[name]?.kind ?? .view
            // The app's callers: not previews, tests, the kit's own uses or the catalog's cases.
            let isCaller = { (use: ComponentUse) in use.component == name && !use.preview && !use.test && !use.inKit && !use.catalog }
            let before = base.uses.filter(isCaller)
            let after = head.uses.filter(isCaller)
            let known = Set(before.map { ComponentCallers.configuration(of: $0, kind: kind) })
            let cases = Set(head.uses.filter { $0.component == name && $0.catalog }.map { ComponentCallers.configuration(of: $0, kind: kind) })
            var fresh: [String: [ComponentUse]] = [:]
            for use in after {
                let configuration = ComponentCallers.configuration(of: use, kind: kind)
                if !known.contains(configuration) { fresh[configuration, default: []].append(use) }
            }
            for configuration in fresh.keys.sorted() {
                newConfigurations.append(Configuration(component: name, configuration: configuration,
                                                       uses: fresh[configuration]!.sorted(by: ComponentCallers.ordered),
                                                       hasCase: input.hasCatalog ? cases.contains(configuration) : nil))
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

    }

    /// Per rule and file the counts before and after, the findings and exceptions added and
    /// removed, and what `check --tighten` would lower.
    private mutating func addDebtChanges() {
        let base = input.base, head = input.head, input = input
        let mapped = { (path: String) in input.renames[path] ?? path }
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
        // The same finding, debt at the base and excepted at the head, is neither new nor fixed.
        let nowExcepted = added.filter { $0.exceptedBy != nil }
        let key = { (f: Finding) in mapped(f.path) + "\u{0}" + f.rule + "\u{0}" + f.fingerprint }
        let (stillNew, fixed) = Self.difference(gone.filter { $0.exceptedBy == nil }, nowExcepted, key: key)
        let (wasDebt, _) = Self.difference(stillNew, nowExcepted, key: key)
        newExcepted = stillNew
        excepted = wasDebt
        fixedFindings = fixed
        let (exAdded, exGone) = Self.difference(base.exceptions, head.exceptions) {
            mapped($0.path) + "\u{0}" + $0.rules.joined(separator: ",") + "\u{0}" + $0.reason + ($0.wholeFile ? "\u{0}file" : "")
        }
        exceptionsAdded = exAdded.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        exceptionsRemoved = exGone.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        if let baseline = input.baseline {
            // What `check --tighten` would lower, asked of the ratchet itself over the files the
            // change touched (a deleted file's entries are gone: each drops to 0).
            let deleted = Set(input.files.filter { $0.status == .deleted }.map(\.path))
            let touched = input.compared.union(input.renames.values)
            let observations = Observation.counted(head.findings.filter { touched.contains($0.path) })
            let result = Ratchet.compare(baseline: baseline, observations: observations,
                                         scope: .partial(touched, missing: deleted), renames: input.renames)
            tighten = result.improvements.map {
                Tighten(path: $0.renamedFrom ?? $0.path, rule: $0.rule, baseline: $0.baseline, count: $0.count)
            }
            for path in result.goneFiles {
                for (rule, entry) in baseline.files[path] ?? [:] {
                    tighten.append(Tighten(path: path, rule: rule, baseline: entry.count, count: 0))
                }
            }
            tighten.sort { ($0.path, $0.rule) < ($1.path, $1.rule) }
        }
    }

    /// The components whose uses differ between `base` and `head` (uses in the compared
    /// files; `renames` maps base paths to head paths): the ones whose every caller the
    /// review must know, for their configurations and parameters.
    package static func changedComponents(base: [ComponentUse], head: [ComponentUse], renames: [String: String]) -> Set<String> {
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

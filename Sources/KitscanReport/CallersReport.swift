import KitscanEngine
import KitscanSupport

/// The callers list (`report callers`): every use of every kit component, with its
/// configuration, as Markdown for review and as JSON for diffing and other tools.
public struct CallersReport: Sendable {
    public var title: String
    /// Prepended to every source link (`../` when the report is written into `docs/`).
    public var linkBase: String
    /// Argument and modifier values longer than this many characters are shortened.
    public var maxValueLength: Int
    /// How long an argument's or modifier's value is shown before it is shortened, in the
    /// list and on the site.
    public static let valueLimit = 40
    /// The apps of a fleet run, taken from the result: links and an app column follow them.
    private var fleet: FleetSummary?

    public init(title: String = "Callers list", linkBase: String = "", maxValueLength: Int = CallersReport.valueLimit) {
        self.title = title
        self.linkBase = linkBase
        self.maxValueLength = maxValueLength
    }

    /// The Markdown callers list.
    public func markdown(_ result: ScanResult) -> String {
        if fleet == nil, let apps = result.fleet {
            var report = self
            report.fleet = apps
            return report.markdown(result)
        }
        let groups = ComponentCallers.group(result)
        var out = "# \(Markdown.text(title))\n\n"
        out += KitSourceHeader.markdown(result.kitSources, linkBase: linkBase)
        out += summary(groups, result)
        let deprecated = result.deprecatedUses
        for group in groups {
            out += section(group, hasCatalog: result.hasCatalog, deprecated: deprecated, readyToDelete: result.readyToDelete)
        }
        out += unlistedSection(result.unlistedViews)
        out += Markdown.unreadableSection(result.unreadable, missing: "uses", base: linkBase)
        return Markdown.document(out)
    }

    /// The callers list as JSON, in the shape docs/reports.md shows (plus `test` on each caller).
    public func json(_ result: ScanResult) -> String {
        JSONWriter().write(CallersJSON.value(result))
    }

    // MARK: - Summary

    private func summary(_ groups: [ComponentCallers], _ result: ScanResult) -> String {
        let app = groups.reduce(0) { $0 + $1.app.count }
        let inKit = groups.reduce(0) { $0 + $1.kit.count }
        let previews = groups.reduce(0) { $0 + $1.previews.count }
        let tests = groups.reduce(0) { $0 + $1.tests.count }
        let cases = groups.reduce(0) { $0 + $1.catalog.count }
        let files = Set(groups.flatMap { $0.app.map(\.path) }).count
        let idle = groups.filter(\.isUnused)
        // The headline counts the app's callers only: the kit composing itself is listed apart.
        var out = "\(plural(groups.count, "kit component")), \(plural(app, "caller")) in the app"
        out += " across \(plural(files, "file")); "
        if inKit > 0 { out += "\(plural(inKit, "use")) inside the kit, " }
        if result.hasCatalog { out += "\(plural(cases, "case")) in the catalog, " }
        out += "\(plural(previews, "use")) in previews and \(plural(tests, "use")) in tests, listed apart.\n\n"
        if let fleet {
            let callers = Dictionary(grouping: groups.flatMap(\.app), by: { $0.app ?? "" }).mapValues(\.count)
            out += FleetReport.markdown(fleet, column: "Callers", count: { callers[$0] ?? 0 })
        }
        if result.hasCatalog {
            let coverage = groups.flatMap(\.configurations)
            out += "Catalog: \(coverage.filter(\.covered).count) of \(plural(coverage.count, "configuration")) in use have a case.\n\n"
        }
        if !idle.isEmpty {
            out += "No callers (candidates to remove): "
            out += idle.map { Markdown.code($0.component.name) }.joined(separator: ", ") + ".\n\n"
        }
        let apart = CallersJSON.readyOutsideComponents(result, groups)
        if !apart.isEmpty { out += Self.readyLine("Ready to delete outside the components", apart) }
        if !result.unlistedViews.isEmpty {
            out += "\(plural(result.unlistedViews.count, "app view")) not yet on the debt list.\n\n"
        }
        if !result.unreadable.isEmpty {
            out += "**\(plural(result.unreadable.count, "file")) could not be read**: see the end of this list.\n\n"
        }
        out += "Modifiers in **bold** change the component's form. "
        out += "A modifier's `#if` condition is shown after it; `!( … )` is an `#else` branch.\n\n"
        guard !groups.isEmpty else { return out + "No kit components were found.\n\n" }
        let anchors = Markdown.headingAnchors(groups.map(\.component.name), taken: Markdown.headingAnchors([title]))
        let rows = zip(groups, anchors).map { g, anchor -> [String] in
            [g.component.spelledName == g.component.name ? "[\(Markdown.text(g.component.name))](#\(anchor))"
                : "[\(Markdown.code(g.component.spelledName))](#\(anchor))", g.known ? g.component.kind.rawValue : "?", definedAt(g),
             String(g.app.count), String(g.kit.count), String(g.previews.count), String(g.tests.count)]
        }
        out += Markdown.table(["Component", "Kind", "Defined at", "Callers", "In the kit", "Previews", "Tests"],
                              rows, alignRight: [3, 4, 5, 6])
        return out + "\n"
    }

    /// "`lead`: `A`, `B` are deprecated and no app or kit code uses them any more."
    private static func readyLine(_ lead: String, _ names: [String]) -> String {
        "\(lead): \(names.map(Markdown.code).joined(separator: ", ")) \(names.count == 1 ? "is" : "are") deprecated "
            + "and no app or kit code uses \(names.count == 1 ? "it" : "them") any more.\n\n"
    }

    private func definedAt(_ g: ComponentCallers) -> String {
        guard g.known, !g.component.path.isEmpty else { return "not among the kit's components" }
        return Markdown.lineLink(path: g.component.path, line: g.component.line, base: linkBase)
    }

    // MARK: - One component

    private func section(_ g: ComponentCallers, hasCatalog: Bool, deprecated: [String: String],
                         readyToDelete: [String: [String]]) -> String {
        let c = g.component
        var out = "## \(c.spelledName == c.name ? Markdown.text(c.name) : Markdown.code(c.spelledName))\n\n"
        out += g.known ? "A **\(c.kind.rawValue)**, defined at \(definedAt(g))" : "Used but \(definedAt(g))"
        out += ": \(plural(g.app.count, "caller"))"
        if !g.kit.isEmpty { out += ", \(g.kit.count) inside the kit" }
        if !g.previews.isEmpty { out += ", \(g.previews.count) in previews" }
        if !g.tests.isEmpty { out += ", \(g.tests.count) in tests" }
        // Uses of a deprecated declaration, previews and tests included: all must migrate.
        let old = g.all.filter { deprecated[$0.anchorKey] != nil }.count
        if old > 0 { out += "; \(plural(old, "use")) of deprecated declarations to migrate" }
        out += ".\n\n"
        if let names = readyToDelete[c.name], !names.isEmpty { out += Self.readyLine("Ready to delete", names) }

        let short = Self.shortValues(g, limit: maxValueLength)

        if g.isUnused {
            out += "No callers: a candidate to remove.\n\n"
        } else if g.app.isEmpty {
            out += "No callers in the app: only the kit uses it.\n\n"
        } else {
            out += "**Callers**\n\n" + callerTable(g.app, short) + "\n"
            out += "**Configurations in use**\n\n" + configurations(g, deprecated) + "\n"
        }
        out += unusedParameters(g)
        if hasCatalog { out += catalogCoverage(g, short) }
        if !g.kit.isEmpty {
            out += "**Inside the kit** (\(g.kit.count), the kit composing itself: not counted as callers)\n\n"
            out += callerTable(g.kit, short) + "\n"
        }
        if !g.previews.isEmpty {
            out += "**In previews** (\(g.previews.count), not counted as callers)\n\n"
            out += callerTable(g.previews, short) + "\n"
        }
        if !g.tests.isEmpty {
            out += "**In tests** (\(g.tests.count), not counted as callers)\n\n"
            out += callerTable(g.tests, short) + "\n"
        }
        out += likelyCopies(g)
        return out
    }

    /// How many of the configurations the app's callers use have a case in the catalog, the
    /// ones without (most callers first, with their callers), then the catalog's cases.
    private func catalogCoverage(_ g: ComponentCallers, _ short: [String: String]) -> String {
        let coverage = g.configurations
        var out = ""
        if !coverage.isEmpty {
            out += "Catalog: \(coverage.filter(\.covered).count) of \(plural(coverage.count, "configuration")).\n\n"
        }
        let missing = coverage.filter { !$0.covered }
        if !missing.isEmpty {
            out += "**Not in the catalog** (\(missing.count))\n\n"
            out += Markdown.table(["Configuration", "Callers", "Where"], missing.map { item in
                [Markdown.code(item.configuration), String(item.callers.count),
                 item.callers.map { FleetReport.lineLink(path: $0.path, line: $0.line, base: linkBase, fleet: fleet) }
                    .joined(separator: ", ")]
            }, alignRight: [1]) + "\n"
        }
        if !g.catalog.isEmpty {
            out += "**In the catalog** (\(g.catalog.count), its cases: not counted as callers)\n\n"
            out += callerTable(g.catalog, short) + "\n"
        }
        return out
    }

    /// Each argument's and modifier's value of the component's uses as its tables show it:
    /// one shortener per component, so a value shows the same text in every table of the
    /// section (and on the site's page), and no two different values show the same text.
    static func shortValues(_ g: ComponentCallers, limit: Int) -> [String: String] {
        var values: [String] = []
        for use in g.all {
            values += use.arguments.map(\.value)
            values += use.modifiers.map(\.arguments)
        }
        return ValueShortener(limit: limit).shortNames(for: values)
    }

    /// App views that redraw the component by hand, each skeleton beside the component's.
    private func likelyCopies(_ g: ComponentCallers) -> String {
        guard !g.copies.isEmpty else { return "" }
        var out = "**Likely copies** (\(g.copies.count), app views that redraw it: use \(Markdown.code(g.component.name)) instead)\n\n"
        let rows = g.copies.map { f -> [String] in
            let copy = f.copy!
            var row = [Markdown.lineLink(path: f.path, line: f.line, base: linkBase), f.declaration.map(Markdown.code) ?? "top level",
                       CopyEvidence.format(copy.score), Markdown.code(copy.appSkeleton), Markdown.code(copy.kitSkeleton),
                       Markdown.text(copy.differs.joined(separator: ", "))]
            if g.copies.contains(where: { $0.exceptedBy != nil }) { row.append(f.exceptedBy.map(Markdown.text) ?? "") }
            return row
        }
        var header = ["Where", "View", "Score", "Its skeleton", "The component's", "Differs"]
        if g.copies.contains(where: { $0.exceptedBy != nil }) { header.append("Excepted") }
        out += Markdown.table(header, rows, alignRight: [2]) + "\n"
        return out
    }

    private func callerTable(_ uses: [ComponentUse], _ short: [String: String]) -> String {
        let showCondition = uses.contains { $0.condition != nil }
        let showParent = uses.contains { $0.parent != nil }
        let showVia = uses.contains { $0.via != nil }
        var header = (fleet == nil ? [] : ["App"]) + ["Location", "Declaration", "Arguments", "Modifiers", "Handlers"]
        if showCondition { header.append("`#if`") }
        if showParent { header.append("Inside") }
        if showVia { header.append("Via") }
        let rows = uses.map { use -> [String] in
            var row = fleet == nil ? [] : [Markdown.text(use.app ?? "")]
            row += [
                FleetReport.lineLink(path: use.path, line: use.line, base: linkBase, fleet: fleet),
                use.declaration.map(Markdown.code) ?? "top level",
                arguments(use, short),
                modifiers(use, short),
                use.handlers.map(Markdown.code).joined(separator: ", "),
            ]
            if showCondition { row.append(use.condition.map(Markdown.code) ?? "") }
            if showParent { row.append(use.parent.map(Markdown.code) ?? "") }
            if showVia {
                row.append(use.via.map { "via " + Markdown.code($0) + (use.factory.map { " " + Markdown.code("." + $0) } ?? "") } ?? "")
            }
            return row
        }
        return Markdown.table(header, rows)
    }

    private func arguments(_ use: ComponentUse, _ short: [String: String]) -> String {
        var parts = use.arguments.map { argument -> String in
            let value = short[argument.value] ?? argument.value
            return Markdown.code(argument.label.map { "\($0): \(value)" } ?? value)
        }
        for label in use.trailingClosures {
            parts.append(Markdown.code(label.isEmpty ? "{ … }" : "\(label): { … }"))
        }
        return parts.joined(separator: "<br>")
    }

    /// A modifier as written, with `arguments` (possibly shortened): `.onHover { … }` has no
    /// parentheses; `.padding()` and `.onChange(of: x) { … }` do. The review uses it too.
    static func call(_ modifier: ComponentUse.Modifier, arguments: String) -> String {
        var call = arguments.isEmpty && !modifier.trailingClosures.isEmpty ? ".\(modifier.name)" : ".\(modifier.name)(\(arguments))"
        for label in modifier.trailingClosures { call += label.isEmpty ? " { … }" : " \(label): { … }" }
        return call
    }

    private func modifiers(_ use: ComponentUse, _ short: [String: String]) -> String {
        use.modifiers.map { modifier -> String in
            let arguments = short[modifier.arguments] ?? modifier.arguments
            var cell = Markdown.code(Self.call(modifier, arguments: arguments))
            if modifier.changesForm { cell = "**" + cell + "**" }
            if let condition = modifier.condition { cell += " under " + Markdown.code("#if " + condition) }
            return cell
        }.joined(separator: "<br>")
    }

    /// A configuration whose callers use a deprecated declaration says so, with what to use.
    private func configurations(_ g: ComponentCallers, _ deprecated: [String: String]) -> String {
        Markdown.table(["Configuration", "Callers"], g.configurations.map { config in
            let note = config.callers.lazy.compactMap { deprecated[$0.anchorKey] }.first
            // The message's code spans kept; a pipe in the attribute's message must not split the row.
            let cell = note.map { Markdown.singleLine($0).split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
            return [Markdown.code(config.configuration) + (cell.map { " — **Deprecated**: " + $0 } ?? ""),
                    String(config.callers.count)]
        }, alignRight: [1])
    }

    private func unusedParameters(_ g: ComponentCallers) -> String {
        guard g.known, !g.component.parameters.isEmpty else { return "" }
        let unused = g.unusedParameters
        var out = "**Parameters no caller passes**\n\n"
        if unused.isEmpty { return out + "None: every parameter is passed by some caller.\n\n" }
        let outside = g.passedOnlyOutsideApp
        let unlabelled = Set(g.component.signatures.flatMap(\.parameters).filter { $0.label == "_" }.map(\.name))
        out += unused.map { name in
            "- " + Markdown.code(name)
                + (name == "_" || unlabelled.contains(name) ? " (unlabelled: no caller passes an argument without a label)" : "")
                + (outside.contains(name) ? " (passed only inside the kit, in previews or in tests)" : "")
        }.joined(separator: "\n") + "\n\n"
        if g.hasUnlabelledTrailingClosure {
            out += "Some callers pass an unlabelled trailing closure, which fills a parameter without "
            out += "naming it: check these before removing one.\n\n"
        }
        return out
    }

    // MARK: - Unlisted views and unreadable files

    private func unlistedSection(_ views: [UnlistedView]) -> String {
        var out = "## Views not yet on the debt list\n\n"
        guard !views.isEmpty else { return out + "None: every app view that draws is on the debt list.\n\n" }
        out += "App types that draw but are not named (in backticks) in the debt list. "
        out += "Add each to the debt list, or move it into the kit.\n\n"
        let sorted = views.sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
        out += Markdown.table(["View", "Kind", "Defined at"], sorted.map {
            [Markdown.code($0.name), $0.kind.rawValue, FleetReport.lineLink(path: $0.path, line: $0.line, base: linkBase, fleet: fleet)]
        })
        return out + "\n"
    }
}

/// "1 caller", "3 callers".
func plural(_ n: Int, _ noun: String) -> String {
    n == 1 ? "1 \(noun)" : "\(n) \(noun)s"
}

import KitscanReview
import KitscanEngine
import KitscanSupport

/// Where the review's links point: the head revision on GitHub, or files relative to the
/// report's folder.
package struct ReviewLinks: Sendable, Equatable {
    /// Prepended to a workspace path (already encoded when it is a URL).
    package var base: String
    package var absolute: Bool

    /// Links relative to the report's folder (`""` beside the workspace root, `../` from `docs/`).
    package static func relative(_ base: String) -> ReviewLinks {
        ReviewLinks(base: base, absolute: false)
    }

    /// `https://github.com/owner/repo/blob/<sha>/<prefix>`: `prefix` is the workspace's
    /// folder inside the repository (`""` or `Samples/Omo/`).
    package static func github(server: String, repository: String, commit: String, prefix: String) -> ReviewLinks {
        let server = server.hasSuffix("/") ? String(server.dropLast()) : server
        return ReviewLinks(base: "\(server)/\(repository)/blob/\(commit)/" + PercentEncoding.path(prefix), absolute: true)
    }

    package func line(_ path: String, _ line: Int, text: String? = nil) -> String {
        guard absolute else { return Markdown.lineLink(path: path, line: line, base: base, text: text) }
        let label = text ?? "\(Markdown.fileName(path)):\(line)"
        return "[\(Markdown.text(label))](\(base)\(PercentEncoding.path(path))#L\(line))"
    }

    package func file(_ path: String) -> String {
        guard absolute else { return Markdown.fileLink(path: path, base: base) }
        return "[\(Markdown.text(path))](\(base)\(PercentEncoding.path(path)))"
    }
}

/// The review as Markdown for a pull-request comment: tables, task lists, long lists folded
/// into `<details>`, and never more than GitHub's 65,536 characters: a comment that would be
/// longer leaves out whole sections (a component's callers, an app's, the debt) and ends
/// naming them and where the whole review is (`fullReport`); the JSON keeps every row.
package struct ReviewMarkdown: Sendable {
    /// The hidden first line a CI job finds its earlier comment by.
    package static let marker = "<!-- kitscan-review -->"
    /// GitHub's limit for a comment body, in characters.
    package static let commentLimit = 65_536

    package var links: ReviewLinks
    /// Lists longer than this fold into `<details>`.
    package var foldAfter: Int
    /// Characters the whole text may take.
    package var limit: Int
    /// Where the whole review is, for a comment cut to fit (a sentence).
    package var fullReport: String
    /// Prepended to a fleet app's paths (relative to the report's folder).
    package var fleetLinkBase: String

    package init(links: ReviewLinks = .relative(""), foldAfter: Int = 10, limit: Int = ReviewMarkdown.commentLimit,
                 fullReport: String = ReviewMarkdown.noFullReport, fleetLinkBase: String = "") {
        self.links = links
        self.foldAfter = foldAfter
        self.limit = limit
        self.fullReport = fullReport
        self.fleetLinkBase = fleetLinkBase
    }

    /// What the cut note says without a file holding the whole review.
    package static let noFullReport = "`kitscan review --full FILE` writes the whole review; `--json` holds all of its data."

    /// One part of the comment, kept or left out whole.
    struct Section {
        /// How the cut note names it: "the callers of `KitRow`".
        var name: String
        var text: String
        /// What stands in its place when it is left out: its heading, "" for nothing.
        var stub: String = ""
    }

    /// The comment: the whole review when it fits, else the sections that fit, in order.
    package func render(_ review: Review) -> String {
        let sections = self.sections(review)
        let whole = sections.map(\.text).joined()
        if whole.unicodeScalars.count <= limit { return whole }
        // The closing note is at most a few thousand characters (names are listed up to a count).
        let budget = limit - min(4_000, limit / 4)
        var out = "", size = 0
        var left: [String] = []
        for section in sections {
            let length = section.text.unicodeScalars.count
            if size + length <= budget {
                out += section.text
                size += length
                continue
            }
            left.append(section.name)
            guard !section.stub.isEmpty else { continue }
            let stub = section.stub + "_Left out to fit a GitHub comment: see the note at the end._\n\n"
            if size + stub.unicodeScalars.count <= budget {
                out += stub
                size += stub.unicodeScalars.count
            }
        }
        let named = left.prefix(12).joined(separator: "; ") + (left.count > 12 ? "; and \(left.count - 12) more" : "")
        out += "---\n\n**Cut to fit a GitHub comment** (65,536 characters at most): "
        out += "\(plural(left.count, "section")) left out whole — \(named). \(fullReport)\n"
        return out
    }

    // MARK: - The document

    func sections(_ review: Review) -> [Section] {
        var sections = [Section(name: "the summary", text: summary(review))]
        sections += impactSections(review)
        sections += fleetSections(review)
        sections.append(Section(name: "Callers changed", text: callersSection(review), stub: "### Callers changed\n\n"))
        sections.append(Section(name: "Debt changed", text: debtSection(review), stub: "### Debt changed\n\n"))
        let input = review.input
        if !input.head.unreadable.isEmpty {
            let text = "### Files that could not be read\n\n"
                + list(input.head.unreadable.map { "- \(links.file($0.path)): \(Markdown.text($0.reason))" })
            sections.append(Section(name: "Files that could not be read", text: text, stub: "### Files that could not be read\n\n"))
        }
        return sections
    }

    private func summary(_ review: Review) -> String {
        let input = review.input
        var out = Self.marker + "\n## kitscan review\n\n"
        let base = input.base.commit.map { String($0.prefix(10)) } ?? "?"
        let head = input.head.commit.map { "`\(Markdown.singleLine(input.head.name))` (`\(String($0.prefix(10)))`)" } ?? "The working tree"
        out += "\(head) against the merge base with `\(Markdown.singleLine(input.baseRef))` (`\(base)`): "
        out += "\(plural(input.files.count, "changed file")).\n\n"
        out += "| Impact | Callers changed | Debt |\n| --- | --- | --- |\n"
        out += "| \(plural(review.impact.count, "component")), \(toCheck(review)) "
        out += "| \(plural(review.callerChanges.count, "use")) added, removed or changed "
        out += "| \(review.newFindings.count) new, \(review.fixedFindings.count) fixed, \(review.excepted.count) excepted |\n\n"
        return out
    }

    /// "200 callers in 2 apps to check": callers outside the kit, in the apps when the kit
    /// repository lists some; the kit's own uses are named apart.
    private func toCheck(_ review: Review) -> String {
        let count = review.callersToCheck
        var out: String
        if review.fleet != nil {
            out = "\(plural(count.apps, "caller")) in \(plural(count.appCount, "app"))"
            if count.local > 0 { out += " and \(count.local) here" }
        } else {
            out = plural(count.local, "caller")
        }
        out += " to check"
        var apart: [String] = []
        if count.inKit > 0 { apart.append("\(plural(count.inKit, "use")) inside the kit") }
        if count.catalog > 0 { apart.append("\(plural(count.catalog, "case")) in the catalog") }
        if !apart.isEmpty { out += " (" + apart.joined(separator: ", ") + ")" }
        return out
    }

    private func impactSections(_ review: Review) -> [Section] {
        var out = "### Impact\n\n"
        if review.impact.isEmpty {
            out += review.input.kitChanged
                ? "Kit code changed, but no kit component declares or uses what changed: no caller to check.\n\n"
                : "This change touches no kit code: no component's callers to check.\n\n"
            return [Section(name: "Impact", text: out)]
        }
        out += "Each kit component the change touches, why it is listed, and every caller it reaches: "
        out += "tick a caller once you have looked at it.\n\n"
        var sections = [Section(name: "Impact", text: out)]
        for item in review.impact {
            let c = item.component
            var heading = "#### \(Markdown.code(c.name))"
            if !c.path.isEmpty { heading += " — \(c.kind.rawValue), \(links.line(c.path, c.line))" }
            heading += item.removed ? " (removed by this change)\n\n" : item.new ? " (new: added by this change)\n\n" : "\n\n"
            var text = heading
            for reason in item.reasons { text += "- Listed because " + reasonText(reason) + "\n" }
            text += "\n"
            if !item.copies.isEmpty {
                text += "Copies on the debt list, which a kit change does not reach — check them by hand: "
                text += item.copies.map(Markdown.code).joined(separator: ", ") + ".\n\n"
            }
            if item.callers.isEmpty {
                text += "No callers.\n\n"
            } else {
                let count = item.callers.count
                text += fold(callerLines(item, review), summary: "\(plural(count, "caller")) of \(Markdown.code(c.name))")
            }
            sections.append(Section(name: "the callers of \(Markdown.code(c.name))", text: text, stub: heading))
        }
        return sections
    }

    private func reasonText(_ reason: String) -> String {
        // Reasons are written as "its declaration changed: `…`"; the code spans are kept.
        reason.hasSuffix(".") ? reason : reason + "."
    }

    /// A component's callers as task-list lines, grouped by file, the kit's own files last
    /// (previews, tests, the catalog's cases and the kit's uses are tagged on their line).
    private func callerLines(_ item: Review.Impact, _ review: Review) -> [String] {
        var lines: [String] = []
        var lastPath = ""
        let ordered = item.callers.filter { !$0.inKit && !$0.catalog }.sorted(by: ComponentCallers.ordered)
            + item.callers.filter(\.catalog).sorted(by: ComponentCallers.ordered)
            + item.callers.filter(\.inKit).sorted(by: ComponentCallers.ordered)
        for use in ordered {
            if use.path != lastPath {
                // Blank lines around the file's name, so it never joins the item above.
                lines.append((lastPath.isEmpty ? "" : "\n") + "**\(Markdown.text(use.path))**\n")
                lastPath = use.path
            }
            lines.append("- [ ] " + callerLine(use, kind: item.component.kind) + (use.inKit ? " (inside the kit)" : ""))
        }
        return lines
    }

    /// `[MailListView.swift:16](…) MailListView.body — KitRow(item:onOpen:) · .padding(12)`
    func callerLine(_ use: ComponentUse, kind: Component.Kind) -> String {
        var out = links.line(use.path, use.line) + " "
        out += use.declaration.map(Markdown.code) ?? "top level"
        out += " — " + Markdown.code(ComponentCallers.configuration(of: use, kind: kind))
        let short = ValueShortener(limit: 60).shortNames(for: use.modifiers.map(\.arguments))
        let modifiers = use.modifiers.map { m in
            Markdown.code(CallersReport.call(m, arguments: short[m.arguments] ?? m.arguments))
        }
        if !modifiers.isEmpty { out += " · " + modifiers.joined(separator: " ") }
        if let condition = use.condition { out += " under " + Markdown.code("#if " + condition) }
        if use.catalog { out += " (catalog case)" } else if use.test { out += " (test)" } else if use.preview { out += " (preview)" }
        return out
    }

    private func callersSection(_ review: Review) -> String {
        var out = "### Callers changed\n\n"
        let nothing = review.callerChanges.isEmpty && review.newConfigurations.isEmpty && review.nowUnused.isEmpty
            && review.firstUsed.isEmpty && review.newUnlistedViews.isEmpty
        if nothing { return out + "No use of a kit component was added, removed or changed.\n\n" }
        let kinds = Dictionary((review.input.head.components + review.input.base.components).map { ($0.name, $0.kind) },
                               uniquingKeysWith: { a, _ in a })
        if !review.callerChanges.isEmpty {
            let rows = review.callerChanges.map { change -> [String] in
                let kind = kinds[change.component] ?? .view
                let location = change.after.map { links.line($0.path, $0.line) }
                    ?? change.before.map { "was \(Markdown.code("\(Markdown.fileName($0.path)):\($0.line)"))" } ?? ""
                return [change.kind.rawValue, location, Markdown.code(change.component),
                        change.before.map { useCell($0, kind: kind) } ?? "",
                        change.after.map { useCell($0, kind: kind) } ?? ""]
            }
            out += table(["Change", "Location", "Component", "Before", "After"], rows,
                         summary: plural(rows.count, "use") + " added, removed or changed")
        }
        if !review.newConfigurations.isEmpty {
            out += "**Configurations new to the app**\n\n"
            out += list(review.newConfigurations.map { c in
                "- " + Markdown.code(c.configuration) + " at " + c.uses.map { links.line($0.path, $0.line) }.joined(separator: ", ")
                    + (c.hasCase.map { $0 ? ": a case in the catalog" : ": no case in the catalog" } ?? "")
            })
        }
        if !review.nowUnused.isEmpty {
            out += "**Parameters no caller passes any more**: "
            out += review.nowUnused.map { Markdown.code("\($0.component).\($0.parameter)") }.joined(separator: ", ") + ".\n\n"
        }
        if !review.firstUsed.isEmpty {
            out += "**Parameters with their first caller**: "
            out += review.firstUsed.map { Markdown.code("\($0.component).\($0.parameter)") }.joined(separator: ", ") + ".\n\n"
        }
        if !review.newUnlistedViews.isEmpty {
            out += "**New views not on the debt list** (add them to it, or build them from the kit)\n\n"
            out += table(["View", "Kind", "Defined at"], review.newUnlistedViews.map {
                [Markdown.code($0.name), $0.kind.rawValue, links.line($0.path, $0.line)]
            }, summary: plural(review.newUnlistedViews.count, "view"))
        }
        return out
    }

    private func useCell(_ use: ComponentUse, kind: Component.Kind) -> String {
        var parts = [Markdown.code(ComponentCallers.configuration(of: use, kind: kind))]
        let shortener = ValueShortener(limit: 40)
        let values = use.arguments.map(\.value) + use.modifiers.map(\.arguments)
        let short = shortener.shortNames(for: values)
        let arguments = use.arguments.map { a in (a.label.map { "\($0): " } ?? "") + (short[a.value] ?? a.value) }
        if !arguments.isEmpty { parts.append(Markdown.code(arguments.joined(separator: ", "))) }
        for m in use.modifiers {
            var cell = Markdown.code(CallersReport.call(m, arguments: short[m.arguments] ?? m.arguments))
            if m.changesForm { cell = "**" + cell + "**" }
            if let condition = m.condition { cell += " under " + Markdown.code("#if " + condition) }
            parts.append(cell)
        }
        if let condition = use.condition { parts.append("under " + Markdown.code("#if " + condition)) }
        return parts.joined(separator: "<br>")
    }

    private func debtSection(_ review: Review) -> String {
        var out = "### Debt changed\n\n"
        let nothing = review.counts.isEmpty && review.newFindings.isEmpty && review.newExcepted.isEmpty
            && review.fixedFindings.isEmpty && review.excepted.isEmpty && review.exceptionsAdded.isEmpty && review.exceptionsRemoved.isEmpty
            && review.tighten.isEmpty
        let deprecated = review.deprecated
        if nothing && deprecated.isEmpty { return out + "No finding was added or fixed, and no exception changed.\n\n" }
        for d in deprecated {
            let apps = review.fleet == nil && d.apps == 1 ? "" : " in " + plural(d.apps, "app")
            out += "This change deprecates \(Markdown.code(d.name)): \(plural(d.callers, "caller"))\(apps) to migrate "
                + "(`kitscan fix --rule \(DeprecatedUses.rule)`).\n\n"
        }
        if !review.counts.isEmpty {
            let rows = review.counts.map { c -> [String] in
                let delta = c.after - c.before
                return [Markdown.code(c.rule), links.file(c.path), String(c.before), String(c.after), delta > 0 ? "+\(delta)" : "\(delta)"]
            }
            out += table(["Rule", "File", "Before", "After", "Change"], rows, alignRight: [2, 3, 4],
                         summary: plural(rows.count, "count") + " changed")
        }
        if !review.newFindings.isEmpty {
            out += "**New findings** (\(review.newFindings.count))\n\n"
            out += findingList(review.newFindings)
        }
        if !review.newExcepted.isEmpty {
            out += "**New findings with an exception** (\(review.newExcepted.count))\n\n"
            out += findingList(review.newExcepted)
        }
        if !review.fixedFindings.isEmpty {
            out += "**Fixed** (\(review.fixedFindings.count))\n\n"
            let migrated = review.fixedFindings.filter { $0.rule == DeprecatedUses.rule }.count
            if migrated > 0 {
                out += "This change migrates \(plural(migrated, "use")) of deprecated kit declarations (`\(DeprecatedUses.rule)`).\n\n"
            }
            out += list(review.fixedFindings.map { f in
                "- " + Markdown.code(f.rule) + " was at " + Markdown.code("\(f.path):\(f.line)") + ": " + Markdown.code(f.snippet)
            })
        }
        if !review.excepted.isEmpty {
            out += "**Excepted** (\(review.excepted.count)): debt at the base that this change keeps under a new exception "
            out += "— nothing was fixed; judge each reason\n\n"
            out += findingList(review.excepted)
        }
        for (title, records) in [("Exceptions added", review.exceptionsAdded), ("Exceptions removed", review.exceptionsRemoved)]
        where !records.isEmpty {
            out += "**\(title)**\n\n"
            let added = title == "Exceptions added"
            out += table(["File", "Line", "Rules", "Reason"], records.map { e in
                [added ? links.line(e.path, e.line, text: e.path) : Markdown.text(e.path),
                 e.wholeFile ? "whole file" : String(e.line),
                 e.rules.map(Markdown.code).joined(separator: ", "), Markdown.text(e.reason)]
            }, summary: plural(records.count, "exception"))
        }
        if !review.tighten.isEmpty {
            out += "**Baseline entries `kitscan check --tighten` would lower**\n\n"
            out += table(["File", "Rule", "Baseline", "Now"], review.tighten.map {
                [Markdown.text($0.path), Markdown.code($0.rule), String($0.baseline), String($0.count)]
            }, alignRight: [2, 3], summary: plural(review.tighten.count, "entry"))
        }
        return out
    }

    private func findingList(_ findings: [Finding]) -> String {
        list(findings.map { f in
            var line = "- " + links.line(f.path, f.line) + " " + Markdown.code(f.rule) + " — " + Markdown.text(f.message)
            if let copies = f.copies { line += " (copies " + Markdown.code(copies) + ")" }
            if let reason = f.exceptedBy { line += " — excepted: " + Markdown.text(reason) }
            return line + "<br>" + Markdown.code(f.snippet)
        })
    }

    // MARK: - Folding

    /// Items as a list; more than `foldAfter` fold into `<details>`.
    private func list(_ items: [String]) -> String {
        fold(items, summary: plural(items.count, "item"))
    }

    /// Lines (items, and a file's name above its first item) folded into `<details>` when
    /// there are more than `foldAfter` items.
    func fold(_ lines: [String], summary: String) -> String {
        let body = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        if lines.filter({ $0.hasPrefix("- ") }).count > foldAfter {
            return "<details><summary>\(summary)</summary>\n\n" + body + "\n</details>\n\n"
        }
        return body + "\n"
    }

    private func table(_ header: [String], _ rows: [[String]], alignRight: Set<Int> = [], summary: String) -> String {
        let body = Markdown.table(header, rows, alignRight: alignRight)
        if rows.count > foldAfter {
            return "<details><summary>\(summary)</summary>\n\n" + body + "\n</details>\n\n"
        }
        return body + "\n"
    }
}

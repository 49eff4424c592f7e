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
/// into `<details>`, and never more than GitHub's 65,536 characters (lists are cut with an
/// explicit "and N more"; the JSON keeps every row).
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

    package init(links: ReviewLinks = .relative(""), foldAfter: Int = 10, limit: Int = ReviewMarkdown.commentLimit) {
        self.links = links
        self.foldAfter = foldAfter
        self.limit = limit
    }

    /// The comment: the whole review when it fits, else with every list cut to fewer rows
    /// (the same cut for every list, the largest that fits).
    package func render(_ review: Review) -> String {
        // Each component's caller lines are the same at every cut: written once.
        let callers = review.impact.map(callerLines)
        for cap in [Int.max, 400, 200, 100, 50, 25, 10, 5, 2, 0] {
            let text = document(review, cap: cap, callers: callers)
            if text.unicodeScalars.count <= limit { return text }
        }
        // Even the headlines are too long (thousands of files): keep what fits.
        let text = document(review, cap: 0, callers: callers)
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if out.unicodeScalars.count + line.unicodeScalars.count + 200 > limit { break }
            out += line + "\n"
        }
        return out + "\n… cut to fit a GitHub comment; the JSON (`--json`) holds the whole review.\n"
    }

    // MARK: - The document

    func document(_ review: Review, cap: Int, callers callerLines: [[String]]) -> String {
        let input = review.input
        var out = Self.marker + "\n## kitscan review\n\n"
        let base = input.base.commit.map { String($0.prefix(10)) } ?? "?"
        let head = input.head.commit.map { "`\(Markdown.singleLine(input.head.name))` (`\(String($0.prefix(10)))`)" } ?? "The working tree"
        out += "\(head) against the merge base with `\(Markdown.singleLine(input.baseRef))` (`\(base)`): "
        out += "\(plural(input.files.count, "changed file")).\n\n"
        let callers = review.impact.reduce(0) { $0 + $1.callers.count }
        out += "| Impact | Callers changed | Debt |\n| --- | --- | --- |\n"
        out += "| \(plural(review.impact.count, "component")), \(plural(callers, "caller")) to check "
        out += "| \(plural(review.callerChanges.count, "use")) added, removed or changed "
        out += "| \(review.newFindings.count) new, \(review.fixedFindings.count) fixed |\n\n"
        out += impactSection(review, cap: cap, callers: callerLines)
        out += callersSection(review, cap: cap)
        out += debtSection(review, cap: cap)
        if !input.head.unreadable.isEmpty {
            out += "### Files that could not be read\n\n"
            out += list(input.head.unreadable.map { "- \(links.file($0.path)): \(Markdown.text($0.reason))" }, cap: cap)
        }
        return out
    }

    private func impactSection(_ review: Review, cap: Int, callers callerLines: [[String]]) -> String {
        var out = "### Impact\n\n"
        if review.impact.isEmpty {
            out += review.input.kitChanged
                ? "Kit code changed, but no kit component declares or uses what changed: no caller to check.\n\n"
                : "This change touches no kit code: no component's callers to check.\n\n"
            return out
        }
        out += "Each kit component the change touches, why it is listed, and every caller it reaches: "
        out += "tick a caller once you have looked at it.\n\n"
        for (item, lines) in zip(review.impact, callerLines) {
            let c = item.component
            out += "#### \(Markdown.code(c.name))"
            if !c.path.isEmpty { out += " — \(c.kind.rawValue), \(links.line(c.path, c.line))" }
            out += item.removed ? " (removed by this change)\n\n" : item.new ? " (new: added by this change)\n\n" : "\n\n"
            for reason in item.reasons { out += "- Listed because " + reasonText(reason) + "\n" }
            out += "\n"
            if !item.copies.isEmpty {
                out += "Copies on the debt list, which a kit change does not reach — check them by hand: "
                out += item.copies.map(Markdown.code).joined(separator: ", ") + ".\n\n"
            }
            if item.callers.isEmpty {
                out += "No callers.\n\n"
                continue
            }
            let count = item.callers.count
            out += fold(lines, summary: "\(plural(count, "caller")) of \(Markdown.code(c.name))", cap: cap, countItems: count)
        }
        return out
    }

    private func reasonText(_ reason: String) -> String {
        // Reasons are written as "its declaration changed: `…`"; the code spans are kept.
        reason.hasSuffix(".") ? reason : reason + "."
    }

    /// A component's callers as task-list lines, grouped by file (previews and tests are
    /// tagged on their line).
    private func callerLines(_ item: Review.Impact) -> [String] {
        var lines: [String] = []
        var lastPath = ""
        for use in item.callers.sorted(by: ComponentCallers.ordered) {
            if use.path != lastPath {
                // Blank lines around the file's name, so it never joins the item above.
                lines.append((lastPath.isEmpty ? "" : "\n") + "**\(Markdown.text(use.path))**\n")
                lastPath = use.path
            }
            lines.append("- [ ] " + callerLine(use, kind: item.component.kind))
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
        if use.test { out += " (test)" } else if use.preview { out += " (preview)" }
        return out
    }

    private func callersSection(_ review: Review, cap: Int) -> String {
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
                         summary: plural(rows.count, "use") + " added, removed or changed", cap: cap)
        }
        if !review.newConfigurations.isEmpty {
            out += "**Configurations new to the app**\n\n"
            out += list(review.newConfigurations.map { c in
                "- " + Markdown.code(c.configuration) + " at " + c.uses.map { links.line($0.path, $0.line) }.joined(separator: ", ")
            }, cap: cap)
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
            }, summary: plural(review.newUnlistedViews.count, "view"), cap: cap)
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

    private func debtSection(_ review: Review, cap: Int) -> String {
        var out = "### Debt changed\n\n"
        let nothing = review.counts.isEmpty && review.newFindings.isEmpty && review.newExcepted.isEmpty
            && review.fixedFindings.isEmpty && review.exceptionsAdded.isEmpty && review.exceptionsRemoved.isEmpty
            && review.tighten.isEmpty
        if nothing { return out + "No finding was added or fixed, and no exception changed.\n\n" }
        if !review.counts.isEmpty {
            let rows = review.counts.map { c -> [String] in
                let delta = c.after - c.before
                return [Markdown.code(c.rule), links.file(c.path), String(c.before), String(c.after), delta > 0 ? "+\(delta)" : "\(delta)"]
            }
            out += table(["Rule", "File", "Before", "After", "Change"], rows, alignRight: [2, 3, 4],
                         summary: plural(rows.count, "count") + " changed", cap: cap)
        }
        if !review.newFindings.isEmpty {
            out += "**New findings** (\(review.newFindings.count))\n\n"
            out += findingList(review.newFindings, cap: cap)
        }
        if !review.newExcepted.isEmpty {
            out += "**New findings with an exception** (\(review.newExcepted.count))\n\n"
            out += findingList(review.newExcepted, cap: cap)
        }
        if !review.fixedFindings.isEmpty {
            out += "**Fixed** (\(review.fixedFindings.count))\n\n"
            out += list(review.fixedFindings.map { f in
                "- " + Markdown.code(f.rule) + " was at " + Markdown.code("\(f.path):\(f.line)") + ": " + Markdown.code(f.snippet)
            }, cap: cap)
        }
        for (title, records) in [("Exceptions added", review.exceptionsAdded), ("Exceptions removed", review.exceptionsRemoved)]
        where !records.isEmpty {
            out += "**\(title)**\n\n"
            let added = title == "Exceptions added"
            out += table(["File", "Line", "Rules", "Reason"], records.map { e in
                [added ? links.line(e.path, e.line, text: e.path) : Markdown.text(e.path),
                 e.wholeFile ? "whole file" : String(e.line),
                 e.rules.map(Markdown.code).joined(separator: ", "), Markdown.text(e.reason)]
            }, summary: plural(records.count, "exception"), cap: cap)
        }
        if !review.tighten.isEmpty {
            out += "**Baseline entries `kitscan check --tighten` would lower**\n\n"
            out += table(["File", "Rule", "Baseline", "Now"], review.tighten.map {
                [Markdown.text($0.path), Markdown.code($0.rule), String($0.baseline), String($0.count)]
            }, alignRight: [2, 3], summary: plural(review.tighten.count, "entry"), cap: cap)
        }
        return out
    }

    private func findingList(_ findings: [Finding], cap: Int) -> String {
        list(findings.map { f in
            var line = "- " + links.line(f.path, f.line) + " " + Markdown.code(f.rule) + " — " + Markdown.text(f.message)
            if let copies = f.copies { line += " (copies " + Markdown.code(copies) + ")" }
            if let reason = f.exceptedBy { line += " — excepted: " + Markdown.text(reason) }
            return line + "<br>" + Markdown.code(f.snippet)
        }, cap: cap)
    }

    // MARK: - Folding and cutting

    /// Items as a list; more than `foldAfter` fold into `<details>`; more than `cap` are
    /// cut with "and N more".
    private func list(_ items: [String], cap: Int) -> String {
        fold(items, summary: plural(items.count, "item"), cap: cap, countItems: items.count)
    }

    private func fold(_ lines: [String], summary: String, cap: Int, countItems: Int) -> String {
        var shown = lines
        var cut = 0
        // `cap` counts items ("- " lines); a file's heading goes with its first item.
        let items = lines.indices.filter { lines[$0].hasPrefix("- ") }
        if items.count > cap {
            let end = cap == 0 ? 0 : items[cap - 1] + 1
            shown = Array(lines.prefix(end))
            cut = items.count - cap
        }
        var body = shown.joined(separator: "\n") + (shown.isEmpty ? "" : "\n")
        if cut > 0 { body += "\n… and \(cut) more (see the JSON, `--json`).\n" }
        if countItems > foldAfter {
            return "<details><summary>\(summary)</summary>\n\n" + body + "\n</details>\n\n"
        }
        return body + "\n"
    }

    private func table(_ header: [String], _ rows: [[String]], alignRight: Set<Int> = [], summary: String, cap: Int) -> String {
        let shown = rows.count > cap ? Array(rows.prefix(cap)) : rows
        var body = Markdown.table(header, shown, alignRight: alignRight)
        if rows.count > shown.count { body += "\n… and \(rows.count - shown.count) more (see the JSON, `--json`).\n" }
        if rows.count > foldAfter {
            return "<details><summary>\(summary)</summary>\n\n" + body + "\n</details>\n\n"
        }
        return body + "\n"
    }
}

import KitscanEngine
import KitscanReview

/// In a kit repository that lists apps: each touched component's callers in every app, an
/// app's callers folded under its name with a task box per file — did the change reach
/// every caller, across the fleet?
extension ReviewMarkdown {
    func fleetSections(_ review: Review) -> [Section] {
        guard let callers = review.fleet else { return [] }
        let fleet = callers.fleet
        var intro = "### Callers in every app\n\n"
        let names = Array(Set(review.impact.map(\.component.name))).sorted()
        if names.isEmpty { intro += "The change touches no kit component: no app's callers to check.\n\n" }
        for app in fleet.skipped {
            intro += "**\(Markdown.text(app.name)) skipped**: \(Markdown.text(app.skipped ?? "")) Its callers are not listed.\n\n"
        }
        var sections = [Section(name: "Callers in every app", text: intro)]
        let kinds = Dictionary(review.impact.map { ($0.component.name, $0.component.kind) }, uniquingKeysWith: { a, _ in a })
        for name in names {
            let uses = callers.uses.filter { $0.component == name }
            var heading = "#### \(Markdown.code(name)): \(plural(uses.count, "caller")) in \(plural(callers.apps(of: uses), "app"))\n\n"
            let none = fleet.scanned.filter { app in !uses.contains { $0.app == app.name } }
            if !none.isEmpty { heading += "No callers in " + none.map { Markdown.text($0.name) }.joined(separator: ", ") + ".\n\n" }
            sections.append(Section(name: "the callers of \(Markdown.code(name)) in the apps", text: heading))
            for app in fleet.scanned {
                let mine = uses.filter { $0.app == app.name }
                guard !mine.isEmpty else { continue }
                let summary = "\(Markdown.text(app.name)): \(plural(mine.count, "caller")) of \(Markdown.code(name))"
                var text = "<details><summary>\(summary)</summary>\n\n"
                text += fileTasks(mine, in: app, kind: kinds[name] ?? .view, fleet: fleet).joined(separator: "\n")
                text += "\n\n</details>\n\n"
                sections.append(Section(name: "\(Markdown.code(name)) in \(Markdown.text(app.name))", text: text,
                                        stub: "**\(summary)**\n\n"))
            }
        }
        return sections
    }

    /// One task box per file, named by its path in the app, listing the file's uses:
    /// `- [ ] App/Inbox.swift: line 4 `Inbox.body` `KitRow(title:)`, …`
    private func fileTasks(_ uses: [ComponentUse], in app: FleetSummary.App, kind: Component.Kind,
                           fleet: FleetSummary) -> [String] {
        var byFile: [(path: String, uses: [ComponentUse])] = []
        for use in uses.sorted(by: ComponentCallers.ordered) {
            if byFile.last?.path == use.path { byFile[byFile.count - 1].uses.append(use) } else { byFile.append((use.path, [use])) }
        }
        return byFile.map { file in
            let inApp = file.path.hasPrefix(app.pathPrefix) ? String(file.path.dropFirst(app.pathPrefix.count)) : file.path
            return "- [ ] " + FleetReport.fileLink(path: file.path, base: fleetLinkBase, text: inApp, fleet: fleet) + ": "
                + file.uses.map { use in
                    lineLink(use, fleet) + " " + (use.declaration.map(Markdown.code) ?? "top level") + " "
                        + Markdown.code(ComponentCallers.configuration(of: use, kind: kind))
                }.joined(separator: ", ")
        }
    }

    /// `line 4`, linked where the app's file opens (a git app's without a web address is plain text).
    private func lineLink(_ use: ComponentUse, _ fleet: FleetSummary) -> String {
        if let hit = FleetReport.gitApp(use.path, fleet), FleetReport.hostURL(hit.app, hit.inner, line: use.line) == nil {
            return "line \(use.line)"
        }
        return FleetReport.lineLink(path: use.path, line: use.line, base: fleetLinkBase, text: "line \(use.line)", fleet: fleet)
    }
}

import KitscanEngine

/// One page per kit component: where it is defined, its parameters (used and unused), its
/// configurations, its callers, previews and tests, and its likely copies beside it.
struct ComponentPage {
    var context: SiteContext
    var group: ComponentCallers

    var page: SitePage {
        SitePage(name: context.pageNames[group.component.name] ?? "component.html", title: group.component.spelledName, navigation: nil, body: body)
    }

    private var id: String { SiteID.component(group.component.name) }

    func body(_ top: Int) -> String {
        let c = group.component
        var out = heading(top, HTML.code(c.spelledName), id: id)
        out += "<dl class=\"facts\">\n<dt>Kind</dt><dd>" + HTML.text(group.known ? c.kind.rawValue : "not among the kit's components") + "</dd>\n"
        if group.known, !c.path.isEmpty { out += "<dt>Defined at</dt><dd>" + context.lineLink(c.path, c.line) + "</dd>\n" }
        out += "<dt>Callers</dt><dd data-key=\"callers\">\(group.app.count)</dd>\n"
        out += "<dt>Inside the kit</dt><dd data-key=\"inKit\">\(group.kit.count)</dd>\n"
        out += "<dt>In previews</dt><dd data-key=\"previews\">\(group.previews.count)</dd>\n"
        out += "<dt>In tests</dt><dd data-key=\"tests\">\(group.tests.count)</dd>\n</dl>\n"
        out += heading(top + 1, "Parameters", id: id + "-parameters") + parameters()
        out += heading(top + 1, "Configurations in use", id: id + "-configurations") + configurations()
        out += heading(top + 1, "Callers", id: id + "-callers")
        out += "<p>Modifiers in bold change the component's form; a condition is the <code>#if</code> the use sits under "
            + "(<code>!( … )</code> for an <code>#else</code>).</p>\n"
        if let fleet = context.input.result.fleet {
            // A fleet: the callers of each app under its own heading, so "did the change reach
            // every caller?" reads app by app, with the apps skipped said.
            for app in fleet.scanned {
                let uses = group.app.filter { $0.app == app.name }
                out += heading(top + 2, HTML.text(app.name) + " (" + HTML.count(uses.count, "caller") + ")", id: id + "-" + SiteID.app(app.name))
                out += callers(uses, table: SiteID.app(app.name), caption: "Callers of \(c.spelledName) in \(app.name)",
                               empty: "No callers in \(app.name).")
            }
            for app in fleet.skipped {
                out += "<p class=\"note warning\">" + HTML.text("\(app.name) was skipped (\(app.skipped ?? "")): its callers are not listed.") + "</p>\n"
            }
        } else {
            out += callers(group.app, table: "callers", caption: "Callers of \(c.spelledName) in the app",
                           empty: group.isUnused ? "No callers: a candidate to remove." : "No callers in the app: only the kit uses it.")
        }
        if !group.kit.isEmpty {
            out += heading(top + 1, "Inside the kit", id: id + "-kit")
            out += callers(group.kit, table: "kit", caption: "Uses inside the kit (the kit composing itself, not counted as callers)",
                           empty: "")
        }
        if !group.previews.isEmpty {
            out += heading(top + 1, "In previews", id: id + "-previews")
            out += callers(group.previews, table: "previews", caption: "Uses in previews (not counted as callers)", empty: "")
        }
        if !group.tests.isEmpty {
            out += heading(top + 1, "In tests", id: id + "-tests")
            out += callers(group.tests, table: "tests", caption: "Uses in tests (not counted as callers)", empty: "")
        }
        out += heading(top + 1, "Likely copies", id: id + "-copies")
        let copies = context.copies(of: c.name)
        out += context.copiesTable(copies, id: id + "-copies-table", caption: "App types that look like copies of \(c.spelledName)",
                                   empty: "No likely copies of this component.")
        out += "<p>" + HTML.link(context.href(page: "index.html", fragment: context.singleFile ? "components" : id), "Back to all components") + "</p>\n"
        return out
    }

    private func parameters() -> String {
        guard group.known, !group.component.parameters.isEmpty else { return "<p>No parameters.</p>\n" }
        let unused = Set(group.unusedParameters)
        let outside = group.passedOnlyOutsideApp
        return SiteTable(id: id + "-parameters-table", caption: "Parameters, and whether an app caller passes them",
                         layout: .parameters, rows: group.component.parameters.map { name in
            let state = !unused.contains(name) ? "yes" : outside.contains(name) ? "no (only in previews or tests)" : "no"
            return .init(cells: [.code(name), .text(state)])
        }).render()
    }

    /// Each configuration in use with its callers, and with a catalog, whether it has a case.
    private func configurations() -> String {
        let catalog = context.input.result.hasCatalog
        let rows = group.configurations.map { item in
            SiteTable.Row(cells: [.code(item.configuration), .number(item.callers.count)]
                          + (catalog ? [.text(item.covered ? "yes" : "no")] : []))
        }
        var out = ""
        if catalog {
            let covered = group.configurations.filter(\.covered).count
            out += "<p>" + HTML.text("Catalog: \(covered) of \(group.configurations.count) configurations have a case.") + "</p>\n"
        }
        return out + SiteTable(id: id + "-configurations-table", caption: "Argument combinations and how many callers use each",
                               layout: catalog ? .catalogConfigurations : .configurations, rows: rows,
                               empty: "No callers, so no configurations.").render()
    }

    private func callers(_ uses: [ComponentUse], table: String, caption: String, empty: String) -> String {
        let short = CallersReport.shortValues(group, limit: CallersReport.valueLimit)
        return SiteTable(id: id + "-" + table + "-table", caption: caption, layout: .callers, rows: uses.map { use in
            .init(cells: [
                SiteTable.Cell(html: context.lineLink(use.path, use.line) + "<br>" + HTML.expression(use.declaration ?? "top level")),
                SiteTable.Cell(html: arguments(use, short)),
                SiteTable.Cell(html: modifiers(use, short)),
                SiteTable.Cell(html: use.handlers.map(HTML.code).joined(separator: ", ")),
                .code(use.condition ?? ""), .code(use.parent ?? ""), .code(use.via ?? ""),
            ])
        }, filterable: uses.count > 1, empty: empty).render()
    }

    /// Each value shortened as the Markdown list shortens it (`short`: the same text for the
    /// same value), the whole of a shortened one behind its disclosure: a click, no script.
    private func arguments(_ use: ComponentUse, _ short: [String: String]) -> String {
        var parts = use.arguments.map { a in
            let shown = short[a.value] ?? a.value
            let written = { (value: String) in a.label.map { "\($0): \(value)" } ?? value }
            return HTML.disclosed(HTML.expression(written(shown)), whole: HTML.expression(written(a.value)))
        }
        for label in use.trailingClosures { parts.append(HTML.code(label.isEmpty ? "{ … }" : "\(label): { … }")) }
        return parts.joined(separator: "<br>")
    }

    private func modifiers(_ use: ComponentUse, _ short: [String: String]) -> String {
        use.modifiers.map { m in
            // The bold of a form-changing modifier inside the disclosure (a `<details>` is no phrase).
            let code = { (arguments: String) in
                let html = HTML.expression(CallersReport.call(m, arguments: arguments))
                return m.changesForm ? "<strong class=\"form-changing\">" + html + "</strong>" : html
            }
            var cell = HTML.disclosed(code(short[m.arguments] ?? m.arguments), whole: code(m.arguments))
            if let condition = m.condition { cell += " under " + HTML.code("#if " + condition) }
            return cell
        }.joined(separator: "<br>")
    }
}

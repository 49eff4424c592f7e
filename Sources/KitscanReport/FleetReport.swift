import KitscanEngine
import KitscanSupport

/// What the reports of a fleet run add: the apps (with totals across them and the ones
/// skipped), each item's app, and links that open where each app's files are.
package enum FleetReport {
    /// The `apps` member of a fleet report's JSON: every app, scanned or skipped, by name.
    static func json(_ fleet: FleetSummary) -> JSONValue {
        .array(fleet.apps.map { app in
            .object([
                JSONMember("name", .string(app.name)),
                JSONMember("location", .string(app.location)),
                JSONMember("ref", .optional(app.ref)),
                JSONMember("commit", .optional(app.commit)),
                JSONMember("url", .optional(app.url)),
                JSONMember("files", .int(app.files)),
                JSONMember("skipped", .optional(app.skipped)),
            ])
        })
    }

    /// A table of the apps with `column` counted per app (`count` of an app's name) and the
    /// total across them, then the apps skipped, each with why: no total leaves one out unsaid.
    static func markdown(_ fleet: FleetSummary, column: String, count: (String) -> Int) -> String {
        let scanned = fleet.scanned
        var rows = scanned.map { app -> [String] in
            [Markdown.text(app.name), source(app), String(app.files), String(count(app.name))]
        }
        rows.append(["**All \(plural(scanned.count, "app"))**", "", "**\(scanned.reduce(0) { $0 + $1.files })**",
                     "**\(scanned.reduce(0) { $0 + count($1.name) })**"])
        var out = Markdown.table(["App", "Source", "Files", column], rows, alignRight: [2, 3]) + "\n"
        let skipped = fleet.skipped
        if !skipped.isEmpty {
            out += "**\(plural(skipped.count, "app")) skipped** (not in any total):\n\n"
            for app in skipped { out += "- \(Markdown.text(app.name)) (\(source(app))): \(Markdown.text(app.skipped ?? ""))\n" }
            out += "\n"
        }
        return out
    }

    private static func source(_ app: FleetSummary.App) -> String {
        guard let ref = app.ref else { return Markdown.code(app.location) }
        let commit = app.commit.map { " (" + Markdown.code(String($0.prefix(12))) + ")" } ?? ""
        return Markdown.code(app.location) + " at " + Markdown.code(ref) + commit
    }

    /// A link to a line: a git app's opens on its host at the ref's commit when the app
    /// has a `url`, else it is the text `Notes@origin/main:App/Row.swift:12`; every other
    /// path is a relative link.
    static func lineLink(path: String, line: Int, base: String, text: String? = nil, fleet: FleetSummary?) -> String {
        guard let hit = gitApp(path, fleet) else { return Markdown.lineLink(path: path, line: line, base: base, text: text) }
        guard let url = hostURL(hit.app, hit.inner, line: line) else { return Markdown.code("\(path):\(line)") }
        let inner = hit.inner
        let label = text ?? "\(hit.app.name):\(inner.split(separator: "/").last.map(String.init) ?? inner):\(line)"
        return "[\(Markdown.text(label))](\(url))"
    }

    /// A link to a file, as `lineLink` opens it, labelled `text` (else its path).
    static func fileLink(path: String, base: String, text: String? = nil, fleet: FleetSummary?) -> String {
        guard let hit = gitApp(path, fleet) else { return Markdown.fileLink(path: path, base: base, text: text) }
        guard let url = hostURL(hit.app, hit.inner, line: nil) else { return Markdown.code(text ?? path) }
        return "[\(Markdown.text(text ?? path))](\(url))"
    }

    /// The git app whose files `path` names (`Notes@origin/main:App/Row.swift`), and the path inside it.
    static func gitApp(_ path: String, _ fleet: FleetSummary?) -> (app: FleetSummary.App, inner: String)? {
        guard let app = fleet?.apps.first(where: { $0.ref != nil && path.hasPrefix($0.pathPrefix) }) else { return nil }
        return (app, String(path.dropFirst(app.pathPrefix.count)))
    }

    /// A git app's file on its host at the ref's commit, at `line` when given; nil when the
    /// app has no `url` (or no commit).
    static func hostURL(_ app: FleetSummary.App, _ inner: String, line: Int?) -> String? {
        guard let url = app.url, let commit = app.commit else { return nil }
        let host = url.hasSuffix("/") ? String(url.dropLast()) : url
        return "\(host)/blob/\(commit)/\(PercentEncoding.path(inner))" + (line.map { "#L\($0)" } ?? "")
    }

    /// For `review --json` in a kit repository (`fleet`): the apps, scanned or skipped,
    /// and each touched component's callers with their app; nil without a fleet.
    package static func reviewJSON(components: [String], result: ScanResult) -> JSONValue? {
        guard let fleet = result.fleet else { return nil }
        return .object([
            JSONMember("apps", json(fleet)),
            JSONMember("components", .array(Array(Set(components)).sorted().map { name in
                .object([
                    JSONMember("component", .string(name)),
                    JSONMember("callers", .array(reviewUses(of: name, in: result).map { use in
                        .object([
                            JSONMember("app", .optional(use.app)),
                            JSONMember("path", .string(use.path)),
                            JSONMember("line", .int(use.line)),
                            JSONMember("declaration", .optional(use.declaration)),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// A component's callers in the app code of every app (previews and tests are not callers).
    package static func reviewUses(of name: String, in result: ScanResult) -> [ComponentUse] {
        result.uses.filter { $0.component == name && !$0.preview && !$0.test }
    }
}

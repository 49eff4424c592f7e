import KitscanEngine
import KitscanSupport

/// What the reports of a fleet run add: the apps (with totals across them and the ones
/// skipped), each item's app, and links that open where each app's files are.
enum FleetReport {
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
        guard let app = fleet?.apps.first(where: { $0.ref != nil && path.hasPrefix($0.pathPrefix) }) else {
            return Markdown.lineLink(path: path, line: line, base: base, text: text)
        }
        let inner = String(path.dropFirst(app.pathPrefix.count))
        guard let url = app.url, let commit = app.commit else { return Markdown.code("\(path):\(line)") }
        let host = url.hasSuffix("/") ? String(url.dropLast()) : url
        let label = text ?? "\(app.name):\(inner.split(separator: "/").last.map(String.init) ?? inner):\(line)"
        return "[\(Markdown.text(label))](\(host)/blob/\(commit)/\(PercentEncoding.path(inner))#L\(line))"
    }

    /// A link to a file, as `lineLink` opens it.
    static func fileLink(path: String, base: String, fleet: FleetSummary?) -> String {
        guard let app = fleet?.apps.first(where: { $0.ref != nil && path.hasPrefix($0.pathPrefix) }) else {
            return Markdown.fileLink(path: path, base: base)
        }
        guard let url = app.url, let commit = app.commit else { return Markdown.code(path) }
        let inner = String(path.dropFirst(app.pathPrefix.count))
        let host = url.hasSuffix("/") ? String(url.dropLast()) : url
        return "[\(Markdown.text(path))](\(host)/blob/\(commit)/\(PercentEncoding.path(inner)))"
    }
}

import KitscanEngine
import KitscanSupport

/// The kit's origin and version at the top of the callers list: which release (or commit)
/// of a kit that lives apart from the app the callers were read against.
enum KitSourceHeader {
    /// `Kit: OmoKit 1.4.0, revision 3f2a9c1…, read from .build/checkouts/omokit/Sources.`, then
    /// each other package read with it (`Package: …`, a tokens package), one a line; "" when
    /// the kit lives in the app's folder and nothing is read from elsewhere.
    static func markdown(_ sources: [KitSource], linkBase: String) -> String {
        guard !sources.isEmpty else { return "" }
        let lines = sources.enumerated().map { index, source -> String in
            (index == 0 ? "Kit: " : "Package: ") + summary(source, code: Markdown.code, text: Markdown.text)
                + ", read from " + Markdown.fileLink(path: source.path, base: linkBase) + "."
        }
        return lines.joined(separator: "  \n") + "\n\n"
    }

    /// `` `OmoKit` 1.4.0, revision `3f2a9c1…` ``: its name, version and revision, each shown by
    /// `code` (names, revisions) or `text`; one wording for the callers list, adoption and the site.
    static func summary(_ source: KitSource, code: (String) -> String, text: (String) -> String) -> String {
        var line = code(source.name)
        line += source.version.map { " " + text($0) } ?? " (no pinned version)"
        if let revision = source.revision { line += ", revision " + code(revision) }
        return line
    }

    /// `{name, version, revision, path}`.
    static func json(_ source: KitSource) -> JSONValue {
        .object([
            JSONMember("name", .string(source.name)),
            JSONMember("version", .optional(source.version)),
            JSONMember("revision", .optional(source.revision)),
            JSONMember("path", .string(source.path)),
        ])
    }

    /// The JSON members for the callers list: `kit`, the (first) kit, and `kits`, every
    /// one, when the config names several; none when the kit lives in the app's folder.
    static func jsonMembers(_ sources: [KitSource]) -> [JSONMember] {
        guard let first = sources.first else { return [] }
        var members = [JSONMember("kit", json(first))]
        if sources.count > 1 { members.append(JSONMember("kits", .array(sources.map(json)))) }
        return members
    }
}

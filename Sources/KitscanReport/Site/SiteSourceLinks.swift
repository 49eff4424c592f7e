/// Where a link to a source line goes: the repository host at the scanned commit, or the
/// file relative to the site.
package struct SiteSourceLinks: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        /// Prepended to the root-relative path (`../` when the site is in `site/`).
        case relative(base: String)
        /// `{path}` and `{line}` filled in; `prefix` leads from the repository's top to the root.
        case template(String, prefix: String)
    }

    let form: Form

    /// Links relative to the site's folder: `base` leads from the site to the scanned root.
    package static func relative(base: String) -> SiteSourceLinks {
        SiteSourceLinks(form: .relative(base: base))
    }

    /// Links from a template such as `https://github.com/o/r/blob/SHA/{path}#L{line}`.
    /// `prefix` is the scanned root's folder inside the repository (`""` at its top).
    package static func template(_ template: String, prefix: String = "") -> SiteSourceLinks {
        SiteSourceLinks(form: .template(template, prefix: prefix))
    }

    /// GitHub's blob URL at `sha`: `SERVER/REPO/blob/SHA/{path}#L{line}`.
    package static func github(server: String, repository: String, sha: String, prefix: String = "") -> SiteSourceLinks {
        let server = server.hasSuffix("/") ? String(server.dropLast()) : server
        return template("\(server)/\(repository)/blob/\(sha)/{path}#L{line}", prefix: prefix)
    }

    /// True when links go to a host rather than to files beside the site.
    package var isHosted: Bool {
        if case .template = form { return true }
        return false
    }

    /// A link to `path` (root-relative) at `line`.
    func line(_ path: String, _ line: Int) -> String {
        switch form {
        case .relative(let base):
            return PercentEncoding.path(base + path) + "#L\(line)"
        case .template(let template, let prefix):
            return template.replacing("{path}", with: PercentEncoding.path(prefix + path))
                .replacing("{line}", with: String(line))
        }
    }

    /// A link to the whole file: the template without its line part (from the `#` before
    /// `{line}`, or `{line}` alone when no `#` precedes it).
    func file(_ path: String) -> String {
        switch form {
        case .relative(let base):
            return PercentEncoding.path(base + path)
        case .template(let template, let prefix):
            var t = template
            if let lineAt = t.range(of: "{line}") {
                if let hash = t[..<lineAt.lowerBound].lastIndex(of: "#") {
                    t = String(t[..<hash]) + String(t[lineAt.upperBound...])
                } else {
                    t.replaceSubrange(lineAt, with: "")
                }
            }
            return t.replacing("{path}", with: PercentEncoding.path(prefix + path))
        }
    }
}

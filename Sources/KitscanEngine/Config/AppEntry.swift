import KitscanSupport

/// One app that uses the kit, as a kit repository's `kitscan.json` lists it under `apps`:
/// a folder (`path`), or a repository read at `ref` without a checkout (`git`).
public struct AppEntry: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A folder, relative to the config's folder or absolute.
        case folder(String)
        /// A repository (bare or not), the revision to read, and the host's web address of
        /// the repository when links should open there.
        case git(repository: String, ref: String, url: String?)
    }

    public var name: String
    public var source: Source

    public init(name: String, source: Source) {
        self.name = name
        self.source = source
    }

    /// The keys an app entry accepts.
    public static let keys = ["git", "name", "path", "ref", "url"]

    /// Whether `name` can name an app: it names a cache file and is typed after `--app`.
    static func isUsableName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ConfigReader.isMarkerByte($0) || $0 == UInt8(ascii: ".") } && !name.hasPrefix(".")
    }
}

extension ConfigReader {
    /// `apps`: a list of `{ "name", "path" }` or `{ "name", "git", "ref"[, "url"] }`.
    mutating func readApps(_ node: JSONNode) -> [AppEntry] {
        let example = "[{ \"name\": \"Mail\", \"path\": \"../mail-ios\" }, "
            + "{ \"name\": \"Notes\", \"git\": \"../notes-ios.git\", \"ref\": \"origin/main\" }]"
        guard let items = check.elements(node, problem: "expected a list of apps", "Write e.g. \(example).") else { return [] }
        var apps: [AppEntry] = []
        var names: Set<String> = []
        for item in items {
            guard let members = check.members(item, "Write each app as in \(example).") else { continue }
            var fields: [String: String] = [:]
            for (key, value) in members {
                guard AppEntry.keys.contains(key) else {
                    check.unknownKey(key, in: item, known: AppEntry.keys)
                    continue
                }
                guard let text = try? String(json: value), !text.isEmpty else {
                    check.mistyped(value, expected: "a non-empty string", "Write it as text, e.g. \"name\": \"Mail\".")
                    continue
                }
                fields[key] = text
            }
            if let app = appEntry(fields, at: item) {
                if names.insert(app.name.lowercased()).inserted {
                    apps.append(app)
                } else {
                    check.report(item, "a second app named \(JSONValue.string(app.name))", "Give each app its own name.", at: "name")
                }
            }
        }
        return apps
    }

    private mutating func appEntry(_ fields: [String: String], at item: JSONNode) -> AppEntry? {
        guard let name = fields["name"] else {
            check.report(item, "the app has no name", "Add \"name\": the name reports show and --app takes, e.g. \"Mail\".")
            return nil
        }
        guard AppEntry.isUsableName(name) else {
            check.report(item, "\(JSONValue.string(name)) is not a usable app name",
                         "Write one word of letters, digits, `.`, `-` or `_`, e.g. \"Mail\".", at: "name")
            return nil
        }
        switch (fields["path"], fields["git"]) {
        case (let path?, nil):
            for key in ["ref", "url"] where fields[key] != nil {
                check.report(item, "`\(key)` belongs to a git app",
                             "Remove it, or read the app from a repository with \"git\" and \"ref\".", at: key)
                return nil
            }
            return AppEntry(name: name, source: .folder(path))
        case (nil, let repository?):
            guard let ref = fields["ref"] else {
                check.report(item, "the git app \(JSONValue.string(name)) has no ref", "Add the revision to read, e.g. \"ref\": \"origin/main\".")
                return nil
            }
            return AppEntry(name: name, source: .git(repository: repository, ref: ref, url: fields["url"]))
        case (.some, .some):
            check.report(item, "the app \(JSONValue.string(name)) has both a path and a git repository",
                         "Keep \"path\" for a folder, or \"git\" and \"ref\" for a repository read without a checkout.")
            return nil
        case (nil, nil):
            check.report(item, "the app \(JSONValue.string(name)) says neither where its folder is nor its repository",
                         "Add \"path\": \"../mail-ios\", or \"git\": \"../notes-ios.git\" with \"ref\": \"origin/main\".")
            return nil
        }
    }
}

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
    mutating func readApps(_ value: JSONValue) -> [AppEntry] {
        let example = "[{ \"name\": \"Mail\", \"path\": \"../mail-ios\" }, "
            + "{ \"name\": \"Notes\", \"git\": \"../notes-ios.git\", \"ref\": \"origin/main\" }]"
        guard case .array(let items) = value else {
            report("apps", "expected a list of apps, found \(ConfigReader.found(value))", "Write e.g. \(example).")
            return []
        }
        var apps: [AppEntry] = []
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let at = "apps[\(index)]"
            guard let members = item.objectValue else {
                report(at, "expected an object, found \(ConfigReader.found(item))", "Write each app as in \(example).")
                continue
            }
            var fields: [String: String] = [:]
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                guard AppEntry.keys.contains(key) else {
                    unknownKey(key, path: at + "." + key, known: AppEntry.keys)
                    continue
                }
                guard case .string(let text) = value, !text.isEmpty else {
                    report(at + "." + key, "expected a non-empty string, found \(ConfigReader.found(value))",
                           "Write it as text, e.g. \"name\": \"Mail\".")
                    continue
                }
                fields[key] = text
            }
            if let app = appEntry(fields, at: at) {
                if names.insert(app.name.lowercased()).inserted {
                    apps.append(app)
                } else {
                    report(at + ".name", "a second app named \(JSONValue.string(app.name))", "Give each app its own name.")
                }
            }
        }
        return apps
    }

    private mutating func appEntry(_ fields: [String: String], at: String) -> AppEntry? {
        guard let name = fields["name"] else {
            report(at, "the app has no name", "Add \"name\": the name reports show and --app takes, e.g. \"Mail\".")
            return nil
        }
        guard AppEntry.isUsableName(name) else {
            report(at + ".name", "\(JSONValue.string(name)) is not a usable app name",
                   "Write one word of letters, digits, `.`, `-` or `_`, e.g. \"Mail\".")
            return nil
        }
        switch (fields["path"], fields["git"]) {
        case (let path?, nil):
            for key in ["ref", "url"] where fields[key] != nil {
                report(at + "." + key, "`\(key)` belongs to a git app", "Remove it, or read the app from a repository with \"git\" and \"ref\".")
                return nil
            }
            return AppEntry(name: name, source: .folder(path))
        case (nil, let repository?):
            guard let ref = fields["ref"] else {
                report(at, "the git app \(JSONValue.string(name)) has no ref", "Add the revision to read, e.g. \"ref\": \"origin/main\".")
                return nil
            }
            return AppEntry(name: name, source: .git(repository: repository, ref: ref, url: fields["url"]))
        case (.some, .some):
            report(at, "the app \(JSONValue.string(name)) has both a path and a git repository",
                   "Keep \"path\" for a folder, or \"git\" and \"ref\" for a repository read without a checkout.")
            return nil
        case (nil, nil):
            report(at, "the app \(JSONValue.string(name)) says neither where its folder is nor its repository",
                   "Add \"path\": \"../mail-ios\", or \"git\": \"../notes-ios.git\" with \"ref\": \"origin/main\".")
            return nil
        }
    }
}

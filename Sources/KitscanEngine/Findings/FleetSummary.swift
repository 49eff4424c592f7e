/// The apps a fleet run covered (a kit repository's `apps`), in the order reports list them:
/// each one's source, and why it was skipped when `--keep-going` let the run go on without it.
public struct FleetSummary: Sendable, Equatable {
    public struct App: Sendable, Equatable {
        public var name: String
        /// A folder app's folder (from the kit's folder) or a git app's repository.
        public var location: String
        /// A git app's ref and the commit it named; nil for a folder app.
        public var ref: String?
        public var commit: String?
        /// A git app's web address, for links at `commit`.
        public var url: String?
        /// Why the app is not in the totals; nil when it was scanned.
        public var skipped: String?
        /// Files scanned in it.
        public var files: Int

        public init(name: String, location: String, ref: String? = nil, commit: String? = nil, url: String? = nil,
                    skipped: String? = nil, files: Int = 0) {
            self.name = name
            self.location = location
            self.ref = ref
            self.commit = commit
            self.url = url
            self.skipped = skipped
            self.files = files
        }

        /// How text names the app's files: `Notes@origin/main:` for a git app; a folder app's
        /// paths are plain paths from the kit's folder (`../mail-ios/`).
        public var pathPrefix: String {
            ref.map { "\(name)@\($0):" } ?? (location == "." ? "" : location + "/")
        }
    }

    public var apps: [App]

    public init(apps: [App]) {
        self.apps = apps
    }

    public var scanned: [App] { apps.filter { $0.skipped == nil } }
    public var skipped: [App] { apps.filter { $0.skipped != nil } }

    public func app(named name: String?) -> App? {
        name.flatMap { name in apps.first { $0.name == name } }
    }
}

import KitscanFiles

extension FileSelection {
    /// The files a config scans: its include and exclude globs.
    package init(config: Config) {
        self.init(include: config.include.map { Glob($0) }, exclude: config.exclude.map { Glob($0) })
    }
}

extension FileWalker {
    /// A walker for the config's root with its include and exclude globs.
    package init(root: String, config: Config) {
        self.init(root: root, include: config.include.map { Glob($0) }, exclude: config.exclude.map { Glob($0) })
    }
}

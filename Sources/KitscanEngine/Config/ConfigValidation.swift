import KitscanFiles
import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every known rule id, with the names and types of the parameters its matcher reads.
package typealias RuleCatalogSpec = [String: [String: ParameterType]]

extension Config {
    /// Unknown rule ids, unknown rule parameters and parameters of the wrong type. `"*"`
    /// accepts only the keys every rule has (`enabled`, `severity`, `paths`, `exempt`).
    package func validateRules(catalog: RuleCatalogSpec) -> [ConfigError] {
        var errors: [ConfigError] = []
        let knownIds = catalog.keys.sorted()
        for id in rules.keys.sorted() {
            let rule = rules[id]!
            let base = "rules." + id
            if id == "*" {
                for key in rule.parameters.keys.sorted() {
                    errors.append(error(base + "." + key, "`*` accepts only \(RuleOverride.genericKeys.joined(separator: ", "))",
                                        Suggestion.hint(for: key, among: RuleOverride.genericKeys)
                                        + "Set a rule's own parameters under its id, e.g. \"rules\": { \"small-font\": { \"min\": 12 } }."))
                }
                continue
            }
            guard let parameters = catalog[id] else {
                errors.append(error(base, "unknown rule id `\(id)`",
                                    Suggestion.hint(for: id, among: knownIds)
                                    + "Known rules: \(knownIds.joined(separator: ", ")); run `kitscan rules` to list them."))
                continue
            }
            let known = (RuleOverride.genericKeys + parameters.keys).sorted()
            for key in rule.parameters.keys.sorted() {
                let value = rule.parameters[key]!
                let path = base + "." + key
                guard let type = parameters[key] else {
                    errors.append(error(path, "unknown parameter `\(key)` for rule `\(id)`",
                                        Suggestion.hint(for: key, among: known)
                                        + "`\(id)` accepts: \(known.joined(separator: ", "))."))
                    continue
                }
                if !type.accepts(value) {
                    errors.append(error(path, "expected \(type.expectation), found \(JSONChecker.shown(value))", type.advice))
                }
            }
        }
        return errors
    }

    /// Every glob the user wrote that matches nothing: `include`, `kit.paths`, `kit.tokens`
    /// and `rules.*.paths`/`exempt` against the scanned `files` (an `include` glob may also
    /// match what the walk left out, `WalkResult.excluded`). `exclude` globs are never
    /// reported: excluding what is not there is harmless. `skipReason` tells why the walk
    /// never enters a folder (hidden, git-ignored, excluded), so that a glob under one says so.
    package func unmatchedGlobs(files: [String], excluded: [String] = [],
                                skipReason: (String) -> String? = { _ in nil }) -> [ConfigError] {
        var errors: [ConfigError] = []
        let excludedFiles = excluded.filter { !$0.hasSuffix("/") }
        let excludedFolders = excluded.filter { $0.hasSuffix("/") }.map { String($0.dropLast()) }

        func matchesFile(_ glob: Glob) -> Bool {
            files.contains { glob.matches($0) }
        }
        func check(_ globs: [String], _ key: String, _ matched: (Glob) -> Bool) {
            for (index, text) in globs.enumerated() where !matched(Glob(text)) {
                if let (folder, reason) = skippedFolder(text, skipReason) {
                    let fix = key.hasPrefix("kit.")
                        ? "Name the folder without wildcards (a kit path or token home the config names is read even there)."
                        : "Hidden, git-ignored and excluded folders are never scanned; point the glob elsewhere or remove it."
                    errors.append(error("\(key)[\(index)]", "the glob \(JSONValue.string(text)) matches no file: the folder "
                                        + "\(folder) exists, but it is \(reason), and such folders are never walked", fix))
                    continue
                }
                errors.append(error("\(key)[\(index)]", "the glob \(JSONValue.string(text)) matches no file",
                                    "Fix or remove it. Globs are relative to the config's folder; `**` matches any "
                                    + "depth, `*` any part of one name (e.g. \"App/**/*.swift\")."))
            }
        }

        // The default include was not written by the user: nothing to point at.
        check(include == Config.defaultInclude ? [] : include, "include") { glob in
            matchesFile(glob) || excludedFiles.contains { glob.matches($0) }
                || excludedFolders.contains { glob.canMatch(below: $0) }
        }
        // An `exclude` glob that matches nothing is fine: a shared config names folders
        // (`**/Generated/**`) that a checkout may not have.
        // A kit outside the folder is never among the app's files; its existence is checked
        // by `missingPaths`.
        check(kit.paths.filter { !kit.isApart($0) }, "kit.paths", matchesFile)
        check(kit.tokens.filter { !kit.isApart($0) }, "kit.tokens", matchesFile)
        check(catalog.paths, "catalog.paths", matchesFile)
        for id in rules.keys.sorted() {
            let rule = rules[id]!
            check(rule.paths ?? [], "rules.\(id).paths", matchesFile)
            check(rule.exempt ?? [], "rules.\(id).exempt", matchesFile)
        }
        return errors
    }

    /// The deepest folder of a glob's fixed part (before its first wildcard) that the walk
    /// skips, with why; nil when the walk enters them all.
    private func skippedFolder(_ glob: String, _ skipReason: (String) -> String?) -> (String, String)? {
        let parts = glob.split(separator: "/")
        var fixed = Array(parts.prefix { !$0.contains(where: { "*?[".contains($0) }) })
        // Without wildcards the last part may be a file: its folder is what the walk skips.
        if fixed.count == parts.count { fixed = Array(fixed.dropLast()) }
        let folder = fixed.joined(separator: "/")
        guard !folder.isEmpty, !KitConfig.isOutside(folder), let reason = skipReason(folder) else { return nil }
        return (folder, reason)
    }

    /// Paths that must exist under `root` (the config's folder) and do not: `kit.paths`
    /// and `kit.tokens` entries without wildcards, `debtList` (unless `debtListMayBeMissing`),
    /// `rulePaths`.
    package func missingPaths(root: String, debtListMayBeMissing: Bool = false) -> [ConfigError] {
        var errors: [ConfigError] = []
        let base = root.hasSuffix("/") ? root : root + "/"
        func check(_ paths: [String], _ key: String, what: String) {
            for (index, path) in paths.enumerated() where !Glob(path).hasWildcard {
                if KitConfig.isOutside(path) {
                    let resolved = KitConfig.absolute(path, root: root)
                    if !FileSystem.exists(resolved) {
                        errors.append(error("\(key)[\(index)]", "\(JSONValue.string(path)) (\(resolved)) does not exist",
                                            "Check out the kit there, or write where it is: relative to \(root), or absolute."))
                    }
                } else if !FileSystem.exists(base + path) {
                    errors.append(error("\(key)[\(index)]", "\(JSONValue.string(path)) does not exist",
                                        "Write the path of an existing \(what), relative to \(root)."))
                }
            }
        }
        check(kit.paths, "kit.paths", what: "folder or file")
        check(kit.tokens, "kit.tokens", what: "folder or file")
        check(catalog.paths, "catalog.paths", what: "folder or file")
        check(rulePaths, "rulePaths", what: "folder or rule file")
        if let debtList, !debtListMayBeMissing, !FileSystem.isRegularFile(base + debtList) {
            errors.append(error("debtList", "\(JSONValue.string(debtList)) does not exist",
                                "Run `kitscan debt-list` to write it with the views that draw outside the kit today; "
                                + "or write the path of the Markdown debt list, relative to \(root), or remove the key."))
        }
        return errors
    }

    func error(_ keyPath: String, _ problem: String, _ fix: String) -> ConfigError {
        ConfigError(file: file ?? "kitscan.json", keyPath: keyPath, line: keyLines[keyPath], problem: problem, fix: fix)
    }
}

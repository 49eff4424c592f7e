import KitscanSupport

/// The values a config holds, each read and checked where it is met: strings, relative
/// paths and globs, package and folder names. A value that is wrong is reported (and read as
/// nothing), so every problem of the file is said at once.
extension ConfigReader {
    mutating func string(_ value: JSONValue, _ path: String, example: String) -> String? {
        if let text = value.stringValue { return text }
        report(path, "expected a string, found \(ConfigReader.found(value))", "Write a string in double quotes, e.g. \(example).")
        return nil
    }

    /// A relative file path (no wildcards expected, but the same rules as globs).
    mutating func path(_ value: JSONValue, _ path: String, example: String) -> String? {
        guard let text = string(value, path, example: "\"\(example)\"") else { return nil }
        return checkRelative(text, path, example: example) ? text : nil
    }

    mutating func stringList(_ value: JSONValue, _ path: String, example: String) -> [String]? {
        guard let items = value.arrayValue else {
            if case .string(let single) = value {
                report(path, "expected a list, found \(ConfigReader.found(value))",
                       "Put it in a list: [\(JSONValue.string(single))].")
            } else {
                report(path, "expected a list of strings, found \(ConfigReader.found(value))", "Write a list, e.g. \(example).")
            }
            return nil
        }
        var result: [String] = []
        var valid = true
        for (index, item) in items.enumerated() {
            if let text = item.stringValue {
                result.append(text)
            } else {
                valid = false
                report("\(path)[\(index)]", "expected a string, found \(ConfigReader.found(item))",
                       "Write each entry in double quotes, e.g. \(example).")
            }
        }
        return valid ? result : nil
    }

    mutating func globs(_ value: JSONValue, _ path: String) -> [String]? {
        guard let list = stringList(value, path, example: "[\"App/**/*.swift\"]") else { return nil }
        var valid = true
        for (index, glob) in list.enumerated() where !checkRelative(glob, "\(path)[\(index)]", example: "App/**") {
            valid = false
        }
        return valid ? list : nil
    }

    /// The kit's globs: like every glob, except that a kit may live outside the config's
    /// folder (its own package beside the app). Such a path is a plain folder or file: it is
    /// walked on its own, never matched against the app's files.
    mutating func kitGlobs(_ value: JSONValue, _ path: String) -> [String]? {
        guard let list = stringList(value, path, example: "[\"OmoKit/Sources\"]") else { return nil }
        var valid = true
        for (index, glob) in list.enumerated() {
            let key = "\(path)[\(index)]"
            if KitConfig.isOutside(glob) {
                if glob.contains(where: { "*?[".contains($0) }) {
                    valid = false
                    report(key, "\(JSONValue.string(glob)) is outside the config's folder and has a wildcard",
                           "Name the kit's folder itself, e.g. \"../OmoKit/Sources\".")
                }
            } else if !checkRelative(glob, key, example: "OmoKit/Sources") {
                valid = false
            }
        }
        return valid ? list : nil
    }

    /// SwiftPM package identities (`OmoKit`, `omo-kit`).
    mutating func packageNames(_ value: JSONValue, _ path: String) -> [String]? {
        guard let list = stringList(value, path, example: "[\"OmoKit\"]") else { return nil }
        var valid = true
        for (index, name) in list.enumerated()
        where name.isEmpty || name.contains(where: { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }) {
            valid = false
            report("\(path)[\(index)]", "\(JSONValue.string(name)) is not a package name",
                   "Write the package's name as Package.resolved lists it, e.g. \"OmoKit\".")
        }
        return valid ? list : nil
    }

    /// A folder that may lie outside the config's folder (relative to it, or absolute).
    mutating func folder(_ value: JSONValue, _ path: String, example: String) -> String? {
        guard let text = string(value, path, example: "\"\(example)\"") else { return nil }
        if text.isEmpty || text.contains(where: { "*?[".contains($0) }) {
            report(path, text.isEmpty ? "the path is empty" : "\(JSONValue.string(text)) has a wildcard",
                   "Write the folder itself, relative to the config's folder or absolute, e.g. \"\(example)\".")
            return nil
        }
        return text
    }

    /// Swift names (`KitRow`, `Theme.Font`).
    mutating func names(_ value: JSONValue, _ path: String, example: String) -> [String]? {
        guard let list = stringList(value, path, example: example) else { return nil }
        var valid = true
        for (index, name) in list.enumerated() {
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
            if bare.isEmpty || parts.contains(where: { !ConfigReader.isIdentifier($0) }) {
                valid = false
                report("\(path)[\(index)]", "\(JSONValue.string(name)) is not a Swift name",
                       "Write a type, module or function name as in the source, e.g. \(example).")
            }
        }
        return valid ? list : nil
    }

    /// Globs and paths are relative to the config's folder and stay inside it.
    mutating func checkRelative(_ text: String, _ path: String, example: String) -> Bool {
        if text.isEmpty {
            report(path, "the path is empty", "Remove it, or write a path relative to the config's folder, e.g. \"\(example)\".")
            return false
        }
        if text.hasPrefix("/") || text.hasPrefix("~") {
            report(path, "\(JSONValue.string(text)) is not relative to the config's folder",
                   "Write it relative to the folder that holds the config, e.g. \"\(example)\".")
            return false
        }
        if text.split(separator: "/").contains("..") {
            report(path, "\(JSONValue.string(text)) leaves the config's folder",
                   "Only files under the config's folder are scanned; move the config up to a folder that holds them all.")
            return false
        }
        if text.contains("\\") && !text.contains("/") && text.contains(where: { $0.isLetter }) && text.split(separator: "\\").count > 1
            && !text.contains("\\*") && !text.contains("\\?") && !text.contains("\\[") {
            report(path, "\(JSONValue.string(text)) uses `\\` between folders",
                   "Write POSIX paths with `/`, e.g. \"\(text.replacingBackslashes())\".")
            return false
        }
        return true
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        String(map { $0 == "\\" ? "/" : $0 })
    }
}

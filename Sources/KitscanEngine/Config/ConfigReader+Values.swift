import KitscanSupport

/// The values a config holds, each read and checked where it is met: strings, relative
/// paths and globs, package and folder names. A value that is wrong is reported (and read as
/// nothing), so every problem of the file is said at once.
extension ConfigReader {
    mutating func string(_ node: JSONNode, example: String) -> String? {
        check.read(node, expected: "a string", "Write a string in double quotes, e.g. \(example).")
    }

    /// A relative file path (no wildcards expected, but the same rules as globs).
    mutating func path(_ node: JSONNode, example: String) -> String? {
        guard let text = string(node, example: "\"\(example)\"") else { return nil }
        return checkRelative(text, node, example: example) ? text : nil
    }

    /// Each string of the list `node`, with its node; nil when one of them is no string
    /// (each such is reported).
    mutating func stringList(_ node: JSONNode, example: String) -> [(node: JSONNode, text: String)]? {
        let single = try? String(json: node)
        guard let items = check.elements(node, problem: single == nil ? "expected a list of strings" : "expected a list",
                                         single.map { "Put it in a list: [\(JSONValue.string($0))]." } ?? "Write a list, e.g. \(example).") else {
            return nil
        }
        var result: [(node: JSONNode, text: String)] = []
        var valid = true
        for item in items {
            if let text = check.read(item, as: String.self, expected: "a string", "Write each entry in double quotes, e.g. \(example).") {
                result.append((item, text))
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// Each string of the list `node` that passes `isValid` (which reports what is wrong); nil
    /// when one does not.
    private mutating func checkedList(_ node: JSONNode, example: String,
                                      _ isValid: (inout ConfigReader, JSONNode, String) -> Bool) -> [String]? {
        guard let list = stringList(node, example: example) else { return nil }
        var valid = true
        for (item, text) in list where !isValid(&self, item, text) { valid = false }
        return valid ? list.map(\.text) : nil
    }

    mutating func globs(_ node: JSONNode) -> [String]? {
        checkedList(node, example: "[\"App/**/*.swift\"]") { reader, item, glob in
            reader.checkRelative(glob, item, example: "App/**")
        }
    }

    /// The kit's globs: like every glob, except that a kit may live outside the config's
    /// folder (its own package beside the app). Such a path is a plain folder or file: it is
    /// walked on its own, never matched against the app's files.
    mutating func kitGlobs(_ node: JSONNode) -> [String]? {
        checkedList(node, example: "[\"OmoKit/Sources\"]") { reader, item, glob in
            guard KitConfig.isOutside(glob) else { return reader.checkRelative(glob, item, example: "OmoKit/Sources") }
            guard glob.contains(where: { "*?[".contains($0) }) else { return true }
            reader.check.report(item, "\(JSONValue.string(glob)) is outside the config's folder and has a wildcard",
                                "Name the kit's folder itself, e.g. \"../OmoKit/Sources\".")
            return false
        }
    }

    /// SwiftPM package identities (`OmoKit`, `omo-kit`).
    mutating func packageNames(_ node: JSONNode) -> [String]? {
        checkedList(node, example: "[\"OmoKit\"]") { reader, item, name in
            guard name.isEmpty || name.contains(where: { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else { return true }
            reader.check.report(item, "\(JSONValue.string(name)) is not a package name",
                                "Write the package's name as Package.resolved lists it, e.g. \"OmoKit\".")
            return false
        }
    }

    /// A folder that may lie outside the config's folder (relative to it, or absolute).
    mutating func folder(_ node: JSONNode, example: String) -> String? {
        guard let text = string(node, example: "\"\(example)\"") else { return nil }
        if text.isEmpty || text.contains(where: { "*?[".contains($0) }) {
            check.report(node, text.isEmpty ? "the path is empty" : "\(JSONValue.string(text)) has a wildcard",
                         "Write the folder itself, relative to the config's folder or absolute, e.g. \"\(example)\".")
            return nil
        }
        return text
    }

    /// Swift names (`KitRow`, `Theme.Font`).
    mutating func names(_ node: JSONNode, example: String) -> [String]? {
        checkedList(node, example: example) { reader, item, name in
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
            guard bare.isEmpty || parts.contains(where: { !ConfigReader.isIdentifier($0) }) else { return true }
            reader.check.report(item, "\(JSONValue.string(name)) is not a Swift name",
                                "Write a type, module or function name as in the source, e.g. \(example).")
            return false
        }
    }

    /// Globs and paths are relative to the config's folder and stay inside it.
    mutating func checkRelative(_ text: String, _ node: JSONNode, example: String) -> Bool {
        if text.isEmpty {
            check.report(node, "the path is empty", "Remove it, or write a path relative to the config's folder, e.g. \"\(example)\".")
            return false
        }
        if text.hasPrefix("/") || text.hasPrefix("~") {
            check.report(node, "\(JSONValue.string(text)) is not relative to the config's folder",
                         "Write it relative to the folder that holds the config, e.g. \"\(example)\".")
            return false
        }
        if text.split(separator: "/").contains("..") {
            check.report(node, "\(JSONValue.string(text)) leaves the config's folder",
                         "Only files under the config's folder are scanned; move the config up to a folder that holds them all.")
            return false
        }
        if text.contains("\\") && !text.contains("/") && text.contains(where: { $0.isLetter }) && text.split(separator: "\\").count > 1
            && !text.contains("\\*") && !text.contains("\\?") && !text.contains("\\[") {
            check.report(node, "\(JSONValue.string(text)) uses `\\` between folders",
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

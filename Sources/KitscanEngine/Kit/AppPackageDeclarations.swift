import Foundation
import KitscanSupport

/// The local packages an app project declares outside any `Package.swift`: XcodeGen's
/// `project.yml` (`packages:` entries with `path:`) and an Xcode project's
/// `XCLocalSwiftPackageReference` (`relativePath`). Read by hand (no YAML or plist
/// library): only the few lines that say where a local package is and whether a target
/// uses it.
public struct AppPackageDeclaration: Sendable, Equatable {
    /// The package's folder, relative to the project's root.
    public var folder: String
    /// The file that declares it (`project.yml`, `App.xcodeproj`).
    public var declaredIn: String
    /// Whether a target of the app depends on one of its products.
    public var used: Bool

    public init(folder: String, declaredIn: String, used: Bool) {
        self.folder = folder
        self.declaredIn = declaredIn
        self.used = used
    }
}

public enum AppPackageDeclarations {
    /// Every declaration under `root` (project files at most `depth` folders down), by folder
    /// and then declaring file.
    public static func read(root: String, depth: Int = 2) -> [AppPackageDeclaration] {
        var yamls: [(path: String, text: String)] = []
        var found: [AppPackageDeclaration] = []
        var pending: [(String, Int)] = [("", 0)]
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "checkouts"]
        while let (relative, level) = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if name.hasSuffix(".xcodeproj"), let text = text(root + "/" + path + "/project.pbxproj") {
                    found += xcodeProject(text, projectFolder: relative).map {
                        AppPackageDeclaration(folder: $0.folder, declaredIn: path, used: $0.used)
                    }
                } else if name.hasSuffix(".yml") || name.hasSuffix(".yaml"), let text = text(root + "/" + path) {
                    yamls.append((path, text))
                } else if level < depth, FileSystem.isDirectory(root + "/" + path) {
                    pending.append((path, level + 1))
                }
            }
        }
        // XcodeGen targets name a package by its key (`- package: Kit`), often in an included file.
        let usedNames = Set(yamls.flatMap { packageDependencies($0.text) })
        for (path, text) in yamls {
            let folder = (path as NSString).deletingLastPathComponent
            for (name, packagePath) in xcodeGenPackages(text) {
                let joined = PackageGraph.normalized(folder.isEmpty ? packagePath : folder + "/" + packagePath)
                found.append(AppPackageDeclaration(folder: joined, declaredIn: path, used: usedNames.contains(name)))
            }
        }
        return found.sorted { ($0.folder, $0.declaredIn) < ($1.folder, $1.declaredIn) }
    }

    private static func text(_ path: String) -> String? {
        (try? FileBytes.read(path: path)).map { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: - XcodeGen

    /// The `packages:` entries of a `project.yml` that have a `path:`, as (key, path):
    /// block style (`Kit:` then `  path: Kit` deeper) or flow style (`Kit: { path: Kit }`).
    static func xcodeGenPackages(_ text: String) -> [(name: String, path: String)] {
        var result: [(String, String)] = []
        var inPackages = false
        var entryIndent = -1
        var entry: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = withoutComment(String(raw))
            let content = line.drop { $0 == " " || $0 == "\t" }
            guard !content.isEmpty else { continue }
            let indent = line.count - content.count
            if indent == 0 {
                inPackages = content.hasPrefix("packages:")
                entryIndent = -1
                entry = nil
                continue
            }
            guard inPackages, let (key, value) = keyValue(content) else { continue }
            if entryIndent < 0 { entryIndent = indent }
            if indent == entryIndent {
                entry = key
                // Flow style: `Kit: { path: Kit, … }`.
                if value.hasPrefix("{"), let path = flowValue(value, key: "path") { result.append((key, path)) }
            } else if indent > entryIndent, key == "path", let entry, !value.isEmpty {
                result.append((entry, value))
            }
        }
        return result
    }

    /// The package keys that targets depend on: `- package: Kit` (in any file).
    static func packageDependencies(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw in
            var content = Substring(withoutComment(String(raw))).drop { $0 == " " || $0 == "\t" }
            if content.hasPrefix("- ") { content = content.dropFirst(2).drop { $0 == " " } }
            guard let (key, value) = keyValue(content), key == "package", !value.isEmpty else { return nil }
            return value
        }
    }

    /// `key: value` with quotes taken off both; nil for a line that is no mapping entry.
    static func keyValue(_ content: Substring) -> (String, String)? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let key = unquoted(content[..<colon])
        let value = unquoted(content[content.index(after: colon)...])
        guard !key.isEmpty, !key.hasPrefix("-") else { return nil }
        return (key, value)
    }

    /// The value of `key` in a flow mapping `{ path: Kit, minorVersion: 1.0 }`.
    static func flowValue(_ text: String, key: String) -> String? {
        let inner = text.drop { $0 == "{" }.prefix { $0 != "}" }
        for part in inner.split(separator: ",") {
            if let (k, v) = keyValue(part.drop { $0 == " " }), k == key { return v }
        }
        return nil
    }

    /// A line without its `# comment` (a `#` at the start or after a space, outside quotes).
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, c) in line.enumerated() {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#" && (previous == " " || previous == "\t") {
                return String(line.prefix(offset))
            }
            previous = c
        }
        return line
    }

    private static func unquoted(_ text: Substring) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }

    // MARK: - Xcode project

    /// The `XCLocalSwiftPackageReference` objects of a `project.pbxproj`: each one's
    /// `relativePath` (relative to the folder holding the `.xcodeproj`) and whether a
    /// product dependency points at it (`package = <id> …;`).
    static func xcodeProject(_ text: String, projectFolder: String) -> [(folder: String, used: Bool)] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var references: [(id: String, path: String)] = []
        var packageLinks: Set<String> = []
        var objectID: String?
        var isLocal = false
        var path: String?
        for line in lines {
            if line.hasSuffix("= {") {
                objectID = line.split(separator: " ").first.map(String.init)
                isLocal = false
                path = nil
            } else if line == "};" {
                if isLocal, let objectID, let path { references.append((objectID, path)) }
                objectID = nil
            } else if line.hasPrefix("isa = ") {
                isLocal = line == "isa = XCLocalSwiftPackageReference;"
            } else if line.hasPrefix("relativePath = "), line.hasSuffix(";") {
                path = unquoted(line.dropFirst("relativePath = ".count).dropLast())
            } else if line.hasPrefix("package = ") {
                if let id = line.dropFirst("package = ".count).split(separator: " ").first {
                    packageLinks.insert(String(id.hasSuffix(";") ? id.dropLast() : id))
                }
            }
        }
        return references.map { reference in
            let joined = projectFolder.isEmpty ? reference.path : projectFolder + "/" + reference.path
            return (PackageGraph.normalized(joined), packageLinks.contains(reference.id))
        }
    }
}

import Foundation
import KitscanLexer
import KitscanSupport

/// The targets of the `Package.swift` manifests in a project, read by a light reader (the
/// manifest's tokens, never the manifest run): each target's name, folder and the targets it
/// depends on. Enough to know which module a file belongs to and which modules depend on
/// it, so that `fix.addImports` never adds an import that would make a cycle, and
/// `kitscan init` can tell the package other packages use for views from a feature package.
public struct PackageGraph: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// The package's folder, relative to the project's root ("" for the root).
        public var package: String
        /// The target's source folder, relative to the project's root.
        public var folder: String
        /// The targets it depends on, by name (products resolved to their targets).
        public var dependencies: [String]
    }

    /// Each manifest's package, by its folder (relative to the root).
    public struct Package: Sendable, Equatable {
        public var name: String?
        public var folder: String
        public var targets: [Target]
        /// The local packages it depends on (`.package(path:)`), as folders relative to the root.
        public var localDependencies: [String]
    }

    public var packages: [Package] = []

    public init(packages: [Package] = []) {
        self.packages = packages
    }

    public var targets: [Target] { packages.flatMap(\.targets) }

    /// The manifests at `root` and in its folders (at most `depth` down; hidden folders and
    /// build output skipped).
    public static func read(root: String, depth: Int = 4) -> PackageGraph {
        var graph = PackageGraph()
        var pending: [(String, Int)] = [("", 0)]
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "checkouts"]
        while let (relative, level) = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            if let bytes = try? FileBytes.read(path: folder + "/Package.swift") {
                graph.packages.append(manifest(bytes, folder: relative))
            }
            guard level < depth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                var isFolder: ObjCBool = false
                let path = relative.isEmpty ? name : relative + "/" + name
                if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append((path, level + 1))
                }
            }
        }
        graph.packages.sort { $0.folder < $1.folder }
        return graph
    }

    /// The target whose folder holds `path` (relative to the root), or nil.
    public func target(of path: String) -> Target? {
        targets.filter { path.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }
    }

    /// Whether `module` is `target` or depends on it, directly or through other targets.
    public func module(_ module: String, reaches target: String) -> Bool {
        var byName: [String: [String]] = [:]
        for t in targets { byName[t.name, default: []] += t.dependencies }
        var seen: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            if next == target { return true }
            guard seen.insert(next).inserted else { continue }
            pending += byName[next] ?? []
        }
        return false
    }

    /// How many targets of other packages depend on a target of the package in `folder`.
    public func dependents(ofPackageIn folder: String) -> Int {
        guard let package = packages.first(where: { $0.folder == folder }) else { return 0 }
        let names = Set(package.targets.map(\.name))
        return packages.filter { $0.folder != folder }.reduce(0) { count, other in
            count + other.targets.filter { !Set($0.dependencies).isDisjoint(with: names) }.count
        }
    }

    // MARK: - The light reader

    /// Reads one manifest: `Package(name:)`, `.package(path:)`, the products, and each
    /// `.target`/`.executableTarget`/`.testTarget`/`.macro` with its `name`, `path` and
    /// `dependencies` (strings, `.target(name:)`, `.product(name:…)`, `.byName(name:)`).
    static func manifest(_ bytes: [UInt8], folder: String) -> Package {
        let file = Lexer.lex(bytes)
        let tokens = file.tokens
        var package = Package(name: nil, folder: folder, targets: [], localDependencies: [])
        var products: [String: [String]] = [:]
        let join = { (path: String) in folder.isEmpty ? path : folder + "/" + path }
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let name = file.text(token)
            let call = i + 1 < tokens.count && tokens[i + 1].kind == .leftParen
            let member = i > 0 && tokens[i - 1].kind == .period
            guard token.kind == .identifier, call else { i += 1; continue }
            let arguments = Self.arguments(file, from: i + 1)
            switch (member, name) {
            case (false, "Package"):
                package.name = arguments.first { $0.label == "name" }?.string
            case (true, "package"):
                if let path = arguments.first(where: { $0.label == "path" })?.string {
                    package.localDependencies.append(normalized(join(path)))
                }
            case (true, "library"), (true, "executable"):
                if let product = arguments.first(where: { $0.label == "name" })?.string {
                    products[product] = arguments.first { $0.label == "targets" }?.strings ?? []
                }
            case (true, "target"), (true, "executableTarget"), (true, "testTarget"), (true, "macro"):
                // A `.target(name:)` in a dependency list is never reached: the whole target is skipped.
                guard let target = arguments.first(where: { $0.label == "name" })?.string else { break }
                let path = arguments.first { $0.label == "path" }?.string
                let base = name == "testTarget" ? "Tests/" : "Sources/"
                let dependencies = arguments.first { $0.label == "dependencies" }?.strings ?? []
                package.targets.append(Target(name: target, package: folder, folder: normalized(join(path ?? base + target)),
                                              dependencies: dependencies))
                i = arguments.last?.end ?? i + 1
                continue
            default:
                break
            }
            i += 1
        }
        // A product named as a dependency stands for its targets.
        for index in package.targets.indices {
            package.targets[index].dependencies = package.targets[index].dependencies.flatMap { products[$0] ?? [$0] }
        }
        return package
    }

    struct Argument {
        var label: String?
        /// The one string literal the argument is, if it is one.
        var string: String?
        /// The string literals of a list argument, and the `name:` of each call in it.
        var strings: [String]
        /// The token after the argument.
        var end: Int
    }

    /// The top-level arguments of the call whose `(` is at `open`.
    static func arguments(_ file: LexedFile, from open: Int) -> [Argument] {
        let tokens = file.tokens
        var result: [Argument] = []
        var k = open + 1
        var depth = 0
        var current = Argument(label: nil, string: nil, strings: [], end: k)
        var literals: [String] = []
        var argumentStart = k
        func literal(_ at: Int) -> (String, Int)? {
            guard tokens[at].kind == .stringOpen else { return nil }
            var text = ""
            var j = at + 1
            while j < tokens.count, tokens[j].kind == .stringSegment { text += file.text(tokens[j]); j += 1 }
            guard j < tokens.count, tokens[j].kind == .stringClose else { return nil }
            return (text, j + 1)
        }
        while k < tokens.count {
            let kind = tokens[k].kind
            if depth == 0 && (kind == .rightParen || kind == .comma) {
                current.strings = literals
                current.end = k + 1
                if literals.count == 1, let (only, after) = literal(argumentStart), after == k { current.string = only }
                result.append(current)
                if kind == .rightParen { return result }
                current = Argument(label: nil, string: nil, strings: [], end: k + 1)
                literals = []
                k += 1
                argumentStart = k
                continue
            }
            if depth == 0, k == argumentStart, kind == .identifier, k + 1 < tokens.count, tokens[k + 1].kind == .colon {
                current.label = file.text(tokens[k])
                k += 2
                argumentStart = k
                continue
            }
            switch kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            // In a list, `.product(name: "X", …)` counts as "X", a string as itself; other
            // labelled strings (`package:`, `condition:`) do not.
            if let (text, after) = literal(k) {
                let label = k >= 2 && tokens[k - 1].kind == .colon ? file.text(tokens[k - 2]) : nil
                if depth == 0 || label == nil || label == "name" { literals.append(text) }
                k = after
                continue
            }
            k += 1
        }
        return result
    }

    /// `a/./b/../c` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}

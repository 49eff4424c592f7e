import Foundation
import KitscanReport
import KitscanSupport

/// The `kitscan.json` that `kitscan init` writes, with the kit guessed from folder names.
///
/// A kit is a folder whose name ends in `Kit` holding Swift files (`OmoKit`); its `Sources`
/// folder, when it has one, is the kit path. Token homes are `Foundations` or `Tokens`
/// folders inside a kit path. Only existing paths are written, so the config validates.
struct StarterConfig: Sendable, Equatable {
    var kitPaths: [String] = []
    var modules: [String] = []
    var tokens: [String] = []

    /// Folders skipped while guessing: build output and dependencies.
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// Guesses the kit under `root` (looking at most `depth` folders down).
    static func guess(root: String, depth: Int = 4) -> StarterConfig {
        var config = StarterConfig()
        var pending: [(String, Int)] = [("", 0)]
        while let (relative, level) = pending.popLast() {
            for name in folders(in: root, relative) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if name.hasSuffix("Kit") && name.count > 3 && containsSwift(root + "/" + path) {
                    let kitPath = isFolder(root + "/" + path + "/Sources") ? path + "/Sources" : path
                    config.kitPaths.append(kitPath)
                    config.modules.append(name)
                    config.tokens += tokenHomes(root: root, under: kitPath)
                } else if level + 1 < depth {
                    pending.append((path, level + 1))
                }
            }
        }
        config.kitPaths.sort()
        config.modules = Array(Set(config.modules)).sorted()
        config.tokens.sort()
        return config
    }

    /// The config file's text: deterministic, two-space JSON.
    func json(baseline: String) -> String {
        var members: [JSONMember] = []
        if !kitPaths.isEmpty {
            var kit: [JSONMember] = [JSONMember("paths", .array(kitPaths.map(JSONOutput.string))),
                                     JSONMember("modules", .array(modules.map(JSONOutput.string)))]
            if !tokens.isEmpty { kit.append(JSONMember("tokens", .array(tokens.map(JSONOutput.string)))) }
            members.append(JSONMember("kit", .object(kit)))
        }
        members.append(JSONMember("exceptionMarker", .string("kitscan-allow")))
        members.append(JSONMember("baseline", .string(baseline)))
        return JSONWriter().write(.object(members))
    }

    private static func tokenHomes(root: String, under kitPath: String) -> [String] {
        var found: [String] = []
        var pending = [kitPath]
        while let folder = pending.popLast() {
            for name in folders(in: root, folder) {
                let path = folder + "/" + name
                if name == "Foundations" || name == "Tokens" { found.append(path) } else { pending.append(path) }
            }
        }
        return found
    }

    private static func folders(in root: String, _ relative: String) -> [String] {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
        return names.filter { !$0.hasPrefix(".") && !skipped.contains($0) && isFolder(absolute + "/" + $0) }.sorted()
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func containsSwift(_ folder: String) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return false }
        while let next = walker.nextObject() as? String {
            if next.hasSuffix(".swift") { return true }
        }
        return false
    }
}

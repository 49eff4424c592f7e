import Foundation
import KitscanSupport

/// The `kitscan.json` that `kitscan init` writes, with the kit guessed (see `guess(root:depth:)`).
///
/// The kit's `Sources` folder, when it has one, is the kit path, and the module names are its
/// targets (the folders in `Sources`) or the folder's own name. Token homes are `Foundations`
/// or `Tokens` folders inside a kit path, else the files that declare its tokens. Only
/// existing paths are written, so the config validates; the debt list is written beside it
/// (`debtListPath`) when there is none.
package struct StarterConfig: Sendable, Equatable {
    package var kitPaths: [String] = []
    package var modules: [String] = []
    package var tokens: [String] = []
    /// The debt list the config names.
    package var debtList = StarterConfig.debtListPath
    /// Why each kit-named folder was taken for the kit or not, one line each.
    package var reasons: [String] = []

    package static let debtListPath = "docs/design-system-debt.md"

    /// Whether a folder's name says it holds a design-system kit.
    static func isKitName(_ name: String) -> Bool {
        (name.hasSuffix("Kit") && name.count > 3) || (name.hasSuffix("UI") && name.count > 2)
            || name.hasSuffix("DesignSystem")
    }

    /// Folders skipped while guessing: build output and dependencies.
    static let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The config file's text: deterministic, two-space JSON.
    package func json(baseline: String) -> String {
        var members: [JSONMember] = []
        if !kitPaths.isEmpty {
            var kit: [JSONMember] = [JSONMember("paths", .array(kitPaths.map(JSONValue.string))),
                                     JSONMember("modules", .array(modules.map(JSONValue.string)))]
            if !tokens.isEmpty { kit.append(JSONMember("tokens", .array(tokens.map(JSONValue.string)))) }
            members.append(JSONMember("kit", .object(kit)))
        }
        members.append(JSONMember("debtList", .string(debtList)))
        members.append(JSONMember("exceptionMarker", .string("kitscan-allow")))
        members.append(JSONMember("baseline", .string(baseline)))
        return JSONWriter().write(.object(members))
    }

    /// The debt list `init` writes when there is none: what it is for, and the views that
    /// draw outside the kit today (`views`: name and path), so only new ones are findings.
    package static func debtListText(views: [(name: String, path: String)], foundBy command: String = "kitscan init") -> String {
        var out = "# Design-system debt\n\n"
        out += "The views and styles drawn outside the kit: each is to move into the kit, or to be rebuilt from\n"
        out += "kit components. kitscan reads this file (`debtList` in kitscan.json): a name written in backticks\n"
        out += "is on the list, and `kitscan scan` reports a view that draws outside the kit and is not named here\n"
        out += "(rule `unlisted-view`). Add a line for each, with what is to be done.\n\n"
        if views.isEmpty {
            out += "No view draws outside the kit yet.\n"
        } else {
            out += "Found by `\(command)`:\n\n"
            for view in views { out += "- `\(view.name)` (\(view.path))\n" }
        }
        return out
    }

    static func tokenHomes(root: String, under kitPath: String) -> [String] {
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

    static func folders(in root: String, _ relative: String) -> [String] {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
        return names.filter { !$0.hasPrefix(".") && !skipped.contains($0) && isFolder(absolute + "/" + $0) }.sorted()
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func containsSwift(_ folder: String) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return false }
        while let next = walker.nextObject() as? String {
            if next.hasSuffix(".swift") { return true }
        }
        return false
    }
}

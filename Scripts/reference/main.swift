import Foundation
import SwiftParser
import SwiftSyntax

// kitscan-reference: the rules' definitions and the callers list read a second time, on
// Apple's parser (swift-syntax, as the toolchain ships it for macros), to check kitscan's
// hand-written lexer, parser and matchers against it. Never part of kitscan; built and run
// by Scripts/ci/reference.sh, which compares the two.
//
//   kitscan-reference rules DIR                   every finding of the default rules
//   kitscan-reference callers DIR KIT [MODULE…]   the components under DIR/KIT, and every use of them
//   kitscan-reference tokens DIR KIT [HOME…]      adoption's token references: the tokens of the
//                                                 HOME files and folders, used outside KIT, HOMEs and tests
//   kitscan-reference catalog DIR KIT CATALOG [MODULE…]
//                                                 rule catalog-missing-case: app callers (not under KIT or
//                                                 CATALOG, not in a test or a preview) whose configuration
//                                                 no use under CATALOG has
//   kitscan-reference adoption DIR KIT[,HOME…] [MODULE…]
//                                                 adoption's replaced controls, and its raw controls and
//                                                 uses of the app's own drawing types outside KIT, HOMEs and tests

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["rules", "callers", "tokens", "adoption", "catalog"].contains(arguments[1]), arguments[1] == "rules" || arguments.count >= 4,
      arguments[1] != "catalog" || arguments.count >= 5 else {
    FileHandle.standardError.write(Data(("usage: kitscan-reference rules DIR | callers DIR KIT [MODULE…] | tokens DIR KIT [HOME…] | "
        + "adoption DIR KIT[,HOME…] [MODULE…] | catalog DIR KIT CATALOG [MODULE…]\n").utf8))
    exit(2)
}
let root = arguments[2]
guard let walker = FileManager.default.enumerator(atPath: root) else {
    FileHandle.standardError.write(Data("kitscan-reference: no folder \(root)\n".utf8))
    exit(2)
}
let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
let trees = paths.compactMap { path -> (String, SourceFileSyntax)? in
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
    return (path, Parser.parse(source: String(decoding: data, as: UTF8.self)))
}

var lines: [String] = []
if arguments[1] == "adoption" {
    // Adoption's replaced controls, raw controls and app-type uses: the drawing types declared
    // outside the kit's folders (the first argument, its folders apart with commas: the kit and
    // its token homes) and tests, private ones too, each used in those files outside previews.
    let kitFolders = arguments[3].split(separator: ",").map { $0.hasSuffix("/") ? String($0) : $0 + "/" }
    let isTest = { (path: String) in path.split(separator: "/").contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift") }
    let isApp = { (path: String) in
        !kitFolders.contains { path.hasPrefix($0) || path + "/" == $0 } && !isTest(path) && !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }
    let kit = KitReference()
    let app = KitReference(appTypes: true)
    for (path, tree) in trees {
        kit.inKit = kitFolders.contains { path.hasPrefix($0) }
        kit.walk(tree)
        app.inKit = isApp(path)
        app.walk(tree)
    }
    let components = kit.components
    let replaced = ReplacedReference(kit: kit, components: components)
    for (path, tree) in trees where kitFolders.contains(where: { path.hasPrefix($0) }) { replaced.walk(tree) }
    lines += replaced.lines.map { "replaced " + $0 }
    let controls = Set(replaced.lines.map { String($0.split(separator: " ")[0]) })
    // What a kit use reaches when applied: a modifier every control, a style those it styles; nil for any other use.
    func reaches(_ component: String) -> Set<String>?? {
        if kit.modifiers[component] != nil { return .some(nil) }
        let names = kit.conformances[component]?.names ?? []
        if kit.conforms(names, toAnyOf: ReplacedReference.viewProtocols) { return nil }
        if kit.conforms(names, toAnyOf: ["ViewModifier"]) { return .some(nil) }
        let styles = KitReference.drawingProtocols.subtracting(ReplacedReference.viewProtocols).subtracting(KitReference.contentProtocols)
        guard kit.conforms(names, toAnyOf: styles) else { return nil }
        return .some(Set(names.flatMap { ReplacedReference.styled[$0] ?? [] }))
    }
    let types = app.components.subtracting(components.union(kit.aliases.keys))
    let modules = Set(arguments.dropFirst(4))
    for (path, tree) in trees where isApp(path) {
        let callers = CallerReference(tree, path: path, kit: app, components: types, modules: modules, skipsPreviews: true)
        callers.walk(tree)
        lines += callers.places
        let kitUses = CallerReference(tree, path: path, kit: kit, components: components, modules: modules, skipsPreviews: true)
        kitUses.walk(tree)
        let applied = kitUses.tokens.compactMap { use in reaches(use.component).map { (use.token, $0) } }
        let raw = RawControlReference(tree, path: path, controls: controls, uses: applied)
        raw.walk(tree)
        lines += raw.lines
    }
} else if arguments[1] == "tokens" {
    func under(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
    let kitFolder = arguments[3]
    let homeFolders = Array(arguments.dropFirst(4))
    let homes = TokenHomeReference()
    for (path, tree) in trees where homeFolders.contains(where: { under(path, $0) }) { homes.walk(tree) }
    // A test: in a `Tests` or `…Tests` folder, or a `…Tests.swift` file.
    let isTest = { (path: String) in path.split(separator: "/").contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift") }
    // kitscan walks no hidden folder (`.build/checkouts/…`).
    let isHidden = { (path: String) in path.split(separator: "/").contains { $0.hasPrefix(".") } }
    for (path, tree) in trees where !under(path, kitFolder) && !homeFolders.contains(where: { under(path, $0) }) && !isTest(path)
        && !isHidden(path) {
        let uses = TokenUseReference(tree, path: path, homes: homes)
        uses.walk(tree)
        lines += uses.uses
    }
} else if arguments[1] == "catalog" {
    let folder = { (argument: String) in argument.hasSuffix("/") ? argument : argument + "/" }
    let (kitFolder, catalogFolder) = (folder(arguments[3]), folder(arguments[4]))
    let isTest = { (path: String) in path.split(separator: "/").contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift") }
    let kit = KitReference()
    kit.modules = Set(arguments.dropFirst(5))
    for (path, tree) in trees {
        kit.inKit = path.hasPrefix(kitFolder)
        kit.walk(tree)
    }
    var cases: Set<String> = []
    var callers: [(place: String, configuration: String)] = []
    for (path, tree) in trees {
        let uses = CallerReference(tree, path: path, kit: kit, components: kit.components, modules: kit.modules)
        uses.walk(tree)
        if path.hasPrefix(catalogFolder) {
            cases.formUnion(uses.configurations.map(\.configuration))
        } else if !path.hasPrefix(kitFolder) && !isTest(path) {
            callers += uses.configurations.filter { !$0.preview }.map { ($0.place, $0.configuration) }
        }
    }
    lines += callers.filter { !cases.contains($0.configuration) }.map { $0.place + " catalog-missing-case" }
} else if arguments[1] == "rules" {
    // The app's own declarations (device helpers, animation functions), from every file first.
    let app = AppReference(trees.map(\.1))
    for (path, tree) in trees { lines += RuleReference.findings(in: tree, path: path, app: app) }
} else {
    let kitFolder = arguments[3].hasSuffix("/") ? arguments[3] : arguments[3] + "/"
    let kit = KitReference()
    kit.modules = Set(arguments.dropFirst(4))
    for (path, tree) in trees {
        kit.inKit = path.hasPrefix(kitFolder)
        kit.walk(tree)
    }
    let components = kit.components
    // Every component, used or not: the types by path, the modifiers by name.
    lines += components.map { "component " + $0 } + kit.modifiers.keys.map { "component " + $0 }
    let modules = Set(arguments.dropFirst(4))
    for (path, tree) in trees {
        let callers = CallerReference(tree, path: path, kit: kit, components: components, modules: modules)
        callers.walk(tree)
        lines += callers.uses
    }
}
if !lines.isEmpty { print(lines.sorted().joined(separator: "\n")) }

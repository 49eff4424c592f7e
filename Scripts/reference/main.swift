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

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["rules", "callers"].contains(arguments[1]), arguments[1] == "rules" || arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: kitscan-reference rules DIR | callers DIR KIT [MODULE…]\n".utf8))
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
if arguments[1] == "rules" {
    // The app's own declarations (device helpers, animation functions), from every file first.
    let app = AppReference(trees.map(\.1))
    for (path, tree) in trees { lines += RuleReference.findings(in: tree, path: path, app: app) }
} else {
    let kitFolder = arguments[3].hasSuffix("/") ? arguments[3] : arguments[3] + "/"
    let kit = KitReference()
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
print(lines.sorted().joined(separator: "\n"))

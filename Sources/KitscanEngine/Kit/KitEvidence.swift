import KitscanFiles
import KitscanLexer
import KitscanParser
import KitscanSupport

/// What a candidate kit folder declares, for `kitscan init` to rank it: its components (read
/// as a kit's are) and its tokens — static members added to the types a colour, font or
/// length is written with (`extension Color { static let accent … }`,
/// `extension ShapeStyle where Self == Color`), or declared by a type named for tokens
/// (`enum Spacing`, `KitColors`).
package struct KitEvidence: Sendable, Equatable {
    package var components = 0
    package var tokens = 0
    /// The files that declare tokens, relative to the root, sorted.
    package var tokenFiles: [String] = []

    package init(components: Int = 0, tokens: Int = 0, tokenFiles: [String] = []) {
        self.components = components
        self.tokens = tokens
        self.tokenFiles = tokenFiles
    }

    static let tokenHosts: Set<String> = ["Color", "ShapeStyle", "Font", "UIColor", "UIFont", "NSColor", "NSFont", "CGFloat"]
    static let tokenTypeSuffixes = ["Colors", "Colours", "Tokens", "Fonts", "Spacing", "Spacings", "Metrics", "Typography", "Palette"]

    /// Reads the Swift files under `folders` (relative to `root`). In a package (`publicOnly`)
    /// a token is `public` or `open` (itself or its extension): the app sees no other.
    package static func read(root: String, folders: [String], publicOnly: Bool = false) -> KitEvidence {
        let files = folders.flatMap { folder in
            FileWalker(root: root + "/" + folder).walk().files.map { folder + "/" + $0 }
        }.sorted()
        let trees = Parallel.map(files, progress: nil) { path -> (path: String, tree: SyntaxTree)? in
            guard let bytes = try? FileBytes.read(path: root + "/" + path) else { return nil }
            return (path, Parser.parse(Lexer.lex(bytes)))
        }.compactMap { $0 }
        var kit = KitIndex()
        KitDiscovery.addComponents(from: trees, to: &kit)
        var evidence = KitEvidence(components: kit.components.count)
        for (path, tree) in trees {
            let count = tokens(in: tree, publicOnly: publicOnly)
            guard count > 0 else { continue }
            evidence.tokens += count
            evidence.tokenFiles.append(path)
        }
        return evidence
    }

    /// The token declarations of one file (visible static properties of a token host or type).
    static func tokens(in tree: SyntaxTree, publicOnly: Bool = false) -> Int {
        var count = 0
        for (index, decl) in tree.declarations.enumerated() where decl.kind == .variable || decl.kind == .constant {
            guard decl.parent >= 0, decl.modifiers.contains("static"), KitDiscovery.isVisible(tree, index) else { continue }
            let owner = tree.declarations[Int(decl.parent)]
            let name = String(owner.name.split(separator: ".").last ?? "")
            let host = owner.kind == .extension && tokenHosts.contains(name)
            let named = owner.kind != .extension && tokenTypeSuffixes.contains { name.hasSuffix($0) }
            let open = { (d: Declaration) in d.modifiers.contains("public") || d.modifiers.contains("open") }
            if (host || named) && (!publicOnly || open(decl) || open(owner)) { count += 1 }
        }
        return count
    }
}

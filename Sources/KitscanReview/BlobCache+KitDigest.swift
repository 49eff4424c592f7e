import KitscanEngine
import KitscanSupport

extension BlobCache {
    /// What a file's scan depends on in the kit: its components (not their lines: editing a
    /// component's body changes no other file's scan), aliases, style members and tokens.
    package static func digest(_ kit: KitIndex) -> String {
        var parts: [[UInt8]] = []
        for c in kit.components {
            var text = "\(c.name)|\(c.kind.rawValue)|\(c.path)|\(c.parameters.joined(separator: ","))"
            for s in c.signatures {
                // Every field of the signature (its printed form lists them in declaration order).
                text += "|" + String(describing: s)
            }
            parts.append(Array(text.utf8))
        }
        for name in kit.aliases.keys.sorted() { parts.append(Array("alias \(name)=\(kit.aliases[name]!)".utf8)) }
        // Which of the app's types draw (`unlisted-view`, adoption's app types).
        for name in kit.drawingProtocols.keys.sorted() { parts.append(Array("drawing \(name)=\(kit.drawingProtocols[name]!.rawValue)".utf8)) }
        for name in kit.modules.sorted() { parts.append(Array("module \(name)".utf8)) }
        for type in kit.factories.keys.sorted() {
            parts.append(Array(("factories \(type) " + kit.factories[type]!.sorted().joined(separator: ",")).utf8))
        }
        for name in kit.styleMembers.keys.sorted() {
            let byProtocol = kit.styleMembers[name]!
            for proto in byProtocol.keys.sorted() { parts.append(Array("style \(name) \(proto)=\(byProtocol[proto]!)".utf8)) }
        }
        for value in kit.colourTokens.keys.sorted() { parts.append(Array("colour \(value)=\(kit.colourTokens[value]!)".utf8)) }
        for value in kit.numberTokens.keys.sorted() { parts.append(Array("number \(value)=\(kit.numberTokens[value]!)".utf8)) }
        // With `kit-copy`: an app file's candidates label what the kit's shapes do not.
        if !kit.copies.isEmpty { parts.append(Array("labelled \(kit.copies.labelledFeatures)".utf8)) }
        // The app's device helpers and animation functions: declared in one file, read in every other.
        for line in kit.app.lines { parts.append(Array("app \(line)".utf8)) }
        // What the kit deprecates: findings in files the kit change leaves alone.
        for line in kit.deprecations.lines { parts.append(Array("deprecated \(line)".utf8)) }
        // The catalog's cases: adding one clears its app callers' `catalog-missing-case`.
        if let cases = kit.catalogCases { parts.append(Array(("catalog " + cases.sorted().joined(separator: "\n")).utf8)) }
        return CacheDigest.of(parts)
    }
}

import KitscanParser

extension KitDiscovery {
    /// What a file declares that every file's scan needs, read before any is scanned and
    /// kept per blob: its typealiases as (name, target), and its protocols that inherit
    /// something as (name, `:A&B`) — a target no type has, so no alias reads it as one
    /// (`protocols` reads them back).
    package static func declaredNames(in tree: SyntaxTree) -> [(String, String)] {
        var names = typealiases(in: tree)
        for decl in tree.declarations where decl.kind == .protocol && decl.nameToken >= 0 {
            // A simple name: the cache writes pairs `name=target` apart with commas.
            let inherited = decl.inherited.map(DrawingTypes.protocolName).filter { !$0.contains(where: { ",=&: ".contains($0) }) }
            if !inherited.isEmpty { names.append((SwiftName.unticked(decl.name), ":" + inherited.joined(separator: "&"))) }
        }
        return names
    }

    /// The protocols among `declaredNames` -> what each inherits.
    package static func protocols(_ names: [(String, String)]) -> [String: [String]] {
        var protocols: [String: [String]] = [:]
        for (name, target) in names where target.hasPrefix(":") && protocols[name] == nil {
            protocols[name] = target.dropFirst().split(separator: "&").map(String.init)
        }
        return protocols
    }

    /// Whether the bytes contain `typealias` or `protocol` at all: most files don't, and
    /// need no parse.
    package static func mentionsDeclaredNames(_ bytes: [UInt8]) -> Bool {
        mentions("typealias", bytes) || mentions("protocol", bytes)
    }

    private static func mentions(_ text: String, _ bytes: [UInt8]) -> Bool {
        let word = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i + word.count <= b.count {
                if b[i] == word[0] {
                    var k = 1
                    while k < word.count && b[i + k] == word[k] { k += 1 }
                    if k == word.count { return true }
                }
                i += 1
            }
            return false
        }
    }
}

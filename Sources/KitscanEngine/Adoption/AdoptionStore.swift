import KitscanSupport

/// A file version (workspace path and blob) whose adoption is counted at some revision.
package struct AdoptionVersion: Hashable, Sendable, Comparable {
    package var path: String
    package var blob: String

    package init(path: String, blob: String) {
        self.path = path
        self.blob = blob
    }

    package static func < (a: AdoptionVersion, b: AdoptionVersion) -> Bool { (a.path, a.blob) < (b.path, b.blob) }
}

/// The drawing types one file version declares, as the counts need them (no lines: a type's
/// place does not change another file's counts).
package struct AdoptionDeclared: Sendable, Equatable {
    package var types: [String: Component.Kind] = [:]
    package var styleMembers: [String: [String: String]] = [:]
    package var staticMembers: [String: [String]] = [:]
    /// Typealiases by name -> target, whatever the target (another version may declare it).
    package var aliases: [String: String] = [:]

    package init() {}

    package init(_ index: KitIndex) {
        for (name, component) in index.types { types[name] = component.kind }
        styleMembers = index.styleMembers
        for (type, members) in index.staticMembers { staticMembers[type] = members.sorted() }
        aliases = index.aliases
    }

    package func index(modules: Set<String>) -> KitIndex {
        var index = KitIndex()
        index.modules = modules
        for (name, kind) in types { index.types[name] = Component(name: name, kind: kind, path: "", line: 0, parameters: []) }
        index.styleMembers = styleMembers
        for (type, members) in staticMembers { index.staticMembers[type] = Set(members) }
        index.aliases = aliases
        return index
    }

    /// What a version's counts depend on in the app types they were made against.
    package static func digest(_ index: KitIndex) -> String {
        var parts: [[UInt8]] = []
        for name in index.types.keys.sorted() { parts.append(Array("\(name)|\(index.types[name]!.kind.rawValue)".utf8)) }
        for member in index.styleMembers.keys.sorted() {
            for (proto, style) in index.styleMembers[member]!.sorted(by: { $0.key < $1.key }) {
                parts.append(Array("style \(member) \(proto) \(style)".utf8))
            }
        }
        for type in index.staticMembers.keys.sorted() {
            parts.append(Array(("static \(type) " + index.staticMembers[type]!.sorted().joined(separator: ",")).utf8))
        }
        for name in index.aliases.keys.sorted() { parts.append(Array("alias \(name)=\(index.aliases[name]!)".utf8)) }
        return CacheDigest.of(parts)
    }
}

/// Where adoption keeps what it learnt of each file version between runs: the one blob
/// cache (its adoption entries), so that a warm history reads no blob.
package protocol AdoptionStore {
    func declared(_ version: AdoptionVersion) -> AdoptionDeclared?
    mutating func store(_ declared: AdoptionDeclared, for version: AdoptionVersion)
    /// The version's counts made against the app types whose digest is `appTypes`; nil otherwise.
    func facts(_ version: AdoptionVersion, appTypes: String) -> AdoptionFile?
    mutating func store(_ facts: AdoptionFile, for version: AdoptionVersion, appTypes: String)
}

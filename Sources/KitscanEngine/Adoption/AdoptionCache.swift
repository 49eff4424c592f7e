import Foundation
import KitscanSupport

/// What adoption's history keeps of each file version in `.kitscan-cache/adoption.json`
/// (beside the blob cache, and as safe to delete): the drawing types it declares, and its
/// counts against the app types of the run. A warm run reads no blob.
package struct AdoptionCache: Sendable {
    package static let fileName = "adoption.json"

    package struct Key: Hashable, Sendable {
        package var path: String
        package var blob: String

        package init(path: String, blob: String) {
            self.path = path
            self.blob = blob
        }
    }

    /// The drawing types one version declares, as the counts need them.
    package struct Declared: Sendable, Equatable {
        package var types: [String: Component.Kind] = [:]
        package var styleMembers: [String: [String: String]] = [:]
        package var staticMembers: [String: [String]] = [:]

        package init(_ index: KitIndex) {
            for (name, component) in index.types { types[name] = component.kind }
            styleMembers = index.styleMembers
            for (type, members) in index.staticMembers { staticMembers[type] = members.sorted() }
        }

        init() {}

        package func index(modules: Set<String>) -> KitIndex {
            var index = KitIndex()
            index.modules = modules
            for (name, kind) in types { index.types[name] = Component(name: name, kind: kind, path: "", line: 0, parameters: []) }
            index.styleMembers = styleMembers
            for (type, members) in staticMembers { index.staticMembers[type] = Set(members) }
            return index
        }
    }

    /// The tool, config, rules and kit the entries were made with.
    let context: String
    /// The app types the counts were made against.
    private(set) var union = ""
    package var declared: [Key: Declared] = [:]
    package var facts: [Key: AdoptionFile] = [:]

    package init(context: String) {
        self.context = context
    }

    /// Keeps the counts only when they were made against these app types.
    mutating func use(unionDigest: String) {
        if union != unionDigest { facts = [:] }
        union = unionDigest
    }

    static func digest(_ index: KitIndex) -> String {
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
        return CacheDigest.of(parts)
    }

    // MARK: - The file

    /// The cache in `root`'s cache folder when it was made with `context`, else an empty one.
    package static func load(root: String, context: String) -> AdoptionCache {
        var cache = AdoptionCache(context: context)
        guard let bytes = try? FileBytes.read(path: CacheFolder.path(root: root) + "/" + fileName),
              let value = try? JSONParser.parse(bytes), let object = value.objectValue,
              object["context"]?.stringValue == context else { return cache }
        cache.union = object["union"]?.stringValue ?? ""
        for entry in object["declared"]?.arrayValue ?? [] {
            guard let e = entry.objectValue, let key = key(e) else { continue }
            var declared = Declared()
            for (name, kind) in e["types"]?.objectValue ?? [:] {
                if let kind = kind.stringValue.flatMap(Component.Kind.init(rawValue:)) { declared.types[name] = kind }
            }
            for (member, byProtocol) in e["styleMembers"]?.objectValue ?? [:] {
                declared.styleMembers[member] = (byProtocol.objectValue ?? [:]).compactMapValues(\.stringValue)
            }
            for (type, members) in e["staticMembers"]?.objectValue ?? [:] {
                declared.staticMembers[type] = (members.arrayValue ?? []).compactMap(\.stringValue)
            }
            cache.declared[key] = declared
        }
        for entry in object["facts"]?.arrayValue ?? [] {
            guard let e = entry.objectValue, let key = key(e) else { continue }
            var file = AdoptionFile(path: key.path, counted: e["counted"]?.boolValue ?? false)
            file.kitUses = hits(e["kitUses"])
            file.appTypeUses = hits(e["appTypeUses"])
            file.rawControls = hits(e["rawControls"])
            file.tokens = hits(e["tokens"])
            file.rawValues = hits(e["rawValues"])
            cache.facts[key] = file
        }
        return cache
    }

    package func write(root: String) throws(AtomicFileError) {
        try CacheFolder.prepare(root: root)
        let order = { (a: Key, b: Key) in (a.path, a.blob) < (b.path, b.blob) }
        let declaredEntries: [JSONValue] = declared.keys.sorted(by: order).map { key in
            let d = declared[key]!
            return .object([
                JSONMember("path", .string(key.path)), JSONMember("blob", .string(key.blob)),
                JSONMember("types", .object(d.types.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value.rawValue)) })),
                JSONMember("styleMembers", .object(d.styleMembers.sorted { $0.key < $1.key }.map { member, byProtocol in
                    JSONMember(member, .object(byProtocol.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) }))
                })),
                JSONMember("staticMembers", .object(d.staticMembers.sorted { $0.key < $1.key }.map {
                    JSONMember($0.key, .array($0.value.map(JSONValue.string)))
                })),
            ])
        }
        let factEntries: [JSONValue] = facts.keys.sorted(by: order).map { key in
            let f = facts[key]!
            return .object([
                JSONMember("path", .string(key.path)), JSONMember("blob", .string(key.blob)), JSONMember("counted", .bool(f.counted)),
                JSONMember("kitUses", Self.value(f.kitUses)), JSONMember("appTypeUses", Self.value(f.appTypeUses)),
                JSONMember("rawControls", Self.value(f.rawControls)), JSONMember("tokens", Self.value(f.tokens)),
                JSONMember("rawValues", Self.value(f.rawValues)),
            ])
        }
        let document = JSONValue.object([
            JSONMember("version", .int(1)), JSONMember("context", .string(context)), JSONMember("union", .string(union)),
            JSONMember("declared", .array(declaredEntries)), JSONMember("facts", .array(factEntries)),
        ])
        try AtomicFile.write(Data(JSONWriter(indent: nil).write(document).utf8), to: CacheFolder.path(root: root) + "/" + Self.fileName)
    }

    private static func key(_ entry: [String: JSONValue]) -> Key? {
        guard let path = entry["path"]?.stringValue, let blob = entry["blob"]?.stringValue else { return nil }
        return Key(path: path, blob: blob)
    }

    private static func value(_ hits: [AdoptionHit]) -> JSONValue {
        .array(hits.map { hit in
            var items: [JSONValue] = [.string(hit.name), .int(hit.line)]
            if let rule = hit.rule { items.append(.string(rule)) }
            return .array(items)
        })
    }

    private static func hits(_ value: JSONValue?) -> [AdoptionHit] {
        (value?.arrayValue ?? []).compactMap { item in
            guard let parts = item.arrayValue, parts.count >= 2, let name = parts[0].stringValue, let line = parts[1].integerValue else { return nil }
            return AdoptionHit(name: name, line: line, rule: parts.count > 2 ? parts[2].stringValue : nil)
        }
    }
}

import KitscanEngine
import KitscanSupport

/// Adoption's entries of the one blob cache, as JSON values (arrays in a fixed order, as
/// `ScanCoding` writes a scan). Reading is strict: a value of the wrong kind makes the entry
/// a miss (nil), and the version is counted again. The order is the cache's format. The
/// declared names are objects keyed by name; a file's facts are positional records, read
/// field by field as `ScanCoding` reads a scan's (both through `JSONNode`).
package enum AdoptionCoding {
    package static func json(_ d: AdoptionDeclared) -> [UInt8] {
        let value: JSONValue = .array([
            .object(d.types.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value.rawValue)) }),
            .object(d.styleMembers.sorted { $0.key < $1.key }.map { member, byProtocol in
                JSONMember(member, .object(byProtocol.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) }))
            }),
            .object(d.staticMembers.sorted { $0.key < $1.key }.map { JSONMember($0.key, .array($0.value.map(JSONValue.string))) }),
            .object(d.aliases.sorted { $0.key < $1.key }.map { JSONMember($0.key, .string($0.value)) }),
        ])
        return Array(JSONWriter(indent: nil).write(value).utf8)
    }

    /// Strict as every other read of kitscan's own JSON: a value of another shape anywhere
    /// makes the entry a miss.
    package static func declared(_ bytes: ArraySlice<UInt8>) -> AdoptionDeclared? {
        guard let value = try? JSONParser.parse(bytes) else { return nil }
        do throws(JSONShapeError) {
            let parts = try JSONNode(value).elements()
            guard parts.count == 4 else { return nil }
            var d = AdoptionDeclared()
            d.types = try parts[0].decode()
            d.styleMembers = try parts[1].decode()
            d.staticMembers = try parts[2].decode()
            d.aliases = try parts[3].decode()
            return d
        } catch {
            return nil
        }
    }

    /// `[counted, kit uses, app-type uses, raw controls, tokens, raw values, problem]`, each
    /// hit `[name, line]` or `[name, line, rule]`.
    package static func json(_ f: AdoptionFile) -> [UInt8] {
        let value: JSONValue = .array([
            .bool(f.counted), hits(f.kitUses), hits(f.appTypeUses), hits(f.rawControls), hits(f.tokens), hits(f.rawValues),
            .optional(f.problem),
        ])
        return Array(JSONWriter(indent: nil).write(value).utf8)
    }

    package static func facts(_ bytes: ArraySlice<UInt8>, path: String) -> AdoptionFile? {
        guard let value = try? JSONParser.parse(bytes) else { return nil }
        do throws(JSONShapeError) {
            var parts = try JSONNode(value).fields(7)
            var file = AdoptionFile(path: path, counted: try parts.next())
            file.kitUses = try parts.nextList(of: HitRecord.self)
            file.appTypeUses = try parts.nextList(of: HitRecord.self)
            file.rawControls = try parts.nextList(of: HitRecord.self)
            file.tokens = try parts.nextList(of: HitRecord.self)
            file.rawValues = try parts.nextList(of: HitRecord.self)
            file.problem = try parts.nextIfPresent()
            return file
        } catch {
            return nil
        }
    }

    private static func hits(_ list: [AdoptionHit]) -> JSONValue {
        .array(list.map { hit in
            var items: [JSONValue] = [.string(hit.name), .int(hit.line)]
            if let rule = hit.rule { items.append(.string(rule)) }
            return .array(items)
        })
    }
}

/// `[name, line]` or `[name, line, rule]`.
private struct HitRecord: CacheRecord {
    let value: AdoptionHit

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(2...3)
        let (name, line): (String, Int) = (try f.next(), try f.next())
        value = AdoptionHit(name: name, line: line, rule: f.count == 3 ? try f.next() : nil)
    }
}

/// Adoption's side of the one blob cache, for the file versions a `RevisionScanner` reads:
/// the entries' key is the scan's (blob, path, kit, debt), its kit digest joined with the
/// adoption kit's (replaced controls and tokens).
package struct AdoptionCacheEntries: AdoptionStore {
    package var cache: BlobCache
    let kit: String
    let debt: String

    package init(cache: BlobCache, reader: RevisionScanner, kit: AdoptionKit) {
        self.cache = cache
        self.kit = CacheDigest.of([Array(reader.kitDigest.utf8), Array(kit.digest.utf8)])
        debt = reader.debtDigest
    }

    private func key(_ version: AdoptionVersion) -> BlobCache.Key {
        BlobCache.Key(blob: version.blob, path: version.path, kit: kit, debt: debt)
    }

    package func declared(_ version: AdoptionVersion) -> AdoptionDeclared? {
        cache.declaredTypes[key(version).id].flatMap(AdoptionCoding.declared)
    }

    package mutating func store(_ declared: AdoptionDeclared, for version: AdoptionVersion) {
        cache.storeDeclaredTypes(AdoptionCoding.json(declared), for: key(version))
    }

    package func facts(_ version: AdoptionVersion, appTypes: String) -> AdoptionFile? {
        guard let stored = cache.adoptionFacts[key(version).id], stored.appTypes == appTypes else { return nil }
        return AdoptionCoding.facts(stored.json, path: version.path)
    }

    package mutating func store(_ facts: AdoptionFile, for version: AdoptionVersion, appTypes: String) {
        cache.storeAdoptionFacts(AdoptionCoding.json(facts), appTypes: appTypes, for: key(version))
    }
}

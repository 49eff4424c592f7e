import Foundation
import KitscanEngine
import XCTest
import KitscanTestSupport
@testable import KitscanReview

/// Adoption's entries of the one blob cache (`t` and `f` lines): they read back the same,
/// a damaged line or counts made against other app types are a miss, and pruning drops the
/// entries of blobs the repository no longer has, as for every other entry.
final class AdoptionCacheEntriesTests: XCTestCase {
    static let key = BlobCache.Key(blob: String(repeating: "b", count: 40), path: "App/Odd\tname %.swift", kit: "k", debt: "none")

    static var declared: AdoptionDeclared {
        var d = AdoptionDeclared()
        d.types = ["HomeRow": .view, "PlainRowStyle": .style]
        d.styleMembers = ["plainRow": ["ButtonStyle": "PlainRowStyle"]]
        d.staticMembers = ["PlainRowStyle": ["plainRow", "wide"]]
        d.aliases = ["Row": "HomeRow"]
        return d
    }

    static var facts: AdoptionFile {
        var file = AdoptionFile(path: "App/Odd\tname %.swift", counted: true)
        file.kitUses = [AdoptionHit(name: "KitButton", line: 3)]
        file.appTypeUses = [AdoptionHit(name: "HomeRow", line: 4)]
        file.rawControls = [AdoptionHit(name: "Button", line: 5)]
        file.tokens = [AdoptionHit(name: "KitColor.accent", line: 6), AdoptionHit(name: ".kitInk", line: 7)]
        file.rawValues = [AdoptionHit(name: "Color(red:1,green:0,blue:0)", line: 8, rule: "raw-colour")]
        file.problem = "a \"quoted\"\tproblem"
        return file
    }

    func testDeclaredTypesAndCountsReadBackWithEveryField() throws {
        var cache = BlobCache(context: "ctx")
        cache.storeDeclaredTypes(AdoptionCoding.json(Self.declared), for: Self.key)
        cache.storeAdoptionFacts(AdoptionCoding.json(Self.facts), appTypes: "u1", for: Self.key)
        let bytes = [UInt8](cache.encoded())
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { $0.prefix(2) }, ["ki", "t\t", "f\t"])
        let decoded = try XCTUnwrap(BlobCache.decode(bytes, context: "ctx"))
        XCTAssertEqual(decoded.declaredTypes[Self.key.id].flatMap(AdoptionCoding.declared), Self.declared)
        let stored = try XCTUnwrap(decoded.adoptionFacts[Self.key.id])
        XCTAssertEqual(stored.appTypes, "u1")
        XCTAssertEqual(AdoptionCoding.facts(stored.json, path: Self.facts.path), Self.facts)
        XCTAssertEqual(decoded.blobs, [Self.key.blob])
        XCTAssertEqual(decoded.encoded(), cache.encoded())
    }

    func testCountsMadeAgainstOtherAppTypesAreAMissAndAreReplaced() throws {
        var repo = MemoryRepository()
        repo.commit(["A.swift": "let a = 1\n"])
        var store = AdoptionCacheEntries(cache: BlobCache(context: "ctx"), reader: try reader(repo), kit: AdoptionKit())
        let version = AdoptionVersion(path: Self.facts.path, blob: "b1")
        store.store(Self.facts, for: version, appTypes: "u1")
        XCTAssertEqual(store.facts(version, appTypes: "u1"), Self.facts)
        XCTAssertNil(store.facts(version, appTypes: "u2"))
        store.store(AdoptionFile(path: Self.facts.path, counted: false), for: version, appTypes: "u2")
        XCTAssertEqual(store.cache.adoptionFacts.count, 1)
        XCTAssertNil(store.facts(version, appTypes: "u1"))
        // Another adoption kit (other replaced controls) is another key.
        var kit = AdoptionKit()
        kit.replaced = ["Button": ["KitButton"]]
        XCTAssertNil(AdoptionCacheEntries(cache: store.cache, reader: try reader(repo), kit: kit).facts(version, appTypes: "u2"))
    }

    func testADamagedLineIsAMiss() throws {
        var cache = BlobCache(context: "ctx")
        cache.storeDeclaredTypes(AdoptionCoding.json(Self.declared), for: Self.key)
        cache.storeAdoptionFacts(AdoptionCoding.json(Self.facts), appTypes: "u1", for: Self.key)
        let text = String(decoding: cache.encoded(), as: UTF8.self)
        for damaged in [text.replacingOccurrences(of: "KitButton", with: "KitBotton"),
                        text.replacingOccurrences(of: "\"plainRow\"", with: "\"plainRaw\""),
                        String(text.dropLast(12))] {
            let decoded = try XCTUnwrap(BlobCache.decode(Array(damaged.utf8), context: "ctx"))
            XCTAssertTrue(decoded.changed)
            XCTAssertEqual(decoded.declaredTypes.count + decoded.adoptionFacts.count, 1, damaged)
        }
        // Fields of the wrong kind, under a correct digest, are a miss too.
        XCTAssertNil(AdoptionCoding.facts(Array("[true,[],[],[],[],[[\"x\"]],null]".utf8)[...], path: "A.swift"))
        XCTAssertNil(AdoptionCoding.declared(Array("[{\"A\":\"nothing\"},{},{}]".utf8)[...]))
    }

    func testPruningDropsTheEntriesOfBlobsTheRepositoryNoLongerHas() {
        var repo = MemoryRepository()
        repo.commit(["A.swift": "let a = 1\n"])
        let kept = MemoryRepository.blobID("let a = 1\n")
        var cache = BlobCache(context: "ctx")
        for blob in [kept, "gone"] {
            let key = BlobCache.Key(blob: blob, path: "A.swift", kit: "k", debt: "d")
            cache.storeDeclaredTypes(AdoptionCoding.json(Self.declared), for: key)
            cache.storeAdoptionFacts(AdoptionCoding.json(Self.facts), appTypes: "u", for: key)
        }
        let pruned = cache.pruned(by: repo)
        XCTAssertEqual(pruned.blobs, [kept])
        XCTAssertEqual(pruned.declaredTypes.count, 1)
        XCTAssertEqual(pruned.adoptionFacts.count, 1)
    }

    /// A declared entry is read as strictly as the rest of the cache: a member of another
    /// shape makes it a miss (it was dropped, and the style member read as styling nothing).
    func testADeclaredEntryWithAValueOfAnotherShapeIsAMiss() {
        XCTAssertNotNil(AdoptionCoding.declared(ArraySlice(#"[{"Row": "view"}, {"plain": {"ButtonStyle": "Plain"}}, {}, {}]"#.utf8)))
        XCTAssertNil(AdoptionCoding.declared(ArraySlice(#"[{"Row": "view"}, {"plain": {"ButtonStyle": 1}}, {}, {}]"#.utf8)))
        XCTAssertNil(AdoptionCoding.declared(ArraySlice(#"[{"Row": "table"}, {}, {}, {}]"#.utf8)))
        XCTAssertNil(AdoptionCoding.declared(ArraySlice(#"[{}, {}, {}]"#.utf8)))
    }

    private func reader(_ repo: MemoryRepository) throws -> RevisionScanner {
        let workspace = Workspace(root: "/nowhere", config: Config(), definitions: [], rules: try RuleSet(definitions: [], config: Config()))
        return RevisionScanner(repository: repo, prefix: "", selection: workspace.selection, scanner: workspace.fileScanner(scanned: []))
    }
}

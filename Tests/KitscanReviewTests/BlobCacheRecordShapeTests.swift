import KitscanEngine
import KitscanSupport
import XCTest
@testable import KitscanReview

/// A stored record of another shape in any record kind is a miss (the file is scanned
/// again), never a crash and never a record read with a field guessed.
final class BlobCacheRecordShapeTests: XCTestCase {
    /// `BlobCacheTests.scan` with copy candidates and a fix of each kind, so that every
    /// record kind is on the line.
    static var scan: BlobCache.Scan {
        var scan = BlobCacheTests.scan
        var shape = CopyShape()
        shape.features = [0x0100_0000_0000_0002]
        let record = ExceptionRecord(path: "App/Pill.swift", line: 1, rules: ["kit-copy"], reason: "r", suppressed: 0, wholeFile: false)
        var labels = CopyLabels()
        labels.append(0x0100_0000_0000_0002, "Text")
        scan.copies = FileCopies(
            candidates: [CopyCandidate(name: "Pill", declaration: nil, line: 2, column: 8, snippet: "struct Pill: View {", shape: shape,
                                       parent: -1, exception: CopyException(reason: "r", slot: .record(0)))],
            labels: labels, pending: [PendingException(record: record, unused: [scan.findings[0]])])
        return scan
    }

    /// The cache holding `scan` with its uses and rest JSON edited by `edit`.
    private func cache(editing edit: (inout JSONValue, inout JSONValue) -> Void) throws -> BlobCache {
        var cache = BlobCache(context: "ctx")
        cache.store(Self.scan, for: BlobCacheTests.key)
        let text = String(decoding: cache.encoded(), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        var fields = lines[1].components(separatedBy: "\t")
        var (uses, rest) = ScanCoding.json(Self.scan)
        XCTAssertEqual(JSONWriter(indent: nil).write(uses), fields[6], "the uses are stored as written")
        XCTAssertEqual(JSONWriter(indent: nil).write(rest), fields[7], "the rest is stored as written")
        edit(&uses, &rest)
        (fields[6], fields[7]) = (JSONWriter(indent: nil).write(uses), JSONWriter(indent: nil).write(rest))
        return try XCTUnwrap(BlobCache.decode(Array((lines[0] + "\n" + fields.joined(separator: "\t") + "\n").utf8), context: "ctx"))
    }

    /// `value` with the element at `path` (indices, outermost first) replaced by `change` of it.
    private func edited(_ value: JSONValue, _ path: [Int], _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let index = path.first else { return change(value) }
        guard case .array(var items) = value else { XCTFail("no list at \(path)"); return value }
        items[index] = edited(items[index], Array(path.dropFirst()), change)
        return .array(items)
    }

    private func dropLast(_ value: JSONValue) -> JSONValue {
        guard case .array(let items) = value else { return value }
        return .array(items.dropLast())
    }

    func testAnUneditedLineReadsBack() throws {
        let loaded = try cache { _, _ in }
        XCTAssertEqual(loaded.scan(BlobCacheTests.key), Self.scan)
    }

    func testARecordOfAnotherShapeInEachKindIsAMiss() throws {
        // (record kind, in the rest (else the uses), path, change)
        let cases: [(String, Bool, [Int], (JSONValue) -> JSONValue)] = [
            ("finding: line as text", true, [0, 0, 1], { _ in .string("3") }),
            ("finding: a field short", true, [0, 1], dropLast),
            ("finding: a fix of no known kind", true, [0, 0, 11, 0], { _ in .string("move") }),
            ("finding: an edit of a left's length", true, [0, 1, 11], { _ in .array([.string("edit"), .string("x")]) }),
            ("finding: copy evidence a field short", true, [0, 0, 12], { _ in .array([.string("Kit")]) }),
            ("use: preview as text", false, [0, 13], { _ in .string("true") }),
            ("use: a field short", false, [1], dropLast),
            ("use: a modifier a field short", false, [0, 9, 0], dropLast),
            ("use: an argument's label a number", false, [0, 5, 0, 0], { _ in .int(1) }),
            ("unlisted view: a kind unknown", true, [1, 0, 1], { _ in .string("gadget") }),
            ("exception: suppressed as text", true, [2, 0, 4], { _ in .string("1") }),
            ("exception: a rule a number", true, [2, 0, 2, 0], { _ in .int(7) }),
            ("problem: a field short", true, [3], dropLast),
            ("copies: a shape's hex not hex", true, [4, 0, 0, 5, 0], { _ in .string("zzzzzzzzzzzzzzzz") }),
            ("copies: a shape's hex cut short", true, [4, 0, 0, 5, 0], { _ in .string("0100") }),
            ("copies: an exception slot unknown", true, [4, 0, 0, 7, 1], { _ in .string("later") }),
            ("copies: a label of two features", true, [4, 1, 0, 0], { _ in .string(String(repeating: "0", count: 32)) }),
            ("copies: a pending exception's unused finding a field short", true, [4, 2, 0, 1, 0], dropLast),
            ("deprecations: a number", true, [5], { _ in .array([.int(1)]) }),
        ]
        for (name, inRest, path, change) in cases {
            let loaded = try cache { uses, rest in
                if inRest { rest = edited(rest, path, change) } else { uses = edited(uses, path, change) }
            }
            XCTAssertNotNil(loaded.stored(BlobCacheTests.key), name)
            XCTAssertNil(loaded.scan(BlobCacheTests.key), name)
            XCTAssertEqual(loaded.uses(BlobCacheTests.key) == nil, !inRest, name)
        }
    }

    func testStoredCopiesOfAnotherShapeAreAMiss() throws {
        var cache = BlobCache(context: "ctx")
        let part = WholeAppPart(path: "App/Pill.swift", blob: "b1", copies: Self.scan.copies)
        cache.store(WholeAppPartsUpdate(kitKey: "k", parts: [part]))
        XCTAssertNotNil(cache.wholeAppParts.held("App/Pill.swift", "b1", "k"))
        let good = ScanCoding.copies(try XCTUnwrap(Self.scan.copies))
        let bad = edited(good, [0, 0, 2], { _ in .string("2") })
        cache.parts["App/Pill.swift"]?.json = Array(JSONWriter(indent: nil).write(bad).utf8)[...]
        XCTAssertNil(cache.wholeAppParts.held("App/Pill.swift", "b1", "k"))
    }

    func testAdoptionFactsOfAnotherShapeAreAMiss() {
        let good = #"[true,[["KitRow",3]],[["Card",4,"r"]],[],[],[],null]"#
        XCTAssertNotNil(AdoptionCoding.facts(Array(good.utf8)[...], path: "A.swift"))
        for bad in [#"[true,[["KitRow",3,"r","x"]],[],[],[],[],null]"#, #"[true,[],[],[],[],[],1]"#, #"["true",[],[],[],[],[],null]"#,
                    #"[true,[],[],[],[],[]]"#, #"[true,[["KitRow","3"]],[],[],[],[],null]"#] {
            XCTAssertNil(AdoptionCoding.facts(Array(bad.utf8)[...], path: "A.swift"), bad)
        }
    }
}

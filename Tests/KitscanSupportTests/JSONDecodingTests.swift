import XCTest
import KitscanTestSupport
@testable import KitscanSupport

/// The one decoding style: every reader of kitscan's own JSON goes through `JSONNode`, so a
/// value of the wrong shape is an error naming its key path, whatever the reader.
final class JSONDecodingTests: XCTestCase {
    private struct Point: JSONDecodable, Equatable {
        var name: String
        var at: [Int]
        var note: String?
        var counts: [String: Int]

        init(name: String, at: [Int], note: String?, counts: [String: Int]) {
            (self.name, self.at, self.note, self.counts) = (name, at, note, counts)
        }

        init(json: JSONNode) throws(JSONShapeError) {
            name = try json.decode("name")
            at = try json.decode("at")
            note = try json.decodeIfPresent("note")
            counts = try json.decode("counts")
        }
    }

    private func problem(_ text: String) throws -> String? {
        let value = try JSONParser.parse(text)
        do throws(JSONShapeError) {
            let _: [Point] = try JSONNode(value).decode()
            return nil
        } catch {
            return error.description
        }
    }

    func testReadsEveryKindAndTreatsAnAbsentOrNullOptionalAsNil() throws {
        let value = try JSONParser.parse(#"[{"name": "a", "at": [1, 2], "counts": {"x": 3}, "extra": true}, {"name": "b", "at": [], "note": null, "counts": {}}, {"name": "c", "at": [0], "note": "n", "counts": {}}]"#)
        let points: [Point] = try JSONNode(value).decode()
        XCTAssertEqual(points, [Point(name: "a", at: [1, 2], note: nil, counts: ["x": 3]), Point(name: "b", at: [], note: nil, counts: [:]),
                                Point(name: "c", at: [0], note: "n", counts: [:])])
    }

    func testEachWrongShapeNamesItsKeyPath() throws {
        XCTAssertEqual(try problem(#"[{"nmae": "a", "at": [], "counts": {}}]"#), "`[0].name`: missing (there is `nmae`: renamed?)")
        XCTAssertEqual(try problem(#"[{"name": "a", "counts": {}}]"#), "`[0].at`: missing")
        XCTAssertEqual(try problem(#"[{"name": "a", "at": [1, 1.5], "counts": {}}]"#), "`[0].at[1]`: expected a whole number, found a number")
        XCTAssertEqual(try problem(#"[{"name": "a", "at": [], "counts": {"x": "3"}}]"#), "`[0].counts.x`: expected a whole number, found a string")
        XCTAssertEqual(try problem(#"[{"name": "a", "at": [], "note": 1, "counts": {}}]"#), "`[0].note`: expected a string, found a number")
        XCTAssertEqual(try problem(#"[{"name": "a", "at": {}, "counts": {}}]"#), "`[0].at`: expected a list, found an object")
        XCTAssertEqual(try problem(#"{"name": "a"}"#), "expected a list, found an object")
        XCTAssertEqual(try problem(#"[3]"#), "`[0]`: expected an object, found a number")
    }

    func testALenientReadTakesAWrongShapeAsAbsent() throws {
        let node = JSONNode(try JSONParser.parse(#"{"version": "2", "pins": [1], "state": {"revision": "abc", "branch": 3}, "gone": null}"#))
        XCTAssertNil(node.lenient("version", as: Int.self))
        XCTAssertEqual(node.lenient("pins", as: [Int].self), [1])
        XCTAssertNil(node.lenient("pins", as: [String].self))
        XCTAssertEqual(node.lenientMember("state")?.lenient("revision", as: String.self), "abc")
        XCTAssertNil(node.lenientMember("state")?.lenient("branch", as: String.self))
        XCTAssertNil(node.lenientMember("gone"))
        XCTAssertNil(node.lenientMember("pins")?.lenient("x", as: String.self))
    }

    func testAnErrorsLineIsTheLineOfItsValueOrOfTheObjectLackingTheKey() throws {
        let document = try JSONParser.parseDocument(Array("{\n  \"a\": {\n    \"b\": [\n      1,\n      \"x\"\n    ]\n  }\n}\n".utf8))
        do throws(JSONShapeError) {
            let _: [Int] = try document.node.member("a").decode("b")
            XCTFail("a string read as a number")
        } catch {
            XCTAssertEqual(error.path, "a.b[1]")
            XCTAssertEqual(document.line(of: error), 5)
        }
        XCTAssertEqual(document.line(of: JSONShapeError(path: "a.c", problem: "missing")), 2)
        XCTAssertEqual(document.line(of: JSONShapeError(path: "z", problem: "missing")), 1)
        XCTAssertEqual(document.line(of: JSONShapeError(path: "", problem: "expected a list")), 1)
    }

    /// A positional record (`[name, at, note]`): read field by field, an error names the field's index.
    private struct Row: JSONDecodable, Equatable {
        var name: String
        var at: [Int]
        var note: String?

        init(name: String, at: [Int], note: String?) { (self.name, self.at, self.note) = (name, at, note) }

        init(json: JSONNode) throws(JSONShapeError) {
            var f = try json.fields(2...3)
            (name, at) = (try f.next(), try f.next())
            note = f.count == 3 ? try f.nextIfPresent() : nil
        }
    }

    func testAPositionalRecordReadsItsFieldsInOrderAndNamesAWrongOnesIndex() throws {
        let rows: [Row] = try JSONNode(try JSONParser.parse(#"[["a", [1]], ["b", [], null], ["c", [2], "n"]]"#)).decode()
        XCTAssertEqual(rows, [Row(name: "a", at: [1], note: nil), Row(name: "b", at: [], note: nil), Row(name: "c", at: [2], note: "n")])
        func problem(_ text: String) throws -> String? {
            let value = try JSONParser.parse(text)
            do throws(JSONShapeError) {
                let _: [String: [Row]] = try JSONNode(value).decode()
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(try problem(#"{"rows": [["a", [1]], ["b", [1, "2"]]]}"#), "`rows[1][1][1]`: expected a whole number, found a string")
        XCTAssertEqual(try problem(#"{"rows": [["a"]]}"#), "`rows[0]`: expected 2 to 3 fields, found 1")
        XCTAssertEqual(try problem(#"{"rows": [["a", [], null, 4]]}"#), "`rows[0]`: expected 2 to 3 fields, found 4")
        XCTAssertEqual(try problem(#"{"rows": [{"name": "a"}]}"#), "`rows[0]`: expected a list, found an object")
    }

    func testAnOptionalMemberIsTheValueAsWrittenNullToo() throws {
        let node = JSONNode(try JSONParser.parse(#"{"a": null, "b": 1}"#), path: "rule")
        XCTAssertEqual(node.optionalMember("a")?.value, .null, "null is written, so it is there")
        XCTAssertEqual(node.optionalMember("b")?.path, "rule.b")
        XCTAssertNil(node.optionalMember("c"))
        XCTAssertNil(JSONNode(.array([])).optionalMember("a"), "a list has no members")
    }
}

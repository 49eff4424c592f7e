import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `adoption`'s fourth figure with a catalog: of the configurations each group's app callers
/// use, those the catalog has a case of (Samples/Omo/EXPECTED.md, "The catalog's cases").
final class CatalogAdoptionTests: XCTestCase {
    func testAdoptionGivesCatalogCoveragePerGroupAndInTotal() throws {
        let folder = try copySample("Omo", self)
        let run = kitscan(["adoption", "--by", "folder:2", "--json", "adoption.json"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("| Token share | Catalog coverage |"), run.stdout)
        XCTAssertTrue(run.stdout.contains("| **all** | 11 | 15 | 13 | 0 | 8 | 55 | 53.6 % | 100.0 % | 12.7 % | 21.4 % (3 of 14) |"), run.stdout)
        XCTAssertTrue(run.stdout.contains("| App/Mail | 4 | 7 | 2 | 0 | 3 | 9 | 77.8 % | 100.0 % | 25.0 % | 42.9 % (3 of 7) |"), run.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/adoption.json"))))
        let total = try XCTUnwrap(json["total"]?["catalog"])
        XCTAssertEqual(total["configurations"], .int(14))
        XCTAssertEqual(total["covered"], .int(3))
        XCTAssertEqual(total["coverage"]?.numberValue, 0.2143)
        let mac = try XCTUnwrap(json["groups"]?.arrayValue?.first { $0["name"]?.stringValue == "App/Mac" })
        XCTAssertEqual(mac["catalog"]?["inUse"]?.arrayValue?.compactMap { $0["configuration"]?.stringValue },
                       [".kitGlass(cornerRadius:)", "KitGlass(cornerRadius:)", "KitPrimaryButtonStyle()", "KitPrimaryButtonStyle(size:)"])
        // The site reads the typed model back from the JSON: the same figure, a column of its own.
        let out = try site(folder, ["--adoption", "adoption.json"])
        let page = try String(contentsOfFile: out + "/adoption.html", encoding: .utf8)
        XCTAssertTrue(page.contains(">Catalog coverage</"), page)
        // The table holds four figures now, and its caption says so.
        XCTAssertTrue(page.contains("The three shares and catalog coverage per group, and for all app files"), page)
        XCTAssertTrue(page.contains("21.43 % (3 of 14)"), page)
    }

    func testWithoutACatalogThereIsNoFourthFigure() throws {
        let folder = try copySample("Omo", self)
        let config = try String(contentsOfFile: folder + "/kitscan.json", encoding: .utf8)
        try config.replacingOccurrences(of: #"  "catalog": { "paths": ["OmoCatalog/Sources"] },"# + "\n", with: "")
            .write(toFile: folder + "/kitscan.json", atomically: true, encoding: .utf8)
        let run = kitscan(["adoption", "--json", "adoption.json"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("Catalog coverage"), run.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/adoption.json"))))
        XCTAssertNil(json["total"]?["catalog"])
        let page = try String(contentsOfFile: try site(folder, ["--adoption", "adoption.json"]) + "/adoption.html", encoding: .utf8)
        XCTAssertFalse(page.contains("Catalog coverage"), page)
    }
}

import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan report site`: the pages, their numbers against the JSON reports, escaping,
/// links, determinism and the folder it owns. The browser checks are Scripts/ci/site.sh.
final class SiteCommandTests: XCTestCase {
    static let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// A kit with a backticked component, a caller whose argument holds `</script>`, in a
    /// folder and file named with spaces and non-ASCII letters.
    private func oddProject() throws -> String {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{ "kit": { "paths": ["Kit/Sources"], "modules": ["Kit"] } }"#.utf8))
        try writeFile(folder, "Kit/Sources/Kit/KitTag.swift", Array("""
            import SwiftUI
            public struct KitTag: View {
                let title: String
                public var body: some View { Text(title) }
            }
            public struct `default`: View {
                public var body: some View { Text("d") }
            }

            """.utf8))
        try writeFile(folder, "App/Mail Ü/Zeile Ä.swift", Array("""
            import SwiftUI
            import Kit
            struct Zeile: View {
                var body: some View {
                    VStack {
                        KitTag(title: "</script><b>x</b> & 'q'")
                        `default`()
                    }
                }
            }

            """.utf8))
        return folder
    }

    func testTheFolderFormHasEveryPageAndNothingInline() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        for name in ["index.html", "debt.html", "adoption.html", "component-KitRow.html", "site.css", "site.js", ".kitscan-site"] {
            XCTAssertTrue(names.contains(name), "\(name) missing from \(names)")
        }
        for name in names where name.hasSuffix(".html") {
            let html = try read(out + "/" + name)
            XCTAssertTrue(html.contains("<link rel=\"stylesheet\" href=\"site.css\">"), name)
            XCTAssertTrue(html.contains("<script src=\"site.js\" defer></script>"), name)
            // A Content-Security-Policy without 'unsafe-inline' refuses these.
            XCTAssertFalse(html.contains("<style"), name)
            XCTAssertFalse(html.contains(" style="), name)
            XCTAssertFalse(html.contains("<script>"), name)
            XCTAssertNil(html.range(of: #"<[^>]* on[a-z]+="#, options: .regularExpression), "an inline handler in \(name)")
            // No network: nothing but the site's own files and the sources.
            XCTAssertFalse(html.contains("http://") || html.contains("https://"), name)
        }
        // Stale pages: a second run in the same folder replaces its own files only.
        try writeFile(out, "component-Gone.html", Array("old".utf8))
        try Data((try read(out + "/.kitscan-site") + "component-Gone.html\n").utf8).write(to: URL(fileURLWithPath: out + "/.kitscan-site"))
        _ = try site(folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/component-Gone.html"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/component-KitRow.html"))
    }

    func testTheSingleFileHoldsEverything() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder, ["--single-file"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), [".kitscan-site", "index.html"])
        let html = try read(out + "/index.html")
        XCTAssertTrue(html.contains("<style>\n:root"))
        XCTAssertTrue(html.contains("<script>\n(function () {"))
        XCTAssertFalse(html.contains("site.css") || html.contains("site.js"))
        // Links between pages are links within the one file, each to an id it has.
        for id in ["page-debt", "page-adoption", "KitRow", "rule-raw-colour"] {
            XCTAssertTrue(html.contains("id=\"\(id)\""), id)
        }
        XCTAssertTrue(html.contains("href=\"#KitRow\""))
        XCTAssertEqual(html.components(separatedBy: "<h1").count, 2, "one h1: the pages are its sections")
    }

    func testTheSameInputGivesTheSameBytes() throws {
        let folder = try copySample("Omo", self)
        let first = try site(folder, ["--single-file"])
        let a = try read(first + "/index.html")
        try FileManager.default.removeItem(atPath: first)
        let b = try read(try site(folder, ["--single-file"]) + "/index.html")
        XCTAssertEqual(a, b)
        XCTAssertTrue(a.contains("2023-11-14 22:13 UTC"), "the date comes from SOURCE_DATE_EPOCH")
    }

    func testTheNumbersAreTheJSONReportsNumbers() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        XCTAssertEqual(kitscan(["report", "debt", "--json", "debt.json", "--out", "DEBT.md"], cwd: folder).code, 0)
        XCTAssertEqual(kitscan(["report", "callers", "--json", "callers.json", "--out", "CALLERS.md"], cwd: folder).code, 0)
        let debt = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/debt.json"))) as! [String: Any]
        let index = try read(out + "/index.html")
        let debtPage = try read(out + "/debt.html")
        for row in debt["summary"] as! [[String: Any]] {
            let rule = row["rule"] as! String
            let findings = row["findings"] as! Int, files = row["files"] as! Int
            let cells = "<td class=\"num\">\(findings)</td><td class=\"num\">\(files)</td>"
            let line = try XCTUnwrap(debtPage.split(separator: "\n").first { $0.contains(">\(rule)</") && $0.hasPrefix("<tr><th") }, rule)
            XCTAssertTrue(line.contains(cells), "\(rule): \(line)")
        }
        let total = (debt["total"] as! [String: Any])["findings"] as! Int
        XCTAssertTrue(index.contains("<span class=\"figure\">\(total)</span> findings of debt"))
        let callers = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/callers.json"))) as! [String: Any]
        for component in callers["components"] as! [[String: Any]] {
            let name = component["name"] as! String
            let app = (component["callers"] as! [[String: Any]]).filter { !($0["preview"] as! Bool) && !($0["test"] as! Bool) && !($0["inKit"] as! Bool) }.count
            let link = try XCTUnwrap(index.range(of: #"component-[^"]*\.html(?=">\#(name)<)"#, options: .regularExpression), name)
            let page = try read(out + "/" + index[link])
            XCTAssertTrue(page.contains("<dd data-key=\"callers\">\(app)</dd>"), name)
        }
    }

    func testOddNamesAndTextAreEscaped() throws {
        let folder = try oddProject()
        let out = try site(folder)
        let tag = try read(out + "/component-KitTag.html")
        XCTAssertTrue(tag.contains("<code>title: &quot;&lt;/script&gt;&lt;b&gt;x&lt;/b&gt; &amp; &apos;q&apos;&quot;</code>"), tag)
        XCTAssertFalse(tag.contains("<b>x</b>"))
        XCTAssertTrue(tag.contains("href=\"../App/Mail%20%C3%9C/Zeile%20%C3%84.swift#L6\">App/<wbr>Mail Ü/<wbr>Zeile Ä.swift:6</a>"), tag)
        let index = try read(out + "/index.html")
        XCTAssertTrue(index.contains("<a href=\"component-default.html\">`default`</a>"), index)
        XCTAssertTrue(index.contains("<tr id=\"default\">"))
    }

    func testSourceLinksGoToTheHostAtTheCommit() throws {
        let folder = try oddProject()
        var out = try site(folder, ["--source-url", "https://git.example.com/o/r/-/blob/abc/{path}#L{line}"])
        var tag = try read(out + "/component-KitTag.html")
        XCTAssertTrue(tag.contains("href=\"https://git.example.com/o/r/-/blob/abc/App/Mail%20%C3%9C/Zeile%20%C3%84.swift#L6\""), tag)
        let debt = try read(out + "/debt.html")
        XCTAssertFalse(debt.contains("{line}"))
        try FileManager.default.removeItem(atPath: out)
        out = try site(folder, environment: Self.epoch.merging(["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r",
                                                                "GITHUB_SHA": "0123abc"]) { a, _ in a })
        tag = try read(out + "/component-KitTag.html")
        XCTAssertTrue(tag.contains("href=\"https://github.com/o/r/blob/0123abc/App/Mail%20%C3%9C/Zeile%20%C3%84.swift#L6\""), tag)
    }

    func testBadInputIsRefusedWithWhatToDo() throws {
        let folder = try copySample("Omo", self)
        var result = kitscan(["report", "site"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("add --out DIR"), result.stderr)
        result = kitscan(["report", "site", "--out", "docs"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("holds files kitscan did not write"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/docs/design-system-debt.md"))
        result = kitscan(["report", "site", "--out", "kitscan.json"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("is a file"), result.stderr)
        result = kitscan(["report", "debt", "--single-file"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kitscan report site --out DIR"), result.stderr)
        result = kitscan(["report", "site", "--out", "s", "--source-url", "https://example.com/x"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("has no {path}"), result.stderr)
        result = kitscan(["report", "site", "--out", "s"], cwd: folder, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("SOURCE_DATE_EPOCH"), result.stderr)
        try writeFile(folder, "bad.json", Array("{\"total\": 1}".utf8))
        result = kitscan(["report", "site", "--out", "s", "--adoption", "bad.json"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kitscan adoption --json"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/s"), "nothing written after bad input")
    }

    func testTheAdoptionPageShowsTheAdoptionReport() throws {
        let folder = try copySample("Omo", self)
        var out = try site(folder)
        XCTAssertTrue(try read(out + "/adoption.html").contains("No adoption data: run kitscan adoption --json adoption.json"))
        let adoption = kitscan(["adoption", "--by", "folder", "--json", "adoption.json", "--out", "ADOPTION.md"], cwd: folder)
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        out = try site(folder, ["--adoption", "adoption.json"])
        let page = try read(out + "/adoption.html")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/adoption.json"))) as! [String: Any]
        let counts = (json["total"] as! [String: Any])["counts"] as! [String: Any]
        let kitUses = counts["kitUses"] as! Int
        XCTAssertTrue(page.contains("<td class=\"num\">\(kitUses)</td>"), page)
        if let share = counts["componentShare"] as? Double {
            XCTAssertTrue(page.contains("data-value=\"\(share)\""), "component share \(share)")
        }
        for group in json["groups"] as! [[String: Any]] {
            XCTAssertTrue(page.contains("id=\"group-"), group["name"] as! String)
        }
    }
}

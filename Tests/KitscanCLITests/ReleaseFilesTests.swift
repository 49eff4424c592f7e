import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The version lives in one place (`Kitscan.version`); the changelog, the release notes and
/// every recipe that pins a release name it the same way, and the names the recipes use
/// (plugins, hooks, action inputs) exist.
final class ReleaseFilesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
    }

    /// Every match of `pattern`'s first group in `text`.
    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testVersionIsOneConstantPrintedByVersion() {
        XCTAssertEqual(kitscan(["--version"]).stdout, "kitscan \(Kitscan.version)\n")
        XCTAssertNotNil(try? NSRegularExpression(pattern: #"^\d+\.\d+\.\d+$"#)
            .firstMatch(in: Kitscan.version, range: NSRange(location: 0, length: Kitscan.version.utf16.count)),
                        "semantic version")
    }

    func testChangelogsNewestReleaseIsTheVersion() throws {
        let headings = try captures(#"(?m)^## (.+)$"#, in: try read("CHANGELOG.md"))
        XCTAssertEqual(headings.first, "Unreleased")
        XCTAssertEqual(headings.dropFirst().first, Kitscan.version)
    }

    func testRecipesPinTheCurrentReleaseTag() throws {
        for file in ["README.md", "docs/ratchet.md", "docs/releasing.md"] {
            let text = try read(file)
            let pins = try captures(#"rev: ([0-9A-Za-z.-]*[0-9A-Za-z])"#, in: text)
                + captures(#"OWNER/kitscan@([0-9A-Za-z.-]*[0-9A-Za-z])"#, in: text)
                + captures(#"from: "([^"]+)""#, in: text)
            for pin in pins { XCTAssertEqual(pin, Kitscan.version, "\(file) pins \(pin)") }
            if file == "README.md" { XCTAssertGreaterThanOrEqual(pins.count, 3, "README pins SwiftPM, pre-commit and Actions") }
        }
        // No tag with a `v` prefix anywhere: the tag is the bare version.
        for file in ["README.md", "docs/ratchet.md", "docs/releasing.md", "CHANGELOG.md"] {
            XCTAssertFalse(try read(file).contains("v\(Kitscan.version)"), file)
        }
    }

    func testRecipeNamesExist() throws {
        let readme = try read("README.md")
        let manifest = try read("Package.swift")
        for plugin in try captures(#"\.plugin\(name: "(\w+)", package: "kitscan"\)"#, in: readme) {
            XCTAssertTrue(manifest.contains(".plugin(name: \"\(plugin)\", targets: [\"\(plugin)\"])"), plugin)
        }
        XCTAssertTrue(manifest.contains(#"verb: "kitscan""#), "`swift package kitscan`")
        XCTAssertTrue(manifest.contains(#"verb: "kitscan-write""#), "`swift package kitscan-write`")
        // Only the writing verb asks for the write permission.
        let reading = try XCTUnwrap(manifest.components(separatedBy: #"verb: "kitscan""#).last?
            .components(separatedBy: ".plugin(").first)
        XCTAssertFalse(reading.contains("writeToPackageDirectory"), "`swift package kitscan check` asks for no permission")
        let hooks = try read(".pre-commit-hooks.yaml")
        XCTAssertEqual(try captures(#"(?m)^- id: (\S+)$"#, in: hooks), ["kitscan", "kitscan-scan"])
        XCTAssertEqual(Set(try captures(#"(?m)^  language: (\S+)$"#, in: hooks)), ["swift"])
        for id in try captures(#"(?m)^      - id: (\S+)$"#, in: readme) {
            XCTAssertTrue(hooks.contains("- id: \(id)\n"), id)
        }
        // Every action input is in the README's table, and the table names no other.
        let action = try read("action.yml")
        let inputsBlock = try XCTUnwrap(action.components(separatedBy: "\ninputs:\n").dropFirst().first?
            .components(separatedBy: "\noutputs:\n").first)
        let inputs = try captures(#"(?m)^  ([a-z-]+):$"#, in: inputsBlock)
        let tableText = try XCTUnwrap(readme.components(separatedBy: "| input | default | what it does |").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        let table = try captures(#"(?m)^\| `([a-z-]+)` \|"#, in: tableText)
        XCTAssertEqual(inputs, table)
    }

    func testMakefileInstallsWithPrefixAndDestdir() throws {
        let makefile = try read("Makefile")
        XCTAssertTrue(makefile.contains("PREFIX ?= /usr/local"))
        XCTAssertTrue(makefile.contains("$(DESTDIR)$(PREFIX)/bin"))
        XCTAssertTrue(makefile.contains("\ninstall: build\n"))
        XCTAssertTrue(makefile.contains("\nuninstall:\n"))
        XCTAssertTrue(try read("LICENSE").hasPrefix("MIT License"))
    }
}

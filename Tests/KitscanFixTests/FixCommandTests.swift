import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan fix` as a command: its options, exit codes, and the ratchet after it.
final class FixCommandTests: XCTestCase {
    func testStrictExitsOneOnlyWhileSomethingIsLeft() throws {
        let omo = try copySample("Omo", self)
        XCTAssertEqual(kitscan(["fix", "--strict"], cwd: omo).code, 1)

        let root = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: root + "/Kit/Sources/Kit", withIntermediateDirectories: true)
        try Data("{ \"kit\": { \"modules\": [\"Kit\"], \"tokens\": [\"Kit/Sources/Kit\"] } }".utf8)
            .write(to: URL(fileURLWithPath: root + "/kitscan.json"))
        try Data("import SwiftUI\npublic enum KitColor {\n    public static let ink = Color(white: 0.1)\n}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Kit/Sources/Kit/KitColor.swift"))
        try Data("import Kit\nlet a = Color(white: 0.1)\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        let clean = kitscan(["fix", "--strict"], cwd: root)
        XCTAssertEqual(clean.code, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, """
        A.swift:2:9: fixed: now `KitColor.ink` [raw-colour]
        The files as they were are in .kitscan-backup/fix/.
        Fixed 1 finding in 1 file (2 read); 0 left
          raw-colour  fixed 1, left 0

        """)
        XCTAssertEqual(try String(contentsOfFile: root + "/A.swift", encoding: .utf8), "import Kit\nlet a = KitColor.ink\n")
        XCTAssertEqual(try String(contentsOfFile: root + "/.kitscan-backup/fix/A.swift", encoding: .utf8),
                       "import Kit\nlet a = Color(white: 0.1)\n", "the original is kept")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/.kitscan-backup/.gitignore"))
    }

    func testAFixNeverTurnsAPassingStrictCheckIntoAFailingOne() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{ \"kit\": { \"modules\": [\"Kit\"], \"tokens\": [\"Kit/Sources/Kit\"] } }\n")
        try repo.write("Kit/Sources/Kit/KitColor.swift",
                       "import SwiftUI\npublic enum KitColor {\n    public static let ink = Color(white: 0.1)\n}\n")
        // An invalid exception (misspelt rule) at the end of the line the fix rewrites, and
        // an unused one above another: neither is about the fixed finding.
        try repo.write("A.swift", """
            import Kit
            let a = Color(white: 0.1) // kitscan-allow: small-fnt -- legacy palette
            // kitscan-allow: small-font -- the caption
            let b = Color(white: 0.1)

            """)
        try repo.commitAll()
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        let before = repo.kitscan("check", "--strict")
        XCTAssertEqual(before.code, 0, before.stdout)
        let fix = repo.kitscan("fix")
        XCTAssertEqual(fix.code, 0, fix.stdout + fix.stderr)
        XCTAssertEqual(String(decoding: try repo.read("A.swift"), as: UTF8.self), """
            import Kit
            let a = KitColor.ink // kitscan-allow: small-fnt -- legacy palette
            // kitscan-allow: small-font -- the caption
            let b = KitColor.ink

            """)
        let after = repo.kitscan("check", "--strict")
        XCTAssertEqual(after.code, 0, after.stdout)
    }

    func testAddImportsNeverImportsAModuleThatDependsOnTheFilesOwnModule() throws {
        let root = try temporaryFolder(self)
        try writeFile(root, "Package.swift", Array("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Mail",
                products: [.library(name: "OmoKitLibrary", targets: ["OmoKit"])],
                targets: [
                    .target(name: "Core"),
                    .target(name: "OmoKit", dependencies: ["Core"]),
                    .target(name: "Feature", dependencies: [.target(name: "Core")], path: "Features/Feature"),
                    .target(name: "App", dependencies: [.product(name: "OmoKitLibrary", package: "Mail"), "Feature"]),
                ]
            )

            """.utf8))
        try writeFile(root, "kitscan.json", Array("""
            { "kit": { "modules": ["OmoKit"], "tokens": ["Sources/OmoKit"] }, "fix": { "addImports": true } }

            """.utf8))
        try writeFile(root, "Sources/OmoKit/KitColor.swift",
                      Array("import SwiftUI\nimport Core\npublic enum KitColor {\n    public static let ink = Color(white: 0.1)\n}\n".utf8))
        let copy = "import SwiftUI\nlet a = Color(white: 0.1)\n"
        try writeFile(root, "Sources/Core/Palette.swift", Array(copy.utf8))
        try writeFile(root, "Features/Feature/Palette.swift", Array(copy.utf8))
        try writeFile(root, "Sources/App/Palette.swift", Array(copy.utf8))
        let result = kitscan(["fix"], cwd: root)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertEqual(try String(contentsOfFile: root + "/Sources/App/Palette.swift", encoding: .utf8),
                       "import SwiftUI\nimport OmoKit\nlet a = KitColor.ink\n")
        XCTAssertEqual(try String(contentsOfFile: root + "/Features/Feature/Palette.swift", encoding: .utf8),
                       "import SwiftUI\nimport OmoKit\nlet a = KitColor.ink\n", "Feature does not depend on OmoKit, nor OmoKit on it")
        XCTAssertEqual(try String(contentsOfFile: root + "/Sources/Core/Palette.swift", encoding: .utf8), copy,
                       "OmoKit depends on Core: importing it into Core would be a cycle")
        XCTAssertTrue(result.stdout.contains("Sources/Core/Palette.swift:2:9: needs `import OmoKit`, but OmoKit "
                                             + "depends on this file's module Core (Package.swift): importing it would make a "
                                             + "cycle [raw-colour]"), result.stdout)
    }

    func testRuleLimitsTheFixAndAnUnknownRuleIsAnError() throws {
        let omo = try copySample("Omo", self)
        let only = kitscan(["fix", "--rule", "raw-colour", "--format", "json"], cwd: omo)
        XCTAssertEqual(only.code, 0, only.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(only.stdout.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(report["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["raw-colour"])
        XCTAssertEqual(rules.first?["fixed"] as? Int, 3)

        let unknown = kitscan(["fix", "--rule", "raw-color"], cwd: omo)
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule `raw-color`") && unknown.stderr.contains("raw-colour"), unknown.stderr)
    }

    func testCheckTightenThenLowersTheBaseline() throws {
        let omo = try copySample("Omo", self)
        XCTAssertEqual(kitscan(["baseline"], cwd: omo).code, 0)
        let before = try counts(omo)
        XCTAssertEqual(before["App/Mail/MailRow.swift"]?["raw-colour"], 2)
        XCTAssertEqual(before["App/OmoApp.swift"]?["raw-colour"], 2)
        XCTAssertEqual(kitscan(["fix"], cwd: omo).code, 0)
        let check = kitscan(["check", "--tighten"], cwd: omo)
        XCTAssertEqual(check.code, 0, check.stdout + check.stderr)
        let after = try counts(omo)
        XCTAssertNil(after["App/Mail/MailRow.swift"]?["raw-colour"])
        XCTAssertEqual(after["App/OmoApp.swift"]?["raw-colour"], 1)
        // The deprecated initialiser's and typealias's uses were migrated; everything else is as it was.
        XCTAssertEqual(before["App/Mail/MailListView.swift"]?["deprecated-kit-use"], 3)
        var expected = before
        expected["App/Mail/MailRow.swift"]?["raw-colour"] = nil
        expected["App/OmoApp.swift"]?["raw-colour"] = 1
        expected["App/Mail/MailListView.swift"]?["deprecated-kit-use"] = nil
        XCTAssertEqual(after, expected)
    }

    func testAFileChangedOnDiskWhileFixingIsLeftAlone() throws {
        let omo = try copySample("Omo", self)
        let parsed = try ArgumentParser.parse([], for: FixCommand.spec)
        let out = OutputBuffer(), err = OutputBuffer()
        let io = IO(stdout: out.sink, stderr: err.sink, cwd: omo, environment: [:])
        let edited = "// edited meanwhile\n"
        let code = try FixCommand.run(try FixOptionsCLI(parsed), io: io) { path in
            guard path.hasSuffix("MailRow.swift"),
                  let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data(edited.utf8))
            handle.closeFile()
        }
        XCTAssertEqual(code, 0, err.text)
        let row = try String(contentsOfFile: omo + "/App/Mail/MailRow.swift", encoding: .utf8)
        let original = try String(contentsOfFile: packageRoot + "/Samples/Omo/App/Mail/MailRow.swift", encoding: .utf8)
        XCTAssertEqual(row, original + edited, "the file changed meanwhile must be left as it is now")
        XCTAssertTrue(out.text.contains("App/Mail/MailRow.swift: warning: not rewritten: it changed on disk while kitscan read it"),
                      out.text)
        XCTAssertTrue(out.text.contains("App/Mail/MailRow.swift:14:40: not written: it changed on disk"), out.text)
        // The other file was fixed.
        let app = try String(contentsOfFile: omo + "/App/OmoApp.swift", encoding: .utf8)
        XCTAssertTrue(app.contains("(\"attention\", KitColor.attention)"), app)
    }

    func testAReadOnlyFileIsLeftAlone() throws {
        let omo = try copySample("Omo", self)
        let path = omo + "/App/OmoApp.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = kitscan(["fix"], cwd: omo)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertTrue(result.stdout.contains("App/OmoApp.swift: warning: not rewritten: it is read-only"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Fixed 5 findings in 2 files"), result.stdout)
    }

    func testTheFixSectionOfTheConfigIsValidated() throws {
        let root = try temporaryFolder(self)
        try Data("{ \"fix\": { \"addImport\": true } }".utf8).write(to: URL(fileURLWithPath: root + "/kitscan.json"))
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        let result = kitscan(["fix"], cwd: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("fix.addImport") && result.stderr.contains("addImports"), result.stderr)
    }

    func testOutsideGitTheDiffIsRelativeToTheConfigsFolder() throws {
        let omo = try copySample("Omo", self)
        let parent = URL(fileURLWithPath: omo).deletingLastPathComponent().path
        let dry = kitscan(["fix", "--dry-run", "Omo"], cwd: parent)
        XCTAssertEqual(dry.code, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.hasPrefix("diff --git a/App/Mail/MailListView.swift b/App/Mail/MailListView.swift\n"), dry.stdout)
        try Data(dry.stdout.utf8).write(to: URL(fileURLWithPath: parent + "/fix.patch"))
        let git = try XCTUnwrap(onPath("git"))
        let (status, output) = try runProcess(git, ["apply", "../fix.patch"], cwd: omo)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(try String(contentsOfFile: omo + "/App/Mail/MailRow.swift", encoding: .utf8)
            .contains("selectionBlue = KitColor.selection"))
    }

    func testInGitTheDiffIsRelativeToTheRootAndAppliesFromTheProjectAndTheRoot() throws {
        let repo = try GitTestRepo(self)
        let omo = repo.root + "/ios/Omo"
        try FileManager.default.createDirectory(atPath: repo.root + "/ios", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Omo", toPath: omo)
        try repo.commitAll()
        for cwd in [omo, omo + "/App"] {
            let dry = kitscan(["fix", "--dry-run"], cwd: cwd)
            XCTAssertEqual(dry.code, 0, dry.stderr)
            XCTAssertTrue(dry.stdout.hasPrefix("diff --git a/ios/Omo/App/Mail/MailListView.swift b/ios/Omo/App/Mail/MailListView.swift\n"),
                          dry.stdout)
        }
        let patch = kitscan(["fix", "--dry-run"], cwd: omo).stdout
        try Data(patch.utf8).write(to: URL(fileURLWithPath: repo.root + "/fix.patch"))
        for cwd in [omo, repo.root] {
            // `git apply` skips, with exit 0, what it cannot place: --verbose says "Skipped".
            let (_, check) = try runProcess(try XCTUnwrap(onPath("git")),
                                            ["apply", "--check", "--verbose", repo.root + "/fix.patch"], cwd: cwd)
            XCTAssertFalse(check.contains("Skipped"), "from \(cwd): \(check)")
            XCTAssertTrue(check.contains("Checking patch ios/Omo/App/Mail/MailRow.swift"), "from \(cwd): \(check)")
        }
        let (status, output) = try runProcess(try XCTUnwrap(onPath("git")), ["apply", repo.root + "/fix.patch"], cwd: omo)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(try String(contentsOfFile: omo + "/App/Mail/MailRow.swift", encoding: .utf8)
            .contains("selectionBlue = KitColor.selection"))
    }

    func testRulesExplainsATeamRulesFix() {
        let result = kitscan(["rules", "radius-literal"], cwd: packageRoot + "/Samples/Envisioning")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
        Fix (`kitscan fix`): $r becomes EnvisioningRadius.$r, with 12 -> field, 14 -> control, 18 -> card
          - import EnvisioningUI
            let s = RoundedRectangle(cornerRadius: 18, style: .continuous)
            after the fix:
            import EnvisioningUI
            let s = RoundedRectangle(cornerRadius: EnvisioningRadius.card, style: .continuous)
        """), result.stdout)
    }

    /// The baseline's counts: path -> rule -> count.
    private func counts(_ folder: String) throws -> [String: [String: Int]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/kitscan-baseline.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try XCTUnwrap(object["files"] as? [String: [String: [String: Any]]])
        return files.mapValues { rules in rules.compactMapValues { $0["count"] as? Int } }
    }
}

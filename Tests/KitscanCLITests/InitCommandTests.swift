import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
@testable import KitscanEngine
@testable import KitscanGit

/// `kitscan init`: the starter config (kit guessed) and the pre-commit hook.
final class InitCommandTests: XCTestCase {
    func testWritesConfigGuessingTheKitAndInstallsAnExecutableHook() throws {
        let repo = try GitTestRepo(self)
        try repo.write("OmoKit/Sources/OmoKit/Foundations/Colour.swift", "import SwiftUI\nenum KitColor {}\n")
        try repo.write("OmoKit/Sources/OmoKit/Row.swift", "import SwiftUI\n")
        try repo.write("EmptyKit/README.md", "no swift here\n")
        try repo.write("App/Main.swift", Source.palette())

        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        let config = try XCTUnwrap(try JSONSerialization.jsonObject(with: repo.read("kitscan.json")) as? [String: Any])
        let kit = try XCTUnwrap(config["kit"] as? [String: [String]])
        XCTAssertEqual(kit["paths"], ["OmoKit/Sources"])
        XCTAssertEqual(kit["modules"], ["OmoKit"])
        XCTAssertEqual(kit["tokens"], ["OmoKit/Sources/OmoKit/Foundations"])
        XCTAssertEqual(config["baseline"] as? String, "kitscan-baseline.json")
        XCTAssertFalse(result.stderr.contains("warning"), "the starter config loads: \(result.stderr)")

        let hook = repo.root + "/.git/hooks/pre-commit"
        let text = try String(contentsOfFile: hook, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("#!/bin/sh\n"))
        XCTAssertTrue(text.contains("exec kitscan check --staged"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook))

        // The new config is usable by the ratchet right away.
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        XCTAssertEqual(repo.kitscan("check").code, 0)
    }

    func testTheKitGuessPrefersThePackageTheOthersDependOnAndSaysWhy() throws {
        let repo = try GitTestRepo(self)
        func package(_ folder: String, _ name: String, uses: [String]) throws {
            let dependencies = uses.map { ".package(path: \"\($0)\")" }.joined(separator: ", ")
            try repo.write(folder + "/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "\(name)", dependencies: [\(dependencies)],
                                      targets: [.target(name: "\(name)")])

                """)
            try repo.write(folder + "/Sources/\(name)/View.swift", "import SwiftUI\n")
        }
        try package("Packages/OmoKit", "OmoKit", uses: [])
        try repo.write("Packages/OmoKit/Sources/OmoKit/Tokens/Colour.swift", "import SwiftUI\n")
        try package("Packages/MailUI", "MailUI", uses: ["../OmoKit"])
        try package("Packages/InboxKit", "InboxKit", uses: ["../OmoKit", "../MailUI"])
        try package("App", "App", uses: ["../Packages/OmoKit", "../Packages/MailUI", "../Packages/InboxKit"])

        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        let config = try XCTUnwrap(try JSONSerialization.jsonObject(with: repo.read("kitscan.json")) as? [String: Any])
        let kit = try XCTUnwrap(config["kit"] as? [String: [String]])
        XCTAssertEqual(kit["paths"], ["Packages/OmoKit/Sources"])
        XCTAssertEqual(kit["modules"], ["OmoKit"])
        XCTAssertEqual(kit["tokens"], ["Packages/OmoKit/Sources/OmoKit/Tokens"])
        XCTAssertTrue(result.stdout.contains("""
              Packages/OmoKit/Sources: the kit, a package named like one that 3 other local packages depend on
              not Packages/InboxKit: named like a kit, but it depends on Packages/MailUI, Packages/OmoKit (it uses the kit)
              not Packages/MailUI: named like a kit, but it depends on Packages/OmoKit (it uses the kit)
            """), result.stdout)
    }

    /// `kit-copy` is opt-in (its precision on real apps is under 0.9), so `init` offers it
    /// with what to expect and the exact lines to add, and only when it found a kit.
    func testOffersTheOptInCopyRuleWithTheLinesToAddOnlyWhenItFoundAKit() throws {
        let repo = try GitTestRepo(self)
        try repo.write("OmoKit/Sources/OmoKit/Row.swift", "import SwiftUI\npublic struct KitRow: View { public var body: some View { Text(\"a\") } }\n")
        try repo.write("App/Main.swift", Source.palette())
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        let offer = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("kit-copy") }, result.stdout)
        XCTAssertTrue(offer.contains("docs/copies.md"), String(offer))
        let snippet = try XCTUnwrap(offer.range(of: "{ \"rules\"").map { String(offer[$0.lowerBound...]).components(separatedBy: "` ")[0] })
        // The lines offered are a config the loader takes, and they turn the rule on.
        var config = try XCTUnwrap(try JSONSerialization.jsonObject(with: repo.read("kitscan.json")) as? [String: Any])
        let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(snippet.trimmingCharacters(in: CharacterSet(charactersIn: "`")).utf8)) as? [String: Any])
        config["rules"] = rules["rules"]
        try repo.write("kitscan.json", String(decoding: try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]), as: UTF8.self))
        let listed = repo.kitscan("rules")
        XCTAssertEqual(listed.code, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("kit-copy") && $0.contains(" on ") }, listed.stdout)

        let bare = try GitTestRepo(self)
        try bare.write("App/Main.swift", Source.palette())
        let none = bare.kitscan("init")
        XCTAssertEqual(none.code, 0, none.stderr)
        XCTAssertFalse(none.stdout.contains("kit-copy"), none.stdout)
    }

    func testRefusesToOverwriteAHookWithoutForce() throws {
        let repo = try GitTestRepo(self)
        let hook = repo.root + "/.git/hooks/pre-commit"
        try FileManager.default.createDirectory(atPath: repo.root + "/.git/hooks", withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: URL(fileURLWithPath: hook))
        try repo.write("kitscan.json", "{}\n")

        let refused = repo.kitscan("init")
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.stderr.contains("already exists") && refused.stderr.contains("--force"), refused.stderr)
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertEqual(try repo.read("kitscan.json"), Data("{}\n".utf8), "an existing config is kept")

        let forced = repo.kitscan("init", "--force")
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertTrue(try String(contentsOfFile: hook, encoding: .utf8).contains("kitscan check --staged"))
        XCTAssertEqual(try repo.read("kitscan.json"), Data("{}\n".utf8), "--force replaces the hook, never the config")
        XCTAssertEqual(try String(contentsOfFile: hook + ".backup", encoding: .utf8), "#!/bin/sh\necho mine\n")
    }

    func testOutsideGitWritesTheConfigButFailsForTheHook() throws {
        let folder = try temporaryFolder(self)
        let result = kitscan(["init"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("not inside a git repository") && result.stderr.contains("git init"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/kitscan.json"))
        XCTAssertFalse(result.stderr.contains("Fatal"))
    }

    /// Git runs no hook that is not executable: when the chmod fails (injected, since as root
    /// permissions never stop one), init says the hook is written but will not run, and the
    /// command that fixes it, not that it could not write the file.
    func testAHookThatCannotBeMadeExecutableSaysSoAndHowToFixIt() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{}\n")
        let hook = try XCTUnwrap(Git.open(at: repo.root)).gitPath("hooks/pre-commit")
        let io = IO(stdout: OutputBuffer().sink, stderr: OutputBuffer().sink, cwd: repo.root, environment: [:])
        let options = try InitOptions(ParsedArguments(command: "init"))
        XCTAssertThrowsError(try InitCommand.run(options, io: io, makeExecutable: { _ in EPERM })) { error in
            XCTAssertEqual((error as? CommandFailure)?.messages, [
                "wrote \(hook), but cannot make it executable (Operation not permitted), and git runs no hook that is not. "
                    + "Run `chmod +x \(hook)`.",
            ])
        }
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), InitCommand.hook)
    }

    /// A hook that cannot be written (a folder in its place, which stops root too) names the
    /// step that failed once, and says what to change.
    func testAHookThatCannotBeWrittenSaysWhyOnce() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{}\n")
        let hook = try XCTUnwrap(Git.open(at: repo.root)).gitPath("hooks/pre-commit")
        try FileManager.default.createDirectory(atPath: hook, withIntermediateDirectories: true)
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderr, "error: cannot write \(hook): rename the temporary file over failed: Is a directory; "
                       + "the pre-commit hook was not installed. Make \(hook) a file (or remove it) in a writable folder, "
                       + "and run `kitscan init` again.\n")
    }

    /// The hook written but left not executable (a chmod that failed) is one git skips:
    /// `init` again makes it executable, with no backup of itself, rather than calling it
    /// installed.
    func testInitAgainMakesAHookThatIsNotExecutableExecutable() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{}\n")
        let hook = try XCTUnwrap(Git.open(at: repo.root)).gitPath("hooks/pre-commit")
        try FileManager.default.createDirectory(atPath: (hook as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: hook, contents: Data(InitCommand.hook.utf8), attributes: [.posixPermissions: 0o644]))
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Installed \(hook): commits now run `kitscan check --staged`."), result.stdout)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook))
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook + ".backup"))
    }
}

import Foundation
import XCTest
import KitscanTestSupport

/// The shape the sources keep, read from the Sources tree: git's argument lists live in the
/// git target only, and each command is a leaf (what two commands share lives elsewhere).
final class CLIShapeTests: XCTestCase {
    /// Every `.swift` file under `Sources/<folder>`, path (from `Sources/`) -> its code
    /// without `//` comments (a comment may name anything).
    func sources(_ folder: String = "") throws -> [String: String] {
        let root = packageRoot + "/Sources/"
        var files: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + folder))
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let name = folder.isEmpty ? path : folder + "/" + path
            let text = try String(contentsOfFile: root + name, encoding: .utf8)
            files[name] = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
        }
        return files
    }

    /// An array literal that is git's arguments: a git-only command first (`["rev-parse", …`),
    /// or a common word followed by an option (`["log", "--first-parent", …`, `["-c", "core.…`).
    static let gitArguments = try! NSRegularExpression(pattern: #"\[\s*"(?:cat-file|for-each-ref|hash-object|ls-files|ls-tree|merge-base|rev-list|rev-parse|symbolic-ref|worktree)"|\[\s*"-c"\s*,|\[\s*"(?:add|blame|branch|checkout|commit|config|describe|diff|fetch|init|log|show|status)"\s*,\s*"-"#)

    func gitArgumentLists(_ text: String) -> Int {
        Self.gitArguments.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    func testGitsArgumentListsAreInTheGitTargetOnly() throws {
        var outside: [String] = []
        var inside = 0
        for (path, text) in try sources() {
            let count = gitArgumentLists(text)
            if path.hasPrefix("KitscanGit/") { inside += count } else if count > 0 { outside.append(path) }
        }
        XCTAssertGreaterThan(inside, 10, "the pattern finds the git target's own lists")
        XCTAssertEqual(outside.sorted(), [], "run git through KitscanGit's named methods")
    }

    func testNoCommandFileNamesAnotherCommandsType() throws {
        let commands = try sources("KitscanCLI/Commands")
        let declaration = try NSRegularExpression(pattern: #"\b(?:enum|struct)\s+([A-Z][A-Za-z]*Command)\b"#)
        let use = try NSRegularExpression(pattern: #"\b([A-Z][A-Za-z]*Command)\b"#)
        func names(_ pattern: NSRegularExpression, _ text: String) -> Set<String> {
            Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
        }
        var declaredIn: [String: String] = [:]
        for (path, text) in commands { for name in names(declaration, text) { declaredIn[name] = path } }
        XCTAssertGreaterThanOrEqual(declaredIn.count, 14, "every command's type is found")
        var crossings: [String] = []
        for (path, text) in commands.sorted(by: { $0.key < $1.key }) {
            for name in names(use, text).sorted() where declaredIn[name].map({ $0 != path }) ?? false {
                crossings.append("\(path) names \(name)")
            }
        }
        XCTAssertEqual(crossings, [], "what two commands share lives outside Commands/")
    }
}

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

    /// Blob bytes are read through a file source (a revision's, read in one request), never
    /// fetched by a driver itself: only the source types and the git home ask a repository.
    func testOnlyTheSourceTypesReadBlobs() throws {
        let allowed: Set<String> = ["KitscanReview/RevisionSource.swift"]
        var outside: [String] = []
        for (path, text) in try sources() where text.contains(".blobs(") {
            if !path.hasPrefix("KitscanGit/") && !allowed.contains(path) { outside.append(path) }
        }
        XCTAssertEqual(outside.sorted(), [], "read bytes through a FileSource (RevisionSource.read) or KitscanGit")
    }

    func testNoCommandFileNamesAnotherCommandsType() throws {
        let commands = try sources("KitscanCLI/Commands")
        // Every type a command file declares at its top level (the command, its options, its helpers).
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:package |public )?(?:final )?(?:enum|struct|class)\s+([A-Z][A-Za-z]*)\b"#)
        let use = try NSRegularExpression(pattern: #"\b([A-Z][A-Za-z]*)\b"#)
        func names(_ pattern: NSRegularExpression, _ text: String) -> Set<String> {
            Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
        }
        var declaredIn: [String: String] = [:]
        for (path, text) in commands { for name in names(declaration, text) { declaredIn[name] = path } }
        XCTAssertGreaterThanOrEqual(declaredIn.count, 28, "every command's type and options are found")
        var crossings: [String] = []
        for (path, text) in commands.sorted(by: { $0.key < $1.key }) {
            for name in names(use, text).sorted() where declaredIn[name].map({ $0 != path }) ?? false {
                crossings.append("\(path) names \(name)")
            }
        }
        XCTAssertEqual(crossings, [], "what two commands share lives outside Commands/")
    }

    // MARK: - Sizes

    /// Every hand-written `.swift` file under `Sources/`, path (from `Sources/`) -> its text as
    /// written (the generated rule table is left out).
    func rawSources() throws -> [String: String] {
        let root = packageRoot + "/Sources/"
        var files: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        for case let path as String in enumerator where path.hasSuffix(".swift") && path != "KitscanEngine/Rules/ShippedRules.swift" {
            files[path] = try String(contentsOfFile: root + path, encoding: .utf8)
        }
        return files
    }

    /// Lines as `wc -l` counts them.
    func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    func testTheCLITargetHoldsUnder3500Lines() throws {
        let cli = try rawSources().filter { $0.key.hasPrefix("KitscanCLI/") }
        XCTAssertGreaterThan(cli.count, 30, "the CLI target's files are found")
        let lines = cli.values.map(lineCount).reduce(0, +)
        XCTAssertLessThan(lines, 3500, "KitscanCLI is terminal, arguments and commands; move logic to the library targets")
    }

    func testNoHandWrittenSourceFileIsOver400Lines() throws {
        let files = try rawSources()
        XCTAssertGreaterThan(files.count, 300, "every source file is found")
        let long = files.filter { lineCount($0.value) > 400 }.map { "\($0.key): \(lineCount($0.value)) lines" }.sorted()
        XCTAssertEqual(long, [], "split a file over 400 lines by concept")
    }

    func testTheCLITargetRunsNoWholeAppStage() throws {
        let cli = try sources("KitscanCLI")
        let calls = cli.filter { $0.value.contains("wholeApp") || $0.value.contains("WholeAppStages") || $0.value.contains("CopyFinder") }
        XCTAssertEqual(calls.keys.sorted(), [], "the whole-app stages are run by the library's scans, never by a command")
    }

    func testNoFunctionIsOver80Lines() throws {
        let files = try rawSources()
        var long: [String] = []
        var measured = 0
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            for function in SwiftFunctions.lengths(text) {
                measured += 1
                let name = "\(path): \(function.name)"
                if function.lines > 80 { long.append("\(name) (\(function.lines) lines)") }
            }
        }
        XCTAssertGreaterThan(measured, 1500, "the functions are found")
        XCTAssertEqual(long, [], "split a function over 80 lines")
    }

    func testFunctionLengthsAreMeasuredFromTheDeclarationToItsClosingBrace() {
        let text = """
            protocol P {
                func required() -> Int
            }
            struct S {
                /// A comment with a brace {
                func f(_ a: [Int]) -> String {
                    let s = "a } brace in a string and \\(a.map { $0 }) an interpolation"
                    /* { */
                    return s + #"raw } "# + \"\"\"
                        } in a multi-line string
                        \"\"\"
                }
                init(x: Int)
                    throws {
                    _ = x
                }
            }
            """
        let found = SwiftFunctions.lengths(text)
        XCTAssertEqual(found.map(\.name), ["f", "init"])
        XCTAssertEqual(found.map(\.lines), [7, 4])
    }
}


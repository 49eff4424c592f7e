import XCTest
import KitscanTestSupport
@testable import KitscanFiles

final class GlobTests: XCTestCase {
    private func assertMatches(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertTrue(glob.matches(path), "\(pattern) should match \(path)", file: file, line: line)
        }
    }

    private func assertNoMatch(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let glob = Glob(pattern)
        for path in paths {
            XCTAssertFalse(glob.matches(path), "\(pattern) should not match \(path)", file: file, line: line)
        }
    }

    func testDoubleStarMatchesAnyDepthIncludingRoot() {
        assertMatches("**/*.swift", ["A.swift", "App/A.swift", "App/Mail/Deep/A.swift"])
        assertNoMatch("**/*.swift", ["A.swiftx", "App/A.txt", "App/swift"])
        assertMatches("**/x", ["x", "a/x", "a/b/c/x"])
        assertNoMatch("**/x", ["xa", "a/xb", "x/a"])
    }

    /// `**/*<suffix>` is matched by its last name alone; a pattern of the same meaning that
    /// the shortcut does not recognise (a class of one letter) runs the automaton.
    func testSuffixShortcutAgreesWithTheAutomaton() {
        let paths = ["A.swift", "a/b/A.swift", ".swift", "a/.swift", "a/b.swift/", "a/b.swift/.", "a/b.swift/./",
                     "a//b.swift", "./A.swift", "a/./b.swift", "A.swiftx", "a.swift/b", "swift", "", ".", "/", "a/",
                     "/abs/x.swift", "a/b.sw", "é/ü.swift", "a/\u{FF}.swift"]
        let shortcut = Glob("**/*.swift"), automaton = Glob("**/*.swif[t]")
        XCTAssertNotNil(shortcut.nameSuffix)
        XCTAssertNil(automaton.nameSuffix)
        for path in paths {
            XCTAssertEqual(shortcut.matches(path), automaton.matches(path), "\(path)")
        }
        XCTAssertNil(Glob("**/a*.swift").nameSuffix)
        XCTAssertNil(Glob("App/**/*.swift").nameSuffix)
    }

    func testDoubleStarInTheMiddleMatchesZeroOrMoreFolders() {
        assertMatches("App/**/View.swift", ["App/View.swift", "App/A/View.swift", "App/A/B/C/View.swift"])
        assertNoMatch("App/**/View.swift", ["View.swift", "Other/App/View.swift", "App/A/View.swift/x"])
        assertMatches("**/Generated/**", ["Generated/A.swift", "a/Generated/b/c.swift"])
        assertNoMatch("**/Generated/**", ["Generated", "a/Generated", "a/NotGenerated/b.swift", "GeneratedX/a.swift"])
    }

    func testTrailingDoubleStarNeedsAtLeastOneName() {
        assertMatches("a/**", ["a/b", "a/b/c"])
        assertNoMatch("a/**", ["a", "b/a/c"])
        assertMatches("**", ["a", "a/b"])
    }

    func testSingleStarStaysInOneName() {
        assertMatches("*.swift", ["A.swift", ".swift", ".hidden.swift"])
        assertNoMatch("*.swift", ["App/A.swift"])
        assertMatches("App/*/A.swift", ["App/Mail/A.swift"])
        assertNoMatch("App/*/A.swift", ["App/A.swift", "App/Mail/Deep/A.swift"])
        assertMatches("*View*Model*.swift", ["MailViewModel.swift", "ViewModel.swift", "AViewBModelC.swift"])
        assertNoMatch("*View*Model*.swift", ["ModelView.swift"])
    }

    func testQuestionMarkMatchesOneCharacterNotASlash() {
        assertMatches("A?.swift", ["Ab.swift", "A1.swift", "Aé.swift"])
        assertNoMatch("A?.swift", ["A.swift", "Abc.swift", "A/.swift"])
        assertMatches("??", ["ab", "é🙂"])
        assertNoMatch("??", ["a", "abc"])
    }

    func testCharacterClasses() {
        assertMatches("[abc].swift", ["a.swift", "c.swift"])
        assertNoMatch("[abc].swift", ["d.swift", "ab.swift"])
        assertMatches("File[0-9].swift", ["File0.swift", "File9.swift"])
        assertNoMatch("File[0-9].swift", ["FileA.swift", "File.swift"])
        assertMatches("[!a]x", ["bx", "éx"])
        assertNoMatch("[!a]x", ["ax"])
        assertMatches("[^a]x", ["bx"])
        assertNoMatch("[^a]x", ["ax"])
        assertMatches("[]]x", ["]x"])
        assertMatches("[a-]x", ["-x", "ax"])
        assertMatches("[[:digit:]][[:upper:]]", ["1A"])
        assertNoMatch("[[:digit:]][[:upper:]]", ["AA", "1a"])
        assertMatches("[é]", ["é"])
        assertNoMatch("[é]", ["e"])
    }

    func testUnclosedBracketAndEscapesAreLiteral() {
        assertMatches("a[b", ["a[b"])
        assertNoMatch("a[b", ["ab"])
        assertMatches("\\*.swift", ["*.swift"])
        assertNoMatch("\\*.swift", ["A.swift"])
        assertMatches("a\\?", ["a?"])
        assertNoMatch("a\\?", ["ab"])
    }

    func testLiteralFolderMatchesEverythingBelow() {
        assertMatches("OmoKit/Sources", ["OmoKit/Sources", "OmoKit/Sources/A/B.swift", "OmoKit/Sources/C.swift"])
        assertNoMatch("OmoKit/Sources", ["OmoKit/SourcesX/A.swift", "OmoKit/A.swift", "X/OmoKit/Sources/A.swift"])
        assertMatches("Colour.swift", ["Colour.swift"])
        assertNoMatch("Colour.swift", ["App/Colour.swift"])
        assertMatches("**/Previews/", ["Previews/A.swift", "x/Previews/y/A.swift"])
        assertNoMatch("**/Previews/", ["x/PreviewsA.swift"])
    }

    func testLiteralWithoutDescendantsIsExact() {
        let glob = Glob("OmoKit/Sources", matchesDescendants: false)
        XCTAssertTrue(glob.matches("OmoKit/Sources"))
        XCTAssertFalse(glob.matches("OmoKit/Sources/A.swift"))
    }

    func testPathAndPatternNormalisation() {
        assertMatches("./App/*.swift", ["App/A.swift", "./App/A.swift", "App//A.swift"])
        assertMatches("App//A.swift", ["App/A.swift"])
        XCTAssertFalse(Glob("").matches("A.swift"))
    }

    func testMatchingIsByteExactAndCaseSensitive() {
        assertNoMatch("*.Swift", ["A.swift"])
        // é precomposed (U+00E9) and decomposed (e + U+0301) are different bytes.
        assertNoMatch("caf\u{E9}.swift", ["cafe\u{301}.swift"])
        assertMatches("caf\u{E9}.swift", ["caf\u{E9}.swift"])
    }

    func testMatchesRawNonUTF8Bytes() {
        let path: [UInt8] = Array("App/caf".utf8) + [0xE9] + Array(".swift".utf8)
        path.withUnsafeBufferPointer { bytes in
            XCTAssertTrue(Glob("**/*.swift").matches(bytes: bytes))
            XCTAssertTrue(Glob("App/caf?.swift").matches(bytes: bytes))
            XCTAssertFalse(Glob("App/cafe.swift").matches(bytes: bytes))
        }
    }

    func testHasWildcard() {
        XCTAssertFalse(Glob("OmoKit/Sources").hasWildcard)
        XCTAssertTrue(Glob("OmoKit/*").hasWildcard)
        XCTAssertTrue(Glob("**/x").hasWildcard)
        XCTAssertTrue(Glob("a[bc]").hasWildcard)
        XCTAssertFalse(Glob("a\\*").hasWildcard)
    }

    func testPruningQueries() {
        XCTAssertTrue(Glob("**/Generated/**").matchesEverything(below: "App/Generated"))
        XCTAssertTrue(Glob("**/Generated/**").matchesEverything(below: "App/Generated/Deep"))
        XCTAssertFalse(Glob("**/Generated/**").matchesEverything(below: "App"))
        XCTAssertTrue(Glob("OmoKit").matchesEverything(below: "OmoKit"))
        XCTAssertTrue(Glob("OmoKit").matchesEverything(below: "OmoKit/Sources"))
        XCTAssertFalse(Glob("**/*.swift").matchesEverything(below: "App"))
        XCTAssertTrue(Glob("**").matchesEverything(below: "App"))

        XCTAssertTrue(Glob("App/**/*.swift").canMatch(below: "App"))
        XCTAssertTrue(Glob("App/**/*.swift").canMatch(below: "App/Mail/Deep"))
        XCTAssertFalse(Glob("App/**/*.swift").canMatch(below: "OmoKit"))
        XCTAssertFalse(Glob("App/*.swift").canMatch(below: "App/Mail"))
        XCTAssertTrue(Glob("**/*.swift").canMatch(below: "anything/at/all"))
    }

    func testPathologicalPatternsStayFast() {
        // Exponential for naive recursion: many stars against a long near-miss.
        let pattern = String(repeating: "*a", count: 40) + "b"
        let name = String(repeating: "a", count: 2000)
        let start = Date()
        XCTAssertFalse(Glob(pattern).matches(name))
        let deep = String(repeating: "**/", count: 30) + "x"
        let path = String(repeating: "a/", count: 200) + "y"
        XCTAssertFalse(Glob(deep).matches(path))
        XCTAssertTrue(Glob(deep).matches(String(repeating: "a/", count: 200) + "x"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
    }

    func testSegmentMatcherAgainstBruteForce() {
        // A tiny reference matcher (exponential, fine for short inputs) on ASCII.
        func reference(_ p: [Character], _ s: [Character]) -> Bool {
            if p.isEmpty { return s.isEmpty }
            switch p[0] {
            case "*": return (0...s.count).contains { reference(Array(p.dropFirst()), Array(s.dropFirst($0))) }
            case "?": return !s.isEmpty && reference(Array(p.dropFirst()), Array(s.dropFirst()))
            default: return !s.isEmpty && s[0] == p[0] && reference(Array(p.dropFirst()), Array(s.dropFirst()))
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "*", "?"]
        for _ in 0..<3000 {
            let p = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let s = (0..<Int.random(in: 0...7, using: &generator)).map { _ in ["a", "b"].randomElement(using: &generator)! } as [Character]
            let pattern = String(p)
            let name = String(s)
            guard !pattern.isEmpty, !name.isEmpty else { continue }
            XCTAssertEqual(Glob(pattern, matchesDescendants: false).matches(name), reference(p, s),
                           "pattern \(pattern) name \(name)")
        }
    }
}

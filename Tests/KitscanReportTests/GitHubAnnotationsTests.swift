import KitscanFiles
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class GitHubAnnotationsTests: XCTestCase {
    func testAnnotationLines() {
        XCTAssertEqual(GitHubAnnotations.render(Fixtures.debt), """
        ::warning file=App/A.swift,line=3,col=5,title=raw-colour::Use a kit token (copies KitColor.selection)
        ::warning file=App/A.swift,line=9,col=5,title=raw-colour::Use a kit token
        ::error file=App/A.swift,line=9,col=20,title=small-font::Type under 12 pt
        ::warning file=App/C.swift,line=1,col=5,title=raw-colour::Use a kit token

        """)
    }

    func testEscapingFollowsGitHubRules() {
        XCTAssertEqual(GitHubAnnotations.escapeData("100% done\r\nnext: a, b"), "100%25 done%0D%0Anext: a, b")
        XCTAssertEqual(GitHubAnnotations.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        let f = Fixtures.finding("App/We,ird:Name.swift", 2, "my,rule", severity: .note, message: "50% off\nnow")
        XCTAssertEqual(GitHubAnnotations.annotation(f),
                       "::notice file=App/We%2Cird%3AName.swift,line=2,col=5,title=my%2Crule::50%25 off%0Anow")
    }

    func testExceptedAndUnreadable() {
        var result = Fixtures.debt
        result.unreadable = [UnreadableFile(path: "App/Bad.swift", reason: "cut off\nmid-string")]
        let out = GitHubAnnotations.render(result, includeExcepted: true)
        XCTAssertTrue(out.contains("::warning file=App/B.swift,line=4,col=5,title=raw-colour::Use a kit token (excepted: brand red, signed off by design)\n"))
        XCTAssertTrue(out.hasSuffix("::warning file=App/Bad.swift,title=unreadable file::Could not be read: cut off%0Amid-string\n"))
        XCTAssertFalse(GitHubAnnotations.render(Fixtures.debt).contains("App/B.swift"))
    }
}

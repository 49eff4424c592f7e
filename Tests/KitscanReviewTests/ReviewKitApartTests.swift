import XCTest
import KitscanEngine
@testable import KitscanReview

/// Which kit folders outside the workspace review reads from the repository's revisions,
/// and the one mapping between their repository and workspace paths.
final class ReviewKitApartTests: XCTestCase {
    func apart(_ paths: [String], tokens: [String] = [], prefix: String) -> ReviewKitApart {
        var config = Config()
        config.kit.paths = paths
        config.kit.tokens = tokens
        return ReviewKitApart(config: config, prefix: prefix)
    }

    func testAKitBesideTheWorkspaceMapsBothWays() {
        let kit = apart(["../OmoKit/Sources", "Kit"], tokens: ["../OmoKit/Sources/OmoKit/Foundations"], prefix: "Apps/Mail/")
        XCTAssertEqual(kit.gitPrefixes, ["Apps/OmoKit/Sources"])
        XCTAssertEqual(kit.workspacePath("Apps/OmoKit/Sources/OmoKit/KitRow.swift"), "../OmoKit/Sources/OmoKit/KitRow.swift")
        XCTAssertEqual(kit.gitPath("../OmoKit/Sources/OmoKit/KitRow.swift"), "Apps/OmoKit/Sources/OmoKit/KitRow.swift")
        XCTAssertNil(kit.workspacePath("Apps/OmoKit/SourcesOld/KitRow.swift"))
        XCTAssertNil(kit.workspacePath("Apps/Mail/Kit/KitRow.swift"), "a kit inside the workspace is the workspace's")
        XCTAssertFalse(kit.contains("Kit/KitRow.swift"))
    }

    func testAKitOutsideTheRepositoryIsNotReadFromIt() {
        XCTAssertTrue(apart(["../OmoKit/Sources"], prefix: "").homes.isEmpty)
        XCTAssertTrue(apart(["../../OmoKit/Sources"], prefix: "App/").homes.isEmpty)
        XCTAssertEqual(ReviewKitApart.resolve("App/./../OmoKit"), "OmoKit")
    }
}

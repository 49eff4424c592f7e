import XCTest
import KitscanTestSupport
@testable import KitscanEngine

final class ConfigLocatorTests: XCTestCase {
    func testWalksUpFromTheScannedPath() throws {
        let tree = try FilesTestTree()
        try tree.write("kitscan.json", "{}")
        try tree.write("App/Mail/MailRow.swift")
        let fromFolder = try ConfigLocator.locate(start: tree.path + "/App/Mail")
        XCTAssertEqual(fromFolder.configFile?.path, tree.path + "/kitscan.json")
        XCTAssertEqual(fromFolder.root.path, tree.path)
        let fromFile = try ConfigLocator.locate(start: tree.path + "/App/Mail/MailRow.swift")
        XCTAssertEqual(fromFile.configFile?.path, tree.path + "/kitscan.json")
    }

    func testNearestConfigWins() throws {
        let tree = try FilesTestTree()
        try tree.write("kitscan.json", "{}")
        try tree.write("Sub/kitscan.json", "{}")
        try tree.mkdir("Sub/Deep")
        let location = try ConfigLocator.locate(start: tree.path + "/Sub/Deep")
        XCTAssertEqual(location.configFile?.path, tree.path + "/Sub/kitscan.json")
        XCTAssertEqual(location.root.path, tree.path + "/Sub")
    }

    func testWorkingDirectoryWhenNoPathIsScannedAndRelativeStarts() throws {
        let tree = try FilesTestTree()
        try tree.write("kitscan.json", "{}")
        try tree.mkdir("App")
        let fromCwd = try ConfigLocator.locate(workingDirectory: tree.path + "/App")
        XCTAssertEqual(fromCwd.configFile?.path, tree.path + "/kitscan.json")
        let relative = try ConfigLocator.locate(start: "App", workingDirectory: tree.path)
        XCTAssertEqual(relative.root.path, tree.path)
    }

    func testNoConfigMeansTheScannedFolderIsTheRoot() throws {
        let tree = try FilesTestTree()
        try tree.write("App/A.swift")
        // A config outside the temporary tree would be found; none is expected up there.
        let location = try ConfigLocator.locate(start: tree.path + "/App")
        if location.configFile == nil {
            XCTAssertEqual(location.root.path, tree.path + "/App")
        } else {
            XCTAssertFalse(location.configFile!.path.hasPrefix(tree.path), "found a config that is not in the tree")
        }
        let fileStart = try ConfigLocator.locate(start: tree.path + "/App/A.swift")
        XCTAssertEqual(fileStart.configFile, location.configFile)
    }

    func testExplicitConfigOverridesAndMustExist() throws {
        let tree = try FilesTestTree()
        try tree.write("kitscan.json", "{}")
        try tree.write("ci/other.json", "{}")
        let location = try ConfigLocator.locate(explicitConfig: "ci/other.json", start: tree.path, workingDirectory: tree.path)
        XCTAssertEqual(location.configFile?.path, tree.path + "/ci/other.json")
        XCTAssertEqual(location.root.path, tree.path + "/ci")

        XCTAssertThrowsError(try ConfigLocator.locate(explicitConfig: "nope.json", workingDirectory: tree.path)) { error in
            XCTAssertEqual((error as? ConfigError)?.description,
                           "nope.json: no such config file. Check the path given to --config, or leave it out to use the kitscan.json found by walking up.")
        }
        XCTAssertThrowsError(try ConfigLocator.locate(explicitConfig: "ci", workingDirectory: tree.path)) { error in
            XCTAssertEqual((error as? ConfigError)?.problem, "not a file")
        }
    }
}

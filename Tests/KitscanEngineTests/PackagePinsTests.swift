import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// `Package.resolved` in the three formats SwiftPM and Xcode write.
final class PackagePinsTests: XCTestCase {
    static let revision = "3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39"

    static let version1 = """
        { "object": { "pins": [
            { "package": "OmoKit", "repositoryURL": "https://example.com/omo/OmoKit.git",
              "state": { "branch": null, "revision": "\(revision)", "version": "1.4.0" } } ] },
          "version": 1 }
        """

    static let version2 = """
        { "pins": [
            { "identity": "omokit", "kind": "remoteSourceControl", "location": "https://example.com/omo/OmoKit.git",
              "state": { "revision": "\(revision)", "version": "1.4.0" } } ],
          "version": 2 }
        """

    static let version3 = """
        { "originHash": "abc", "pins": [
            { "identity": "other", "kind": "remoteSourceControl", "location": "https://example.com/other",
              "state": { "revision": "0000000000000000000000000000000000000000", "version": "2.0.0" } },
            { "identity": "omokit", "kind": "remoteSourceControl", "location": "git@example.com:omo/OmoKit.git",
              "state": { "branch": "main", "revision": "\(revision)" } } ],
          "version": 3 }
        """

    func pins(_ text: String) throws -> PackagePins {
        try PackagePins.parse(Array(text.utf8), file: "Package.resolved")
    }

    func testVersion1GivesVersionAndRevisionByNameOrURL() throws {
        let pins = try pins(Self.version1)
        let pin = try XCTUnwrap(pins.pin(named: "omokit"))
        XCTAssertEqual(pin.identity, "omokit")
        XCTAssertEqual(pin.version, "1.4.0")
        XCTAssertNil(pin.branch)
        XCTAssertEqual(pin.revision, Self.revision)
        XCTAssertEqual(pins.pin(named: "OMOKIT"), pin)
    }

    func testVersion2GivesVersionAndRevisionByIdentity() throws {
        let pin = try XCTUnwrap(try pins(Self.version2).pin(named: "OmoKit"))
        XCTAssertEqual(pin.version, "1.4.0")
        XCTAssertEqual(pin.revision, Self.revision)
    }

    func testVersion3GivesABranchPinWithItsRevision() throws {
        let pins = try pins(Self.version3)
        let pin = try XCTUnwrap(pins.pin(named: "OmoKit"))
        XCTAssertNil(pin.version)
        XCTAssertEqual(pin.branch, "main")
        XCTAssertEqual(pin.revision, Self.revision)
        XCTAssertEqual(pins.pin(named: "other")?.version, "2.0.0")
        XCTAssertNil(pins.pin(named: "missing"))
    }

    func testABrokenFileNamesItselfAndTheCommand() {
        for text in ["{ \"pins\": ", "{ \"version\": 2 }"] {
            XCTAssertThrowsError(try pins(text)) { error in
                let message = (error as? PackagePins.Problem)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("Package.resolved: "), message)
                XCTAssertTrue(message.contains("swift package resolve"), message)
            }
        }
    }

    func testIdentityOfALocation() {
        XCTAssertEqual(PackagePins.identity(ofLocation: "https://example.com/omo/OmoKit.git"), "omokit")
        XCTAssertEqual(PackagePins.identity(ofLocation: "git@example.com:omo/Omo-Kit.git/"), "omo-kit")
        XCTAssertEqual(PackagePins.identity(ofLocation: "/Users/me/OmoKit"), "omokit")
        XCTAssertNil(PackagePins.identity(ofLocation: ""))
    }
}

import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class FingerprintTests: XCTestCase {
    func testKnownFNV1aVectors() {
        // FNV-1a 64 of "" is cbf29ce484222325, of "a" af63dc4c8601ec8c, of "foobar" 85944171f73967e8.
        XCTAssertEqual(Fingerprint.hash(""), "cbf29ce48422")
        XCTAssertEqual(Fingerprint.hash("a"), "af63dc4c8601")
        XCTAssertEqual(Fingerprint.hash("foobar"), "85944171f739")
    }

    func testHashIsStableShortHexAndDistinguishes() {
        let a = Fingerprint.hash("raw-colour|Color(red: 1, green: 0, blue: 0)|MailRow.body")
        XCTAssertEqual(a, Fingerprint.hash("raw-colour|Color(red: 1, green: 0, blue: 0)|MailRow.body"))
        XCTAssertTrue(Fingerprint.isValidHash(a))
        XCTAssertNotEqual(a, Fingerprint.hash("raw-colour|Color(red: 1, green: 0, blue: 0)|MailRow.header"))
    }

    func testValidHashForm() {
        XCTAssertTrue(Fingerprint.isValidHash("0123456789ab"))
        XCTAssertFalse(Fingerprint.isValidHash("0123456789AB"))
        XCTAssertFalse(Fingerprint.isValidHash("0123456789a"))
        XCTAssertFalse(Fingerprint.isValidHash("0123456789abc"))
        XCTAssertFalse(Fingerprint.isValidHash("0123456789ag"))
    }

    func testObservationKeepsHashInSync() {
        var o = obs("A.swift", "r", "x")
        XCTAssertEqual(o.fingerprintHash, h("r", "x"))
        o.fingerprint = "r|y"
        XCTAssertEqual(o.fingerprintHash, h("r", "y"))
    }
}

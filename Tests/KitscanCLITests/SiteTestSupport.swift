import Foundation
import XCTest
import KitscanTestSupport

/// What the site's tests share: writing a project's site with a fixed date.
extension XCTestCase {
    /// `kitscan report site --out FOLDER/site` in `folder` (the date from `SOURCE_DATE_EPOCH`);
    /// the site's folder.
    func site(_ folder: String, _ extra: [String] = [], environment: [String: String] = SiteCommandTests.epoch) throws -> String {
        let out = folder + "/site"
        let result = kitscan(["report", "site", "--out", out] + extra, cwd: folder, environment: environment)
        XCTAssertEqual(result.code, 0, result.stderr)
        return out
    }
}

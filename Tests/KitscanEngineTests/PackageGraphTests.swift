import XCTest
@testable import KitscanEngine

/// The light `Package.swift` reader: targets, their folders and dependencies, local packages.
final class PackageGraphTests: XCTestCase {
    func testReadsTargetsProductsAndLocalPackages() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Mail", // a comment with "Strings" in it
                products: [.library(name: "MailKitLibrary", targets: ["MailKit"])],
                dependencies: [.package(path: "../OmoKit"), .package(url: "https://example.com/x.git", from: "1.0.0")],
                targets: [
                    .target(name: "MailKit", dependencies: [.product(name: "OmoKit", package: "OmoKit")]),
                    .target(name: "Inbox", dependencies: ["MailKitLibrary", .target(name: "Core")], path: "Features/./Inbox"),
                    .target(name: "Core"),
                    .testTarget(name: "InboxTests", dependencies: [.byName(name: "Inbox")]),
                ]
            )
            """
        let package = PackageGraph.manifest(Array(manifest.utf8), folder: "Apps/Mail")
        XCTAssertEqual(package.name, "Mail")
        XCTAssertEqual(package.localDependencies, ["Apps/OmoKit"])
        XCTAssertEqual(package.targets.map(\.name), ["MailKit", "Inbox", "Core", "InboxTests"])
        XCTAssertEqual(package.targets.map(\.folder),
                       ["Apps/Mail/Sources/MailKit", "Apps/Mail/Features/Inbox", "Apps/Mail/Sources/Core", "Apps/Mail/Tests/InboxTests"])
        XCTAssertEqual(package.targets.map(\.dependencies), [["OmoKit"], ["MailKit", "Core"], [], ["Inbox"]])

        let graph = PackageGraph(packages: [package])
        XCTAssertEqual(graph.target(of: "Apps/Mail/Features/Inbox/List.swift")?.name, "Inbox")
        XCTAssertNil(graph.target(of: "Apps/Mail/Other/X.swift"))
        XCTAssertTrue(graph.module("InboxTests", reaches: "MailKit"))
        XCTAssertFalse(graph.module("MailKit", reaches: "Inbox"))
    }
}

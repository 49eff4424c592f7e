import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// `kit.packages`: a SwiftPM dependency's sources found by identity, in SwiftPM's and
/// Xcode's order, with its pin.
final class PackageLocatorTests: XCTestCase {
    func locator(_ fixture: SwiftPMFixture, sourcePackages: String? = nil) -> PackageLocator {
        PackageLocator(root: fixture.app, sourcePackages: sourcePackages, derivedData: fixture.parent + "/DerivedData")
    }

    func open(_ fixture: SwiftPMFixture, derivedData: String? = nil) throws -> Workspace {
        try Workspace.open(start: fixture.app, environment: ["KITSCAN_DERIVED_DATA": derivedData ?? fixture.parent + "/DerivedData"])
    }

    func testAScratchFolderCheckoutIsFoundByIdentityInAnyCase() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"packages\": [\"omokit\"] } }\n")
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
        let found = try locator(fixture).locate("OMOKIT").get()
        XCTAssertEqual(found.folder, fixture.app + "/.build/checkouts/OmoKit")
        XCTAssertEqual(found.recorded?.version, "1.3.0")
        // Without a Package.resolved, the checkout's own record gives the version.
        let workspace = try open(fixture)
        XCTAssertEqual(workspace.config.kit.sources,
                       [KitSource(name: "OmoKit", version: "1.3.0", revision: SwiftPMFixture.revision, path: ".build/checkouts/OmoKit/Sources",
                                  isPackage: true)])
        XCTAssertTrue(workspace.config.kit.paths.contains(".build/checkouts/OmoKit/Sources"))
        let result = try workspace.scan()
        XCTAssertEqual(result.components.map(\.name), ["KitRow"])
        XCTAssertEqual(result.uses.map(\.path), ["Sources/Screen.swift"])
        XCTAssertEqual(result.files, ["Sources/Screen.swift"])
    }

    func testThePackageResolvedPinGivesTheVersionInEachFormat() throws {
        for text in [PackagePinsTests.version1, PackagePinsTests.version2, PackagePinsTests.version3] {
            let fixture = try SwiftPMFixture(self)
            try fixture.writeWorkspaceState(fixture.app + "/.build")
            try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
            try fixture.writeResolved(text: text)
            let source = try XCTUnwrap(try open(fixture).config.kit.sources.first)
            XCTAssertEqual(source.version, text == PackagePinsTests.version3 ? "main" : "1.4.0")
            XCTAssertEqual(source.revision, PackagePinsTests.revision)
        }
    }

    func testAnEditedPackageComesFirstAndIsNeverTheAppsFiles() throws {
        let fixture = try SwiftPMFixture(self)
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit", component: "OldRow")
        try fixture.writeKit(fixture.app + "/Packages/OmoKit")
        try fixture.writeResolved()
        XCTAssertEqual(try locator(fixture).locate("omokit").get().folder, fixture.app + "/Packages/OmoKit")
        let workspace = try open(fixture)
        XCTAssertEqual(workspace.config.kit.sources.first?.path, "Packages/OmoKit/Sources")
        XCTAssertEqual(workspace.config.kit.sources.first?.version, "1.4.0")
        let result = try workspace.scan()
        XCTAssertEqual(result.components.map(\.name), ["KitRow"])
        // The edited kit's raw colour is the kit's, never the app's finding.
        XCTAssertEqual(result.files, ["Sources/Screen.swift"])
        XCTAssertFalse(result.findings.contains { $0.path.hasPrefix("Packages/") })
    }

    func testXcodeSourcePackagesAreFoundThroughDerivedData() throws {
        let fixture = try SwiftPMFixture(self)
        try FileManager.default.createDirectory(atPath: fixture.app + "/App.xcodeproj", withIntermediateDirectories: true)
        let derivedData = fixture.parent + "/DerivedData"
        // Another project's build folder, and one for a project of the same name elsewhere.
        try fixture.writeDerivedData(derivedData, folder: "App-aaaa", workspacePath: fixture.parent + "/Elsewhere/App.xcodeproj")
        try fixture.writeKit(derivedData + "/App-aaaa/SourcePackages/checkouts/OmoKit", component: "WrongRow")
        try fixture.writeDerivedData(derivedData, folder: "App-bbbb", workspacePath: fixture.app + "/App.xcodeproj", format: .binary)
        try fixture.writeWorkspaceState(derivedData + "/App-bbbb/SourcePackages")
        try fixture.writeKit(derivedData + "/App-bbbb/SourcePackages/checkouts/OmoKit")
        try fixture.writeResolved("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
        let found = try locator(fixture).locate("OmoKit").get()
        XCTAssertEqual(found.folder, derivedData + "/App-bbbb/SourcePackages/checkouts/OmoKit")
        let workspace = try open(fixture)
        XCTAssertEqual(workspace.config.kit.sources.first?.version, "1.4.0")
        XCTAssertEqual(workspace.config.kit.sources.first?.path, "../DerivedData/App-bbbb/SourcePackages/checkouts/OmoKit/Sources")
        XCTAssertEqual(try workspace.scan().components.map(\.name), ["KitRow"])
    }

    func testKitSourcePackagesNamesTheScratchFolder() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"packages\": [\"OmoKit\"], \"sourcePackages\": \"../ci/SourcePackages\" } }\n")
        // `.build` is not looked at when kit.sourcePackages names the folder.
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit", component: "WrongRow")
        try fixture.writeKit(fixture.parent + "/ci/SourcePackages/checkouts/omokit")
        let workspace = try open(fixture)
        XCTAssertEqual(workspace.config.kit.sources.first?.path, "../ci/SourcePackages/checkouts/omokit/Sources")
        XCTAssertEqual(workspace.config.kit.sources.first?.name, "OmoKit", "as written: the folder is the identity")
        XCTAssertNil(workspace.config.kit.sources.first?.version)
        XCTAssertEqual(try workspace.scan().components.map(\.name), ["KitRow"])
    }

    func testACheckoutWithoutWorkspaceStateIsFoundByItsFolder() throws {
        let fixture = try SwiftPMFixture(self)
        try fixture.writeKit(fixture.app + "/.build/checkouts/omokit")
        XCTAssertEqual(try locator(fixture).locate("OmoKit").get().folder, fixture.app + "/.build/checkouts/omokit")
    }

    func testAPackageNotFoundNamesEveryPlaceAndTheCommand() throws {
        let fixture = try SwiftPMFixture(self)
        try FileManager.default.createDirectory(atPath: fixture.app + "/App.xcodeproj", withIntermediateDirectories: true)
        try fixture.writeWorkspaceState(fixture.app + "/.build", identity: "other", subpath: "Other")
        XCTAssertThrowsError(try open(fixture)) { error in
            let message = (error as? WorkspaceError)?.description ?? ""
            XCTAssertTrue(message.contains("kitscan.json:1: kit.packages[0]: cannot find the package \"OmoKit\". Run "), message)
            for place in ["Packages/OmoKit (an edited package)", ".build/workspace-state.json (no such dependency)",
                          fixture.parent + "/DerivedData: no build folder whose info.plist WorkspacePath is App.xcodeproj",
                          ".build/checkouts/OmoKit"] {
                XCTAssertTrue(message.contains("\n  - " + place), "\(place) in \(message)")
            }
            XCTAssertTrue(message.contains("swift package resolve") && message.contains("Xcode"), message)
        }
    }

    func testABrokenWorkspaceStateOrPackageResolvedIsAnErrorNamingIt() throws {
        let fixture = try SwiftPMFixture(self)
        try writeFile(fixture.app, ".build/workspace-state.json", Array("{ \"object\": ".utf8))
        XCTAssertThrowsError(try open(fixture)) { error in
            let message = (error as? WorkspaceError)?.description ?? ""
            XCTAssertTrue(message.contains(fixture.app + "/.build/workspace-state.json: not JSON"), message)
            XCTAssertTrue(message.contains("swift package resolve"), message)
        }
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
        try fixture.writeResolved(text: "{ \"version\": 2, \"pins\": 3 }")
        XCTAssertThrowsError(try open(fixture)) { error in
            let message = (error as? WorkspaceError)?.description ?? ""
            XCTAssertTrue(message.hasPrefix(fixture.app + "/Package.resolved: no pins"), message)
        }
    }

    func testAMisspeltKitKeyAndABadPackageNameAreErrors() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"package\": [\"OmoKit\"], \"packages\": [\"Omo Kit\"] } }\n")
        XCTAssertThrowsError(try open(fixture)) { error in
            let message = (error as? WorkspaceError)?.description ?? ""
            XCTAssertTrue(message.contains("kit.package") && message.contains("packages"), message)
            XCTAssertTrue(message.contains("kit.packages[0]: \"Omo Kit\" is not a package name"), message)
        }
    }
}

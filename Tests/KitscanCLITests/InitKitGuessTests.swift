import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
@testable import KitscanEngine

/// `kitscan init` finds the kit a real project has: the local package the app's targets
/// depend on (declared by XcodeGen's project.yml or the Xcode project) that declares views and
/// tokens, even when no folder is named like a kit, and it says why it took or left each.
final class InitKitGuessTests: XCTestCase {
    /// A local package `folder` named `name` with one view (and a colour token when `tokens`).
    static func package(_ repo: GitTestRepo, _ folder: String, _ name: String, views: Bool = true, tokens: Bool = true,
                        uses: [String] = []) throws {
        let dependencies = uses.map { ".package(path: \"\($0)\")" }.joined(separator: ", ")
        try repo.write(folder + "/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "\(name)", dependencies: [\(dependencies)],
                                  targets: [.target(name: "\(name)"), .testTarget(name: "\(name)Tests")])

            """)
        if views {
            try repo.write(folder + "/Sources/\(name)/Badge.swift",
                           "import SwiftUI\npublic struct \(name)Badge: View {\n    public var body: some View { Text(\"b\") }\n}\n")
        } else {
            try repo.write(folder + "/Sources/\(name)/Macro.swift", "public enum \(name) {}\n")
        }
        if tokens {
            try repo.write(folder + "/Sources/\(name)/Colours/Palette.swift",
                           "import SwiftUI\npublic extension Color {\n    static let accentStrong = Color(red: 0.1, green: 0.2, blue: 0.3)\n}\n"
                           // The package's own spacing, never seen by the app: no token of the app's.
                           + "enum RowSpacing {\n    static let gap = 8.0\n}\n")
        }
    }

    /// The app's own views in a folder named like a kit (`…/Other/SwiftUI`).
    static func appViews(_ repo: GitTestRepo) throws {
        try repo.write("App/Sources/Other/SwiftUI/Card.swift",
                       "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"c\") }\n}\n")
    }

    func config(_ repo: GitTestRepo) throws -> [String: [String]] {
        let config = try XCTUnwrap(try JSONSerialization.jsonObject(with: repo.read("kitscan.json")) as? [String: Any])
        return try XCTUnwrap(config["kit"] as? [String: [String]])
    }

    func testXcodeGenLocalPackageTheAppUsesIsTheKit() throws {
        let repo = try GitTestRepo(self)
        try Self.appViews(repo)
        try Self.package(repo, "design-ios", "Design")
        try Self.package(repo, "BuildTools", "Macros", views: false, tokens: false)
        try repo.write("project.yml", """
            name: App
            # The kit is a local package.
            packages:
              Remote:
                url: https://example.com/remote   # path: ../remote
                exactVersion: 1.0.0
              Design:
                path: design-ios
              Macros: { path: "BuildTools" }
            include:
            - path: App/target.yml

            """)
        try repo.write("App/target.yml", "targets:\n  App:\n    dependencies:\n    - package: Design\n    - package: Macros\n      product: Macros\n")

        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        let kit = try config(repo)
        XCTAssertEqual(kit["paths"], ["design-ios/Sources"])
        XCTAssertEqual(kit["modules"], ["Design"])
        XCTAssertEqual(kit["tokens"], ["design-ios/Sources/Design/Colours/Palette.swift"])
        XCTAssertTrue(result.stdout.contains("""
              design-ios/Sources: the kit, a local package the app depends on (project.yml) that declares 1 view and 1 token
              not App/Sources/Other/SwiftUI: named like a kit, but it is a plain folder and design-ios is a local package the app depends on that declares views and tokens
              not BuildTools: a local package that declares no views
            """), result.stdout)
    }

    func testAnXcodeProjectsLocalPackageReferenceIsRead() throws {
        let repo = try GitTestRepo(self)
        try Self.appViews(repo)
        try Self.package(repo, "Modules/Look", "Look")
        try Self.package(repo, "Modules/Profile", "Profile", tokens: false, uses: ["../Look"])
        try repo.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            	objects = {
            /* Begin XCLocalSwiftPackageReference section */
            		AA01 /* XCLocalSwiftPackageReference "Modules/Look" */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = "Modules/Look";
            		};
            		AA02 /* XCLocalSwiftPackageReference "Modules/Profile" */ = {
            			isa = XCLocalSwiftPackageReference;
            			relativePath = Modules/Profile;
            		};
            /* End XCLocalSwiftPackageReference section */
            		BB01 /* Look */ = {
            			isa = XCSwiftPackageProductDependency;
            			package = AA01 /* XCLocalSwiftPackageReference "Modules/Look" */;
            			productName = Look;
            		};
            	};
            }

            """)
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try config(repo)["paths"], ["Modules/Look/Sources"])
        XCTAssertTrue(result.stdout.contains("""
              Modules/Look/Sources: the kit, a local package the app depends on (App.xcodeproj), used by 1 other local package, that declares 1 view and 1 token
            """), result.stdout)
        XCTAssertTrue(result.stdout.contains("  not Modules/Profile: it depends on Modules/Look (it uses the kit)\n"),
                      result.stdout)
    }

    /// A shared package of a few views and no tokens, which the kit itself depends on, makes
    /// no feature package of the kit.
    func testAPackageOfSharedViewsWithoutTokensIsNoKitTheKitUses() throws {
        let repo = try GitTestRepo(self)
        try Self.package(repo, "Packages/Core", "Core", tokens: false)
        try Self.package(repo, "Packages/Look", "Look", uses: ["../Core"])
        try Self.package(repo, "Packages/Feed", "Feed", tokens: false, uses: ["../Look", "../Core"])
        let result = repo.kitscan("init")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try config(repo)["paths"], ["Packages/Look/Sources"])
        XCTAssertTrue(result.stdout.contains("""
              Packages/Look/Sources: the kit, a local package, used by 1 other local package, that declares 1 view and 1 token
              not Packages/Core: declares views too, but Packages/Look ranks first: it declares tokens
            """), result.stdout)
    }

    func testTheYAMLReaderKeepsToWhatItNeeds() {
        let yaml = """
            packages:
              "Quoted": # a comment
                path: 'Kits/Quoted'
              Pinned:
                url: https://example.com/a#b
            targets:
              App:
                sources: [App]
                dependencies:
                  - package: Quoted
            """
        XCTAssertEqual(AppPackageDeclarations.xcodeGenPackages(yaml).map { "\($0.name)=\($0.path)" }, ["Quoted=Kits/Quoted"])
        XCTAssertEqual(AppPackageDeclarations.packageDependencies(yaml), ["Quoted"])
        XCTAssertEqual(AppPackageDeclarations.withoutComment("url: https://x.org/a#b # note"), "url: https://x.org/a#b ")
    }
}

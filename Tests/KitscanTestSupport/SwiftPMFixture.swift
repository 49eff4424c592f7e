import Foundation
import XCTest

/// An app whose kit is a SwiftPM dependency, laid out as SwiftPM and Xcode leave it on disk:
/// `parent/App` (the config's folder, using `KitRow`), and helpers that put the `OmoKit`
/// package's sources where a resolve or an edit would (a checkout, `Packages/`, DerivedData).
public struct SwiftPMFixture: Sendable {
    public static let revision = "3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39"

    /// The temporary folder holding the app (and, for tests, a DerivedData folder).
    public let parent: String
    /// The app: the config's folder.
    public let app: String

    public init(_ test: XCTestCase, config: String = "{ \"kit\": { \"packages\": [\"OmoKit\"] } }\n") throws {
        parent = try temporaryFolder(test)
        app = parent + "/App"
        let screen = """
            import SwiftUI
            import OmoKit
            struct Screen: View {
                var body: some View { KitRow(title: "Hi") }
            }

            """
        try writeFile(app, "Sources/Screen.swift", Array(screen.utf8))
        try writeFile(app, "kitscan.json", Array(config.utf8))
    }

    /// Writes the package's `KitRow` (with a raw colour of its own) under `package`
    /// (absolute), in `Sources/OmoKit/`.
    public func writeKit(_ package: String, component: String = "KitRow") throws {
        let kit = """
            import SwiftUI
            public struct \(component): View {
                let title: String
                public var body: some View { Text(title).foregroundColor(Color(red: 1, green: 0, blue: 0)) }
            }

            """
        try writeFile(package, "Sources/OmoKit/\(component).swift", Array(kit.utf8))
        try writeFile(package, "Package.swift", Array("// swift-tools-version:5.9\n".utf8))
    }

    /// Writes `scratch/workspace-state.json` (absolute) recording one dependency, and its
    /// checkout's sources unless `state` is not a checkout.
    public func writeWorkspaceState(_ scratch: String, identity: String = "omokit", subpath: String = "OmoKit",
                                    state: String = "{ \"name\": \"sourceControlCheckout\", \"checkoutState\": "
                                        + "{ \"revision\": \"\(SwiftPMFixture.revision)\", \"version\": \"1.3.0\" } }") throws {
        let text = """
            { "object": { "artifacts": [], "dependencies": [
                { "basedOn": null,
                  "packageRef": { "identity": "\(identity)", "kind": "remoteSourceControl",
                                  "location": "https://example.com/omo/\(subpath).git", "name": "\(subpath)" },
                  "state": \(state),
                  "subpath": "\(subpath)" } ] },
              "version": 6 }

            """
        try writeFile(scratch, "workspace-state.json", Array(text.utf8))
    }

    /// Writes `App/<name>` as a `Package.resolved` in format 2 pinning OmoKit at 1.4.0.
    public func writeResolved(_ name: String = "Package.resolved", text: String? = nil) throws {
        let pinned = text ?? """
            { "pins": [ { "identity": "omokit", "kind": "remoteSourceControl",
                          "location": "https://example.com/omo/OmoKit.git",
                          "state": { "revision": "\(SwiftPMFixture.revision)", "version": "1.4.0" } } ],
              "version": 2 }

            """
        try writeFile(app, name, Array(pinned.utf8))
    }

    /// Writes `derivedData/<folder>/info.plist` naming `workspacePath` (absolute), as Xcode does.
    public func writeDerivedData(_ derivedData: String, folder: String, workspacePath: String,
                                 format: PropertyListSerialization.PropertyListFormat = .xml) throws {
        let plist: [String: Any] = ["WorkspacePath": workspacePath, "LastAccessedDate": Date(timeIntervalSince1970: 0)]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
        try writeFile(derivedData + "/" + folder, "info.plist", Array(data))
    }
}

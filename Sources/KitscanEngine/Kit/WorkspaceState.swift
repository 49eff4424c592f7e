import KitscanSupport

/// The dependencies a SwiftPM scratch folder records in its `workspace-state.json` (`.build/`,
/// or Xcode's `SourcePackages/`): where each one's sources are on disk, and the commit checked out.
package struct WorkspaceState: Sendable, Equatable {
    package struct Dependency: Sendable, Equatable {
        /// The package identity, lowercased.
        package var identity: String
        package var name: String?
        /// The sources' folder, absolute.
        package var folder: String
        /// How SwiftPM holds it: `sourceControlCheckout`, `edited`, `fileSystem`, `registryDownload`.
        package var state: String
        package var version: String?
        package var branch: String?
        package var revision: String?
    }

    package var dependencies: [Dependency]

    /// Reads `scratch/workspace-state.json`; nil when there is none. `packageRoot` is the
    /// folder whose `Packages/` holds edited packages. A file that is not SwiftPM's is an
    /// error naming it: a kit is never silently not found because of it.
    package static func read(scratch: String, packageRoot: String) throws(PackagePins.Problem) -> WorkspaceState? {
        let file = scratch + "/workspace-state.json"
        guard FileSystem.isRegularFile(file) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: file)
        } catch {
            throw PackagePins.Problem(message: "cannot read \(file): \(error.reason). Check its permissions.")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw PackagePins.Problem(message: "\(file): not JSON (\(error.description)). "
                + "Delete it and run `swift package resolve` (or build once in Xcode).")
        }
        guard let list = JSONNode(value).lenientMember("object")?.lenient("dependencies", as: [JSONValue].self) else {
            throw PackagePins.Problem(message: "\(file): no dependencies in the format SwiftPM writes. "
                + "Delete it and run `swift package resolve` (or build once in Xcode).")
        }
        return WorkspaceState(dependencies: list.compactMap { dependency(JSONNode($0), scratch: scratch, packageRoot: packageRoot) })
    }

    /// One entry, read leniently (SwiftPM's file): nil when it names no package.
    private static func dependency(_ entry: JSONNode, scratch: String, packageRoot: String) -> Dependency? {
        let reference = entry.lenientMember("packageRef")
        let location = reference?.lenient("location", as: String.self) ?? reference?.lenient("path") ?? ""
        guard let identity = reference?.lenient("identity", as: String.self) ?? PackagePins.identity(ofLocation: location) else { return nil }
        let subpath = entry.lenient("subpath", as: String.self) ?? identity
        let state = entry.lenientMember("state")
        let name = state?.lenient("name", as: String.self) ?? ""
        let checkout = state?.lenientMember("checkoutState") ?? state
        let folder: String
        switch name {
        case "edited":
            folder = state?.lenient("path") ?? packageRoot + "/Packages/" + subpath
        case "fileSystem", "local":
            folder = state?.lenient("path") ?? location
        case "registryDownload":
            folder = scratch + "/registry/downloads/" + subpath + "/" + (checkout?.lenient("version") ?? "")
        default:
            folder = scratch + "/checkouts/" + subpath
        }
        return Dependency(identity: identity.lowercased(), name: reference?.lenient("name"), folder: folder, state: name,
                          version: checkout?.lenient("version"), branch: checkout?.lenient("branch"),
                          revision: checkout?.lenient("revision"))
    }

    /// The dependency `name` (identity or name, case-insensitive).
    package func dependency(named name: String) -> Dependency? {
        let wanted = name.lowercased()
        return dependencies.first { $0.identity == wanted || $0.name?.lowercased() == wanted }
    }
}

import Foundation
import KitscanSupport

/// Finds a SwiftPM dependency's sources by its identity (case-insensitive), in the order
/// SwiftPM and Xcode would use them: an edited package (`Packages/<name>`), the scratch
/// folder's `workspace-state.json` (`.build/`, or the folder `kit.sourcePackages` names),
/// Xcode's `SourcePackages/` (through DerivedData), then `checkouts/<name>` in those folders.
package struct PackageLocator: Sendable {
    /// The config's folder, absolute.
    package var root: String
    /// `kit.sourcePackages`, absolute: when given, the one scratch folder (CI's
    /// `-clonedSourcePackagesDirPath`), in place of `.build/` and DerivedData.
    package var sourcePackages: String?
    /// Where Xcode keeps its build folders.
    package var derivedData: String

    package init(root: String, sourcePackages: String?, derivedData: String) {
        self.root = root
        self.sourcePackages = sourcePackages
        self.derivedData = derivedData
    }

    /// A package's sources and where they were found.
    package struct Found: Sendable, Equatable {
        /// The package's folder, absolute.
        package var folder: String
        /// The scratch folder's record of it, when one had it.
        package var recorded: WorkspaceState.Dependency?
    }

    /// Not found: every place looked at, in order, for the error.
    package struct NotFound: Error, Sendable, Equatable {
        package var looked: [String]
    }

    /// The scratch folders, in order: `kit.sourcePackages` alone, else `.build` and Xcode's
    /// `SourcePackages` of the projects beside the config. With the places looked at.
    package func scratchFolders() -> (folders: [String], looked: [String]) {
        if let sourcePackages {
            return ([sourcePackages], FileSystem.isDirectory(sourcePackages) ? [] : ["\(sourcePackages) (kit.sourcePackages: no such folder)"])
        }
        let projects = XcodeDerivedData.projects(in: root)
        let xcode = projects.isEmpty ? [] : XcodeDerivedData.sourcePackages(derivedData: derivedData, projects: projects)
        var looked: [String] = []
        if projects.isEmpty {
            looked.append("Xcode's SourcePackages: no .xcodeproj or .xcworkspace in \(root)")
        } else if xcode.isEmpty {
            let names = projects.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            looked.append("\(derivedData): no build folder whose info.plist WorkspacePath is \(names)")
        }
        return ([root + "/.build"] + xcode, looked)
    }

    package func locate(_ name: String) throws(PackagePins.Problem) -> Result<Found, NotFound> {
        var looked: [String] = []
        let edited = root + "/Packages"
        if let folder = child(of: edited, named: name) { return .success(Found(folder: folder)) }
        looked.append(edited + "/" + name + " (an edited package)")
        let (scratch, notes) = scratchFolders()
        for folder in scratch {
            let file = folder + "/workspace-state.json"
            if let state = try WorkspaceState.read(scratch: folder, packageRoot: root) {
                if let dependency = state.dependency(named: name), FileSystem.isDirectory(dependency.folder) {
                    return .success(Found(folder: dependency.folder, recorded: dependency))
                }
                looked.append(file + (state.dependency(named: name) == nil ? " (no such dependency)" : " (its folder is missing)"))
            } else {
                looked.append(file)
            }
        }
        looked += notes
        for folder in scratch {
            let checkouts = folder + "/checkouts"
            if let found = child(of: checkouts, named: name) { return .success(Found(folder: found)) }
            looked.append(checkouts + "/" + name)
        }
        return .failure(NotFound(looked: looked))
    }

    /// The folder in `parent` whose name is `name` in any case (an identity is lowercase,
    /// a checkout's folder keeps the URL's case); the exact spelling wins.
    private func child(of parent: String, named name: String) -> String? {
        guard FileSystem.isDirectory(parent) else { return nil }
        if FileSystem.isDirectory(parent + "/" + name) { return parent + "/" + name }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        return names.first { $0.lowercased() == name.lowercased() && FileSystem.isDirectory(parent + "/" + $0) }
            .map { parent + "/" + $0 }
    }
}

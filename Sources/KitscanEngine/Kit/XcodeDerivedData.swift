import Foundation
import KitscanSupport

/// Xcode's build folders (`DerivedData/<name>-<hash>/`): the one whose `info.plist`
/// `WorkspacePath` is a project or workspace beside the config holds the `SourcePackages/`
/// folder Xcode resolved that project's packages into.
package enum XcodeDerivedData {
    /// The default place, under `home`; `KITSCAN_DERIVED_DATA` names another (tests, a CI
    /// machine's `-derivedDataPath`).
    package static func location(environment: [String: String]) -> String {
        if let given = environment["KITSCAN_DERIVED_DATA"], !given.isEmpty { return given }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/Library/Developer/Xcode/DerivedData"
    }

    /// The `.xcodeproj` and `.xcworkspace` folders directly in `root`, sorted, absolute.
    package static func projects(in root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }.sorted().map { root + "/" + $0 }
    }

    /// The `SourcePackages` folders of the build folders in `derivedData` that belong to one of
    /// `projects` (a workspace's first, then a project's; within each, by folder name).
    package static func sourcePackages(derivedData: String, projects: [String]) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: derivedData)) ?? []).sorted()
        var found: [String] = []
        for project in projects.sorted(by: { ($0.hasSuffix(".xcodeproj") ? 1 : 0, $0) < ($1.hasSuffix(".xcodeproj") ? 1 : 0, $1) }) {
            let file = (project as NSString).lastPathComponent
            let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            let wanted = FileSystem.canonicalPath(project)
            // Xcode names the folder after the project, then a hash: only those plists are read.
            for folder in folders where folder.hasPrefix(stem + "-") {
                let build = derivedData + "/" + folder
                guard let path = workspacePath(build), FileSystem.canonicalPath(path) == wanted else { continue }
                let packages = build + "/SourcePackages"
                if FileSystem.isDirectory(packages), !found.contains(packages) { found.append(packages) }
            }
        }
        return found
    }

    /// The `WorkspacePath` of `build/info.plist`, or nil when it has none.
    static func workspacePath(_ build: String) -> String? {
        guard let bytes = try? FileBytes.read(path: build + "/info.plist"),
              let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any]
        else { return nil }
        return plist["WorkspacePath"] as? String
    }

}

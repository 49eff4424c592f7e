import KitscanSupport

/// The pins of a `Package.resolved` (formats 1, 2 and 3): which version, branch and commit
/// of each dependency SwiftPM or Xcode resolved.
package struct PackagePins: Sendable, Equatable {
    package struct Pin: Sendable, Equatable {
        /// The package identity, lowercased (`omokit`).
        package var identity: String
        /// The name format 1 records beside the identity (`OmoKit`); nil in formats 2 and 3.
        package var name: String?
        package var version: String?
        package var branch: String?
        package var revision: String?
    }

    package var pins: [Pin]

    /// Why a `Package.resolved` cannot be read: its path and what is wrong.
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
    }

    /// The pin of the package `name` (identity or format 1 name, case-insensitive).
    package func pin(named name: String) -> Pin? {
        let wanted = name.lowercased()
        return pins.first { $0.identity == wanted || $0.name?.lowercased() == wanted }
    }

    /// Reads the pins of a `Package.resolved` text. `file` names it in errors.
    package static func parse(_ bytes: [UInt8], file: String) throws(Problem) -> PackagePins {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw Problem(message: "\(file): not JSON (\(error.description)). Run `swift package resolve` to write it again.")
        }
        // Format 1 keeps its pins under `object`; formats 2 and 3 at the top. SwiftPM's own
        // file: read leniently, an entry without a name is skipped.
        let top = JSONNode(root)
        let format = top.lenient("version", as: Int.self)
        guard let list = (format == 1 ? top.lenientMember("object") : top)?.lenient("pins", as: [JSONValue].self) else {
            throw Problem(message: "\(file): no pins in the format SwiftPM writes (version 1, 2 or 3). "
                + "Run `swift package resolve` to write it again.")
        }
        var pins: [Pin] = []
        for entry in list.map({ JSONNode($0) }) {
            let state = entry.lenientMember("state")
            let location = entry.lenient("location", as: String.self) ?? entry.lenient("repositoryURL") ?? ""
            let package = entry.lenient("package", as: String.self)
            guard let identity = entry.lenient("identity", as: String.self) ?? identity(ofLocation: location) ?? package else { continue }
            pins.append(Pin(identity: identity.lowercased(), name: package, version: state?.lenient("version"),
                            branch: state?.lenient("branch"), revision: state?.lenient("revision")))
        }
        return PackagePins(pins: pins)
    }

    /// The identity SwiftPM gives a URL or path: its last component without `.git`, lowercased.
    package static func identity(ofLocation location: String) -> String? {
        let trimmed = location.hasSuffix("/") ? String(location.dropLast()) : location
        guard var last = trimmed.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init), !last.isEmpty else {
            return nil
        }
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.isEmpty ? nil : last.lowercased()
    }
}

extension PackagePins {
    /// The `Package.resolved` files that may pin the app's packages, in order: the package's
    /// own, then each Xcode workspace's and project's beside the config.
    package static func files(root: String) -> [String] {
        var files = [root + "/Package.resolved"]
        for project in XcodeDerivedData.projects(in: root) {
            files.append(project + (project.hasSuffix(".xcodeproj") ? "/project.xcworkspace" : "")
                + "/xcshareddata/swiftpm/Package.resolved")
        }
        return files.filter { FileSystem.isRegularFile($0) }
    }

    /// The first pin of `name` in `files`.
    package static func pin(named name: String, files: [String]) throws(Problem) -> Pin? {
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path: file)
            } catch {
                throw Problem(message: "cannot read \(file): \(error.reason). Check its permissions.")
            }
            if let pin = try parse(bytes, file: file).pin(named: name) { return pin }
        }
        return nil
    }
}

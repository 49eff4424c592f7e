import Foundation
import KitscanEngine
import KitscanSupport

/// The folder the site is written into, which kitscan owns: it lists what it wrote in
/// `.kitscan-site`, and refuses a folder holding files it did not write.
package enum SiteFolder {
    /// What the folder lists as its own: the next run replaces these and nothing else.
    static let manifest = ".kitscan-site"

    /// The files a previous run listed, or [] for a new or empty folder; a folder holding
    /// anything else is refused (the site would overwrite or mix with someone's files).
    package static func ownedFiles(_ folder: String, shown: String) throws(WorkspaceError) -> [String] {
        if FileSystem.exists(folder), !FileSystem.isDirectory(folder) {
            throw WorkspaceError(["cannot write the site: \(shown) is a file. --out names a folder, e.g. --out site"])
        }
        guard FileSystem.isDirectory(folder) else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard !entries.isEmpty else { return [] }
        guard let bytes = try? FileBytes.read(path: folder + "/" + manifest) else {
            throw WorkspaceError(["cannot write the site: \(shown) holds files kitscan did not write. "
                + "Name a new or empty folder, e.g. --out \(shown.hasSuffix("/") ? shown : shown + "/")site"])
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.contains("/") && $0 != manifest }
    }

    /// Writes each file atomically, then the list of them, then removes what the last run
    /// wrote and this one did not (a component page since removed from the kit).
    package static func write(_ files: [SiteFile], to folder: String, previous: [String]) throws(WorkspaceError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WorkspaceError(["cannot create the site's folder \(folder): \(error.localizedDescription)"])
        }
        let names = files.map(\.name)
        do {
            // One folder flush for the whole site, not one per page: each is a disk round trip.
            for file in files { try AtomicFile.write(Data(file.text.utf8), to: folder + "/" + file.name, flushFolder: false) }
            try AtomicFile.write(Data((names.joined(separator: "\n") + "\n").utf8), to: folder + "/" + manifest)
        } catch {
            throw WorkspaceError(["cannot write the site: \(error.description)"])
        }
        for stale in Set(previous).subtracting(names).sorted() {
            try? FileManager.default.removeItem(atPath: folder + "/" + stale)
        }
    }
}

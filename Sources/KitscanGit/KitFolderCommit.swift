import Foundation
import KitscanSupport

/// The commit a kit folder outside the app is checked out at: its version in the callers
/// list when no `Package.resolved` pins it.
package enum KitFolderCommit {
    /// HEAD of the repository holding `folder`, or nil outside git (or on an unborn branch).
    package static func head(_ folder: String) -> String? {
        let start = FileSystem.isDirectory(folder) ? folder : (FileSystem.parent(of: folder) ?? folder)
        return Git.open(at: start)?.head
    }

    /// `git describe --tags` of the repository holding `folder` (`v2.1.0`, `v2.1.0-3-gabc1234`
    /// past it): an unpinned kit's version; nil outside git or without a tag.
    package static func describe(_ folder: String) -> String? {
        let start = FileSystem.isDirectory(folder) ? folder : (FileSystem.parent(of: folder) ?? folder)
        guard let git = Git.open(at: start), git.head != nil, let out = try? git.run(["describe", "--tags"]) else { return nil }
        let text = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

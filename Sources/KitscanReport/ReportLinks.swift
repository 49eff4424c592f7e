import Foundation
import KitscanSupport

/// Links in a written report point at sources relative to the report's own folder.
package enum ReportLinks {
    /// What to prepend to a root-relative source path so a link works from the folder of
    /// `outputFile`: `""` beside the root, `../` from `docs/`, `Samples/Omo/` from above it.
    package static func base(root: String, outputFile: String) -> String {
        let folder = URL(fileURLWithPath: outputFile).deletingLastPathComponent().path
        let from = components(FileSystem.canonicalPath(folder))
        let to = components(FileSystem.canonicalPath(root))
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}

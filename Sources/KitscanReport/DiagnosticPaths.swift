/// How a finding's path is written in diagnostics a person, an editor or Xcode reads.
///
/// Findings carry paths relative to the workspace root (the folder holding `kitscan.json`),
/// which is what the baseline, JSON and SARIF store. A compiler-style diagnostic must instead
/// open from where the tool runs: relative to the working directory when the file is inside
/// it, absolute otherwise; Xcode wants absolute paths always.
///
/// The root's place relative to the working directory is worked out once; each path then
/// costs one concatenation (or a prefix drop), never a file-system call.
public struct DiagnosticPaths: Sendable, Equatable {
    /// The workspace root, absolute, without a trailing slash (links resolved by the caller).
    public let root: String
    /// The working directory, absolute, without a trailing slash.
    public let workingDirectory: String
    /// Always write absolute paths (`--format xcode`).
    public let absolute: Bool
    /// `root` relative to the working directory plus `/` ("" when they are the same), or nil
    /// when the root is not inside it.
    private let rootFromWorkingDirectory: String?

    public init(root: String, workingDirectory: String, absolute: Bool = false) {
        self.root = Self.trimmed(root)
        self.workingDirectory = Self.trimmed(workingDirectory)
        self.absolute = absolute
        if self.root == self.workingDirectory {
            rootFromWorkingDirectory = ""
        } else if self.root.hasPrefix(Self.folder(self.workingDirectory)) {
            rootFromWorkingDirectory = String(self.root.dropFirst(Self.folder(self.workingDirectory).count)) + "/"
        } else {
            rootFromWorkingDirectory = nil
        }
    }

    /// Paths written as they are stored (relative to the root): what tests of the
    /// renderers alone use, and what the working directory being the root gives.
    public static let asStored = DiagnosticPaths(root: "/", workingDirectory: "/")

    /// The path to print for `path` (relative to the root, as findings store it).
    public func display(_ path: String) -> String {
        if !absolute, let prefix = rootFromWorkingDirectory {
            return prefix.isEmpty ? path : prefix + path
        }
        let full = Self.folder(root) + path
        // The working directory inside the root (a run from a subfolder): files under it
        // are still written relative to it, as a compiler would.
        if !absolute, full.hasPrefix(Self.folder(workingDirectory)) {
            return String(full.dropFirst(Self.folder(workingDirectory).count))
        }
        return full
    }

    /// `path` as a folder prefix ending in exactly one `/`.
    private static func folder(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }

    private static func trimmed(_ path: String) -> String {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }
}
